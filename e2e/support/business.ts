/**
 * The browser tests' one way to the API: its base path, signing in, and businesses of their own.
 *
 * The whole suite shares one database (scripts/e2e-server.mjs starts one server for all specs). A
 * test that changes what a business has — its calendar, notification bar, templates, games, plays
 * and leader boards — therefore works in a business it registered itself, with copies of the demo
 * games it needs. No test then sees another's data, whatever order the specs run in. The seeded
 * demo businesses stay as seeded, for the tests that only read them (plans, menus, team rules).
 */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { API_PATH } from '@playdesk/contract/urls';

/** The API's base path, as the apps use it. */
export const API = API_PATH;

/** Demo logins seeded by the server (SEED_DEMO). */
export const DEMO_PASSWORD = 'playdesk-demo';
export const DEMO_OWNER = 'owner@playdesk.test';
/** Owner of Other Bakery, a separate business on the Starter plan (with Player Data). */
export const OTHER_OWNER = 'other@playdesk.test';

export interface Session {
  email: string;
  password: string;
  token: string;
  /** Public id of the account the session acts in. */
  account: string;
  businessName: string;
  /** Bearer token and X-ACCOUNT, for console API calls. */
  headers: Record<string, string>;
}

interface AuthBody {
  user: { token: string; current_account: { public_id: string; business_name: string } };
}

function sessionOf(body: AuthBody, email: string, password: string): Session {
  const { token, current_account: account } = body.user;
  return {
    email,
    password,
    token,
    account: account.public_id,
    businessName: account.business_name,
    headers: { authorization: `Bearer ${token}`, 'x-account': account.public_id },
  };
}

/** Signs in through the API (a new session each time). */
export async function signIn(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Session> {
  const response = await request.post(`${API}/login`, { data: { email, password } });
  expect(response.ok(), `login ${email}: ${await response.text()}`).toBe(true);
  return sessionOf((await response.json()) as AuthBody, email, password);
}

/**
 * Registers a new business on the Free plan (active at once) and returns its owner's session.
 * The email is unique and the password long and random, so any strength rule accepts it.
 */
export async function registerBusiness(
  request: APIRequestContext,
  businessName = 'Test Business',
  plan = 'free',
): Promise<Session> {
  const email = `e2e-${randomUUID()}@example.test`;
  const password = `pd-${randomUUID()}`;
  const response = await request.post(`${API}/register`, {
    data: { business_name: businessName, email, password, plan },
  });
  expect(response.status(), `register: ${await response.text()}`).toBe(201);
  return sessionOf((await response.json()) as AuthBody, email, password);
}

/** GET `path` (relative to the API base), as `session` or without one; fails the test on an error. */
export async function apiGet<T>(
  request: APIRequestContext,
  session: Session | null,
  path: string,
): Promise<T> {
  const response = await request.get(`${API}/${path}`, session ? { headers: session.headers } : {});
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A POST/PATCH/PUT/DELETE as `session` that must answer `status`; resolves with the body. */
export async function apiSend<T>(
  request: APIRequestContext,
  session: Session,
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
  status = method === 'POST' ? 201 : 200,
): Promise<T> {
  const response = await request.fetch(`${API}/${path}`, {
    method,
    headers: session.headers,
    ...(data === undefined ? {} : { data }),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(status);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

interface StoredGame {
  public_id: string;
  type: string;
  name: string;
  difficulty: string;
  settings: Record<string, unknown>;
  content: Record<string, unknown>;
  default_language: string;
  translations: Record<string, unknown>;
}

/** One demo-owner session per test (the `request` fixture is the test's own). */
const demoSessions = new WeakMap<APIRequestContext, Promise<Session>>();

function demoOwner(request: APIRequestContext): Promise<Session> {
  let session = demoSessions.get(request);
  if (!session) {
    session = signIn(request, DEMO_OWNER);
    demoSessions.set(request, session);
  }
  return session;
}

/** The demo owner's game of that exact name, as the console API stores it. */
export async function demoGame(request: APIRequestContext, name: string): Promise<StoredGame> {
  const owner = await demoOwner(request);
  const list = await apiGet<{ data: { public_id: string; name: string }[] }>(
    request,
    owner,
    `games?search=${encodeURIComponent(name)}`,
  );
  const found = list.data.find((g) => g.name === name);
  expect(found, `demo game ${name}`).toBeTruthy();
  return (await apiGet<{ game: StoredGame }>(request, owner, `games/${found!.public_id}`)).game;
}

/**
 * Copies a seeded demo game — content, difficulty and settings, not the demo's templates, player
 * form nor rewards — into the business of `to`, published unless told otherwise; resolves with the
 * copy's public id.
 */
export async function copyDemoGame(
  request: APIRequestContext,
  to: Session,
  name: string,
  status: 'published' | 'draft' = 'published',
): Promise<string> {
  const game = await demoGame(request, name);
  const { game: copy } = await apiSend<{ game: { public_id: string } }>(
    request,
    to,
    'POST',
    'games',
    {
      type: game.type,
      name: game.name,
      status,
      difficulty: game.difficulty,
      settings: {
        ...game.settings,
        templates: { game_over: null, success: null, leaderboard: null },
        // The demo's player form asks for the demo business's own consents: a copy has none.
        lead_form: { mode: 'off', fields: [], consents: [] },
        // The demo's rewards are the demo business's own: a copy gives none (until a test adds).
        rewards: { rules: [], consolation_reward_id: null },
      },
      content: game.content,
      // One game, its languages: the Coffee Lovers Quiz's copy is English, French and German too.
      default_language: game.default_language,
      translations: game.translations,
    },
  );
  return copy.public_id;
}
