import type { ReactNode } from 'react';
import { DateField, HStack, MoneyField, type TextFieldProps } from 'shared-ui';

interface AmountDayFieldsProps {
  /** The amount's label, error and registration (typed dollars). */
  amount: TextFieldProps;
  /** The day's label, error and registration (typed MM/DD/YYYY). */
  date: TextFieldProps;
  /** Further fields on the same row (a check number). */
  children?: ReactNode;
}

/** The required amount and day of money moving on a day, side by side and wrapping on a narrow screen. */
export function AmountDayFields({ amount, date, children }: AmountDayFieldsProps) {
  return (
    <HStack gap="3" align="flex-start" flexWrap="wrap">
      <MoneyField required {...amount} />
      <DateField required {...date} />
      {children}
    </HStack>
  );
}
