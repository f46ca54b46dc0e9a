import { useState } from 'react';
import { Button, Field, HStack, Section, Stack, Text } from 'shared-ui';
import { CONTRACT_MESSAGES } from '@litfund/domain';
import type { ContractRead } from '@litfund/domain';
import { uploadDocument } from '../../../shared/api/contracts.ts';
import { fileToBase64 } from '../../../shared/files.ts';
import type { RunAction } from '../api/use-admin-action.ts';

const DOCUMENTS = [{ type: 2, label: 'Client contract' }, { type: 3, label: 'Attorney agreement' }] as const;

function DocumentUpload({ contract, type, label, run }: { contract: ContractRead; type: 2 | 3; label: string; run: RunAction }) {
  const [file, setFile] = useState<File | null>(null);
  const [key, setKey] = useState(0);
  const latest = contract.attachments.filter((a) => a.type === type).at(-1);
  return (
    <Stack gap="2">
      <Text>{label}: {latest ? <a href={`data:${latest.mimeType};base64,${latest.base64}`} download={latest.fileName}>{latest.fileName}</a> : 'not uploaded'}</Text>
      <HStack gap="3" align="flex-end" flexWrap="wrap">
        <Field.Root maxW="sm">
          <Field.Label>{latest ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}</Field.Label>
          <input key={key} type="file" accept=".pdf,.png,.jpg,.jpeg,.docx" onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)} />
        </Field.Root>
        <Button size="sm" disabled={!file} onClick={async () => {
          const ok = await run(async () => uploadDocument(contract.id, {
            type, fileName: file!.name, mimeType: file!.type, documentBase64String: await fileToBase64(file!),
          }), CONTRACT_MESSAGES.documentUploaded, CONTRACT_MESSAGES.documentNotUploaded);
          if (ok) {
            setFile(null);
            setKey((k) => k + 1);
          }
        }}>Upload</Button>
      </HStack>
    </Stack>
  );
}

/** Upload or replace the client contract and the attorney agreement; earlier versions stay in the history. */
export function DocumentActions({ contract, run }: { contract: ContractRead; run: RunAction }) {
  return (
    <Section title="Documents">
      {DOCUMENTS.map((d) => <DocumentUpload key={d.type} contract={contract} type={d.type} label={d.label} run={run} />)}
    </Section>
  );
}
