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

/**
 * Money as a person types it -> integer cents, or null when it is not an amount. The rule: spaces anywhere, one
 * dollar sign before the digits (after the minus sign, if any) and commas between digits are ignored; what remains
 * must be digits with at most 2 decimals ('.5' is 50 cents). More decimals are refused, never rounded ('1.005' is
 * no amount: rounding would record money nobody typed). Blank is null. The sign is kept: each form says whether a
 * negative amount is allowed.
 */
export function parseTypedMoney(text: string): number | null {
  const compact = text.replace(/\s+/g, '');
  const match = /^(-)?\$?((?:\d{1,3}(?:,\d{3})+|\d*))(?:\.(\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const [, sign, dollars = '', decimals] = match;
  if (dollars === '' && decimals === undefined) return null;
  const cents = Number(dollars.replaceAll(',', '') || '0') * 100 + Number((decimals ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return sign && cents !== 0 ? -cents : cents;
}

/**
 * Typed money for a wire schema to judge: blank -> undefined (the schema says it is required), not an amount -> NaN
 * (the schema's message for a wrong amount), else the dollars.
 */
export function typedMoneyToDollars(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const cents = parseTypedMoney(text);
  return cents === null ? Number.NaN : centsToDollars(cents);
}

/** Integer cents -> dollars as a JSON number (exact to 2 decimals). */
export function centsToDollars(cents: number): number {
  return Number((cents / 100).toFixed(2));
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}

const compactUsdFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** A chart axis's amount: short enough to stay whole at any width ($950, $50K, $1.2M). */
export function formatCompactUsd(cents: number): string {
  return compactUsdFormat.format(cents / 100);
}

/** An amount due shows negative, '-$x'. */
export function formatAmountDue(cents: number): string {
  return `-${usd.format(Math.abs(cents) / 100)}`;
}
