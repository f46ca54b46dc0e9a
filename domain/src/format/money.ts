// Money is integer cents everywhere inside; dollars with at most 2 decimals on the wire.

/** Dollars (a JSON number or numeric string with at most 2 decimals) -> integer cents; null if not exact. */
export function dollarsToCents(dollars: number | string): number | null {
  // A number is read to the cent it stands for (binary fractions such as 0.1 + 0.2 included), never through its
  // printed form: 1.5e-323 prints in exponent form and used to come out as no amount at all.
  if (typeof dollars === 'number') {
    const cents = Math.round(dollars * 100);
    if (!Number.isSafeInteger(cents) || Math.abs(dollars * 100 - cents) > 1e-6) return null;
    return cents === 0 ? 0 : cents;
  }
  const text = dollars.trim();
  // Numbers print in exponent form past 1e21 or below 1e-6; neither is a valid amount.
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return match[1] ? -cents : cents;
}

/** Integer cents -> dollars as a JSON number (exact to 2 decimals). */
export function centsToDollars(cents: number): number {
  return Number((cents / 100).toFixed(2));
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}

/** An amount due shows negative, '-$x'. */
export function formatAmountDue(cents: number): string {
  return `-${usd.format(Math.abs(cents) / 100)}`;
}
