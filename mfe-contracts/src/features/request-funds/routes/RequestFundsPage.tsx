import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Alert, Button, Checkbox, DateField, Field, HStack, MoneyField, PageCard, RadioGroup, Section, SimpleGrid, Stack, StateSelect, Text, TextField,
  Textarea, apiClient, getErrorMessage, getErrorStatus, isAdmin, useNavigate, useNotification, useSession,
} from 'shared-ui';
import { CONTRACT_MESSAGES, ESTIMATED_ADDITIONALS, ESTIMATED_SETTLEMENTS, MESSAGES, SEVERITY_LEVELS } from '@litfund/domain';
import type { PublicUser } from '@litfund/domain';
import { createContract } from '../../../shared/api/contracts.ts';
import { Choice } from '../../../shared/components/Choice.tsx';
import { UserAutocomplete, itemName } from '../../../shared/components/UserAutocomplete.tsx';
import { EMPTY_DRAFT, EMPTY_PERSON, SECTIONS, buildRequest, sectionOf, type DraftErrors, type RequestDraft, type SectionKey } from '../api/request-draft.ts';
import { NewPersonFields } from '../components/NewPersonFields.tsx';

/** Whether the chosen attorney already works at a law firm (the Law Firms section shows only while not). */
function useAttorneyHasFirm(attorneyId: number | null): boolean {
  const [hasFirm, setHasFirm] = useState(false);
  useEffect(() => {
    setHasFirm(false);
    if (attorneyId === null) return;
    const controller = new AbortController();
    apiClient.get(`User/${attorneyId}`, { signal: controller.signal }).json<PublicUser>().then(
      (user) => setHasFirm(user.lawFirms.some((firm) => firm.present)),
      (failure: unknown) => {
        if (!controller.signal.aborted) console.error('Attorney lookup failed', failure);
      },
    );
    return () => controller.abort();
  }, [attorneyId]);
  return hasFirm;
}

/** Any registered user with this email? (SPEC section 5 "Duplicate email", through the admins' search.) */
async function emailTaken(email: string): Promise<boolean> {
  const found = await apiClient.get('User', { searchParams: { Email: email.trim() } }).json<unknown[]>();
  return found.length > 0;
}

/** /request-funds and /create-contract-attorney: SPEC section 2 "Request Funds". */
export function RequestFundsPage() {
  const session = useSession();
  const admin = isAdmin(session);
  const role = session.currentUserRole;
  const navigate = useNavigate();
  const notify = useNotification((s) => s.notify);
  const [draft, setDraftState] = useState<RequestDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [busy, setBusy] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const sectionRefs = useRef<Partial<Record<SectionKey, HTMLDivElement | null>>>({});
  const attorneyId = role === 'Attorney' && !draft.attorney && !draft.newAttorney ? session.currentUserId : draft.attorney?.id ?? null;
  const attorneyHasFirm = useAttorneyHasFirm(attorneyId);
  const showLawFirms = !attorneyHasFirm && role !== 'LawFirm';

  const setDraft = (change: Partial<RequestDraft>) => setDraftState((d) => ({ ...d, ...change }));
  const error = (path: string) => errors[path];

  const fail = (found: DraftErrors) => {
    setErrors(found);
    const first = SECTIONS.find((section) => Object.keys(found).some((path) => sectionOf(path) === section));
    if (first) sectionRefs.current[first]?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const submit = async () => {
    let built;
    try {
      built = buildRequest(showLawFirms ? draft : { ...draft, lawFirm: null, newLawFirm: null }, role);
    } catch (failure) {
      console.error('Request form failed', failure);
      notify(CONTRACT_MESSAGES.feError, 'error');
      return;
    }
    if ('errors' in built) return fail(built.errors);
    setBusy(true);
    try {
      const duplicates: DraftErrors = {};
      if (draft.newClient && await emailTaken(draft.newClient.email)) duplicates['newClient.email'] = MESSAGES.emailAlreadyRegistered;
      if (draft.newAttorney && await emailTaken(draft.newAttorney.email)) duplicates['newAttorney.email'] = MESSAGES.emailAlreadyRegistered;
      if (Object.keys(duplicates).length > 0) {
        fail(duplicates);
        return;
      }
      const { id } = await createContract(built.payload);
      setDraftState(EMPTY_DRAFT);
      setErrors({});
      setFormKey((k) => k + 1);
      notify(CONTRACT_MESSAGES.created, 'success');
      navigate(`/contract-page?${id}`);
    } catch (failure) {
      const status = getErrorStatus(failure);
      const message = await getErrorMessage(failure);
      notify(status === undefined ? CONTRACT_MESSAGES.feError : `${CONTRACT_MESSAGES.beError}: ${message}`, 'error');
    } finally {
      setBusy(false);
    }
  };

  const section = (key: SectionKey, title: string, children: ReactNode) => (
    <div ref={(el) => {
      sectionRefs.current[key] = el;
    }}>
      <Section title={title}>{children}</Section>
    </div>
  );
  const text = (key: keyof RequestDraft, label: string, required = false) => (
    <TextField label={label} required={required} value={draft[key] as string} error={error(key)} onChange={(e) => setDraft({ [key]: e.currentTarget.value })} />
  );

  return (
    <PageCard title="Request Funds" maxW="4xl">
      <form key={formKey} aria-label="Request Funds" noValidate onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}>
        <Stack gap="8">
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Description>{CONTRACT_MESSAGES.existingCaseWarning}</Alert.Description>
          </Alert.Root>
          <RadioGroup.Root value={draft.contractType} onValueChange={(e) => setDraft({ contractType: e.value as RequestDraft['contractType'] })} aria-label="Contract type">
            <HStack gap="6">
              {(['PreSettlement', 'PostSettlement'] as const).map((type) => (
                <RadioGroup.Item key={type} value={type}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{type === 'PreSettlement' ? 'Pre-Settlement' : 'Post-Settlement'}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>

          {section('financial', 'Financial Information', (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <MoneyField label="Amount requested" required value={draft.amountRequested} error={error('amountRequested')} onChange={(e) => setDraft({ amountRequested: e.currentTarget.value })} />
              <TextField label="Funding recipient email" required type="email" value={draft.recipientCheck} error={error('recipientCheck')} onChange={(e) => setDraft({ recipientCheck: e.currentTarget.value })} />
              {draft.contractType === 'PreSettlement' ? (
                <Choice label="Estimated settlement" required placeholder="Choose" options={ESTIMATED_SETTLEMENTS} value={draft.estimatedSettlement} error={error('estimatedSettlement')} onChange={(v) => setDraft({ estimatedSettlement: v })} />
              ) : (
                <MoneyField label="Settlement amount" required value={draft.amountSettlement} error={error('amountSettlement')} onChange={(e) => setDraft({ amountSettlement: e.currentTarget.value })} />
              )}
              <Choice label="Estimated additional" options={ESTIMATED_ADDITIONALS} value={draft.estimatedAdditional} onChange={(v) => setDraft({ estimatedAdditional: v })} />
            </SimpleGrid>
          ))}

          {role === 'Client' ? null : section('plaintiff', 'Plaintiff Background', (
            <Stack gap="3">
              {draft.newClient ? (
                <NewPersonFields who="Plaintiff" prefix="newClient" value={draft.newClient} errors={errors} onChange={(c) => setDraft({ newClient: { ...draft.newClient!, ...c } })} />
              ) : (
                <UserAutocomplete kind="client" label="Plaintiff" required error={error('client')} selectedName={draft.client?.name}
                  onSelect={(item) => setDraft({ client: { id: item.id, name: itemName(item) } })} />
              )}
              {admin ? (
                <Checkbox.Root checked={draft.newClient !== null} onCheckedChange={(e) => setDraft({ newClient: e.checked === true ? EMPTY_PERSON : null, client: null })}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>Create a new plaintiff</Checkbox.Label>
                </Checkbox.Root>
              ) : null}
            </Stack>
          ))}

          {section('case', 'Case Information', (
            <Stack gap="3">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                {text('caseId', 'Case ID', true)}
                <DateField label="Settlement date" required value={draft.estimatedDuration} error={error('estimatedDuration')} onChange={(e) => setDraft({ estimatedDuration: e.currentTarget.value })} />
                {text('opposingInsurance', 'Opposing insurance', true)}
                {text('insuranceAdjuster', 'Insurance adjuster')}
                {text('adjusterPhone', 'Adjuster phone')}
                {text('claimNumber', 'Claim number')}
                <Choice label="Liability" required options={['Yes', 'No']} value={draft.liability} onChange={(v) => setDraft({ liability: v as 'Yes' | 'No' })} />
                <Choice label="Property damage" required options={SEVERITY_LEVELS} value={draft.propertyDamage} error={error('propertyDamage')} onChange={(v) => setDraft({ propertyDamage: v })} />
                <Choice label="Injury level" required options={SEVERITY_LEVELS} value={draft.injuryLevel} error={error('injuryLevel')} onChange={(v) => setDraft({ injuryLevel: v })} />
                <DateField label="Date of accident" required value={draft.dateAccident} error={error('dateAccident')} onChange={(e) => setDraft({ dateAccident: e.currentTarget.value })} />
                {text('caseManager', 'Case manager email')}
              </SimpleGrid>
              <Field.Root required invalid={Boolean(error('accidentDescription'))}>
                <Field.Label>Accident description<Field.RequiredIndicator /></Field.Label>
                <Textarea value={draft.accidentDescription} onChange={(e) => setDraft({ accidentDescription: e.currentTarget.value })} />
                {error('accidentDescription') ? <Field.ErrorText>{error('accidentDescription')}</Field.ErrorText> : null}
              </Field.Root>
            </Stack>
          ))}

          {section('attorney', 'Attorney Information', (
            <Stack gap="3">
              {role === 'Attorney' && !draft.attorney ? <Text>You are the responsible attorney unless you choose another.</Text> : null}
              {draft.newAttorney ? (
                <NewPersonFields who="Attorney" prefix="newAttorney" value={draft.newAttorney} errors={errors} onChange={(c) => setDraft({ newAttorney: { ...draft.newAttorney!, ...c } })} />
              ) : (
                <UserAutocomplete kind="attorney" label="Attorney" selectedName={draft.attorney?.name}
                  onSelect={(item) => setDraft({ attorney: { id: item.id, name: itemName(item) } })} />
              )}
              {admin ? (
                <Checkbox.Root checked={draft.newAttorney !== null} onCheckedChange={(e) => setDraft({ newAttorney: e.checked === true ? EMPTY_PERSON : null, attorney: null })}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>Create a new attorney</Checkbox.Label>
                </Checkbox.Root>
              ) : null}
            </Stack>
          ))}

          {showLawFirms ? section('lawFirms', 'Law Firms', (
            <Stack gap="3">
              {draft.newLawFirm ? (
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                  <TextField label="Law firm name" required value={draft.newLawFirm.name} error={error('newLawFirm.name')} onChange={(e) => setDraft({ newLawFirm: { ...draft.newLawFirm!, name: e.currentTarget.value } })} />
                  <StateSelect label="Law firm state" required value={draft.newLawFirm.stateKey} error={error('newLawFirm.stateKey')} onChange={(e) => setDraft({ newLawFirm: { ...draft.newLawFirm!, stateKey: e.currentTarget.value } })} />
                </SimpleGrid>
              ) : (
                <UserAutocomplete kind="lawFirm" label="Law firm" selectedName={draft.lawFirm?.name}
                  onSelect={(item) => setDraft({ lawFirm: { id: item.id, name: itemName(item) } })} />
              )}
              {admin ? (
                <Checkbox.Root checked={draft.newLawFirm !== null} onCheckedChange={(e) => setDraft({ newLawFirm: e.checked === true ? { name: '', stateKey: '' } : null, lawFirm: null })}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>Create a new law firm</Checkbox.Label>
                </Checkbox.Root>
              ) : null}
            </Stack>
          )) : null}

          {section('comments', 'Comments', (
            <Field.Root>
              <Field.Label>Comment</Field.Label>
              <Textarea value={draft.comment} onChange={(e) => setDraft({ comment: e.currentTarget.value })} maxLength={4000} />
            </Field.Root>
          ))}

          {draft.contractType === 'PostSettlement' ? (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Description>{CONTRACT_MESSAGES.postSettlementNotice} {CONTRACT_MESSAGES.interestNote}</Alert.Description>
            </Alert.Root>
          ) : null}
          <Button type="submit" alignSelf="flex-start" loading={busy}>Submit</Button>
        </Stack>
      </form>
    </PageCard>
  );
}
