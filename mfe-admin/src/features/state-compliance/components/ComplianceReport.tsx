import { Box, EmptyState, ErrorState, LoadingState, Stack, Text } from 'shared-ui';
import { MESSAGES, formatDisplayDate } from '@litfund/domain';
import { ItemLink } from '../../../shared/layout/ItemLink.tsx';
import { useErrorMessage } from '../../../shared/use-error-message.ts';
import { useComplianceReport } from '../api/get-compliance.ts';

/** The rate sets that break a rule in force today: listed for an administrator to change, never changed for them. */
export function ComplianceReport() {
  const report = useComplianceReport();
  const error = useErrorMessage(report.error);
  if (report.isPending) return <LoadingState label="Checking the rate sets" />;
  if (report.isError) {
    return <ErrorState heading={MESSAGES.noData} message={error} onRetry={() => void report.refetch()} />;
  }
  if (report.data.length === 0) {
    return <EmptyState title="Every rate set keeps to the rules in force today" />;
  }
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label="Rate sets that break a rule">
      {report.data.map((line, index) => (
        <Box
          as="li"
          key={`${line.setId}-${line.ruleId}-${index}`}
          borderWidth="1px"
          borderColor="red.200"
          rounded="md"
          p="3"
        >
          <ItemLink to={`/update-interest-rate?${line.setId}`}>{line.state.name} rate set</ItemLink>
          <Text mt="1">{line.message}</Text>
          <Text textStyle="sm" color="fg.muted" mt="1">
            {line.citation || 'The funder\u2019s setting'} · since {formatDisplayDate(line.since)}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
