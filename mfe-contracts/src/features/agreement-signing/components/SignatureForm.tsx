import { useState } from 'react';
import { Alert, Button, Checkbox, Field, HStack, Input, Stack, Text, Textarea } from 'shared-ui';
import { SIGNING_MESSAGES, type AgreementView, type SignBody } from '@litfund/domain';
import { useFailureMessage } from '../../../shared/api/use-failure-message.ts';
import { useDeclineAgreement, useSignAgreement, type SigningAccess } from '../api/agreement.ts';
import { SignaturePad } from './SignaturePad.tsx';

/**
 * The signer's part: the typed full name, a typed or drawn signature, the initials where the state wants every page
 * initialled (the plaintiff), the state's attestations (the attorney); or a decline with its reason. The server
 * checks every one of these again, and that the document signed is the one shown (its SHA-256).
 */
export function SignatureForm({
  access,
  agreement,
  onBehalfOfPlaintiff = false,
}: {
  access: SigningAccess;
  agreement: AgreementView;
  onBehalfOfPlaintiff?: boolean;
}) {
  const role = onBehalfOfPlaintiff ? 'plaintiff' : agreement.yourStep;
  const [typedName, setTypedName] = useState('');
  const [kind, setKind] = useState<'typed' | 'drawn'>('typed');
  const [typedSignature, setTypedSignature] = useState('');
  const [drawn, setDrawn] = useState<string | null>(null);
  const [initials, setInitials] = useState('');
  const [attested, setAttested] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [declining, setDeclining] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const sign = useSignAgreement(access);
  const decline = useDeclineAgreement(access);
  const failure = useFailureMessage(sign.error ?? decline.error);
  const needsInitials = role === 'plaintiff' && agreement.requirements.initialsPerPage;
  const attestations = role === 'attorney' ? agreement.requirements.attestations : [];

  const submit = () => {
    const signature = kind === 'typed' ? typedSignature.trim() : drawn;
    if (!typedName.trim()) return setProblem(SIGNING_MESSAGES.typedNameRequired);
    if (!signature) return setProblem(SIGNING_MESSAGES.signatureRequired);
    if (needsInitials && !initials.trim()) return setProblem(SIGNING_MESSAGES.initialsRequired);
    if (attestations.some((a) => !attested.includes(a))) return setProblem(SIGNING_MESSAGES.attestationsRequired);
    setProblem(null);
    const body: SignBody = {
      typedName: typedName.trim(),
      signatureKind: kind,
      signature,
      documentSha256: agreement.documentSha256,
      ...(needsInitials ? { initials: initials.trim() } : {}),
      ...(role === 'attorney' ? { attestations } : {}),
      ...(onBehalfOfPlaintiff ? { onBehalfOfPlaintiff: true } : {}),
    };
    sign.mutate(body);
  };

  if (declining) {
    return (
      <Stack as="form" aria-label="Decline the agreement" gap="3" onSubmit={(e) => e.preventDefault()}>
        <Field.Root invalid={Boolean(problem)}>
          <Field.Label>Why do you decline?</Field.Label>
          <Textarea value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={2000} />
          {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
        </Field.Root>
        {failure ? (
          <Alert.Root status="error">
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        ) : null}
        <HStack gap="2" flexWrap="wrap">
          <Button
            colorPalette="red"
            loading={decline.isPending}
            onClick={() =>
              reason.trim() ? decline.mutate({ reason: reason.trim() }) : setProblem(SIGNING_MESSAGES.declineReason)
            }
          >
            Decline the agreement
          </Button>
          <Button variant="outline" onClick={() => setDeclining(false)}>
            Back to signing
          </Button>
        </HStack>
      </Stack>
    );
  }

  return (
    <Stack as="form" aria-label="Sign the agreement" gap="4" onSubmit={(e) => e.preventDefault()}>
      {onBehalfOfPlaintiff ? (
        <Text>You sign as the attorney on the plaintiff&apos;s behalf; the certificate page says so.</Text>
      ) : null}
      <Field.Root required>
        <Field.Label>Your full name</Field.Label>
        <Input value={typedName} onChange={(e) => setTypedName(e.currentTarget.value)} autoComplete="name" />
      </Field.Root>
      <HStack gap="2" role="group" aria-label="Signature">
        <Button size="sm" variant={kind === 'typed' ? 'solid' : 'outline'} onClick={() => setKind('typed')}>
          Type signature
        </Button>
        <Button size="sm" variant={kind === 'drawn' ? 'solid' : 'outline'} onClick={() => setKind('drawn')}>
          Draw signature
        </Button>
      </HStack>
      {kind === 'typed' ? (
        <Field.Root required>
          <Field.Label>Signature (type your name as you sign it)</Field.Label>
          <Input
            value={typedSignature}
            onChange={(e) => setTypedSignature(e.currentTarget.value)}
            fontStyle="italic"
            fontFamily="serif"
            fontSize="lg"
          />
        </Field.Root>
      ) : (
        <SignaturePad onChange={setDrawn} />
      )}
      {needsInitials ? (
        <Field.Root required>
          <Field.Label>Your initials (printed on every page)</Field.Label>
          <Input value={initials} onChange={(e) => setInitials(e.currentTarget.value)} maxLength={10} maxW="8rem" />
        </Field.Root>
      ) : null}
      {attestations.length > 0 ? (
        <Stack gap="2" as="fieldset">
          <Text as="legend" fontWeight="semibold">
            The state&apos;s law asks you to confirm that
          </Text>
          {attestations.map((a) => (
            <Checkbox.Root
              key={a}
              checked={attested.includes(a)}
              onCheckedChange={(e) =>
                setAttested((list) => (e.checked === true ? [...list, a] : list.filter((x) => x !== a)))
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{a}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      ) : null}
      {problem || failure ? (
        <Alert.Root status="error">
          <Alert.Title>{problem ?? failure}</Alert.Title>
        </Alert.Root>
      ) : null}
      <HStack gap="2" flexWrap="wrap">
        <Button colorPalette="blue" loading={sign.isPending} onClick={submit}>
          Sign the agreement
        </Button>
        {onBehalfOfPlaintiff ? null : (
          <Button variant="outline" onClick={() => setDeclining(true)}>
            Decline
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
