import { ChakraLink } from 'shared-ui';
import type { Attachment } from '@litfund/domain';
import { useDownloadAttachment } from '../api/get-attachment.ts';

/** Downloads a stored attachment under its own name, fetched when clicked (the contract read carries no content). */
export function AttachmentLink({
  contractId,
  attachment,
}: {
  contractId: number;
  attachment: Pick<Attachment, 'id' | 'fileName'>;
}) {
  const download = useDownloadAttachment(contractId, attachment.id);
  return (
    <ChakraLink asChild variant="underline" cursor="pointer" textAlign="start">
      <button
        type="button"
        aria-busy={download.isPending}
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {attachment.fileName}
      </button>
    </ChakraLink>
  );
}
