import { useState } from 'react';
import { ActionPanel, Button, HStack, Section, SimpleGrid, Text, fireAndForget } from 'shared-ui';
import { CONTRACT_MESSAGES } from '@litfund/domain';
import type { ContractRead } from '@litfund/domain';
import { AttachmentLink } from '../../../shared/components/AttachmentLink.tsx';
import { FileField } from '../../../shared/components/FileField.tsx';
import { useUploadDocument } from '../api/upload-document.ts';
import { useActionOutcome } from '../api/use-admin-action.ts';

const DOCUMENTS = [
  { type: 2, label: 'Client contract' },
  { type: 3, label: 'Attorney agreement' },
] as const;

function DocumentUpload({ contract, type, label }: { contract: ContractRead; type: 2 | 3; label: string }) {
  const { outcome, run } = useActionOutcome();
  const [file, setFile] = useState<File | null>(null);
  const [key, setKey] = useState(0);
  const upload = useUploadDocument(contract.id);
  const latest = contract.attachments.filter((a) => a.type === type).at(-1);
  return (
    <ActionPanel
      title={label}
      description="A new upload replaces the one shown; earlier versions stay in the history."
      outcome={outcome}
    >
      <Text>
        {label}: {latest ? <AttachmentLink contractId={contract.id} attachment={latest} /> : 'not uploaded'}
      </Text>
      <HStack gap="3" align="flex-end" flexWrap="wrap">
        <FileField label={`${label} file`} resetKey={key} onPick={setFile} />
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
    </ActionPanel>
  );
}

/** Upload or replace the client contract and the attorney agreement; earlier versions stay in the history. */
export function DocumentActions({ contract }: { contract: ContractRead }) {
  return (
    <Section title="Documents">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
        {DOCUMENTS.map((d) => (
          <DocumentUpload key={d.type} contract={contract} type={d.type} label={d.label} />
        ))}
      </SimpleGrid>
    </Section>
  );
}
