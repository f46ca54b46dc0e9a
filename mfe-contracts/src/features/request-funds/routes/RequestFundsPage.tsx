import { useEffect, useRef, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Field,
  HStack,
  PageCard,
  RadioGroup,
  Section,
  Stack,
  Text,
  Textarea,
  getErrorMessage,
  isAdmin,
  getErrorStatus,
  useNavigate,
  useNotification,
  useSession,
  useZodForm,
} from 'shared-ui';
import { CONTRACT_MESSAGES, CONTRACT_TYPES, MESSAGES } from '@litfund/domain';
import type { ContractCreateInput } from '@litfund/domain';
import {
  EMPTY_DRAFT,
  EMPTY_PERSON,
  SECTIONS,
  requestFormSchema,
  sectionOf,
  type PickedUser,
  type SectionKey,
} from '../api/request-draft.ts';
import { useAttorneyHasFirm } from '../api/parties.ts';
import { useSubmitRequest } from '../api/submit-request.ts';
import { CaseFields } from '../components/CaseFields.tsx';
import { FinancialFields } from '../components/FinancialFields.tsx';
import { NewLawFirmFields } from '../components/NewLawFirmFields.tsx';
import { NewPersonFields } from '../components/NewPersonFields.tsx';
import { PartyChooser } from '../components/PartyChooser.tsx';

const CONTRACT_TYPE_LABELS = { PreSettlement: 'Pre-Settlement', PostSettlement: 'Post-Settlement' } as const;

/** /request-funds and /create-contract-attorney: the request form (docs/product.md). */
export function RequestFundsPage() {
  const session = useSession();
  const admin = isAdmin(session);
  const role = session.currentUserRole;
  // Attorneys and law-firm users file for the plaintiffs of their own cases, or enter a new one (the server agrees).
  const filer = role === 'Attorney' || role === 'LawFirm';
  const navigate = useNavigate();
  const notify = useNotification((s) => s.notify);
  const sectionRefs = useRef<Partial<Record<SectionKey, HTMLDivElement | null>>>({});

  const lawFirmsShown = useRef(true);
  const form = useZodForm(
    requestFormSchema(role, () => lawFirmsShown.current),
    { defaultValues: EMPTY_DRAFT, shouldFocusError: false },
  );
  const { watch, setValue, setError, clearErrors, handleSubmit, reset, formState } = form;
  const draft = watch();
  // The attorney whose firm decides the Law Firms section: the one picked, else an Attorney caller (the server's default).
  const attorneyId = draft.attorney?.id ?? (role === 'Attorney' && !draft.newAttorney ? session.currentUserId : null);
  const attorneyHasFirm = useAttorneyHasFirm(attorneyId);
  const showLawFirms = !attorneyHasFirm && role !== 'LawFirm';
  lawFirmsShown.current = showLawFirms;

  /** Scrolls to the first faulty section (docs/product.md) and puts the keyboard on its first faulty field. */
  const showFirstFault = (paths: string[]) => {
    const first = SECTIONS.find((key) => paths.some((path) => sectionOf(path) === key));
    const element = first ? sectionRefs.current[first] : null;
    if (!element) return;
    element.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus({ preventScroll: true });
  };
  // Once per submit, after the render that shows its messages (so the faulty fields carry aria-invalid). Covers the
  // schema's errors and the duplicate-email ones set while submitting alike.
  const handledSubmit = useRef(0);
  const { submitCount, errors } = formState;
  useEffect(() => {
    if (submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    showFirstFault(Object.keys(errors));
  });

  const submitRequest = useSubmitRequest(admin);
  const submitValid = async (payload: ContractCreateInput) => {
    try {
      const outcome = await submitRequest.mutateAsync(payload);
      if ('taken' in outcome) {
        for (const name of outcome.taken) setError(`${name}.email`, { message: MESSAGES.emailAlreadyRegistered });
        return;
      }
      reset(EMPTY_DRAFT);
      notify(CONTRACT_MESSAGES.created, 'success');
      navigate(`/contract-page?${outcome.id}`);
    } catch (failure) {
      if (getErrorStatus(failure) === 409 && payload.contractClientDTO?.user) {
        // The server's words: to an attorney or firm it also says how their client files instead.
        setError('newClient.email', { message: await getErrorMessage(failure) });
        return;
      }
      await reportFailure(failure);
    }
  };

  const reportFailure = async (failure: unknown) => {
    console.error('Request Funds failed', failure);
    // docs/product.md: the server's refusal is 'some error from BE' + its message; anything else failed in the browser.
    notify(
      getErrorStatus(failure) !== undefined
        ? `${CONTRACT_MESSAGES.beError}: ${await getErrorMessage(failure)}`
        : CONTRACT_MESSAGES.feError,
      'error',
    );
  };

  const pick = (name: 'client' | 'attorney' | 'lawFirm') => (picked: PickedUser | null) => {
    setValue(name, picked, { shouldDirty: true });
    clearErrors(name);
  };
  const creating =
    (name: 'newClient' | 'newAttorney' | 'newLawFirm', picked: 'client' | 'attorney' | 'lawFirm') => (on: boolean) => {
      setValue(name, on ? (name === 'newLawFirm' ? { name: '', stateKey: '' } : EMPTY_PERSON) : null, {
        shouldDirty: true,
      });
      setValue(picked, null);
      clearErrors([name, picked]);
    };

  const section = (key: SectionKey, title: string, children: ReactNode) => (
    <div
      ref={(el) => {
        sectionRefs.current[key] = el;
      }}
    >
      <Section title={title}>{children}</Section>
    </div>
  );

  return (
    <PageCard title="Request Funds" maxW="4xl">
      <form
        aria-label="Request Funds"
        noValidate
        onSubmit={(e) => {
          handleSubmit(submitValid)(e).catch(reportFailure);
        }}
      >
        <Stack gap="8">
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Description>{CONTRACT_MESSAGES.existingCaseWarning}</Alert.Description>
          </Alert.Root>
          <RadioGroup.Root
            value={draft.contractType}
            aria-label="Contract type"
            onValueChange={(e) =>
              setValue('contractType', e.value as (typeof CONTRACT_TYPES)[number], { shouldDirty: true })
            }
          >
            <HStack gap="6">
              {CONTRACT_TYPES.map((type) => (
                <RadioGroup.Item key={type} value={type}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{CONTRACT_TYPE_LABELS[type]}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>

          {section('financial', 'Financial Information', <FinancialFields form={form} />)}

          {role === 'Client'
            ? null
            : section(
                'plaintiff',
                'Plaintiff Background',
                <Stack gap="3">
                  {filer && !draft.newClient ? (
                    <Text color="fg.muted">Choose among the plaintiffs of your cases, or enter a new plaintiff.</Text>
                  ) : null}
                  <PartyChooser
                    kind="client"
                    label="Plaintiff"
                    required
                    picked={draft.client}
                    onPick={pick('client')}
                    error={formState.errors.client?.message}
                    canCreate={admin || filer}
                    creating={draft.newClient !== null}
                    onCreatingChange={creating('newClient', 'client')}
                    createLabel={admin ? 'Create a new plaintiff' : 'Enter a new plaintiff'}
                  >
                    <NewPersonFields who="Plaintiff" name="newClient" form={form} />
                    {admin ? null : <Text color="fg.muted">{CONTRACT_MESSAGES.newPlaintiffInvited}</Text>}
                  </PartyChooser>
                </Stack>,
              )}

          {section('case', 'Case Information', <CaseFields form={form} />)}

          {section(
            'attorney',
            'Attorney Information',
            <Stack gap="3">
              {role === 'Attorney' && !draft.attorney ? (
                <Text>You are the responsible attorney unless you choose another.</Text>
              ) : null}
              {role === 'LawFirm' ? (
                <PartyChooser
                  kind="firmAttorney"
                  label="Responsible attorney"
                  required
                  picked={draft.attorney}
                  onPick={pick('attorney')}
                  error={formState.errors.attorney?.message}
                  canCreate={false}
                  creating={false}
                  onCreatingChange={() => undefined}
                  createLabel=""
                >
                  {null}
                </PartyChooser>
              ) : (
                <PartyChooser
                  kind="attorney"
                  label="Attorney"
                  picked={draft.attorney}
                  onPick={pick('attorney')}
                  canCreate={admin}
                  creating={draft.newAttorney !== null}
                  onCreatingChange={creating('newAttorney', 'attorney')}
                  createLabel="Create a new attorney"
                >
                  <NewPersonFields who="Attorney" name="newAttorney" form={form} />
                </PartyChooser>
              )}
              {role === 'LawFirm' ? <Text color="fg.muted">One of your firm's confirmed attorneys.</Text> : null}
            </Stack>,
          )}

          {showLawFirms
            ? section(
                'lawFirms',
                'Law Firms',
                <PartyChooser
                  kind="lawFirm"
                  label="Law firm"
                  picked={draft.lawFirm}
                  onPick={pick('lawFirm')}
                  canCreate={admin}
                  creating={draft.newLawFirm !== null}
                  onCreatingChange={creating('newLawFirm', 'lawFirm')}
                  createLabel="Create a new law firm"
                >
                  <NewLawFirmFields form={form} />
                </PartyChooser>,
              )
            : null}

          {section(
            'comments',
            'Comments',
            <Field.Root invalid={Boolean(formState.errors.comment)}>
              <Field.Label>Comment</Field.Label>
              <Textarea maxLength={4000} {...form.register('comment')} />
              {formState.errors.comment ? <Field.ErrorText>{formState.errors.comment.message}</Field.ErrorText> : null}
            </Field.Root>,
          )}

          {draft.contractType === 'PostSettlement' ? (
            <Alert.Root status="info" role="note" aria-label="Post-settlement notice">
              <Alert.Indicator />
              <Alert.Description>
                {CONTRACT_MESSAGES.postSettlementNotice} {CONTRACT_MESSAGES.interestNote}
              </Alert.Description>
            </Alert.Root>
          ) : null}
          <Button type="submit" alignSelf="flex-start" loading={formState.isSubmitting}>
            Submit
          </Button>
        </Stack>
      </form>
    </PageCard>
  );
}
