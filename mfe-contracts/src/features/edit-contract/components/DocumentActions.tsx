import { useState } from 'react';
import { Button, HStack, Section, Stack, Text, fireAndForget } from 'shared-ui';
import { CONTRACT_MESSAGES } from '@litfund/domain';
import type { ContractRead } from '@litfund/domain';
import { AttachmentLink } from '../../../shared/components/AttachmentLink.tsx';
import { FileField } from '../../../shared/components/FileField.tsx';
import { useUploadDocument } from '../api/upload-document.ts';
import type { RunAction } from '../api/use-admin-action.ts';

const DOCUMENTS = [
  { type: 2, label: 'Client contract' },
  { type: 3, label: 'Attorney agreement' },
] as const;

function DocumentUpload({
  contract,
  type,
  label,
  run,
}: {
  contract: ContractRead;
  type: 2 | 3;
  label: string;
  run: RunAction;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [key, setKey] = useState(0);
  const upload = useUploadDocument(contract.id);
  const latest = contract.attachments.filter((a) => a.type === type).at(-1);
  return (
    <Stack gap="2">
      <Text>
        {label}: {latest ? <AttachmentLink attachment={latest} /> : 'not uploaded'}
      </Text>
      <HStack gap="3" align="flex-end" flexWrap="wrap">
        <FileField label={`${label} file`} resetKey={key} onPick={setFile} maxW="sm" />
        <Button
          size="sm"
          disabled={!file}
          onClick={fireAndForget(async () => {
            const ok = await run(
              () => upload.mutateAsync({ type, file: file! }),
              CONTRACT_MESSAGES.documentUploaded,
              CONTRACT_MESSAGES.documentNotUploaded,
            );
            if (ok) {
              setFile(null);
              setKey((k) => k + 1);
            }
          })}
        >
          {latest ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
        </Button>
      </HStack>
    </Stack>
  );
}

/** Upload or replace the client contract and the attorney agreement; earlier versions stay in the history. */
export function DocumentActions({ contract, run }: { contract: ContractRead; run: RunAction }) {
  return (
    <Section title="Documents">
      {DOCUMENTS.map((d) => (
        <DocumentUpload key={d.type} contract={contract} type={d.type} label={d.label} run={run} />
      ))}
    </Section>
  );
}
