/**
 * Experiments end to end: create, list, read with results, change, stop, promote; the 4xx of bad
 * input; and real plays through the public API in each variant counted in the results.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ExperimentDetailResponse,
  ExperimentListResponse,
  ExperimentResponse,
  GameResponse,
  PublicGameResponse,
  StartSessionResponse,
  type Experiment,
} from '@playdesk/contract';
import { analyticsEvents, experimentCounts, experiments, gameplays } from '../../db/schema.js';
import { INVALID_REQUEST } from '../../http/errors.js';
import { fileTestContext } from '../../test/harness.js';
import { rollUp } from '../insight/rollup.js';
import { assignVariant } from '../play/variants.js';
import { ALREADY_PROMOTED, ALREADY_RUNNING, ALREADY_STOPPED } from './service.js';

const t = await fileTestContext();
const owner = await t.login('owner@playdesk.test');

const QUESTIONS = [
  { text: 'Which country produces the most coffee?', options: ['Brazil', 'Peru'], correct: 0 },
  { text: 'What is the foam on an espresso called?', options: ['Froth', 'Crema'], correct: 1 },
];
const SHORT = [{ text: 'Which roast is darker?', options: ['French', 'Cinnamon'], correct: 0 }];

/** A fresh published quiz of Demo Coffee Co. */
async function newQuiz(name = `Quiz ${Math.random().toString(36).slice(2, 8)}`) {
  const res = await t.api('POST', 'games', {
    ...owner,
    body: {
      type: 'quiz',
      name,
      status: 'published',
      content: { questions: QUESTIONS },
      settings: { popup_texts: { win: 'Well done!', fail: 'So close.' } },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return GameResponse.parse(res.json()).game;
}

const twoVariants = (game: string, extra: Record<string, unknown> = {}) => ({
  game,
  name: 'Shorter quiz',
  goal: 'finish',
  variants: [
    { name: 'Two questions', share: 50 },
    {
      name: 'One question',
      share: 50,
      overrides: {
        content: { questions: SHORT },
        settings: { popup_texts: { win: 'One and done!' } },
      },
    },
  ],
  ...extra,
});

async function create(body: Record<string, unknown>): Promise<Experiment> {
  const res = await t.api('POST', 'experiments', { ...owner, body });
  expect(res.statusCode, res.body).toBe(201);
  return ExperimentResponse.parse(res.json()).experiment;
}

describe('experiments API', () => {
  it('creates, lists, reads, changes and stops an experiment', async () => {
    const game = await newQuiz();
    const created = await create(twoVariants(game.public_id, { min_sample: 50 }));
    expect(created).toMatchObject({
      game: { public_id: game.public_id, name: game.name, type: 'quiz' },
      status: 'running',
      goal: 'finish',
      min_sample: 50,
      ends_on: null,
      varies_odds: false,
      promoted_variant: null,
      stopped_at: null,
    });
    expect(created.variants.map((v) => [v.key, v.share])).toEqual([
      ['A', 50],
      ['B', 50],
    ]);
    expect(created.variants[0]!.overrides).toEqual({});
    // Checked and stored as the game's PATCH stores content (ids and defaults filled in).
    expect(created.variants[1]!.overrides.content).toMatchObject({ questions: SHORT });
    expect(created.variants[1]!.overrides.content).toHaveProperty('questions.0.id', 'q1');

    const listed = ExperimentListResponse.parse(
      (await t.api('GET', `experiments?game=${game.public_id}&status=running`, owner)).json(),
    );
    expect(listed.data.map((e) => e.public_id)).toEqual([created.public_id]);
    expect(listed.meta.total).toBe(1);
    const none = ExperimentListResponse.parse(
      (await t.api('GET', `experiments?game=${game.public_id}&status=stopped`, owner)).json(),
    );
    expect(none.meta.total).toBe(0);

    const detail = ExperimentDetailResponse.parse(
      (await t.api('GET', `experiments/${created.public_id}`, owner)).json(),
    );
    expect(detail.experiment).toEqual(created);
    expect(detail.results).toMatchObject({
      method: 'two-proportion z-test',
      goal: 'finish',
      enough_data: false,
      sample_ratio: { p_value: null, mismatch: false },
    });
    expect(detail.results.variants.map((v) => [v.key, v.players, v.rate])).toEqual([
      ['A', 0, null],
      ['B', 0, null],
    ]);

    const patched = await t.api('PATCH', `experiments/${created.public_id}`, {
      ...owner,
      body: { name: 'Shorter quiz, round 1', ends_on: '2099-01-31' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const changed = ExperimentResponse.parse(patched.json()).experiment;
    expect(changed).toEqual({ ...created, name: 'Shorter quiz, round 1', ends_on: '2099-01-31' });

    const stopped = await t.api('POST', `experiments/${created.public_id}/stop`, owner);
    expect(stopped.statusCode, stopped.body).toBe(200);
    const after = ExperimentResponse.parse(stopped.json()).experiment;
    expect(after.status).toBe('stopped');
    expect(after.stopped_at).not.toBeNull();
    // Stopped: no second stop, no change; the history stays readable.
    const again = await t.api('POST', `experiments/${created.public_id}/stop`, owner);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ALREADY_STOPPED });
    const late = await t.api('PATCH', `experiments/${created.public_id}`, {
      ...owner,
      body: { name: 'Too late' },
    });
    expect(late.statusCode).toBe(409);
    expect((await t.api('GET', `experiments/${created.public_id}`, owner)).statusCode).toBe(200);
    // The game is free for another experiment.
    await create(twoVariants(game.public_id));
  });

  it('runs one experiment per game at a time (409)', async () => {
    const game = await newQuiz();
    await create(twoVariants(game.public_id));
    const second = await t.api('POST', 'experiments', {
      ...owner,
      body: twoVariants(game.public_id),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: ALREADY_RUNNING });
  });

  it('stops an experiment past its last day when it is read', async () => {
    const game = await newQuiz();
    const created = await create(twoVariants(game.public_id, { ends_on: '2099-12-31' }));
    await t.db
      .update(experiments)
      .set({ endsOn: '2020-01-31' })
      .where(eq(experiments.publicId, created.public_id));
    const detail = ExperimentDetailResponse.parse(
      (await t.api('GET', `experiments/${created.public_id}`, owner)).json(),
    );
    expect(detail.experiment.status).toBe('stopped');
    expect(detail.experiment.stopped_at).toBe('2020-02-01T00:00:00.000Z');
    // The game may start another one.
    await create(twoVariants(game.public_id));
  });

  it('refuses bad experiments with a 4xx naming the problem', async () => {
    const game = await newQuiz();
    const refused = async (body: Record<string, unknown>) => {
      const res = await t.api('POST', 'experiments', { ...owner, body });
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ message: string; errors?: string[] }>();
    };
    const base = twoVariants(game.public_id);
    expect(
      await refused({
        ...base,
        variants: [
          { name: 'A', share: 50 },
          { name: 'B', share: 40 },
        ],
      }),
    ).toEqual({ message: INVALID_REQUEST, errors: ['variants: The shares must add up to 100 %'] });
    expect(
      (await refused({ ...base, variants: [{ name: 'A', share: 100 }] })).errors?.join(),
    ).toContain('at least 2 variants');
    expect(
      (
        await refused({
          ...base,
          variants: Array.from({ length: 5 }, (_, i) => ({ name: `V${i}`, share: 20 })),
        })
      ).errors?.join(),
    ).toContain('at most 4 variants');
    const rewards = {
      ...base,
      variants: [
        { name: 'A', share: 50 },
        {
          name: 'B',
          share: 50,
          overrides: { settings: { rewards: { rules: [], consolation_reward_id: null } } },
        },
      ],
    };
    expect((await refused(rewards)).errors).toEqual([
      'variants: A variant may change the rewards only when the experiment varies the odds',
    ]);
    const badContent = await refused({
      ...base,
      variants: [
        { name: 'A', share: 50 },
        { name: 'B', share: 50, overrides: { content: { words: ['toast'] } } },
      ],
    });
    expect(badContent.message).toBe('The game content is not valid.');
    expect(badContent.errors?.[0]).toMatch(/^variants\.1\.overrides\.content\.questions: /);
    const badTemplate = await refused({
      ...base,
      variants: [
        { name: 'A', share: 50 },
        {
          name: 'B',
          share: 50,
          overrides: { settings: { templates: { success: 't_nope1234' } } },
        },
      ],
    });
    expect(badTemplate.errors?.[0]).toMatch(/^variants\.1\.overrides\.settings\.templates/);
    expect((await refused({ ...base, ends_on: '2020-01-01' })).errors).toEqual([
      'ends_on: The last day must be today or later',
    ]);
    const unknown = await t.api('POST', 'experiments', {
      ...owner,
      body: twoVariants('g_nope12345'),
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.api('GET', 'experiments/x_nope12345', owner)).statusCode).toBe(404);
    // Nothing was created by the refusals.
    const listed = ExperimentListResponse.parse(
      (await t.api('GET', `experiments?game=${game.public_id}`, owner)).json(),
    );
    expect(listed.meta.total).toBe(0);
  });

  it('promotes a variant into the game as a PATCH of the game would', async () => {
    const game = await newQuiz();
    const created = await create(twoVariants(game.public_id));
    const badKey = await t.api('POST', `experiments/${created.public_id}/promote`, {
      ...owner,
      body: { variant: 'C' },
    });
    expect(badKey.statusCode).toBe(400);
    const res = await t.api('POST', `experiments/${created.public_id}/promote`, {
      ...owner,
      body: { variant: 'B' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const promoted = ExperimentResponse.parse(res.json()).experiment;
    expect(promoted).toMatchObject({ status: 'stopped', promoted_variant: 'B' });
    const after = GameResponse.parse(
      (await t.api('GET', `games/${game.public_id}`, owner)).json(),
    ).game;
    expect(after.content).toMatchObject({ questions: SHORT });
    expect(after.settings.popup_texts).toEqual({ win: 'One and done!', fail: 'So close.' });
    // The player sees the promoted game, with no experiment.
    const pub = PublicGameResponse.parse(
      (await t.api('GET', `play/games/${game.public_id}`)).json(),
    ).game;
    expect(pub.popup_texts.win).toBe('One and done!');
    expect(pub.experiment).toBeNull();
    const twice = await t.api('POST', `experiments/${created.public_id}/promote`, {
      ...owner,
      body: { variant: 'A' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: ALREADY_PROMOTED });
  });

  it('promotes a shorter quiz of a translated game: the translations of the old questions go', async () => {
    const game = await newQuiz();
    const fr = {
      name: 'Quiz en français',
      instructions: '<p>Répondez à chaque question.</p>',
      content: { 'questions.1.text': 'Comment appelle-t-on la mousse d’un espresso ?' },
    };
    const translated = await t.api('PATCH', `games/${game.public_id}`, {
      ...owner,
      body: { translations: { fr } },
    });
    expect(translated.statusCode, translated.body).toBe(200);
    const created = await create(twoVariants(game.public_id));
    const res = await t.api('POST', `experiments/${created.public_id}/promote`, {
      ...owner,
      body: { variant: 'B' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = GameResponse.parse(
      (await t.api('GET', `games/${game.public_id}`, owner)).json(),
    ).game;
    expect(after.content).toMatchObject({ questions: SHORT });
    // The French name and instructions stay (the variant did not rewrite them); the content's do not.
    expect(after.translations.fr).toMatchObject({ name: fr.name, instructions: fr.instructions });
    expect(after.translations.fr?.content ?? {}).toEqual({});
  });
});

/** A visit id that `experiment` assigns to `variant`. */
function visitIn(experiment: Experiment, variant: string): string {
  for (;;) {
    const visit = randomUUID();
    if (assignVariant(visit, experiment) === variant) return visit;
  }
}

describe('experiments on the play path', () => {
  it('gives the rewards of a variant that varies the odds when its plays end', async () => {
    const reward = await t.api('POST', 'rewards', {
      ...owner,
      body: { name: 'Free cookie', kind: 'physical' },
    });
    expect(reward.statusCode, reward.body).toBe(201);
    const rewardId = reward.json<{ reward: { public_id: string } }>().reward.public_id;
    const game = await newQuiz();
    const short = { content: { questions: SHORT } };
    const created = await t.api('POST', 'experiments', {
      ...owner,
      body: {
        game: game.public_id,
        name: 'A prize for winners',
        goal: 'finish',
        varies_odds: true,
        variants: [
          { name: 'No prize', share: 50, overrides: short },
          {
            name: 'A cookie for winners',
            share: 50,
            overrides: {
              ...short,
              settings: {
                rewards: {
                  rules: [{ reward_id: rewardId, mode: 'winner' }],
                  consolation_reward_id: null,
                },
              },
            },
          },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const experiment = ExperimentResponse.parse(created.json()).experiment;
    const won: Record<string, unknown> = {};
    for (const variant of ['A', 'B'] as const) {
      const visit = visitIn(experiment, variant);
      const started = await t.api('POST', `play/games/${game.public_id}/sessions`, {
        body: { visit: { visit_id: visit }, variant },
      });
      expect(started.statusCode, started.body).toBe(201);
      const { session, player_token } = StartSessionResponse.parse(started.json());
      const view = session.view as { current: { id: string } };
      // The one question's right answer: the play is won and ends.
      const res = await t.api('POST', `play/sessions/${session.session_id}/actions`, {
        body: { action: { type: 'answer', question_id: view.current.id, option: 0 } },
        headers: { 'x-player': player_token! },
      });
      expect(res.statusCode, res.body).toBe(200);
      const ended = res.json<{ session: { outcome: { status: string }; reward?: unknown } }>()
        .session;
      expect(ended.outcome.status).toBe('won');
      won[variant] = ended.reward ?? null;
    }
    expect(won.A).toBeNull();
    expect(won.B).toMatchObject({ reward: { public_id: rewardId } });
  });

  it('plays each variant through the public API and counts them in the results', async () => {
    const game = await newQuiz();
    const experiment = await create(twoVariants(game.public_id));
    const seen = async (query: string, headers: Record<string, string> = {}) => {
      const res = await t.api('GET', `play/games/${game.public_id}${query}`, { headers });
      expect(res.statusCode, res.body).toBe(200);
      return PublicGameResponse.parse(res.json()).game;
    };
    // Without token or visit: the control.
    expect((await seen('')).experiment).toEqual({ public_id: experiment.public_id, variant: 'A' });

    const plays: Record<string, { token: string; session: string; questions: number }> = {};
    for (const variant of ['A', 'B'] as const) {
      const visit = visitIn(experiment, variant);
      const page = await seen(`?visit=${visit}`);
      expect(page.experiment).toEqual({ public_id: experiment.public_id, variant });
      expect(page.popup_texts.win).toBe(variant === 'A' ? 'Well done!' : 'One and done!');
      // Sticky: the same visit sees the same variant again.
      expect((await seen(`?visit=${visit}`)).experiment?.variant).toBe(variant);

      const started = await t.api('POST', `play/games/${game.public_id}/sessions`, {
        body: { visit: { visit_id: visit }, variant },
      });
      expect(started.statusCode, started.body).toBe(201);
      const { session, player_token } = StartSessionResponse.parse(started.json());
      // The new player's token lands in the variant it was shown, so it keeps seeing it.
      expect(assignVariant(player_token!, experiment)).toBe(variant);
      expect((await seen('', { 'x-player': player_token! })).experiment?.variant).toBe(variant);
      const view = session.view as { total: number; current: { id: string; text: string } };
      expect(view.total).toBe(variant === 'A' ? 2 : 1);
      // The variant's questions (in the play's own order).
      expect((variant === 'A' ? QUESTIONS : SHORT).map((q) => q.text)).toContain(view.current.text);
      const [row] = await t.db.select().from(gameplays).where(eq(gameplays.id, session.session_id));
      expect(row).toMatchObject({ experimentId: expect.any(String), variant });
      plays[variant] = { token: player_token!, session: session.session_id, questions: view.total };
      // A play counts once against the plan, whatever its variant (usage is the plan's count).
    }
    // B answers its only question: finished. A answers one of two: still playing.
    for (const variant of ['A', 'B'] as const) {
      const { token, session } = plays[variant]!;
      const current = await t.api('GET', `play/sessions/${session}`, {
        headers: { 'x-player': token },
      });
      const id = current.json<{ session: { view: { current: { id: string } } } }>().session.view
        .current.id;
      const res = await t.api('POST', `play/sessions/${session}/actions`, {
        body: { action: { type: 'answer', question_id: id, option: 0 } },
        headers: { 'x-player': token },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // A player with a token starting again stays in their variant, and is one player.
    const again = await t.api('POST', `play/games/${game.public_id}/sessions`, {
      body: { variant: 'A' },
      headers: { 'x-player': plays.B!.token },
    });
    expect(again.statusCode, again.body).toBe(201);
    expect((StartSessionResponse.parse(again.json()).session.view as { total: number }).total).toBe(
      1,
    );

    const detail = ExperimentDetailResponse.parse(
      (await t.api('GET', `experiments/${experiment.public_id}`, owner)).json(),
    );
    expect(detail.results.variants.map((v) => [v.key, v.players, v.conversions, v.rate])).toEqual([
      ['A', 1, 0, 0],
      ['B', 1, 1, 1],
    ]);
    expect(detail.results.enough_data).toBe(false);
    expect(detail.results.variants[1]!.difference).toBe(1);
    expect(detail.results.variants[0]!.rate_interval).toEqual([0, expect.any(Number)]);
    // Rolled up (the hour closed), the page reads the counts the job kept: the same results.
    await expectSameAfterRollup(experiment.public_id, detail);
  });

  it('counts leads of the players of each variant (lead goal)', async () => {
    const game = await newQuiz();
    const experiment = await create(twoVariants(game.public_id, { goal: 'lead' }));
    const tokens: Record<string, string> = {};
    for (const variant of ['A', 'B'] as const) {
      const started = await t.api('POST', `play/games/${game.public_id}/sessions`, {
        body: { variant },
      });
      tokens[variant] = StartSessionResponse.parse(started.json()).player_token!;
    }
    // The lead service's event of B's player (analytics_events, as docs/insight.md#steps says).
    const [play] = await t.db
      .select()
      .from(gameplays)
      .where(
        and(eq(gameplays.experimentId, (await expRow(experiment)).id), eq(gameplays.variant, 'B')),
      );
    await t.db.insert(analyticsEvents).values({
      accountId: play!.accountId,
      gameId: play!.gameId,
      step: 'lead',
      playerId: play!.playerId,
      experimentId: play!.experimentId,
      variant: 'B',
    });
    const detail = ExperimentDetailResponse.parse(
      (await t.api('GET', `experiments/${experiment.public_id}`, owner)).json(),
    );
    expect(detail.results.variants.map((v) => [v.key, v.players, v.conversions])).toEqual([
      ['A', 1, 0],
      ['B', 1, 1],
    ]);
    await expectSameAfterRollup(experiment.public_id, detail);
  });

  it("plays the variant's difficulty, also when the play is read back from the database", async () => {
    const created = await t.api('POST', 'games', {
      ...owner,
      body: {
        type: 'puzzle',
        name: 'Puzzle experiment',
        status: 'published',
        difficulty: 'easy',
        content: { image: 'https://example.com/p.jpg' },
      },
    });
    const game = GameResponse.parse(created.json()).game;
    const experiment = await create({
      ...twoVariants(game.public_id),
      variants: [
        { name: 'Easy', share: 50 },
        { name: 'Hard', share: 50, overrides: { difficulty: 'hard' } },
      ],
    });
    const limits: Record<string, number | null> = {};
    for (const variant of ['A', 'B'] as const) {
      const visit = visitIn(experiment, variant);
      const page = await t.api('GET', `play/games/${game.public_id}?visit=${visit}`);
      limits[variant] = PublicGameResponse.parse(page.json()).game.time_limit_seconds;
      const started = await t.api('POST', `play/games/${game.public_id}/sessions`, {
        body: { visit: { visit_id: visit }, variant },
      });
      const { session, player_token } = StartSessionResponse.parse(started.json());
      const span = (s: { started_at: string; ends_at: string | null }) =>
        (Date.parse(s.ends_at!) - Date.parse(s.started_at)) / 1000;
      expect(span(session)).toBe(limits[variant]);
      // Read back through the database (PLAY_WITH_GAME): still the variant's time limit.
      const read = await t.api('GET', `play/sessions/${session.session_id}`, {
        headers: { 'x-player': player_token! },
      });
      expect(span(read.json<{ session: { started_at: string; ends_at: string } }>().session)).toBe(
        limits[variant],
      );
    }
    expect(limits.A).not.toBe(limits.B);
  });

  it("shows the variant's lead form", async () => {
    const game = await newQuiz();
    const form = (label: string) => ({
      mode: 'after',
      fields: [{ key: 'email', type: 'email', label, required: true }],
      consents: [],
    });
    await t.api('PATCH', `games/${game.public_id}`, {
      ...owner,
      body: { settings: { lead_form: form('Your email') } },
    });
    const experiment = await create({
      ...twoVariants(game.public_id, { goal: 'lead' }),
      variants: [
        { name: 'Plain', share: 50 },
        {
          name: 'Friendly',
          share: 50,
          overrides: { settings: { lead_form: form('Where shall we send your coffee?') } },
        },
      ],
    });
    for (const variant of ['A', 'B'] as const) {
      const visit = visitIn(experiment, variant);
      const res = await t.api('GET', `play/games/${game.public_id}/lead?visit=${visit}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(
        res.json<{ lead_form: { fields: { label: string }[] } }>().lead_form.fields[0]!.label,
      ).toBe(variant === 'A' ? 'Your email' : 'Where shall we send your coffee?');
    }
  });
});

async function expRow(experiment: Experiment) {
  const [row] = await t.db
    .select()
    .from(experiments)
    .where(eq(experiments.publicId, experiment.public_id));
  return row!;
}

/**
 * Rolls every hour up (as the job does two hours from now: the current hour closed) and reads the
 * results again: the same, now from `experiment_counts` and no event after `rolled_until`.
 */
async function expectSameAfterRollup(publicId: string, before: ExperimentDetailResponse) {
  await rollUp(t.db, { now: new Date(Date.now() + 2 * 3_600_000), maxHours: 10_000 });
  const row = await t.db.query.experiments.findFirst({
    where: eq(experiments.publicId, publicId),
  });
  const counted = await t.db
    .select()
    .from(experimentCounts)
    .where(eq(experimentCounts.experimentId, row!.id));
  expect(counted.length).toBeGreaterThan(0);
  const after = ExperimentDetailResponse.parse(
    (await t.api('GET', `experiments/${publicId}`, owner)).json(),
  );
  expect(after.results).toEqual(before.results);
  // Rolled as if two hours later, the rollups reach past now: emptied again, so the next tests'
  // events are counted live (as in features/insight/insight.api.test.ts).
  for (const table of [
    'analytics_hourly',
    'analytics_daily',
    'analytics_rollup_state',
    'experiment_players',
    'experiment_counts',
  ])
    await t.db.execute(sql.raw(`delete from ${table}`));
}
