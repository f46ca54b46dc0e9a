import { getErrorMessage } from 'shared-ui';
import { isRecord } from './schemas.ts';

/**
 * The server's message plus, when it lists them, the field issues of a 400 ({message, errors:[{path,message}]}),
 * so the administrator sees which range the server refused and why.
 */
export async function serverMessage(error: unknown): Promise<string> {
  const message = await getErrorMessage(error);
  const data = isRecord(error) ? error.data : undefined;
  const errors = isRecord(data) && Array.isArray(data.errors) ? data.errors : [];
  const details = errors
    .map((issue: unknown) => (isRecord(issue) && typeof issue.message === 'string' ? issue.message : ''))
    .filter((text) => text && text !== message);
  // Each problem its own sentence: joined into one they read as a run-on list.
  return details.length ? [message, ...new Set(details)].map(asSentence).join(' ') : message;
}

const asSentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
