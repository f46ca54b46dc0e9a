import { Button, useMutation } from 'shared-ui';
import { getPayoffStatement } from '../../../shared/api/contracts.ts';
import { saveFile } from '../../../shared/files.ts';

/** Downloads the payoff statement; a failure is announced by the query client with the server's message. */
export function PayoffStatementButton({ contractId }: { contractId: number }) {
  const download = useMutation({ mutationFn: () => getPayoffStatement(contractId), onSuccess: saveFile });
  return (
    <Button size="sm" loading={download.isPending} onClick={() => download.mutate()}>
      Payoff Statement
    </Button>
  );
}
