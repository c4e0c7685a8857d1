/**
 * Whole journeys in a player's language (issue 33): a French player plays a French Wordle on a
 * phone from the first tap to the reward email, and a German and a French player of one game land
 * on one leader board (docs/languages.md, docs/product-rules.md#languages).
 *
 * Each test sets its games up through the API in a business of its own (on the Starter plan, which
 * has player forms), so the secret word and the right answers are known.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { registerPaid } from './support/billing.js';
import { API, apiGet, apiSend, copyDemoGame, demoGame, type Session } from './support/business.js';
import { latestEmailTo } from './support/mailbox.js';
import { shot } from './support/play-helpers.js';

const PHONE_812 = { width: 375, height: 812 } as const;

test.describe.configure({ timeout: 180_000 });

/**
 * Presses the keys of `text` as a French keyboard sends them (a key event per letter, é
 * included; Playwright's own keyboard knows only a US layout and sends é as text input).
 */
async function typeKeys(page: Page, text: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  for (const key of text) {
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key, text: key });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key });
  }
  await cdp.detach();
}

/** Words an English pad shows that must never show on a French one (the pad's own texts). */
const ENGLISH = [
  'Start',
  'Keyboard',
  'Congratulations',
  'Game over',
  'Close',
  'Leader Board',
  'One last step',
  'See my result',
  'You won',
  'Play again',
  'Enter',
  'Not in word list',
  'tries left',
];

/** The English pad texts found in the page's visible text (whole words, case kept). */
async function englishOn(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return ENGLISH.filter((word) => new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'u').test(text));
}

test.describe('a French player on a phone', () => {
  test.use({ locale: 'fr-FR', viewport: PHONE_812, isMobile: true, hasTouch: true });

  test('a French player plays a French Wordle end to end on a phone', async ({ page, request }) => {
    // The business: a French game whose one word has an accent, a form after the game with a
    // consent, and a reward for every winner.
    const owner = await registerPaid(request, 'Café des Lilas', 'starter');
    const { consent } = await apiSend<{ consent: { public_id: string } }>(
      request,
      owner,
      'POST',
      'consents',
      { name: 'Règlement', text: '<p>J’accepte le règlement du jeu.</p>', mandatory: true },
    );
    const { reward } = await apiSend<{ reward: { public_id: string } }>(
      request,
      owner,
      'POST',
      'rewards',
      {
        name: 'Un café offert',
        kind: 'shared_code',
        shared_value: 'CREME2026',
        how_to_redeem: 'Montrez ce code au comptoir.',
      },
    );
    const { game } = await apiSend<{ game: { public_id: string; default_language: string } }>(
      request,
      owner,
      'POST',
      'games',
      {
        type: 'wordle',
        name: 'Le mot secret',
        status: 'published',
        difficulty: 'easy',
        default_language: 'fr',
        settings: {
          instructions: '<p>Trouvez le mot en 6 essais.</p>',
          lead_form: {
            mode: 'after',
            fields: [
              { key: 'first_name', type: 'first_name', label: 'Prénom', required: true },
              { key: 'email', type: 'email', label: 'E-mail', required: true },
            ],
            consents: [consent.public_id],
          },
          rewards: {
            rules: [{ reward_id: reward.public_id, mode: 'winner' }],
            consolation_reward_id: null,
          },
          participation: { rule: 'unlimited' },
        },
        content: { words: ['crème'] },
      },
    );
    expect(game.default_language).toBe('fr');

    await page.goto(`/game/${game.public_id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { name: 'Le mot secret' })).toBeVisible();
    await page.getByRole('button', { name: 'Jouer', exact: true }).tap();
    await expect(page.getByRole('region', { name: 'Plateau de jeu' })).toBeVisible();

    // The French keyboard is AZERTY. Accents are optional in French (docs/game-rules.md#languages):
    // the keyboard has no é è ç keys — a letter typed with its accent counts as the plain one.
    const keyboard = page.getByRole('group', { name: 'Clavier' });
    await expect(keyboard).toBeVisible();
    const letters = await keyboard
      .getByRole('button')
      .evaluateAll((keys) => keys.map((k) => k.textContent!.trim()).filter((k) => k.length === 1));
    expect(letters.slice(0, 6).join('')).toBe('AZERTY');
    expect(letters).toContain('M');
    expect(letters).not.toContain('É');
    await expect(keyboard.getByRole('button', { name: 'Entrée' })).toBeVisible();
    await expect(keyboard.getByRole('button', { name: 'Effacer la lettre' })).toBeVisible();

    // A wrong guess typed with its accents (the phone's own keyboard sends é and è): the tiles show
    // the plain letters, marked in French.
    await typeKeys(page, 'élève');
    await keyboard.getByRole('button', { name: 'Entrée' }).tap();
    const first = page.getByRole('group', { name: 'Essai 1' }).getByRole('img');
    await expect(first).toHaveCount(5);
    await expect(first.first()).toHaveAttribute('aria-label', /^E, /);
    const marks = await first.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!));
    // é l è v e against crème: è and the last e are crème's two e's, in their places (è counts
    // as e, so does the è of crème); no e is left for the first one.
    expect(marks).toEqual([
      'E, absente du mot',
      'L, absente du mot',
      'E, bien placée',
      'V, absente du mot',
      'E, bien placée',
    ]);
    await expect(page.getByText('5 essais restants')).toBeVisible();
    await shot(page, 'journey-fr-wordle-first-guess', false);

    // The word tapped on the on-screen keyboard without its accent wins.
    for (const letter of 'CREME') {
      // A key already played says its mark too ("E, bien placée").
      await keyboard.getByRole('button', { name: new RegExp(`^${letter}(, |$)`) }).tap();
    }
    await keyboard.getByRole('button', { name: 'Entrée' }).tap();

    // The form comes first, in French, with the business's own labels and consent.
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Dernière étape' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(dialog).toContainText(
      'Dites à Café des Lilas qui a joué pour voir votre résultat.',
    );
    expect(await englishOn(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Voir mon résultat' }).tap();
    await expect(dialog.getByText('Merci de cocher cette case pour participer')).toBeVisible();
    const email = `lea-${randomUUID().slice(0, 8)}@example.com`;
    await dialog.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Léa');
    await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await dialog.getByRole('checkbox', { name: /règlement/ }).check();
    await shot(page, 'journey-fr-wordle-form', false);
    await dialog.getByRole('button', { name: 'Voir mon résultat' }).tap();

    // The win pop-up: the French texts, the score in points, the reward and its code.
    // The game has no pop-up texts of its own: the product's default title, in French.
    await expect(dialog.getByRole('heading', { name: 'Bravo !' })).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toContainText(/\d+\s*points/);
    await expect(dialog).toContainText('au classement.');
    const prize = dialog.getByRole('region', { name: 'Un café offert' });
    await expect(prize).toBeVisible();
    await expect(prize.getByTestId('reward-code')).toHaveText('CREME2026');
    await expect(prize).toContainText('Montrez ce code au comptoir.');
    expect(await englishOn(page)).toEqual([]);
    await shot(page, 'journey-fr-wordle-won', false);
    await dialog.getByRole('button', { name: 'Fermer' }).tap();
    // The board reveals the word with its accent.
    await expect(page.getByText('Vous avez trouvé CRÈME !')).toBeVisible();
    expect(await englishOn(page)).toEqual([]);

    // The reward email, in French.
    const mail = await latestEmailTo(email);
    expect(mail.subject).toBe('Votre récompense de Café des Lilas : Un café offert');
    expect(mail.text).toContain(
      'Vous avez gagné « Un café offert » avec Café des Lilas en jouant à Le mot secret.',
    );
    expect(mail.text).toContain('Votre code : CREME2026');
    expect(mail.text).toContain('Comment en profiter :');
    expect(mail.text).toContain('Retrouvez toutes vos récompenses ici : ');
    expect(mail.text).not.toMatch(/You won|Your code|How to redeem/);

    // The business sees the play in French.
    const players = await apiGet<{ data: { public_id: string; language: string | null }[] }>(
      request,
      owner,
      `players?search=${encodeURIComponent(email)}`,
    );
    expect(players.data).toHaveLength(1);
    expect(players.data[0]!.language).toBe('fr');
  });
});

interface QuizQuestion {
  text: string;
  options: string[];
  correct: number;
}

/** The demo quiz's questions in `language`: question text → [right option, a wrong one]. */
async function quizAnswers(
  request: APIRequestContext,
  language: 'fr' | 'de',
): Promise<Map<string, [string, string]>> {
  const game = await demoGame(request, 'Coffee Lovers Quiz');
  const questions = (game.content as { questions: QuizQuestion[] }).questions;
  const texts = (game.translations[language] as { content: Record<string, string> }).content;
  const answers = new Map<string, [string, string]>();
  questions.forEach((q, i) => {
    const option = (o: number) => texts[`questions.${i}.options.${o}`] ?? q.options[o]!;
    const wrong = q.correct === 0 ? 1 : 0;
    answers.set(texts[`questions.${i}.text`] ?? q.text, [option(q.correct), option(wrong)]);
  });
  return answers;
}

/**
 * Plays the quiz on the pad in a language: right answers for the first `right` questions, wrong
 * ones after. Returns the score the pop-up shows.
 */
async function playQuiz(
  page: Page,
  answers: Map<string, [string, string]>,
  right: number,
  words: { board: string; progress: (n: number, total: number) => string; points: RegExp },
): Promise<number> {
  const board = page.getByRole('region', { name: words.board });
  const total = answers.size;
  for (let n = 1; n <= total; n++) {
    await expect(board.getByText(words.progress(n, total))).toBeVisible();
    const question = (await board.getByRole('heading', { level: 2 }).innerText()).trim();
    const pair = answers.get(question);
    expect(pair, `known question "${question}"`).toBeTruthy();
    await board.getByRole('button', { name: n <= right ? pair![0] : pair![1], exact: true }).tap();
  }
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  const match = words.points.exec(await dialog.innerText());
  expect(match, `a score in the pop-up`).toBeTruthy();
  return Number(match![1]);
}

async function phoneIn(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({
    locale,
    viewport: PHONE_812,
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}

test('a German player and a French player of the same game land on one leader board', async ({
  browser,
  request,
}) => {
  const owner: Session = await registerPaid(request, 'Kaffeehaus Lilas', 'starter');
  const game = await copyDemoGame(request, owner, 'Coffee Lovers Quiz');
  const [de, fr] = await Promise.all([quizAnswers(request, 'de'), quizAnswers(request, 'fr')]);

  // A German phone: every answer right.
  const german = await phoneIn(browser, 'de-DE');
  await german.goto(`/game/${game}`);
  await expect(german.locator('html')).toHaveAttribute('lang', 'de');
  await expect(german.getByRole('heading', { name: 'Das Quiz für Kaffeeliebhaber' })).toBeVisible();
  await german.getByRole('button', { name: 'Los geht’s', exact: true }).tap();
  const germanScore = await playQuiz(german, de, de.size, {
    board: 'Spielfeld',
    progress: (n, total) => `Frage ${n} von ${total}`,
    points: /(\d+)\s*Punkte?/,
  });
  expect(germanScore).toBeGreaterThan(0);

  // A French phone: four right, then wrong answers (a lower score, so the two are told apart).
  const french = await phoneIn(browser, 'fr-FR');
  await french.goto(`/game/${game}`);
  await expect(french.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(french.getByRole('heading', { name: 'Le quiz des amateurs de café' })).toBeVisible();
  await french.getByRole('button', { name: 'Jouer', exact: true }).tap();
  const frenchScore = await playQuiz(french, fr, 4, {
    board: 'Plateau de jeu',
    progress: (n, total) => `Question ${n} sur ${total}`,
    points: /(\d+)\s*points?/,
  });
  expect(frenchScore).toBeGreaterThan(0);
  expect(frenchScore).toBeLessThan(germanScore);
  await expect(french.getByRole('dialog')).toContainText('Vous êtes #2 au classement.');

  // The French leader board lists both players: the German one first, then "Vous".
  await french.getByRole('dialog').getByRole('button', { name: 'Fermer' }).tap();
  const frBoard = french.getByRole('region', { name: 'Classement' });
  await expect(frBoard).toBeVisible();
  const frTop = frBoard.getByRole('list', { name: 'Meilleurs scores' }).getByRole('listitem');
  await expect(frTop).toHaveCount(2);
  await expect(frTop.nth(0)).toContainText(String(germanScore));
  await expect(frTop.nth(1)).toContainText('Vous');
  await expect(frTop.nth(1)).toContainText(String(frenchScore));
  await shot(french, 'journey-leaderboard-fr');

  // The German one too, after a reload: "Du" first, then the French player.
  await german.reload();
  await german.getByRole('button', { name: 'Bestenliste' }).first().tap();
  const deTop = german
    .getByRole('list', { name: 'Die besten Ergebnisse' })
    .first()
    .getByRole('listitem');
  await expect(deTop).toHaveCount(2);
  await expect(deTop.nth(0)).toContainText('Du');
  await expect(deTop.nth(0)).toContainText(String(germanScore));
  await expect(deTop.nth(1)).toContainText(String(frenchScore));
  await shot(german, 'journey-leaderboard-de');

  // The API: one leader board for the game, whatever the language.
  const board = (await (await request.get(`${API}/play/games/${game}/leaderboard`)).json()) as {
    entries: { score: number }[];
  };
  expect(board.entries.map((e) => e.score)).toEqual([germanScore, frenchScore]);

  // The console's dashboard: the game's plays, by the language they were played in.
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const dashboard = await apiGet<{ languages: { language: string; plays: number }[] }>(
    request,
    owner,
    `dashboard?from=${day(-1)}&to=${day(1)}`,
  );
  expect(dashboard.languages.map((l) => [l.language, l.plays]).sort()).toEqual([
    ['de', 1],
    ['fr', 1],
  ]);
  await german.context().close();
  await french.context().close();
});
