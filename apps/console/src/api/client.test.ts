import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessageResponse } from '@playdesk/contract';
import { makeUser } from '../rules/fixtures';
import { loadingBar } from '../session/loading-bar';
import { sessionStore } from '../session/session';
import { ApiError, apiRequest, INVALID_RESPONSE, setUnauthorizedHandler } from './client';

const fetchMock = vi.fn<typeof fetch>();

const answer = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

describe('apiRequest', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    sessionStore.setState({ user: null, loggedIn: false });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setUnauthorizedHandler(() => undefined);
  });

  it('sends the bearer token and X-ACCOUNT when logged in (product-rules#api-calls)', async () => {
    sessionStore.setState({ loggedIn: true, user: makeUser({ token: 'tok-1' }) });
    fetchMock.mockReturnValue(answer(200, { message: 'ok' }));
    await apiRequest('logout', { schema: MessageResponse });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/services/api/v1/logout');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok-1', 'X-ACCOUNT': 'a1' });
  });

  it('sends neither header for a guest', async () => {
    fetchMock.mockReturnValue(answer(200, { message: 'ok' }));
    await apiRequest('forgot-password', {
      method: 'POST',
      body: { email: 'a@b.c' },
      schema: MessageResponse,
    });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(init.headers).not.toHaveProperty('X-ACCOUNT');
    expect(init.body).toBe('{"email":"a@b.c"}');
  });

  it.each([
    { status: 422, body: { message: 'm', errors: ['one', 'two'] }, text: 'one\ntwo' },
    { status: 400, body: { message: 'Bad thing.' }, text: 'Bad thing.' },
    { status: 500, body: 'not json at all', text: 'Error' },
    { status: 503, body: {}, text: 'Error' },
  ])('error $status → "$text" (product-rules.md#error-text)', async ({ status, body, text }) => {
    fetchMock.mockReturnValue(answer(status, body));
    await expect(apiRequest('x', { schema: MessageResponse })).rejects.toMatchObject({
      status,
      text,
    });
  });

  it('turns a network failure into "Error"', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('x', { schema: MessageResponse })).rejects.toMatchObject({
      status: 0,
      text: 'Error',
    });
  });

  it("rejects an answer of the wrong shape as 'Invalid response'", async () => {
    fetchMock.mockReturnValue(answer(200, { nope: true }));
    await expect(apiRequest('x', { schema: MessageResponse })).rejects.toMatchObject({
      text: INVALID_RESPONSE,
    });
  });

  it('sends the call before a promised schema is there, then checks the answer with it', async () => {
    let loaded: (schema: typeof MessageResponse) => void = () => undefined;
    const schema = new Promise<typeof MessageResponse>((resolve) => (loaded = resolve));
    fetchMock.mockReturnValue(answer(200, { nope: true }));
    const call = apiRequest('x', { schema });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    loaded(MessageResponse);
    await expect(call).rejects.toMatchObject({ text: INVALID_RESPONSE });

    fetchMock.mockReturnValue(answer(200, { message: 'ok' }));
    await expect(apiRequest('x', { schema: Promise.resolve(MessageResponse) })).resolves.toEqual({
      message: 'ok',
    });
  });

  it("a promised schema that failed to load is the call's error", async () => {
    fetchMock.mockReturnValue(answer(200, { message: 'ok' }));
    const failed = Promise.reject<typeof MessageResponse>(new Error('chunk failed'));
    await expect(apiRequest('x', { schema: failed })).rejects.toThrow('chunk failed');
    expect(loadingBar.getState()).toMatchObject({ pending: 0, failed: true });
  });

  it.each([
    {
      name: 'a 401 with a token resets the session',
      loggedIn: true,
      resetOn401: true,
      called: true,
    },
    {
      name: 'a guest 401 (wrong password) does not',
      loggedIn: false,
      resetOn401: true,
      called: false,
    },
    { name: 'logout opts out', loggedIn: true, resetOn401: false, called: false },
  ])('$name', async ({ loggedIn, resetOn401, called }) => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    if (loggedIn) sessionStore.setState({ loggedIn: true, user: makeUser() });
    fetchMock.mockReturnValue(answer(401, { message: 'Please login to access.' }));
    const error = await apiRequest('x', { schema: MessageResponse, resetOn401 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).sessionReset).toBe(called);
    expect(handler).toHaveBeenCalledTimes(called ? 1 : 0);
  });

  it('drives the top loading bar: running during the call, failed after an error', async () => {
    let release: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (release = resolve)));
    const call = apiRequest('x', { schema: MessageResponse }).catch(() => undefined);
    expect(loadingBar.getState()).toMatchObject({ visible: true, pending: 1 });
    release(new Response('{}', { status: 500 }));
    await call;
    expect(loadingBar.getState()).toMatchObject({ pending: 0, failed: true, percent: 100 });
  });
});
