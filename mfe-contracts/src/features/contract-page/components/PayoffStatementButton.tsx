import { Button } from 'shared-ui';
import { useDownloadPayoffStatement } from '../api/get-payoff-statement.ts';

/** Downloads the payoff statement; a failure is announced by the query client with the server's message. */
export function PayoffStatementButton({ contractId }: { contractId: number }) {
  const download = useDownloadPayoffStatement(contractId);
  return (
    <Button size="sm" loading={download.isPending} onClick={() => download.mutate()}>
      Payoff Statement
    </Button>
  );
}
