import { useState, type ReactNode } from 'react';
import {
  ActionPanel,
  Button,
  DateText,
  Field,
  HStack,
  Heading,
  KeyFigure,
  MoneyField,
  NativeSelect,
  RouterLink,
  Section,
  SimpleDialog,
  SimpleGrid,
  Stack,
  Text,
  fireAndForget,
  useZodForm,
} from 'shared-ui';
import {
  CONTRACT_MESSAGES,
  MONEY_RULE_MESSAGES,
  additionalFundingFormSchema,
  amountDueLabel,
  amountOnDayBody,
  approveQuestion,
  approvedAmountFormSchema,
  centsToDollars,
  dollarsLabel,
  formatDisplayDate,
  fundingQuestion,
  paidOffLabel,
  paymentFormSchema,
  paymentQuestion,
  reducedAmountFormSchema,
  reductionQuestion,
  requestFundingRefusal,
  requestMayBeFunded,
} from '@litfund/domain';
import type {
  AmountOnDay,
  AmountOnDayFormSchema,
  AmountOnDayValue,
  ContractRead,
  OnceAmountFormSchema,
} from '@litfund/domain';
import { AmountDateForm } from '../../../shared/components/AmountDateForm.tsx';
import { AdditionalFundingTable, PaymentsTable } from '../../../shared/components/MoneyTables.tsx';
import { useAddAdditionalFunding } from '../api/add-additional-funding.ts';
import { useAddPayment } from '../api/add-payment.ts';
import { useUpdateContract } from '../api/update-contract.ts';
import { useActionOutcome } from '../api/use-admin-action.ts';

/**
 * A once-only amount in its panel: a field and a button until recorded, then the recorded value in place of the form;
 * `onSubmit` receives integer cents.
 */
function OnceAmount({
  title,
  description,
  label,
  recorded,
  buttonLabel,
  schema,
  onSubmit,
  outcome,
  children,
}: {
  title: string;
  description: string;
  label: string;
  recorded: number | null;
  buttonLabel: string;
  schema: OnceAmountFormSchema;
  onSubmit: (cents: number) => unknown;
  outcome: ReturnType<typeof useActionOutcome>['outcome'];
  /** Shown instead of the form while the action cannot be taken yet. */
  children?: ReactNode;
}) {
  const { register, handleSubmit, formState } = useZodForm(schema, { defaultValues: { amount: '' } });
  const done =
    recorded === null ? undefined : (
      <Text>
        {label}: <strong>{dollarsLabel(recorded)}</strong>
      </Text>
    );
  return (
    <ActionPanel title={title} description={description} onceOnly done={done} outcome={outcome}>
      {children ?? (
        <form aria-label={label} noValidate onSubmit={fireAndForget(handleSubmit(({ amount }) => onSubmit(amount)))}>
          <HStack align="flex-end" gap="3" flexWrap="wrap">
            <MoneyField label={label} error={formState.errors.amount?.message} {...register('amount')} />
            <Button type="submit" size="sm">
              {buttonLabel}
            </Button>
          </HStack>
        </form>
      )}
    </ActionPanel>
  );
}

/** Asks the administrator a yes-or-no question in a dialog; `ask` resolves with the answer. */
function useQuestion() {
  const [asking, setAsking] = useState<{ question: string; answer: (confirmed: boolean) => void } | null>(null);
  const ask = (question: string) => new Promise<boolean>((answer) => setAsking({ question, answer }));
  const answer = (confirmed: boolean) => {
    asking?.answer(confirmed);
    setAsking(null);
  };
  return { question: asking?.question ?? null, ask, answer };
}
type Question = ReturnType<typeof useQuestion>;

/** The question in its dialog, Cancel focused; answering closes it, so a double click records once. */
function QuestionDialog({
  question,
  title,
  confirmLabel,
}: {
  question: Question;
  title: string;
  confirmLabel: string;
}) {
  if (question.question === null) return null;
  return (
    <SimpleDialog
      title={title}
      description={question.question}
      confirmLabel={confirmLabel}
      onConfirm={() => question.answer(true)}
      onClose={() => question.answer(false)}
    />
  );
}

/**
 * An amount on a day (a payment, a tranche) in its panel, recorded once the administrator confirms the question that
 * names it, with the last attempt's result under it.
 */
function AmountOnDayPanel({
  title,
  description,
  label,
  submitLabel,
  schema,
  record,
  success,
  question,
  disabledReason,
  children,
}: {
  title: string;
  description: string;
  label: string;
  submitLabel: string;
  schema: AmountOnDayFormSchema;
  record: (body: AmountOnDay) => Promise<unknown>;
  success: string;
  /** What the confirmation asks, naming the amount and the day. */
  question: (value: AmountOnDayValue) => string;
  disabledReason?: string;
  /** Further choices above the form (which request a tranche funds). */
  children?: ReactNode;
}) {
  const { outcome, run } = useActionOutcome();
  const confirmation = useQuestion();
  const submit = async (value: AmountOnDayValue) => {
    if (!(await confirmation.ask(question(value)))) return false;
    return run(() => record(amountOnDayBody(value)), success);
  };
  return (
    <>
      <ActionPanel title={title} description={description} outcome={outcome}>
        {disabledReason ? null : children}
        <AmountDateForm
          label={label}
          submitLabel={submitLabel}
          schema={schema}
          onSubmit={submit}
          disabledReason={disabledReason}
        />
      </ActionPanel>
      {/* Outside the panel: a fixed overlay, not a cell of the grid, and not a second button inside the panel. */}
      <QuestionDialog question={confirmation} title={title} confirmLabel={submitLabel} />
    </>
  );
}

/**
 * The case's requests a tranche may fund now (approved, not funded yet: the domain's rule, which the server applies
 * too), and those still waiting for that approval (said under the choice, so the administrator knows where they went).
 */
function requestsToFund(contract: ContractRead) {
  const funded = new Set(contract.additionalFundingRequestsDto.map((t) => t.childContractId));
  const open = contract.childContracts.filter((c) => !funded.has(c.id));
  return {
    fundable: open.filter((c) => requestMayBeFunded(c.status)),
    waiting: open.filter((c) => requestFundingRefusal(c.status) === CONTRACT_MESSAGES.requestNotApproved),
  };
}

/** Which request a tranche funds: none (a tranche of the case) unless one is chosen. */
function RequestChoice({
  contract,
  value,
  onChange,
}: {
  contract: ContractRead;
  value: string;
  onChange: (value: string) => void;
}) {
  const { fundable: requests, waiting } = requestsToFund(contract);
  const waitingNote =
    waiting.length > 0 ? (
      <Text fontSize="sm" color="fg.muted">
        {`Waiting for approval, so not offered yet: ${waiting.map((r) => r.identifier).join(', ')}. Add the status Approved on the request's Edit Contract to fund it here.`}
      </Text>
    ) : null;
  if (requests.length === 0) return waitingNote;
  return (
    <Field.Root>
      <Field.Label>Funds the request</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">None: a tranche of the case only</option>
          {requests.map((r) => (
            <option key={r.id} value={String(r.id)}>
              {`${r.identifier}, ${dollarsLabel(r.amountRequested)} requested ${formatDisplayDate(r.createDate)}`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>
        Funding a request records its Check Sent with this amount and day, and mails the parties.
      </Field.HelperText>
      {waitingNote}
    </Field.Root>
  );
}

/** What is owed and what moved: Total Due, the payments and the tranches, above the actions that add to them. */
function MoneyState({ contract }: { contract: ContractRead }) {
  const funded = contract.checkSent !== null;
  return (
    <Stack gap="4">
      <SimpleGrid role="group" columns={{ base: 2, md: 4 }} gap="4" aria-label="Amounts">
        {funded ? (
          <KeyFigure label="Total Due" value={amountDueLabel(contract.totalDue) || '—'} emphasis />
        ) : (
          <KeyFigure label="Amount Requested" value={dollarsLabel(contract.amountRequested.amount)} emphasis />
        )}
        <KeyFigure label="Check Sent" value={funded ? dollarsLabel(contract.checkSent?.amount) : '—'} />
        <KeyFigure label="Paid Off" value={paidOffLabel(contract.paidOff, contract.totalDue) || '—'} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
        <Stack gap="2">
          <Heading as="h3" size="sm">
            Payments
          </Heading>
          <PaymentsTable contract={contract} />
        </Stack>
        <Stack gap="2">
          <Heading as="h3" size="sm">
            Additional funding
          </Heading>
          {contract.additionalFundingRequestsDto.length === 0 ? (
            <Text color="fg.muted">No additional funding</Text>
          ) : (
            <AdditionalFundingTable contract={contract} />
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

/** The approved amount, once, after the confirmation that names it. */
function ApproveAmount({ contract }: { contract: ContractRead }) {
  const update = useUpdateContract(contract.id);
  const approval = useActionOutcome();
  const [confirming, setConfirming] = useState<number | null>(null);
  const approve = async (cents: number) => {
    await approval.run(
      () => update.mutateAsync({ amountApproved: { amount: centsToDollars(cents) } }),
      CONTRACT_MESSAGES.approvedAdded,
    );
    setConfirming(null);
  };
  return (
    <>
      <OnceAmount
        title="Approve the amount"
        description="The amount LitFund agrees to fund. It cannot be changed once recorded."
        label="Approved Amount"
        buttonLabel="Approve Amount"
        recorded={contract.amountApproved?.amount ?? null}
        schema={approvedAmountFormSchema}
        onSubmit={setConfirming}
        outcome={approval.outcome}
      />
      {confirming !== null ? (
        <SimpleDialog
          title="Approve Amount"
          description={approveQuestion(contract.identifier, confirming)}
          confirmLabel="Approve"
          busy={update.isPending}
          onConfirm={() => void approve(confirming)}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </>
  );
}

/**
 * An additional-funds request's money: its decision (the approved amount) is its own, its funding is a tranche of its
 * case that names it, so payments, tranches and a reduction are the case's and are not offered here.
 */
function RequestMoney({ contract }: { contract: ContractRead }) {
  const check = contract.contractStatus.find((s) => s.contractsStatus === 'CheckSent');
  return (
    <Section title="Money">
      <Text>
        {contract.identifier}, additional funds request, requested {dollarsLabel(contract.amountRequested.amount)}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
        <ApproveAmount contract={contract} />
        <ActionPanel
          title="Fund this request"
          description="A request is funded from its case: add the additional funding on the case and choose this request there."
        >
          {check ? (
            <Text>
              Funded: <strong>{dollarsLabel(check.statusValue)}</strong> on{' '}
              <DateText>{formatDisplayDate(check.dateChange)}</DateText>
            </Text>
          ) : (
            <RouterLink to={`/edit-contract?${contract.parentContractId}`} color="blue.700">
              Fund it on the case
            </RouterLink>
          )}
        </ActionPanel>
      </SimpleGrid>
    </Section>
  );
}

/** Money: approved amount (once, confirmed), reduced amount (once, confirmed), payments and additional funding. */
export function AmountActions({ contract }: { contract: ContractRead }) {
  if (contract.parentContractId !== null) return <RequestMoney contract={contract} />;
  return <CaseMoney contract={contract} />;
}

function CaseMoney({ contract }: { contract: ContractRead }) {
  const overpayment = useQuestion();
  const reductionQuestionOf = useQuestion();
  const pay = useAddPayment(contract.id, overpayment.ask);
  const fund = useAddAdditionalFunding(contract.id);
  const update = useUpdateContract(contract.id);
  const reduction = useActionOutcome();
  const [request, setRequest] = useState('');
  // Payments and tranches need the funding first; the server refuses them before CheckSent with the same words.
  const unfunded = contract.checkSent === null ? MONEY_RULE_MESSAGES.notFunded : undefined;
  // A cancellation returns the money and the reduced amount is the agreed payoff: the server refuses funding after
  // either, so the form says why first.
  const noFunding =
    unfunded ??
    (contract.cancelledOn ? CONTRACT_MESSAGES.cancelledNoMoreMoney : undefined) ??
    (contract.amountReduced !== null ? MONEY_RULE_MESSAGES.noFundingAfterReduction : undefined);
  const requestIdentifier = contract.childContracts.find((c) => String(c.id) === request)?.identifier ?? null;

  const reduce = async (cents: number) => {
    if (!(await reductionQuestionOf.ask(reductionQuestion(contract.identifier, cents)))) return;
    await reduction.run(
      () => update.mutateAsync({ amountReduced: { amount: centsToDollars(cents) } }),
      CONTRACT_MESSAGES.reducedAdded,
    );
  };

  return (
    <Section title="Money">
      <Text>
        {contract.identifier}, {contract.contractType === 'PostSettlement' ? 'Post-Settlement' : 'Pre-Settlement'},
        requested {dollarsLabel(contract.amountRequested.amount)}
      </Text>
      <MoneyState contract={contract} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
        <ApproveAmount contract={contract} />
        <OnceAmount
          title="Reduce the amount owed"
          description="The agreed payoff, replacing the amount owed. It cannot be changed once recorded."
          label="Amount After Reduction"
          buttonLabel="Add Reduced Amount"
          recorded={contract.amountReduced?.amount ?? null}
          schema={reducedAmountFormSchema}
          onSubmit={reduce}
          outcome={reduction.outcome}
        >
          {/* A reduction replaces an owed sum, so it waits for the funding (the server refuses it before CheckSent too). */}
          {contract.checkSent === null && contract.amountReduced === null ? (
            <Text color="fg.muted">Amount After Reduction: can be added once the check is sent.</Text>
          ) : undefined}
        </OnceAmount>
        <AmountOnDayPanel
          title="Add a payment"
          description="A repayment received on this contract, on the day it came in."
          label="Add payment"
          submitLabel="Add Payment"
          schema={paymentFormSchema}
          record={(body) => pay.mutateAsync(body)}
          success={CONTRACT_MESSAGES.paymentAdded}
          question={(value) => paymentQuestion(contract.identifier, value)}
          disabledReason={unfunded}
        />
        <AmountOnDayPanel
          title="Add additional funding"
          description="A further tranche paid out on this contract, on the day it was sent; it may fund one of the case's requests."
          label="Add additional funding"
          submitLabel="Add Additional Funding"
          schema={additionalFundingFormSchema}
          record={async (body) => {
            const funded = await fund.mutateAsync(request ? { ...body, childContractId: Number(request) } : body);
            setRequest('');
            return funded;
          }}
          success={CONTRACT_MESSAGES.additionalFundingAdded}
          question={(value) => fundingQuestion(contract.identifier, value, requestIdentifier)}
          disabledReason={noFunding}
        >
          <RequestChoice contract={contract} value={request} onChange={setRequest} />
        </AmountOnDayPanel>
      </SimpleGrid>
      <QuestionDialog question={reductionQuestionOf} title="Reduce the amount owed" confirmLabel="Add Reduced Amount" />
      <QuestionDialog question={overpayment} title="Payment above the amount owed" confirmLabel="Record Payment" />
    </Section>
  );
}
