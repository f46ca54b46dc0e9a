import { Box, ErrorState, Heading, LoadingState, Stack, Text, useSearchParams } from 'shared-ui';
import { MESSAGES, type ComplianceStateWire } from '@litfund/domain';
import { AdminPage } from '../../../shared/layout/AdminPage.tsx';
import { SelectField } from '../../../shared/forms/SelectField.tsx';
import { useErrorMessage } from '../../../shared/use-error-message.ts';
import { useComplianceState, useComplianceStates } from '../api/get-compliance.ts';
import { ComplianceReport } from '../components/ComplianceReport.tsx';
import { OverrideForm } from '../components/OverrideForm.tsx';
import { RuleList } from '../components/RuleList.tsx';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** What the research could not verify, or found the statute lacks: enforced only once the funder sets it. */
function Gaps({ state }: { state: ComplianceStateWire }) {
  const lines = [
    ...state.unknown.map((gap) => `Not verified (${gap.kind}): ${gap.note}`),
    ...state.none.map((gap) => `None in the statute (${gap.kind}): ${gap.note}`),
  ];
  if (lines.length === 0) return null;
  return (
    <Stack as="ul" gap="1" mt="3" ps="5" color="fg.muted" textStyle="sm">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </Stack>
  );
}

function StateRules({ stateKey }: { stateKey: string }) {
  const state = useComplianceState(stateKey);
  const error = useErrorMessage(state.error);
  if (state.isPending) return <LoadingState label="Loading the state's rules" />;
  if (state.isError)
    return <ErrorState heading={MESSAGES.noData} message={error} onRetry={() => void state.refetch()} />;
  const { data } = state;
  return (
    <Stack gap="8">
      <Section title={`${data.name} rules`}>
        {data.statute ? (
          <Text mb="3">Statute: {data.statute}</Text>
        ) : (
          <Text mb="3">
            {data.name} has no consumer legal funding statute: nothing limits its prices unless set here.
          </Text>
        )}
        <RuleList rules={data.rules} label={`${data.name} rules`} />
        <Gaps state={data} />
      </Section>
      {data.override ? (
        <Section title="In force today instead of the statute's rule">
          {/* Only what the setting changes: the rest of what is in force is the statute's list above. */}
          <RuleList rules={data.inForce.filter((rule) => rule.source === 'override')} label="In force today" />
        </Section>
      ) : null}
      <Section title="Stricter setting">
        {/* Keyed by the saved setting, so the fields start from what the server holds. */}
        <OverrideForm key={`${data.key}-${data.override?.updatedAt ?? 'none'}`} state={data} />
      </Section>
    </Stack>
  );
}

/** /state-compliance?state=IL: a state's rules with their citations, the funder's stricter setting, the report. */
export function StateCompliancePage() {
  const [params, setParams] = useSearchParams();
  const states = useComplianceStates();
  const chosen = (params.get('state') ?? '').toUpperCase();
  const options = (states.data ?? []).map((s) => ({
    value: s.key,
    label: s.statute ? `${s.name} (statute)` : s.name,
  }));
  return (
    <AdminPage
      title="State compliance"
      width="item"
      description="Each state's consumer legal funding rules as the product reads them, with their citations. Rate sets, plaintiffs' fees and fundings are checked against them."
    >
      <Stack gap="8">
        <SelectField
          label="State"
          maxW="sm"
          placeholder="Choose a state"
          options={options}
          value={chosen}
          onChange={(event) => setParams(event.target.value ? { state: event.target.value } : {}, { replace: true })}
        />
        {chosen ? <StateRules stateKey={chosen} /> : null}
        <Section title="Rate sets that break a rule">
          <ComplianceReport />
        </Section>
      </Stack>
    </AdminPage>
  );
}
