/**
 * The codes of the errors a business meets most in the console (docs/product-rules.md#error-codes,
 * issue 33 §10): each answer carries its stable `code` and the `params` its text uses, beside the
 * English `message`, so the console shows it in its user's language. (The other console codes
 * are checked where their feature is tested: access, plans, team, media, rewards, translations.)
 */
import { describe, expect, it } from 'vitest';
import { ErrorBody } from '@playdesk/contract';
import { demoGame } from '../test/fixtures.js';
import { fileTestContext } from '../test/harness.js';

const t = await fileTestContext();
const owner = await t.login('owner@playdesk.test');
const other = await t.login('other@playdesk.test');

const coded = (res: { statusCode: number; json(): unknown }) => {
  const body = ErrorBody.parse(res.json());
  return { status: res.statusCode, code: body.code, params: body.params };
};

describe('console error codes', () => {
  it('names a taken email at registration and a used reset link', async () => {
    const taken = await t.api('POST', 'register', {
      body: {
        business_name: 'Twice',
        email: 'owner@playdesk.test',
        password: 'a-long-password-1',
        plan: 'free',
      },
    });
    expect(coded(taken)).toEqual({ status: 409, code: 'auth.email_taken', params: undefined });
    const reset = await t.api('POST', 'reset-password', {
      body: { token: 'a'.repeat(43), password: 'another-pass-1' },
    });
    expect(coded(reset)).toMatchObject({ status: 400, code: 'auth.reset_link_invalid' });
  });

  it('says which kind of thing was not found', async () => {
    const game = await t.api('GET', 'games/gm_doesnotexist0000', owner);
    expect(coded(game)).toEqual({
      status: 404,
      code: 'resource.not_found',
      params: { resource: 'game' },
    });
    const template = await t.api('GET', 'templates/tp_doesnotexist0000', owner);
    expect(coded(template)).toMatchObject({ status: 404, params: { resource: 'template' } });
  });

  it('names a custom domain another business holds', async () => {
    const value = `play-${Date.now()}.example.com`;
    const mine = await t.api('POST', 'domains', {
      ...owner,
      body: { kind: 'custom_domain', value },
    });
    expect(mine.statusCode, mine.body).toBe(201);
    const theirs = await t.api('POST', 'domains', {
      ...other,
      body: { kind: 'custom_domain', value },
    });
    expect(coded(theirs)).toEqual({ status: 409, code: 'domain.taken', params: { domain: value } });
  });

  it("says why a webhook's address is refused, beside the field error", async () => {
    const send = (url: string) =>
      t.api('POST', 'integrations/webhooks', { ...owner, body: { url, events: ['reward.won'] } });
    const http = await send('http://hooks.example.com/in');
    expect(coded(http)).toEqual({
      status: 400,
      code: 'webhook.url_refused',
      params: { reason: 'https' },
    });
    expect(http.json<{ errors: string[] }>().errors).toEqual([
      'url: The address must start with https://',
    ]);
    expect(coded(await send('https://10.0.0.7/in'))).toMatchObject({
      code: 'webhook.url_refused',
      params: { reason: 'private' },
    });
  });

  it('names a team mate invited twice, and a file that is not a translation', async () => {
    const member = await t.api('POST', 'team-mates/invitations', {
      ...owner,
      body: { email: 'member@playdesk.test', modules: ['games'] },
    });
    expect(coded(member)).toEqual({
      status: 409,
      code: 'team.already_member',
      params: { email: 'member@playdesk.test', business: 'Demo Coffee Co.' },
    });
    const quiz = await demoGame(t, 'Demo Coffee Co.', 'Coffee Lovers Quiz');
    const file = await t.api('PUT', `games/${quiz.publicId}/translations/de`, {
      ...owner,
      body: { format: 'json', file: '{"name": ' },
    });
    expect(coded(file)).toEqual({
      status: 400,
      code: 'translation.file_invalid',
      params: { reason: 'json' },
    });
    const own = await t.api('PUT', `games/${quiz.publicId}/translations/en`, {
      ...owner,
      body: { format: 'json', file: '{}' },
    });
    expect(coded(own)).toEqual({
      status: 400,
      code: 'translation.file_invalid',
      params: { reason: 'default_language', language: 'en' },
    });
  });
});
