import { useState } from 'react';
import {
  Alert,
  Button,
  Container,
  LoadingState,
  PageHeader,
  RouterLink,
  Stack,
  Text,
  useLocation,
  useSession,
  Section,
} from 'shared-ui';
import { MESSAGES, ROLE_LABELS } from '@litfund/domain';
import { useFailureMessage } from '../../../shared/api/use-failure-message.ts';
import { saveFile } from '../../../shared/files.ts';
import { useAgreementForSigning, type SigningAccess } from '../api/agreement.ts';
import { AgreementSteps } from '../../../shared/components/AgreementSteps.tsx';
import { AgreementText } from '../components/AgreementText.tsx';
import { SignatureForm } from '../components/SignatureForm.tsx';

/** ?token=... (the emailed link) or ?contract=ID (a signed-in party). */
function accessFrom(search: string, signedIn: boolean): SigningAccess | null {
  const params = new URLSearchParams(search);
  const token = params.get('token');
  if (token) return { token };
  const contract = Number(params.get('contract'));
  return signedIn && Number.isSafeInteger(contract) && contract > 0 ? { contractId: contract } : null;
}

/** /agreement-sign: the whole funding agreement, its steps, and the signer's signature or decline. */
export function AgreementSigningPage() {
  const session = useSession();
  const search = useLocation().search;
  const access = accessFrom(search, Boolean(session.token));
  const query = useAgreementForSigning(access);
  const failure = useFailureMessage(query.error);
  const [forPlaintiff, setForPlaintiff] = useState(false);
  const frame = (children: React.ReactNode) => (
    <Container maxW="3xl" px={{ base: '3', md: '6' }} py={{ base: '6', md: '8' }}>
      <PageHeader title="Funding agreement" />
      {children}
    </Container>
  );
  if (!access)
    return frame(
      <Text>
        {MESSAGES.pleaseLogin}{' '}
        <RouterLink to={`/login?next=${encodeURIComponent(`/agreement-sign${search}`)}`}>Log in</RouterLink>
      </Text>,
    );
  if (query.isPending) return frame(<LoadingState label="Loading the agreement" />);
  if (!query.data)
    return frame(
      <Alert.Root status="error">
        <Alert.Title>{failure || 'The agreement could not be loaded'}</Alert.Title>
      </Alert.Root>,
    );
  const { agreement, content, document } = query.data;
  const acting = agreement.yourStep ?? (forPlaintiff ? 'plaintiff' : null);
  return frame(
    <Stack gap={{ base: '5', md: '6' }}>
      <Text>
        Contract <RouterLink to={`/contract-page?${agreement.contractId}`}>{agreement.contractIdentifier}</RouterLink> ·
        template {agreement.templateVersion}
      </Text>
      <Section title="Signing steps">
        <AgreementSteps agreement={agreement} />
        {agreement.state !== 'open' ? (
          <Text>
            {agreement.state === 'completed'
              ? 'Every party has signed. The signed copy is on the contract page.'
              : `This agreement is ${agreement.state}${agreement.closedReason ? `: ${agreement.closedReason}` : ''}.`}
          </Text>
        ) : null}
      </Section>
      <Section title="The agreement">
        <Text textStyle="sm" color="fg.muted">
          Read the whole agreement before signing. SHA-256 of this document: <code>{agreement.documentSha256}</code>
        </Text>
        <Button size="sm" variant="outline" alignSelf="start" onClick={() => saveFile(document)}>
          Download the PDF
        </Button>
        <AgreementText content={content} />
      </Section>
      {acting ? (
        <Section title={`${ROLE_LABELS[acting]}`}>
          <SignatureForm
            access={access}
            agreement={agreement}
            onBehalfOfPlaintiff={agreement.yourStep === null && forPlaintiff}
          />
        </Section>
      ) : agreement.mayActForPlaintiff ? (
        <Button variant="outline" alignSelf="start" onClick={() => setForPlaintiff(true)}>
          Sign for the plaintiff (as their attorney)
        </Button>
      ) : agreement.state === 'open' ? (
        <Text>Nothing waits for your signature now.</Text>
      ) : null}
    </Stack>,
  );
}
