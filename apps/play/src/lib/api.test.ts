import { describe, expect, it } from 'vitest';
import { ApiError, createApi, errorText, NETWORK_ERROR } from './api.js';

describe('errorText', () => {
  it('joins errors, else uses the message, else says Error', () => {
    expect(errorText({ message: 'Bad', errors: ['One', 'Two'] })).toBe('One\nTwo');
    expect(errorText({ message: 'Not in word list' })).toBe('Not in word list');
    expect(errorText({ errors: [], message: 'M' })).toBe('M');
    expect(errorText(null)).toBe('Error');
    expect(errorText('oops')).toBe('Error');
  });
});

function respond(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('createApi', () => {
  it('sends the player token as X-PLAYER and JSON bodies', async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    const api = createApi(async (url, init) => {
      calls.push({ url, init });
      return respond(200, { session: { session_id: 's1' } });
    });
    await api.act('s1', { type: 'guess', word: 'latte' }, 'tok');
    expect(calls[0]!.url).toBe('/services/api/v1/play/sessions/s1/actions');
    expect(calls[0]!.init?.method).toBe('POST');
    expect((calls[0]!.init?.headers as Record<string, string>)['x-player']).toBe('tok');
    expect(calls[0]!.init?.body).toBe('{"action":{"type":"guess","word":"latte"}}');
  });

  it('omits X-PLAYER without a token', async () => {
    let headers: Record<string, string> = {};
    const api = createApi(async (_url, init) => {
      headers = init?.headers as Record<string, string>;
      return respond(200, { entries: [], me: null });
    });
    await api.leaderboard('g1', null);
    expect(headers['x-player']).toBeUndefined();
  });

  it('asks for a game with the visit without a token, with X-PLAYER with one (the variant)', async () => {
    const calls: { url: string; headers: Record<string, string> }[] = [];
    const api = createApi(async (url, init) => {
      calls.push({ url, headers: init?.headers as Record<string, string> });
      return respond(200, { game: { public_id: 'g1' } });
    });
    const visit = '0b7a3c4e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';
    await api.game('g1', undefined, 'fr', { token: null, visit });
    await api.game('g1', undefined, undefined, { token: 'tok', visit });
    await api.game('g1');
    expect(calls.map((c) => c.url)).toEqual([
      `/services/api/v1/play/games/g1?lang=fr&visit=${visit}`,
      '/services/api/v1/play/games/g1',
      '/services/api/v1/play/games/g1',
    ]);
    expect(calls.map((c) => c.headers['x-player'])).toEqual([undefined, 'tok', undefined]);
  });

  it('asks for the live game of a business on the given day', async () => {
    const urls: string[] = [];
    const api = createApi(async (url) => {
      urls.push(url);
      return respond(200, { date: '2026-11-21', game: null });
    });
    expect(await api.liveGame('Acc_1', '2026-11-21')).toEqual({ date: '2026-11-21', game: null });
    expect(urls).toEqual(['/services/api/v1/play/accounts/Acc_1/live?date=2026-11-21']);
  });

  it('asks for a business’s rewards with the player token and the attribution', async () => {
    const calls: { url: string; headers: Record<string, string> }[] = [];
    const api = createApi(async (url, init) => {
      calls.push({ url, headers: init?.headers as Record<string, string> });
      return respond(200, { business_name: 'B', rewards: [], won: [], fairness: [] });
    });
    await api.accountRewards('Acc_1', 'tok', { source_url: 'https://a.example/g?x=1' });
    await api.accountRewards('Acc_1', null, {});
    expect(calls[0]!.url).toBe(
      '/services/api/v1/play/accounts/Acc_1/rewards?source_url=https%3A%2F%2Fa.example%2Fg%3Fx%3D1',
    );
    expect(calls[0]!.headers['x-player']).toBe('tok');
    expect(calls[1]!.url).toBe('/services/api/v1/play/accounts/Acc_1/rewards');
    expect(calls[1]!.headers['x-player']).toBeUndefined();
  });

  it('turns error bodies into ApiError with the status and text', async () => {
    const api = createApi(async () => respond(422, { message: 'Not in word list' }));
    const error = await api.act('s1', {}, 't').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).message).toBe('Not in word list');
  });

  it('reports a failed network as status 0 with a friendly text', async () => {
    const api = createApi(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await api.game('g1').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.message).toBe(NETWORK_ERROR);
  });

  it('asks for the challenge, and sends the fair-play headers on a start and a lead', async () => {
    const calls: { url: string; headers: Record<string, string> }[] = [];
    const api = createApi(async (url, init) => {
      calls.push({ url, headers: init?.headers as Record<string, string> });
      return respond(200, {});
    });
    const fair = { 'x-playdesk-device': 'd1', 'x-altcha': 'c29sdmVk' };
    await api.challenge('g/1');
    await api.startSession('g1', {}, null, fair);
    await api.sendLead('g1', { values: {}, consents: [] }, 'tok', fair);
    await api.leaderboard('g1', null);
    await api.challenge('g1', 'lead');
    expect(calls[0]!.url).toBe('/services/api/v1/play/challenge?game=g%2F1');
    expect(calls[1]!.headers).toMatchObject(fair);
    expect(calls[2]!.headers).toMatchObject({ ...fair, 'x-player': 'tok' });
    expect(calls[3]!.headers['x-playdesk-device']).toBeUndefined();
    // A form's challenge follows the forms counted.
    expect(calls[4]!.url).toBe('/services/api/v1/play/challenge?game=g1&kind=lead');
  });
});
