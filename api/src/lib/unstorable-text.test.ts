// A JSON body with text the database cannot store is refused with 400 at the door, before any route runs: a lone UTF-16
// surrogate once reached a jsonb cast and answered 500 ("invalid input syntax for type json").
import { bearer, describeEachDatabase, json, registration } from '../test-support/databases.ts';
import { demoToken } from '../test-support/fixtures.ts';
import { LONE_SURROGATE_MESSAGE } from './nul-characters.ts';

// Written out as the wire carries it: JSON.stringify would keep the escape too, this states it.
const withLoneSurrogate = (body: object, field: string) =>
  JSON.stringify(body).replace(`"${field}":"`, `"${field}":"hi \\ud800 there `);

describeEachDatabase('Unstorable text in a JSON body', (ctx) => {
  const send = (url: string, payload: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/${url}`,
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('refuses a lone surrogate on the public check-in answer with 400', async () => {
    const body = withLoneSurrogate({ token: 'x', answer: { kind: 'Other', text: 'plain' } }, 'text');
    expect(body).toContain('\\ud800');
    const refused = await send('CheckIn/answer', body);
    expect(refused.statusCode).toBe(400);
    expect(json(refused).message).toBe(LONE_SURROGATE_MESSAGE);
  });

  it('refuses one in a registration and in an administrator call alike, creating nothing', async () => {
    const form = registration();
    const refused = await send('Account/register', withLoneSurrogate(form, 'firstName'));
    expect(refused.statusCode).toBe(400);
    expect(json(refused).message).toBe(LONE_SURROGATE_MESSAGE);
    const user = await ctx.app.db.selectFrom('users').select('id').where('email', '=', form.email).executeTakeFirst();
    expect(user).toBeUndefined();

    const admin = await demoToken(ctx.app, 'admin');
    const contract = await ctx.app.db.selectFrom('contracts').select('id').orderBy('id').executeTakeFirstOrThrow();
    const comment = await send(
      `Contract/${contract.id}/addComment`,
      '{"commentText":"low \\udc00 half"}',
      bearer(admin),
    );
    expect(comment.statusCode).toBe(400);
    expect(json(comment).message).toBe(LONE_SURROGATE_MESSAGE);
    // A proper pair (an emoji written as escapes) is ordinary text.
    const pair = await send('CheckIn/answer', '{"token":"x","answer":{"kind":"Other","text":"ok \\ud83d\\ude00"}}');
    expect(pair.statusCode).toBe(404);
  });
});
