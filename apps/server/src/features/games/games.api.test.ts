import { describe, expect, it } from 'vitest';
import { GameListResponse, GameResponse } from '@playdesk/contract';
import { GAME_TYPES, gameOf } from '@playdesk/games/registry';
import { COFFEE_GAMES } from '../../seed/demo-game-list.js';
import { memberships, users } from '../../db/schema.js';
import { newPublicId } from '../../db/ids.js';
import { fileTestContext } from '../../test/harness.js';
import { hashPassword } from '../auth/passwords.js';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema.js';

const t = await fileTestContext();
const owner = await t.login('owner@playdesk.test');

/** Content the tests below write (each game's own is its starter content, from the registry). */
const VALID_CONTENT = {
  quiz: { questions: [{ text: '2 + 2?', options: ['3', '4'], correct: 1 }] },
  wordhunt: { words: ['TEA', 'MILK', 'CUP'] },
} as const;

describe('games API', () => {
  it('lists the demo games with server-side pagination, filters and search', async () => {
    const page1 = GameListResponse.parse(
      (await t.api('GET', 'games?page=1&page_size=4', owner)).json(),
    );
    expect(page1.meta).toEqual({ page: 1, page_size: 4, total: COFFEE_GAMES.length });
    expect(page1.data).toHaveLength(4);
    const page2 = GameListResponse.parse(
      (await t.api('GET', 'games?page=2&page_size=4', owner)).json(),
    );
    expect(page2.data).toHaveLength(4);
    expect(new Set([...page1.data, ...page2.data].map((g) => g.public_id)).size).toBe(8);

    const quizzes = GameListResponse.parse((await t.api('GET', 'games?type=quiz', owner)).json());
    expect(quizzes.data.map((g) => g.name).sort()).toEqual([
      'Coffee Lovers Quiz',
      'Holiday Menu Quiz',
    ]);
    const drafts = GameListResponse.parse((await t.api('GET', 'games?status=draft', owner)).json());
    expect(drafts.data.map((g) => g.name)).toEqual(['Holiday Menu Quiz']);
    const search = GameListResponse.parse((await t.api('GET', 'games?search=wORD', owner)).json());
    expect(search.data.map((g) => g.name).sort()).toEqual(['Café Word Hunt', 'Coffee Wordle']);
    const wildcard = GameListResponse.parse((await t.api('GET', 'games?search=%25', owner)).json());
    expect(wildcard.meta.total).toBe(0);
  });

  it('refuses bad list queries with 400', async () => {
    expect((await t.api('GET', 'games?page=0', owner)).statusCode).toBe(400);
    expect((await t.api('GET', 'games?page_size=1000', owner)).statusCode).toBe(400);
    expect((await t.api('GET', 'games?type=chess', owner)).statusCode).toBe(400);
  });

  it.each(GAME_TYPES.map((type) => [type, gameOf(type).starter.content] as const))(
    'creates, reads, updates and deletes a %s game',
    async (type, content) => {
      const created = await t.api('POST', 'games', {
        ...owner,
        body: { type, name: `My ${type}`, content },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { game } = GameResponse.parse(created.json());
      expect(game).toMatchObject({
        type,
        name: `My ${type}`,
        status: 'draft',
        difficulty: 'normal',
      });
      expect(game.settings.popup_texts).toEqual({ win: 'Congratulations.', fail: 'Game over' });
      expect(game.settings.footer_buttons.length).toBeGreaterThan(0);

      const patched = await t.api('PATCH', `games/${game.public_id}`, {
        ...owner,
        body: { status: 'published', difficulty: 'hard', name: 'Renamed' },
      });
      expect(patched.statusCode).toBe(200);
      expect(GameResponse.parse(patched.json()).game).toMatchObject({
        status: 'published',
        difficulty: 'hard',
        name: 'Renamed',
      });

      const got = await t.api('GET', `games/${game.public_id}`, owner);
      expect(GameResponse.parse(got.json()).game.name).toBe('Renamed');

      expect((await t.api('DELETE', `games/${game.public_id}`, owner)).statusCode).toBe(200);
      expect((await t.api('GET', `games/${game.public_id}`, owner)).statusCode).toBe(404);
    },
  );

  it('validates content per type with field paths', async () => {
    const res = await t.api('POST', 'games', {
      ...owner,
      body: { type: 'wordle', name: 'Bad', content: { words: ['ok', 'abc12'] } },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; errors: string[] }>();
    expect(body.message).toBe('The game content is not valid.');
    expect(body.errors.every((e) => e.startsWith('content.words'))).toBe(true);

    const quiz = await t.api('POST', 'games', {
      ...owner,
      body: {
        type: 'quiz',
        name: 'Bad quiz',
        content: { questions: [{ text: 'Q', options: ['only one'], correct: 3 }] },
      },
    });
    expect(quiz.statusCode).toBe(400);
    const missing = await t.api('POST', 'games', { ...owner, body: { type: 'quiz', name: '' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ errors: string[] }>().errors).toEqual(
      expect.arrayContaining(['name: Name is required']),
    );
  });

  it('sanitises the instructions and refuses unsafe links', async () => {
    const res = await t.api('POST', 'games', {
      ...owner,
      body: {
        type: 'wordhunt',
        name: 'Safe',
        content: VALID_CONTENT.wordhunt,
        settings: {
          instructions:
            '<p class="ql-align-center"><strong>Hi</strong><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><span style="color: #ff0000; position: fixed">red</span></p>',
        },
      },
    });
    expect(res.statusCode).toBe(201);
    const html = GameResponse.parse(res.json()).game.settings.instructions;
    expect(html).toContain('<strong>Hi</strong>');
    expect(html).toContain('class="ql-align-center"');
    expect(html).toContain('color:#ff0000');
    expect(html).not.toMatch(/script|onerror|javascript:|position/);

    const badLink = await t.api('POST', 'games', {
      ...owner,
      body: {
        type: 'wordhunt',
        name: 'Link',
        content: VALID_CONTENT.wordhunt,
        settings: { cta: { link: 'javascript:alert(1)' } },
      },
    });
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json<{ errors: string[] }>().errors).toEqual([
      'settings.cta.link: Use a full http(s):// address',
    ]);
  });

  it('keeps footer buttons to those that fit the game', async () => {
    const res = await t.api('POST', 'games', {
      ...owner,
      body: {
        type: 'quiz',
        name: 'Buttons',
        content: VALID_CONTENT.quiz,
        settings: { footer_buttons: ['timer', 'lives', 'share'] },
      },
    });
    expect(GameResponse.parse(res.json()).game.settings.footer_buttons).toEqual(['timer', 'share']);
  });

  it('lets a team member with the games module in, and keeps one without it out', async () => {
    const member = await t.login('member@playdesk.test');
    expect((await t.api('GET', 'games', member)).statusCode).toBe(200);

    const [coffee] = await t.db
      .select()
      .from(accounts)
      .where(eq(accounts.businessName, 'Demo Coffee Co.'));
    const [user] = await t.db
      .insert(users)
      .values({
        publicId: newPublicId(),
        email: 'rewards-only@playdesk.test',
        passwordHash: await hashPassword('playdesk-demo'),
      })
      .returning();
    await t.db.insert(memberships).values({
      userId: user!.id,
      accountId: coffee!.id,
      role: 'member',
      accessModules: ['rewards'],
    });
    const limited = await t.login('rewards-only@playdesk.test');
    for (const [method, path] of [
      ['GET', 'games'],
      ['POST', 'games'],
    ] as const) {
      const res = await t.api(method, path, {
        ...limited,
        body: method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: 'Your role in this account does not include the games module.',
        code: 'access.module',
        params: { module: 'games' },
      });
    }
  });
});

describe('PATCH games/{id} settings', () => {
  it('changes only the name when only it is sent', async () => {
    const created = await t.api('POST', 'games', {
      ...owner,
      body: {
        type: 'quiz',
        name: 'Before',
        status: 'published',
        difficulty: 'hard',
        content: VALID_CONTENT.quiz,
        settings: {
          instructions: '<p>Keep me</p>',
          popup_texts: { win: 'Yay', fail: 'Nay' },
          cta: { label: 'Order', link: 'https://example.com' },
          footer_buttons: ['timer', 'share'],
        },
      },
    });
    const before = GameResponse.parse(created.json()).game;
    const res = await t.api('PATCH', `games/${before.public_id}`, {
      ...owner,
      body: { name: 'After' },
    });
    const after = GameResponse.parse(res.json()).game;
    expect({ ...after, updated_at: before.updated_at }).toEqual({ ...before, name: 'After' });
  });

  it('changes only the settings sent, nested fields included', async () => {
    const created = await t.api('POST', 'games', {
      ...owner,
      body: {
        type: 'quiz',
        name: 'Patch me',
        content: VALID_CONTENT.quiz,
        settings: {
          instructions: '<p>Keep me</p>',
          cta: { label: 'Order', link: 'https://example.com' },
        },
      },
    });
    const id = GameResponse.parse(created.json()).game.public_id;
    const res = await t.api('PATCH', `games/${id}`, {
      ...owner,
      body: { settings: { popup_texts: { win: 'Bravo!' } } },
    });
    expect(res.statusCode).toBe(200);
    const { settings } = GameResponse.parse(res.json()).game;
    expect(settings.popup_texts).toEqual({ win: 'Bravo!', fail: 'Game over' });
    expect(settings.instructions).toBe('<p>Keep me</p>');
    expect(settings.cta).toEqual({ icon: null, label: 'Order', link: 'https://example.com' });
    const bad = await t.api('PATCH', `games/${id}`, {
      ...owner,
      body: { settings: { popup_texts: { win: '' } } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: string[] }>().errors).toEqual([
      'settings.popup_texts.win: Win text is required',
    ]);
  });
});
