// Amount limits shared by the schemas, the calculator's API route and the calculator's own check (which must load no
// zod: the calculator page and embed.js import it).

/** Largest amount a request may carry: one billion dollars (no request can overflow the engine). */
export const MAX_AMOUNT_DOLLARS = 1_000_000_000;

export const AMOUNT_AT_MOST_MESSAGE = `Amount must be at most ${MAX_AMOUNT_DOLLARS}`;
