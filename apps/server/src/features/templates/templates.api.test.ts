import { describe, expect, it } from 'vitest';
import {
  GameResponse,
  PublicGameResponse,
  TemplateListResponse,
  TemplateResponse,
} from '@playdesk/contract';
import { fileTestContext } from '../../test/harness.js';
import { demoGame } from '../../test/fixtures.js';

const t = await fileTestContext();
const owner = await t.login('owner@playdesk.test');

const create = (body: Record<string, unknown>) => t.api('POST', 'templates', { ...owner, body });

describe('templates', () => {
  it('creates each kind with defaults and sanitised message, lists by kind, updates and deletes', async () => {
    const res = await create({
      kind: 'success',
      name: 'Big win',
      title: 'You did it!',
      message: '<p>Show this at the counter <script>x()</script></p>',
      button_label: 'Claim',
      button_link: 'https://example.com/claim',
      colors: { button: '#123456' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { template } = TemplateResponse.parse(res.json());
    expect(template.message).toBe('<p>Show this at the counter </p>');
    expect(template.colors).toEqual({
      background: '#FFFFFF',
      text: '#1F1640',
      button: '#123456',
      button_text: '#FFFFFF',
    });
    await create({ kind: 'game-over', name: 'Try again' });
    await create({ kind: 'leaderboard', name: 'Top players' });

    const successes = TemplateListResponse.parse(
      (await t.api('GET', 'templates?kind=success', owner)).json(),
    );
    expect(successes.data.map((x) => x.name)).toEqual(['Big win']);
    const all = TemplateListResponse.parse((await t.api('GET', 'templates', owner)).json());
    expect(all.meta.total).toBe(3);

    const patched = await t.api('PATCH', `templates/${template.public_id}`, {
      ...owner,
      body: { colors: { background: '#000000' } },
    });
    // The colours not sent keep their saved values (the button's is not the default).
    expect(TemplateResponse.parse(patched.json()).template.colors).toEqual({
      background: '#000000',
      text: '#1F1640',
      button: '#123456',
      button_text: '#FFFFFF',
    });
    expect(
      (
        await t.api('PATCH', `templates/${template.public_id}`, {
          ...owner,
          body: { colors: { background: 'red' } },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('is used by a game and reaches the player app', async () => {
    const success = TemplateResponse.parse(
      (await create({ kind: 'success', name: 'Prize', title: 'Free coffee!' })).json(),
    ).template;
    const game = await demoGame(t, 'Demo Coffee Co.', 'Coffee Wordle');
    const wrongKind = await t.api('PATCH', `games/${game.publicId}`, {
      ...owner,
      body: { settings: { templates: { game_over: success.public_id } } },
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json<{ errors: string[] }>().errors).toEqual([
      'settings.templates.game_over: Choose one of your game-over templates',
    ]);

    const ok = await t.api('PATCH', `games/${game.publicId}`, {
      ...owner,
      body: { settings: { templates: { success: success.public_id } } },
    });
    expect(GameResponse.parse(ok.json()).game.settings.templates.success).toBe(success.public_id);
    const pub = PublicGameResponse.parse(
      (await t.api('GET', `play/games/${game.publicId}`)).json(),
    );
    expect(pub.game.templates.success).toMatchObject({ title: 'Free coffee!' });
    expect(pub.game.templates.game_over).toBeNull();
  });

  it("refuses another business's template on a game", async () => {
    const other = await t.login('other@playdesk.test');
    const theirs = TemplateResponse.parse(
      (
        await t.api('POST', 'templates', { ...other, body: { kind: 'success', name: 'Theirs' } })
      ).json(),
    ).template;
    const game = await demoGame(t, 'Demo Coffee Co.', 'Coffee Lovers Quiz');
    const res = await t.api('PATCH', `games/${game.publicId}`, {
      ...owner,
      body: { settings: { templates: { success: theirs.public_id } } },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('PATCH templates/{id}', () => {
  const full = {
    kind: 'success',
    name: 'Everything set',
    title: 'A title',
    message: '<p>A message</p>',
    image: 'https://example.com/prize.png',
    button_label: 'Claim',
    button_link: 'https://example.com/claim',
    colors: { background: '#101010', text: '#202020', button: '#303030', button_text: '#404040' },
  };
  const changes: [string, unknown][] = [
    ['name', 'Renamed'],
    ['title', 'Another title'],
    ['message', '<p>Another message</p>'],
    ['image', null],
    ['button_label', 'Collect'],
    ['button_link', null],
    ['colors', { text: '#ABCDEF' }],
  ];

  it.each(changes)('changes only %s when only it is sent', async (field, value) => {
    const before = TemplateResponse.parse((await create(full)).json()).template;
    const res = await t.api('PATCH', `templates/${before.public_id}`, {
      ...owner,
      body: { [field]: value },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = TemplateResponse.parse(res.json()).template;
    const expected =
      field === 'colors'
        ? { ...before, colors: { ...before.colors, text: '#ABCDEF' } }
        : { ...before, [field]: value };
    expect({ ...after, updated_at: before.updated_at }).toEqual(expected);
    const stored = TemplateResponse.parse(
      (await t.api('GET', `templates/${before.public_id}`, owner)).json(),
    ).template;
    expect(stored).toEqual(after);
  });
});

describe('deleting a template', () => {
  it('clears it from the games that used it, so they can still be saved', async () => {
    const template = TemplateResponse.parse(
      (await create({ kind: 'game-over', name: 'Soon gone', title: 'Bye' })).json(),
    ).template;
    const game = await demoGame(t, 'Demo Coffee Co.', 'Café Word Hunt');
    await t.api('PATCH', `games/${game.publicId}`, {
      ...owner,
      body: { settings: { templates: { game_over: template.public_id } } },
    });
    expect((await t.api('DELETE', `templates/${template.public_id}`, owner)).statusCode).toBe(200);
    const after = GameResponse.parse((await t.api('GET', `games/${game.publicId}`, owner)).json());
    expect(after.game.settings.templates.game_over).toBeNull();
    const save = await t.api('PATCH', `games/${game.publicId}`, {
      ...owner,
      body: { name: 'Café Word Hunt' },
    });
    expect(save.statusCode).toBe(200);
    const pub = PublicGameResponse.parse(
      (await t.api('GET', `play/games/${game.publicId}`)).json(),
    );
    expect(pub.game.templates.game_over).toBeNull();
  });
});
