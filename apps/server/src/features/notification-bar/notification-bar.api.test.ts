import { describe, expect, it } from 'vitest';
import { NotificationBarResponse, PublicNotificationBarResponse } from '@playdesk/contract';
import { fileTestContext } from '../../test/harness.js';
import { demoGame } from '../../test/fixtures.js';

const t = await fileTestContext();
const owner = await t.login('owner@playdesk.test');

const bar = (overrides: Record<string, unknown>) => ({
  enabled: true,
  text: 'Play our coffee quiz and win a latte!',
  game_id: null,
  button_label: 'Play now',
  background: '#4A3494',
  color: '#FFFFFF',
  position: 'top',
  starts_at: null,
  ends_at: null,
  ...overrides,
});

describe('notification bar', () => {
  it('starts off, saves, and serves its public configuration only while on and in schedule', async () => {
    const initial = NotificationBarResponse.parse(
      (await t.api('GET', 'notification-bar', owner)).json(),
    );
    expect(initial.notification_bar.enabled).toBe(false);
    const publicOff = await t.api('GET', `play/accounts/${owner.account}/notification-bar`);
    expect(PublicNotificationBarResponse.parse(publicOff.json()).notification_bar).toBeNull();

    const quiz = await demoGame(t, 'Demo Coffee Co.', 'Coffee Lovers Quiz');
    const saved = await t.api('PUT', 'notification-bar', {
      ...owner,
      body: bar({ game_id: quiz.publicId }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(NotificationBarResponse.parse(saved.json()).notification_bar.game?.name).toBe(
      'Coffee Lovers Quiz',
    );

    const live = await t.api('GET', `play/accounts/${owner.account}/notification-bar`);
    expect(live.headers['access-control-allow-origin']).toBe('*');
    const body = PublicNotificationBarResponse.parse(live.json()).notification_bar!;
    expect(body.text).toBe('Play our coffee quiz and win a latte!');
    expect(body.game_url).toMatch(new RegExp(`/game/${quiz.publicId}$`));

    await t.api('PUT', 'notification-bar', {
      ...owner,
      body: bar({ starts_at: '2099-01-01T00:00:00Z' }),
    });
    expect(
      PublicNotificationBarResponse.parse(
        (await t.api('GET', `play/accounts/${owner.account}/notification-bar`)).json(),
      ).notification_bar,
    ).toBeNull();
  });

  it('validates text, colours, schedule and game', async () => {
    const empty = await t.api('PUT', 'notification-bar', { ...owner, body: bar({ text: '' }) });
    expect(empty.json<{ errors: string[] }>().errors).toEqual([
      'text: Write the text the bar shows',
    ]);
    const colour = await t.api('PUT', 'notification-bar', {
      ...owner,
      body: bar({ background: 'purple' }),
    });
    expect(colour.statusCode).toBe(400);
    const order = await t.api('PUT', 'notification-bar', {
      ...owner,
      body: bar({ starts_at: '2026-12-02T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' }),
    });
    expect(order.json<{ errors: string[] }>().errors).toEqual([
      'ends_at: The end must be after the start',
    ]);
    const foreign = await demoGame(t, 'Other Bakery', 'Bakery Wordle');
    const res = await t.api('PUT', 'notification-bar', {
      ...owner,
      body: bar({ game_id: foreign.publicId }),
    });
    expect(res.json<{ errors: string[] }>().errors).toEqual(['game_id: Choose one of your games']);
    expect((await t.api('GET', 'play/accounts/nope/notification-bar')).statusCode).toBe(404);
  });
});

describe('PUT notification-bar', () => {
  it('replaces the whole bar: one field alone is refused and changes nothing', async () => {
    const saved = await t.api('PUT', 'notification-bar', {
      ...owner,
      body: bar({ text: 'Keep me', button_label: 'Go', background: '#101010', position: 'bottom' }),
    });
    const before = NotificationBarResponse.parse(saved.json()).notification_bar;
    const res = await t.api('PUT', 'notification-bar', { ...owner, body: { text: 'Only this' } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: string[] }>().errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^enabled: /),
        expect.stringMatching(/^color: /),
      ]),
    );
    const after = NotificationBarResponse.parse(
      (await t.api('GET', 'notification-bar', owner)).json(),
    ).notification_bar;
    expect(after).toEqual(before);
  });
});
