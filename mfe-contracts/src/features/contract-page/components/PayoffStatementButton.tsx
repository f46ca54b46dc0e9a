import { useState } from 'react';
import { Button, getErrorMessage, useNotification } from 'shared-ui';
import { getPayoffStatement } from '../../../shared/api/contracts.ts';
import { saveFile } from '../../../shared/files.ts';

export function PayoffStatementButton({ contractId }: { contractId: number }) {
  const notify = useNotification((s) => s.notify);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await getPayoffStatement(contractId));
    } catch (failure) {
      notify(await getErrorMessage(failure), 'error');
    } finally {
      setBusy(false);
    }
  };
  return <Button size="sm" loading={busy} onClick={() => void download()}>Payoff Statement</Button>;
}
