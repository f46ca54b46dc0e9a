import { useState } from 'react';
import { PageCard, Stack, Text, useSession } from 'shared-ui';
import { MESSAGES } from '@litfund/domain';
import { AdminPage } from '../../../shared/layout/AdminPage.tsx';
import { ExportReportForm, RawDataForm } from '../components/ReportForms.tsx';

/** /create-reports (docs/product.md): Approved administrators only; the server has the last word. */
export function CreateReportsPage() {
  const token = useSession((s) => s.token);
  const [refused, setRefused] = useState(false);
  const refuse = () => setRefused(true);
  if (!token || refused) {
    return (
      <PageCard title="Reports">
        <Text>{MESSAGES.loginAsAdmin}</Text>
      </PageCard>
    );
  }
  return (
    <AdminPage title="Reports" description="Spreadsheets of the contracts in a period, saved as a download.">
      <Stack gap={{ base: '6', md: '8' }}>
        <ExportReportForm onRefused={refuse} />
        <RawDataForm onRefused={refuse} />
      </Stack>
    </AdminPage>
  );
}
