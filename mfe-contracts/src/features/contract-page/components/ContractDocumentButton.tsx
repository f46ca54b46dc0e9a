import { Button } from 'shared-ui';
import { useDownloadContractDocument, type ContractDocument } from '../api/get-contract-document.ts';

const LABELS: Record<ContractDocument, string> = { payoffStatement: 'Payoff Statement', disclosure: 'Disclosure' };

/** Downloads a contract's document; a failure is announced by the query client with the server's message. */
export function ContractDocumentButton({ contractId, document }: { contractId: number; document: ContractDocument }) {
  const download = useDownloadContractDocument(contractId, document);
  return (
    <Button size="sm" loading={download.isPending} onClick={() => download.mutate()}>
      {LABELS[document]}
    </Button>
  );
}
