// What the link holder typed (new counsel's name and address, a note, "other" text) reaches the administrators only as a
// labelled quotation: never as LitFund's own words, escaped in HTML, and with anything link-like defanged so that no mail
// client turns it into something to click (the link holder is not authenticated: the words may be anyone's).
import { escapeHtml } from '../lib/html.ts';
import type { StoredAnswer } from './stored-answer.ts';

export interface AttorneyWords {
  label: string;
  text: string;
}

/** The free-text fields of an answer, each with what it is. */
export function attorneyWordsOf(answer: StoredAnswer): AttorneyWords[] {
  switch (answer.kind) {
    case 'Lost':
      return answer.note ? [{ label: 'Note', text: answer.note }] : [];
    case 'NoLongerRepresenting':
      return [
        { label: "New counsel's name", text: answer.newCounselName },
        { label: "New counsel's email", text: answer.newCounselEmail },
      ];
    case 'Other':
      return [{ label: 'Text', text: answer.text }];
    default:
      return [];
  }
}

// A word that a mail client would make a link of: a scheme, "www.", an address, or a dotted host name.
const LINK_LIKE = /(?:[a-z][a-z0-9+.-]*:\/\/|www\.|@|[a-z0-9-]\.[a-z]{2,})/i;

/** The text with link-like words defanged: "://" as "[:]//", "." as "[.]", "@" as "[at]" (still readable). */
export function defanged(text: string): string {
  return text.replace(/\S+/g, (word) =>
    LINK_LIKE.test(word) ? word.replace(/:\/\//g, '[:]//').replace(/\./g, '[.]').replace(/@/g, '[at]') : word,
  );
}

const HEADING = 'What the attorney wrote (their own words, not checked by LitFund; links disabled):';

/** The plain-text block: a heading, then each field labelled and every line quoted with "> ". */
export function attorneyWordsText(words: AttorneyWords[]): string {
  if (words.length === 0) return '';
  const fields = words.map(
    (w) =>
      `${w.label}:\n${defanged(w.text)
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n')}`,
  );
  return `${HEADING}\n\n${fields.join('\n\n')}`;
}

/** The same as HTML: escaped, in a blockquote, line breaks kept. */
export function attorneyWordsHtml(words: AttorneyWords[]): string {
  if (words.length === 0) return '';
  const fields = words.map(
    (w) =>
      `<p>${escapeHtml(w.label)}:</p><blockquote style="border-left:3px solid #999;margin:0 0 1em;padding-left:1em">` +
      `${escapeHtml(defanged(w.text)).replace(/\r?\n/g, '<br>')}</blockquote>`,
  );
  return `<p><strong>${escapeHtml(HEADING)}</strong></p>${fields.join('')}`;
}
