/**
 * A game's texts as files for translators (issue 33 §8, docs/languages.md): exported as XLIFF 2.0
 * or JSON, translated, imported back, checked text by text and as a whole.
 */
import { describe, expect, it } from 'vitest';
import {
  GameResponse,
  ImportTranslationResponse,
  TranslationJsonFile,
  type Game,
} from '@playdesk/contract';
import { fileTestContext } from '../../test/harness.js';
import { IMPORT_REFUSED } from './translation-files.js';

const t = await fileTestContext();
const owner = await t.login('owner@playdesk.test');
const other = await t.login('other@playdesk.test');

const QUIZ = {
  type: 'quiz',
  name: 'Coffee Quiz',
  status: 'published',
  settings: {
    popup_texts: { win: 'Well done, {name}!', fail: 'Game over' },
    cta: { label: 'Order' },
    instructions: '<p>Answer fast.</p>',
  },
  content: {
    questions: [
      { text: 'Which bean?', options: ['Arabica', 'Robusta'], correct: 0 },
      { text: 'Which milk?', options: ['Oat', 'Cow'], correct: 1 },
    ],
  },
};

async function create(body: Record<string, unknown> = QUIZ): Promise<Game> {
  const res = await t.api('POST', 'games', { ...owner, body });
  expect(res.statusCode, res.body).toBe(201);
  return GameResponse.parse(res.json()).game;
}
const exportFile = (id: string, language: string, format: string, who = owner) =>
  t.api('GET', `games/${id}/translations/${language}?format=${format}`, who);
const importFile = (id: string, language: string, body: unknown, who = owner) =>
  t.api('PUT', `games/${id}/translations/${language}`, { ...who, body });

describe('GET games/{id}/translations/{language}', () => {
  it('exports every text as JSON, empty where not translated, with a file name', async () => {
    const game = await create({ ...QUIZ, translations: { fr: { name: 'Quiz du café' } } });
    const res = await exportFile(game.public_id, 'fr', 'json');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="coffee-quiz-fr.json"');
    const file = TranslationJsonFile.parse(res.json());
    expect(Object.keys(file)).toHaveLength(11);
    expect(file).toMatchObject({
      name: 'Quiz du café',
      'popup_texts.win': '',
      'content.questions.1.options.0': '',
    });
    // The default language's file holds the game's own texts.
    const en = TranslationJsonFile.parse((await exportFile(game.public_id, 'en', 'json')).json());
    expect(en['content.questions.0.text']).toBe('Which bean?');
  });

  it('exports XLIFF 2.0 with the source beside the target', async () => {
    const game = await create({ ...QUIZ, translations: { fr: { name: 'Quiz & café' } } });
    const res = await exportFile(game.public_id, 'fr', 'xliff');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xliff\+xml/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="coffee-quiz-fr.xlf"');
    expect(res.body).toContain('version="2.0" srcLang="en" trgLang="fr"');
    expect(res.body).toContain(
      '<unit id="name">\n      <notes><note>Game name</note></notes>\n      <segment>\n        <source>Coffee Quiz</source>\n        <target>Quiz &amp; café</target>',
    );
    expect(res.body).toContain('<source>&lt;p&gt;Answer fast.&lt;/p&gt;</source>');
  });

  it("never finds another business's game, and refuses an unknown language or format", async () => {
    const game = await create();
    expect((await exportFile(game.public_id, 'fr', 'json', other)).statusCode).toBe(404);
    expect((await exportFile(game.public_id, 'xx', 'json')).statusCode).toBe(400);
    expect((await exportFile(game.public_id, 'fr', 'csv')).statusCode).toBe(400);
  });
});

describe('PUT games/{id}/translations/{language}', () => {
  it('round-trips JSON: the translated texts are saved, empty ones left as they were', async () => {
    const game = await create({ ...QUIZ, translations: { fr: { cta: { label: 'Commander' } } } });
    const file = TranslationJsonFile.parse((await exportFile(game.public_id, 'fr', 'json')).json());
    file.name = 'Quiz du café';
    file['popup_texts.win'] = 'Bravo, {name} !';
    file['content.questions.0.text'] = 'Quel grain ?';
    const res = await importFile(game.public_id, 'fr', {
      format: 'json',
      file: JSON.stringify(file),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = ImportTranslationResponse.parse(res.json());
    expect(body.imported).toBe(4);
    expect(body.game.languages).toEqual(['en', 'fr']);
    expect(body.game.translations.fr).toEqual({
      name: 'Quiz du café',
      popup_texts: { win: 'Bravo, {name} !' },
      cta: { label: 'Commander' },
      content: { 'questions.0.text': 'Quel grain ?' },
    });
    const served = await t.api('GET', `play/games/${game.public_id}?lang=fr`);
    expect(served.json().game.name).toBe('Quiz du café');
  });

  it('round-trips XLIFF: the targets filled in are saved', async () => {
    const game = await create();
    const xliff = (await exportFile(game.public_id, 'de', 'xliff')).body
      .replace(
        '<source>Which bean?</source>\n        <target></target>',
        '<source>Which bean?</source>\n        <target>Welche Bohne?</target>',
      )
      .replace(
        '<source>Order</source>\n        <target></target>',
        '<source>Order</source>\n        <target><![CDATA[Bestellen & mehr]]></target>',
      );
    const res = await importFile(game.public_id, 'de', { format: 'xliff', file: xliff });
    expect(res.statusCode, res.body).toBe(200);
    const body = ImportTranslationResponse.parse(res.json());
    expect(body.imported).toBe(2);
    expect(body.game.translations.de).toEqual({
      cta: { label: 'Bestellen & mehr' },
      content: { 'questions.0.text': 'Welche Bohne?' },
    });
    // A file left empty changes nothing and adds no language.
    const empty = await importFile(game.public_id, 'it', {
      format: 'xliff',
      file: (await exportFile(game.public_id, 'it', 'xliff')).body,
    });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(ImportTranslationResponse.parse(empty.json())).toMatchObject({
      imported: 0,
      game: { languages: ['en', 'de'] },
    });
  });

  it('refuses malformed XML, an XXE entity and too deep a file, naming the problem', async () => {
    const game = await create();
    const good = (await exportFile(game.public_id, 'fr', 'xliff')).body;
    const broken = await importFile(game.public_id, 'fr', {
      format: 'xliff',
      file: good.replace('</segment>', '</segmnt>'),
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(
      /^The XLIFF file is not valid XML \(line \d+\): <\/segmnt> does not close <segment>/,
    );
    const xxe = await importFile(game.public_id, 'fr', {
      format: 'xliff',
      file: good
        .replace('<xliff ', '<!DOCTYPE xliff [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<xliff ')
        .replace('<target></target>', '<target>&xxe;</target>'),
    });
    expect(xxe.statusCode).toBe(400);
    expect(xxe.json().message).toBe(
      'The XLIFF file has a DOCTYPE or an entity declaration; they are not allowed',
    );
    const entity = await importFile(game.public_id, 'fr', {
      format: 'xliff',
      file: good.replace('<target></target>', '<target>&nbsp;</target>'),
    });
    expect(entity.json().message).toMatch(/the entity &nbsp; is not allowed/);
    const deep = await importFile(game.public_id, 'fr', {
      format: 'xliff',
      file: `<xliff version="2.0" srcLang="en" trgLang="fr">${'<g>'.repeat(10_000)}`,
    });
    expect(deep.statusCode).toBe(400);
    // The parser stops at the depth limit without saying where: no line here.
    expect(deep.json().message).toBe(
      'The XLIFF file is not valid XML: elements are nested more than 32 deep',
    );
    const laughs = await importFile(game.public_id, 'fr', {
      format: 'xliff',
      file: good
        .replace(
          '<xliff ',
          `<!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from(
            { length: 9 },
            (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`,
          ).join('')}]>\n<xliff `,
        )
        .replace('<target></target>', '<target>&lol9;</target>'),
    });
    expect(laughs.statusCode).toBe(400);
    expect(laughs.json().message).toBe(
      'The XLIFF file has a DOCTYPE or an entity declaration; they are not allowed',
    );
    const json = await importFile(game.public_id, 'fr', { format: 'json', file: '{"name": ' });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/^The JSON file is not valid: /);
    const language = await importFile(game.public_id, 'de', { format: 'xliff', file: good });
    expect(language.json().message).toBe(
      'The file\'s target language is fr; import it as de with trgLang="de"',
    );
  });

  it('refuses the whole file, listing unknown keys, too long texts and lost placeholders', async () => {
    const game = await create();
    const res = await importFile(game.public_id, 'fr', {
      format: 'json',
      file: JSON.stringify({
        name: 'Quiz du café',
        'questions.0.text': 'Quel grain ?',
        'cta.label': 'C'.repeat(61),
        'popup_texts.win': 'Bravo !',
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: IMPORT_REFUSED,
      errors: [
        'questions.0.text: This game has no text with this key',
        'cta.label: At most 60 characters (this text has 61)',
        'popup_texts.win: Keep the placeholders of the original text ({name}; this text has none)',
      ],
      code: 'translation.import_refused',
    });
    const after = GameResponse.parse((await t.api('GET', `games/${game.public_id}`, owner)).json());
    expect(after.game.translations.fr).toBeUndefined();
  });

  it('refuses what would break the game: a French Wordle word not in the dictionary', async () => {
    const game = await create({
      type: 'wordle',
      name: 'Coffee word',
      content: { words: ['toast'] },
    });
    const refused = await importFile(game.public_id, 'fr', {
      format: 'json',
      file: JSON.stringify({ 'content.words.0': 'zzzzz' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: IMPORT_REFUSED,
      errors: [expect.stringMatching(/^content\.words\.0: “zzzzz”/)],
      code: 'translation.import_refused',
    });
    const saved = await importFile(game.public_id, 'fr', {
      format: 'json',
      file: JSON.stringify({ 'content.words.0': 'tasse' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ImportTranslationResponse.parse(saved.json()).game.translations.fr?.content).toEqual({
      'words.0': 'tasse',
    });
  });

  it("refuses the default language, another business's game, a caller outside the account and too large a file", async () => {
    const game = await create();
    const file = JSON.stringify({ name: 'Quiz' });
    const own = await importFile(game.public_id, 'en', { format: 'json', file });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toMatch(/is the game's default language/);
    expect(
      (await importFile(game.public_id, 'fr', { format: 'json', file }, other)).statusCode,
    ).toBe(404);
    const cross = await t.api('PUT', `games/${game.public_id}/translations/fr`, {
      token: other.token,
      account: owner.account,
      body: { format: 'json', file },
    });
    expect(cross.statusCode).toBe(403);
    const big = await importFile(game.public_id, 'fr', {
      format: 'json',
      file: ' '.repeat(2_000_001),
    });
    expect(big.statusCode).toBe(400);
    expect(big.json().errors).toEqual([
      'file: The file is too large: at most 2 million characters',
    ]);
  });
});
