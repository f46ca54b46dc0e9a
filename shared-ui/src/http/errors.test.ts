import ky from 'ky';
import { getErrorMessage, getErrorStatus } from './errors.ts';

function failWith(body: string, status: number, contentType = 'application/json') {
  const client = ky.create({
    retry: 0,
    fetch: async () => new Response(body, { status, headers: { 'content-type': contentType } }),
  });
  return client
    .get('http://localhost/x')
    .json()
    .catch((error: unknown) => error);
}

test('the message comes from message / Message, or the 4xx body text (docs/product.md)', async () => {
  expect(await getErrorMessage(await failWith('{"message":"Wrong password"}', 403))).toBe('Wrong password');
  expect(await getErrorMessage(await failWith('{"Message":"Code was not found"}', 400))).toBe('Code was not found');
  expect(await getErrorMessage(await failWith('User already exists, please login', 409, 'text/plain'))).toBe(
    'User already exists, please login',
  );
  const serverError = await failWith('boom', 500, 'text/plain');
  expect(await getErrorMessage(serverError)).toMatch(/500/);
  expect(getErrorStatus(serverError)).toBe(500);
  expect(await getErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  expect(getErrorStatus(new Error('x'))).toBeUndefined();
});
