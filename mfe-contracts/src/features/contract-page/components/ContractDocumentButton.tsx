import { Button } from 'shared-ui';
import { useDownloadContractDocument, type ContractDocument } from '../api/get-contract-document.ts';

const LABELS: Record<ContractDocument, string> = { payoffStatement: 'Payoff Statement', disclosure: 'Disclosure' };

/**
 * Downloads a contract's document; a failure is announced by the query client with the server's message. `primary`:
 * the header's one solid button (docs/ui-guide.md, page header); the others are outlined.
 */
export function ContractDocumentButton({
  contractId,
  document,
  primary,
}: {
  contractId: number;
  document: ContractDocument;
  primary: boolean;
}) {
  const download = useDownloadContractDocument(contractId, document);
  return (
    <Button
      size="sm"
      variant={primary ? 'solid' : 'outline'}
      data-primary={primary || undefined}
      loading={download.isPending}
      onClick={() => download.mutate()}
    >
      {LABELS[document]}
    </Button>
  );
}
