import { describe, expect, it } from 'vitest';
import { DashboardResponse } from '@playdesk/contract';
import { fileTestContext } from '../../test/harness.js';
import { demoGame } from '../../test/fixtures.js';

const t = await fileTestContext();

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe('dashboard', () => {
  it('counts plays, wins and new players per day from real plays', async () => {
    const owner = await t.login('owner@playdesk.test');
    const empty = DashboardResponse.parse(
      (await t.api('GET', `dashboard?from=${daysAgo(6)}&to=${today()}`, owner)).json(),
    );
    expect(empty.days).toHaveLength(7);
    expect(empty.totals).toEqual({ plays: 0, wins: 0, new_players: 0 });

    const scratch = await demoGame(t, 'Demo Coffee Co.', 'Scratch & Win a Coffee');
    const quiz = await demoGame(t, 'Demo Coffee Co.', 'Coffee Lovers Quiz');
    const first = await t.api('POST', `play/games/${scratch.publicId}/sessions`, { body: {} });
    const token = first.json<{ player_token: string; session: { session_id: string } }>();
    await t.api('POST', `play/sessions/${token.session.session_id}/actions`, {
      body: { action: { type: 'scratch', percent: 100 } },
      headers: { 'x-player': token.player_token },
    });
    await t.api('POST', `play/games/${scratch.publicId}/sessions`, {
      body: {},
      headers: { 'x-player': token.player_token },
    });
    await t.api('POST', `play/games/${quiz.publicId}/sessions`, { body: {} });

    const res = DashboardResponse.parse(
      (await t.api('GET', `dashboard?from=${daysAgo(6)}&to=${today()}`, owner)).json(),
    );
    expect(res.totals.plays).toBe(3);
    expect(res.totals.new_players).toBe(2);
    expect(res.days.at(-1)).toMatchObject({ date: today(), plays: 3 });
    expect(res.top_games[0]).toMatchObject({ name: 'Scratch & Win a Coffee', plays: 2 });
    expect(res.usage.used).toBe(3);

    const other = await t.login('other@playdesk.test');
    const theirs = DashboardResponse.parse(
      (await t.api('GET', `dashboard?from=${daysAgo(6)}&to=${today()}`, other)).json(),
    );
    expect(theirs.totals.plays).toBe(0);
  });

  it('refuses bad periods', async () => {
    const owner = await t.login('owner@playdesk.test');
    expect((await t.api('GET', 'dashboard?from=2026-02-01&to=2026-01-01', owner)).statusCode).toBe(
      400,
    );
    expect((await t.api('GET', 'dashboard?from=2020-01-01&to=2026-01-01', owner)).statusCode).toBe(
      400,
    );
    expect((await t.api('GET', 'dashboard', owner)).statusCode).toBe(400);
  });
});
