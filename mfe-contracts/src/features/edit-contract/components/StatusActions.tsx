import { useState } from 'react';
import { Button, DateField, Field, HStack, MoneyField, NativeSelect, Section, Stack, TextField } from 'shared-ui';
import {
  CONTRACT_MESSAGES,
  CONTRACT_STATUSES,
  MAX_MONEY_MOVEMENT_DOLLARS,
  MONEY_RULE_MESSAGES,
  calendarDateIn,
  calendarDayToWire,
  centsToDollars,
  parseTypedDate,
  parseTypedMoney,
  statusLabel,
} from '@litfund/domain';
import type { ContractRead, ContractStatus } from '@litfund/domain';
import { addStatus } from '../../../shared/api/contracts.ts';
import { StatusHistoryTable } from '../../../shared/components/StatusHistoryTable.tsx';
import type { RunAction } from '../api/use-admin-action.ts';

/** Status history and Add status: any status; CheckSent needs the check's amount and date (docs/product.md). */
export function StatusActions({ contract, run }: { contract: ContractRead; run: RunAction }) {
  const [picked, setPicked] = useState<ContractStatus>('Approved');
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState('');
  const [checkNumber, setCheckNumber] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; date?: string }>({});
  // CheckSent is recorded once per contract: once it is in the history it is no longer offered.
  const offered: readonly ContractStatus[] =
    contract.checkSent === null ? CONTRACT_STATUSES : CONTRACT_STATUSES.filter((s) => s !== 'CheckSent');
  const status = offered.includes(picked) ? picked : 'Approved';
  const checkSent = status === 'CheckSent';

  const submit = async () => {
    if (checkSent) {
      const cents = parseTypedMoney(amount);
      const day = parseTypedDate(date);
      const found = {
        amount:
          cents === null || cents <= 0
            ? CONTRACT_MESSAGES.checkAmountRequired
            : cents > MAX_MONEY_MOVEMENT_DOLLARS * 100
              ? MONEY_RULE_MESSAGES.tooLarge
              : undefined,
        date: !day
          ? CONTRACT_MESSAGES.checkDateRequired
          : day > calendarDateIn(new Date())
            ? MONEY_RULE_MESSAGES.dateInFuture
            : undefined,
      };
      setErrors(found);
      if (found.amount || found.date) return;
      const body = {
        contractsStatus: status,
        statusValue: centsToDollars(cents!),
        dateChange: calendarDayToWire(day!),
        ...(checkNumber.trim() ? { checkNumber: checkNumber.trim() } : {}),
      };
      if (await run(() => addStatus(contract.id, body), CONTRACT_MESSAGES.statusAdded)) {
        setAmount('');
        setDate('');
        setCheckNumber('');
      }
      return;
    }
    setErrors({});
    await run(() => addStatus(contract.id, { contractsStatus: status }), CONTRACT_MESSAGES.statusAdded);
  };

  return (
    <Section title="Status History">
      <StatusHistoryTable entries={contract.contractStatus} />
      <form
        aria-label="Add status"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="3">
          <Field.Root>
            <Field.Label>New status</Field.Label>
            <NativeSelect.Root size="sm" maxW="xs">
              <NativeSelect.Field value={status} onChange={(e) => setPicked(e.currentTarget.value as ContractStatus)}>
                {offered.map((s) => (
                  <option key={s} value={s}>
                    {statusLabel(s)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {checkSent ? (
            <HStack gap="3" align="flex-start" flexWrap="wrap">
              <MoneyField
                label="Check amount"
                required
                value={amount}
                error={errors.amount}
                onChange={(e) => setAmount(e.currentTarget.value)}
              />
              <DateField
                label="Check date"
                required
                value={date}
                error={errors.date}
                onChange={(e) => setDate(e.currentTarget.value)}
              />
              <TextField
                label="Check number"
                value={checkNumber}
                onChange={(e) => setCheckNumber(e.currentTarget.value)}
              />
            </HStack>
          ) : null}
          <Button type="submit" size="sm" alignSelf="flex-start">
            Add Status
          </Button>
        </Stack>
      </form>
    </Section>
  );
}
