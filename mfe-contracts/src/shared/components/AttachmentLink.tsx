import { ChakraLink } from 'shared-ui';
import type { Attachment } from '@litfund/domain';

/** Downloads a stored attachment under its own name. */
export function AttachmentLink({ attachment }: { attachment: Pick<Attachment, 'mimeType' | 'base64' | 'fileName'> }) {
  return (
    <ChakraLink href={`data:${attachment.mimeType};base64,${attachment.base64}`} download={attachment.fileName}>
      {attachment.fileName}
    </ChakraLink>
  );
}
