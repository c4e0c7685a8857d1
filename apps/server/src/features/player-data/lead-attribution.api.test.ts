/**
 * Where a lead came from (docs/insight.md#attribution), end to end: a player arrives through a
 * placement's link, plays, sends the form; the lead counts under the play's attribution (one
 * `lead` event per form sent), the player keeps it as their first touch, and the Player Data list,
 * its CSV and the player and reward webhooks carry it.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LeadResponse,
  PlacementResponse,
  PlayerListResponse,
  StartSessionResponse,
  WebhookDeliveryListResponse,
  WebhookSecretResponse,
  type Placement,
  type VisitAttribution,
  type WebhookEventType,
  type WebhookPayload,
} from '@playdesk/contract';
import { analyticsEvents, gameplays, placements, players } from '../../db/schema.js';
import { fileTestContext } from '../../test/harness.js';
import { demoGame } from '../../test/fixtures.js';
import { AWARD_TEST_ENV, awardHelpers } from '../rewards/award/test-support.js';

const t = await fileTestContext(AWARD_TEST_ENV);
const owner = await t.login('owner@playdesk.test');
const helpers = awardHelpers(t, owner);
let wordle: string;
let counter: Placement;
let endpoint: string;

const COUNTER_TOUCH = {
  source: 'counter-qr',
  medium: 'qr',
  campaign: null,
  placement: 'Counter QR',
  variant: null,
};

/** The visit the player app reads from a placement's link (its UTM parameters, `pd_placement`). */
function visitOf(link: string): VisitAttribution {
  const q = new URL(link).searchParams;
  return {
    visit_id: randomUUID(),
    utm_source: q.get('utm_source') ?? undefined,
    utm_medium: q.get('utm_medium') ?? undefined,
    placement: q.get('pd_placement') ?? undefined,
  };
}

async function start(game: string, visit: VisitAttribution, token?: string) {
  const res = await t.api('POST', `play/games/${game}/sessions`, {
    body: { visit },
    ...(token ? { headers: { 'x-player': token } } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = StartSessionResponse.parse(res.json());
  return { sessionId: body.session.session_id, token: token ?? body.player_token! };
}

async function lead(body: Record<string, unknown>, token?: string) {
  const res = await t.api('POST', `play/games/${wordle}/lead`, {
    body: { consents: [], ...body },
    ...(token ? { headers: { 'x-player': token } } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return LeadResponse.parse(res.json());
}

async function playerRow(email: string) {
  const [row] = await t.db
    .select()
    .from(players)
    .where(and(eq(players.email, email)));
  return row!;
}

const leadEvents = (playerId: string) =>
  t.db
    .select()
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.playerId, playerId), eq(analyticsEvents.step, 'lead')))
    .orderBy(analyticsEvents.id);

async function listed(email: string) {
  const res = await t.api('GET', `players?search=${encodeURIComponent(email)}`, owner);
  expect(res.statusCode, res.body).toBe(200);
  const [row] = PlayerListResponse.parse(res.json()).data;
  return row!;
}

async function payloads(type: WebhookEventType): Promise<WebhookPayload[]> {
  const res = await t.api(
    'GET',
    `integrations/webhooks/${endpoint}/deliveries?page_size=100`,
    owner,
  );
  expect(res.statusCode, res.body).toBe(200);
  return WebhookDeliveryListResponse.parse(res.json())
    .data.filter((d) => d.event_type === type)
    .map((d) => d.payload);
}
const attributionIn = (p: WebhookPayload | undefined) =>
  p && 'attribution' in p.data ? p.data.attribution : undefined;
const aboutPlayer = (publicId: string) => (p: WebhookPayload) =>
  'player' in p.data && p.data.player.id === publicId;

beforeAll(async () => {
  wordle = (await demoGame(t, 'Demo Coffee Co.', 'Coffee Wordle')).publicId;
  const saved = await t.api('PATCH', `games/${wordle}`, {
    ...owner,
    body: {
      settings: {
        participation: { rule: 'unlimited' },
        lead_form: {
          mode: 'after',
          fields: [{ key: 'email', type: 'email', label: 'Email', required: true }],
          consents: [],
        },
      },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const res = await t.api('POST', 'placements', {
    ...owner,
    body: { game: wordle, name: 'Counter QR' },
  });
  expect(res.statusCode, res.body).toBe(201);
  counter = PlacementResponse.parse(res.json()).placement;
  // An endpoint without a consent: no personal data, but where players came from all the same.
  const hook = await t.api('POST', 'integrations/webhooks', {
    ...owner,
    body: {
      url: 'https://93.184.215.14/hooks',
      events: ['player.created', 'player.updated', 'gameplay.completed', 'reward.won'],
    },
  });
  expect(hook.statusCode, hook.body).toBe(201);
  endpoint = WebhookSecretResponse.parse(hook.json()).endpoint.public_id;
});

describe('a lead sent after a play from a placement link', () => {
  const email = 'counter.visitor@example.com';
  let token: string;
  let sessionId: string;
  let playerPublicId: string;

  it("counts the lead once, under the play's placement, with the play", async () => {
    ({ token, sessionId } = await start(wordle, visitOf(counter.url)));
    // The form is sent from another page of the visit (its UTM say instagram): the play wins.
    const sent = await lead(
      {
        values: { email },
        session_id: sessionId,
        visit: { visit_id: randomUUID(), utm_source: 'instagram', utm_medium: 'social' },
      },
      token,
    );
    playerPublicId = sent.player.public_id;
    const player = await playerRow(email);
    const [play] = await t.db.select().from(gameplays).where(eq(gameplays.id, sessionId));
    const [placement] = await t.db
      .select()
      .from(placements)
      .where(eq(placements.publicId, counter.public_id));
    expect(play).toMatchObject({ source: 'counter-qr', placementId: placement!.id });

    const events = await leadEvents(player.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      playId: sessionId,
      visitId: play!.visitId,
      source: 'counter-qr',
      medium: 'qr',
      campaign: null,
      placementId: placement!.id,
      gameId: play!.gameId,
      language: play!.language,
    });
    expect(player).toMatchObject({
      source: 'counter-qr',
      medium: 'qr',
      campaign: null,
      placementId: placement!.id,
      variant: null,
    });
  });

  it('shows it in the Player Data list and detail', async () => {
    expect(await listed(email)).toMatchObject({ public_id: playerPublicId, ...COUNTER_TOUCH });
    const detail = await t.api('GET', `players/${playerPublicId}`, owner);
    expect(detail.json()).toMatchObject({ player: COUNTER_TOUCH });
  });

  it('writes it in the CSV export, after the language', async () => {
    const res = await t.api('GET', `players/export?search=${encodeURIComponent(email)}`, owner);
    expect(res.statusCode).toBe(200);
    const [header, row, ...rest] = parse(res.body, { bom: true }) as string[][];
    expect(rest).toEqual([]);
    const at = header!.indexOf('language');
    expect(header!.slice(at, at + 6)).toEqual([
      'language',
      'source',
      'medium',
      'campaign',
      'placement',
      'variant',
    ]);
    // Then the loyalty columns (docs/loyalty.md#player-data), then the consents.
    expect(header!.slice(at + 6, at + 8)).toEqual(['loyalty_points', 'loyalty_level']);
    expect(header![at + 8]).toMatch(/^consent: |^custom_fields$/);
    expect(row!.slice(at + 1, at + 6)).toEqual(['counter-qr', 'qr', '', 'Counter QR', '']);
  });

  it('sends it with player.created', async () => {
    const created = (await payloads('player.created')).filter(aboutPlayer(playerPublicId));
    expect(created).toHaveLength(1);
    expect(attributionIn(created[0])).toEqual(COUNTER_TOUCH);
    // Personal data stays out (no consent on the endpoint); where they came from does not.
    expect(created[0]!.data).toMatchObject({ player: { personal_data: false } });
  });

  it('counts each form sent, and keeps the first touch', async () => {
    await lead(
      { values: { email }, visit: { visit_id: randomUUID(), utm_source: 'newsletter' } },
      token,
    );
    const player = await playerRow(email);
    const events = await leadEvents(player.id);
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({
      playId: null,
      source: 'newsletter',
      medium: 'none',
      placementId: null,
      returning: true,
    });
    expect(await listed(email)).toMatchObject(COUNTER_TOUCH);
    const updated = (await payloads('player.updated')).filter(aboutPlayer(playerPublicId));
    expect(updated).toHaveLength(1);
    expect(attributionIn(updated[0])).toEqual(COUNTER_TOUCH);
  });

  it("ignores a play that is not this player's, and a session id that is no play", async () => {
    const other = 'not.theirs@example.com';
    const sent = await lead({
      values: { email: other },
      session_id: sessionId,
      visit: { visit_id: randomUUID(), utm_source: 'instagram', utm_medium: 'social' },
    });
    const row = await playerRow(other);
    const [event] = await leadEvents(row.id);
    expect(event).toMatchObject({ playId: null, source: 'instagram', medium: 'social' });
    expect(await listed(other)).toMatchObject({
      public_id: sent.player.public_id,
      source: 'instagram',
      medium: 'social',
      placement: null,
    });

    const third = 'no.play@example.com';
    await lead({ values: { email: third }, session_id: 'not-a-play' });
    const [direct] = await leadEvents((await playerRow(third)).id);
    expect(direct).toMatchObject({ playId: null, source: 'direct', medium: 'none' });
  });

  it('takes the placement from the visit when the form comes before any play', async () => {
    const early = 'form.first@example.com';
    await lead({ values: { email: early }, visit: visitOf(counter.url) });
    expect(await listed(early)).toMatchObject(COUNTER_TOUCH);
  });
});

describe("rewards carry the play's attribution", () => {
  it('sends reward.won and gameplay.completed with where the play came from', async () => {
    const coffee = await helpers.reward({ name: 'Counter coffee', kind: 'unique_code' }, 3);
    const card = await helpers.game([{ reward_id: coffee.public_id, mode: 'odds', odds: 100 }]);
    const res = await t.api('POST', 'placements', {
      ...owner,
      body: { game: card, name: 'Flyer', utm_medium: 'print', utm_campaign: 'winter' },
    });
    const flyer = PlacementResponse.parse(res.json()).placement;
    const { sessionId, token } = await start(card, visitOf(flyer.url));
    const ended = await helpers.scratch(sessionId, token);
    expect(ended.reward).toBeTruthy();

    const touch = {
      source: 'flyer',
      medium: 'print',
      campaign: 'winter',
      placement: 'Flyer',
      variant: null,
    };
    const won = (await payloads('reward.won')).filter(
      (p) => p.type === 'reward.won' && p.data.win.session_id === sessionId,
    );
    expect(won).toHaveLength(1);
    expect(attributionIn(won[0])).toEqual(touch);
    const completed = (await payloads('gameplay.completed')).filter(
      (p) => p.type === 'gameplay.completed' && p.data.session_id === sessionId,
    );
    expect(attributionIn(completed[0])).toEqual(touch);
  });
});
