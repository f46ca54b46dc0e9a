// An answer as the check_ins row keeps it: days 'YYYY-MM-DD', money in integer cents. The wire has dollars.
import { dollarsToCents, centsToDollars } from '@litfund/domain';
import type { CheckInAnswer } from '@litfund/domain';

export type StoredAnswer =
  | { kind: 'Pending'; expectedSettlementDate: string }
  | { kind: 'Settled'; amountCents: number; expectedPaymentDate: string; payoffRequested: boolean }
  | { kind: 'Lost'; note?: string }
  | { kind: 'NoLongerRepresenting'; newCounselName: string; newCounselEmail: string }
  | { kind: 'Other'; text: string };

export function storedAnswer(answer: CheckInAnswer): StoredAnswer {
  if (answer.kind !== 'Settled') return answer;
  const { amount, ...rest } = answer;
  return { ...rest, amountCents: dollarsToCents(amount) ?? 0 };
}

export type AnswerRead = CheckInAnswer;

export function answerRead(stored: StoredAnswer): CheckInAnswer {
  if (stored.kind !== 'Settled') return stored;
  const { amountCents, ...rest } = stored;
  return { ...rest, amount: centsToDollars(amountCents) };
}
