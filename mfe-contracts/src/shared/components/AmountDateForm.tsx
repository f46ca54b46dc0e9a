import { useState } from 'react';
import { Button, DateField, HStack, MoneyField, Stack } from 'shared-ui';
import {
  MONEY_RULE_MESSAGES,
  calendarDateIn,
  calendarDayToWire,
  centsToDollars,
  parseTypedDate,
  parseTypedMoney,
  toTypedDate,
} from '@litfund/domain';

export interface AmountOnDayValue {
  amount: number;
  date: string;
}

interface AmountDateFormProps {
  /** Names the form for assistive technology and tests ('Add payment'). */
  label: string;
  submitLabel: string;
  /** The message when the amount is missing or not above 0. */
  amountMessage: string;
  onSubmit: (value: AmountOnDayValue) => Promise<boolean>;
  dateLabel?: string;
  /** Whole dollars only (an additional-funds request's amountRequested is a whole number). */
  wholeDollars?: boolean;
  /** Money that moves (payments, tranches) has the domain's upper bound and happens no later than today. */
  maxDollars?: number;
  notAfterToday?: boolean;
}

/** An amount above 0 on a day (typed MM/DD/YYYY, sent as that day at 12:00 UTC); resets after a success. */
export function AmountDateForm({
  label,
  submitLabel,
  amountMessage,
  onSubmit,
  dateLabel = 'Date',
  wholeDollars = false,
  maxDollars,
  notAfterToday = false,
}: AmountDateFormProps) {
  const todayDay = calendarDateIn(new Date());
  const today = toTypedDate(todayDay);
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(today);
  const [errors, setErrors] = useState<{ amount?: string; date?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const cents = parseTypedMoney(amount);
    const day = parseTypedDate(date);
    const badAmount = cents === null || cents <= 0 || (wholeDollars && cents % 100 !== 0);
    const found = {
      amount: badAmount
        ? amountMessage
        : maxDollars !== undefined && cents > maxDollars * 100
          ? MONEY_RULE_MESSAGES.tooLarge
          : undefined,
      date: !day
        ? 'Enter the date as MM/DD/YYYY'
        : notAfterToday && day > todayDay
          ? MONEY_RULE_MESSAGES.dateInFuture
          : undefined,
    };
    setErrors(found);
    if (found.amount || found.date) return;
    setBusy(true);
    const ok = await onSubmit({ amount: centsToDollars(cents!), date: calendarDayToWire(day!) });
    setBusy(false);
    if (ok) {
      setAmount('');
      setDate(today);
    }
  };

  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="3">
        <HStack gap="3" align="flex-start" flexWrap="wrap">
          <MoneyField
            label="Amount"
            required
            value={amount}
            error={errors.amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
          />
          <DateField
            label={dateLabel}
            required
            value={date}
            error={errors.date}
            onChange={(e) => setDate(e.currentTarget.value)}
          />
        </HStack>
        <Button type="submit" alignSelf="flex-start" size="sm" loading={busy} loadingText={submitLabel}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
