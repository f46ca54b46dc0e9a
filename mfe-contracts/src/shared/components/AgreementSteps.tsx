import { Badge, Stack, Text } from 'shared-ui';
import { formatDisplayDate, type AgreementView, type StepState } from '@litfund/domain';

const STATE_LABELS: Record<StepState, string> = {
  waiting: 'Waiting',
  invited: 'Invited',
  signed: 'Signed',
  declined: 'Declined',
};
const STATE_COLORS: Record<StepState, string> = { waiting: 'gray', invited: 'blue', signed: 'green', declined: 'red' };

const day = (iso: string | null) => (iso ? formatDisplayDate(iso.slice(0, 10)) : '');

/** Each signing step and where it stands: who, signed or invited when, declined why. */
export function AgreementSteps({ agreement }: { agreement: AgreementView }) {
  return (
    <Stack as="ol" gap="2" listStyleType="none" ms="0" aria-label="Signing steps">
      {agreement.steps.map((step) => (
        <Stack as="li" key={step.role} gap="0.5" borderWidth="1px" rounded="md" p="2">
          <Text fontWeight="semibold">
            {step.label}{' '}
            <Badge colorPalette={STATE_COLORS[step.state]} size="sm">
              {STATE_LABELS[step.state]}
            </Badge>
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {[
              step.signerName,
              step.actedAt ? `${step.state === 'declined' ? 'declined' : 'signed'} ${day(step.actedAt)}` : null,
              step.state === 'invited' && step.expiresAt ? `invitation expires ${day(step.expiresAt)}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {step.declineReason ? <Text textStyle="sm">Reason: {step.declineReason}</Text> : null}
        </Stack>
      ))}
    </Stack>
  );
}
