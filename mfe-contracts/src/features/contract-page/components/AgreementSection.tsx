import { RouterLink, Section, Text } from 'shared-ui';
import { useAgreement } from '../../../shared/api/get-agreement.ts';
import { AgreementSteps } from '../../../shared/components/AgreementSteps.tsx';

/**
 * The funding agreement on the contract page: each step's state for the parties and administrators, the template
 * version it was generated from, and the way to the signing page for whoever's turn it is.
 */
export function AgreementSection({ contractId }: { contractId: number }) {
  const query = useAgreement(contractId);
  const agreement = query.data;
  if (!agreement) return null;
  const yourTurn = agreement.yourStep !== null || agreement.mayActForPlaintiff;
  return (
    <Section title="Funding agreement">
      <Text textStyle="sm" color="fg.muted">
        Template {agreement.templateVersion} · {agreement.state === 'open' ? 'awaiting signature' : agreement.state}
        {agreement.closedReason ? ` (${agreement.closedReason})` : ''}
      </Text>
      <AgreementSteps agreement={agreement} />
      <RouterLink
        to={`/agreement-sign?contract=${contractId}`}
        color="blue.700"
        fontWeight={yourTurn ? 'semibold' : 'normal'}
      >
        {yourTurn ? 'Read and sign the agreement' : 'Read the agreement'}
      </RouterLink>
    </Section>
  );
}
