import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GameResponse, StartSessionResponse } from '@playdesk/contract';
import { gameplays, games } from '../../db/schema.js';
import { fileTestContext } from '../../test/harness.js';

/**
 * Whether a Wordle guess is accepted must not tell the player that an odd word (a brand name, a
 * local word) is one of the game's secret words.
 */

const t = await fileTestContext();
const owner = await t.login('owner@playdesk.test');

// "zorbq" and "blorp" are not English words; "toast" and "bagel" are.
async function create(content: Record<string, unknown>) {
  return t.api('POST', 'games', {
    ...owner,
    body: { type: 'wordle', name: 'Local words', status: 'published', content },
  });
}

async function publish(content: Record<string, unknown>) {
  const res = await create(content);
  expect(res.statusCode, res.body).toBe(201);
  return GameResponse.parse(res.json()).game;
}

/** Starts a play and returns a guesser that reports each guess's status code. */
async function startPlay(gameId: string) {
  const res = await t.api('POST', `play/games/${gameId}/sessions`, { body: {} });
  const { session, player_token } = StartSessionResponse.parse(res.json());
  const [row] = await t.db.select().from(gameplays).where(eq(gameplays.id, session.session_id));
  const secret = (row!.state as { secret: string }).secret;
  const guess = async (word: string) =>
    (
      await t.api('POST', `play/sessions/${session.session_id}/actions`, {
        body: { action: { type: 'guess', word } },
        headers: { 'x-player': player_token! },
      })
    ).statusCode;
  return { secret, guess };
}

describe('Wordle secret words outside the dictionary', () => {
  it('are refused unless listed as allowed guesses, naming the word', async () => {
    const res = await create({ words: ['toast', 'zorbq'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Players could never guess some of the secret words.',
      errors: [
        'content.words.1: “zorbq” is not in the dictionary, so players could never guess it: add it to the allowed guesses',
      ],
    });

    const game = await publish({ words: ['toast', 'zorbq'], allowed_guesses: ['zorbq', 'blorp'] });
    expect(game.content).toMatchObject({ allowed_guesses: ['zorbq', 'blorp'] });
    const patch = await t.api('PATCH', `games/${game.public_id}`, {
      ...owner,
      body: { content: { words: ['toast', 'zorbq'], allowed_guesses: ['blorp'] } },
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json<{ errors: string[] }>().errors[0]).toMatch(/^content\.words\.1: “zorbq”/);
  });

  it('accepts or refuses a guess the same whether or not it is a secret word', async () => {
    const allowed = ['zorbq', 'blorp'];
    const withOdd = await publish({ words: ['toast', 'zorbq'], allowed_guesses: allowed });
    const without = await publish({ words: ['toast', 'bagel'], allowed_guesses: allowed });
    for (let i = 0; i < 4; i++) {
      for (const game of [withOdd, without]) {
        const { secret, guess } = await startPlay(game.public_id);
        // Each word that is not the secret: the allowed ones pass, the unknown one does not.
        for (const word of ['zorbq', 'blorp', 'xqzvv', 'toast'].filter((w) => w !== secret)) {
          expect(await guess(word), `${word} (secret ${secret})`).toBe(
            word === 'xqzvv' ? 422 : 200,
          );
        }
      }
    }
  });

  it('never picks a secret word no guess can match in content stored before the rule', async () => {
    const game = await publish({ words: ['toast', 'bagel'] });
    // Content saved by an older version: an odd secret word and no allowed guesses.
    await t.db
      .update(games)
      .set({ content: { words: ['zorbq', 'toast'] } })
      .where(eq(games.publicId, game.public_id));
    for (let i = 0; i < 8; i++) {
      const { secret, guess } = await startPlay(game.public_id);
      expect(secret).toBe('toast');
      expect(await guess('zorbq')).toBe(422);
    }
  });
});
