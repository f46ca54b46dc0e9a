import { useEffect, useState } from 'react';
import { getErrorMessage, useNotification } from 'shared-ui';
import { listLawFirms, type LawFirmOption } from './admin-users.ts';

/** The law-firm users the pickers offer (GET AdminUser?UserType=LawFirm). */
export function useLawFirmOptions(): LawFirmOption[] {
  const notify = useNotification((s) => s.notify);
  const [firms, setFirms] = useState<LawFirmOption[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    listLawFirms(controller.signal).then(setFirms, async (error: unknown) => {
      if (controller.signal.aborted) return;
      console.error('Law firms failed', error);
      notify(await getErrorMessage(error), 'error');
    });
    return () => controller.abort();
  }, [notify]);
  return firms;
}
