// The wire bodies built from the contract forms' values. Apart from the forms' schemas so that a page can build a body
// without bundling zod: the schemas module holds zod calls at its top level, which a bundler must keep once any of
// its exports is used (the contract page's zod went from async to its first load that way, +29 KiB).
import { calendarDayToWire } from '../format/dates.ts';
import { centsToDollars } from '../format/money.ts';
import type { AmountOnDayValue, StatusFormValue } from './forms.ts';
import type { AmountOnDay, StatusUpdate } from './schemas.ts';

/** The wire's amount on a day: dollars, and the day at 12:00 UTC. */
export const amountOnDayBody = ({ amount, date }: AmountOnDayValue) =>
  ({ amount: centsToDollars(amount), date: calendarDayToWire(date) }) satisfies AmountOnDay;

/** POST /Contract/{id}/statusUpdate's body; a blank check number is left out. */
export function statusUpdateBody(value: StatusFormValue): StatusUpdate {
  if (value.status !== 'CheckSent') return { contractsStatus: value.status };
  return {
    contractsStatus: value.status,
    statusValue: centsToDollars(value.cents),
    dateChange: calendarDayToWire(value.day),
    ...(value.checkNumber ? { checkNumber: value.checkNumber } : {}),
  };
}
