/**
 * Issue 34 end to end, as its users meet it: a player arrives through a placement's QR link —
 * its UTM parameters on the business's own page, which embeds the game — gives their email and
 * plays; the owner finds that play and that lead in the placement's row of the game's funnel, in
 * the API and in the console. Then an experiment with two quiz variants: each new phone sees one
 * of them and keeps it across reloads and after its first play; the results page shows them; and
 * promoting a variant makes it the game.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { snippet } from '@playdesk/embed/snippet';
import {
  apiGet,
  apiSend,
  copyDemoGame,
  DEMO_PASSWORD,
  OTHER_OWNER,
  registerBusiness,
  signIn,
} from './support/business.js';
import { login } from './support/console.js';
import { hostSite } from './support/host-site.js';
import { PHONE, playDemoQuiz, shot } from './support/play-helpers.js';

test.describe.configure({ timeout: 180_000 });

const site = hostSite();

interface FunnelRow {
  key: string;
  label: string;
  steps: Record<string, number>;
}
interface Funnel {
  current: { steps: Record<string, number>; rows: FunnelRow[] };
}

const today = () => new Date().toISOString().slice(0, 10);

test('a placement’s QR link to an embed: the play and the lead counted in its row', async ({
  browser,
  request,
  baseURL,
}) => {
  // Other Bakery (a plan with Player Data): a copy of the demo quiz asking for an email first.
  const owner = await signIn(request, OTHER_OWNER);
  const quiz = await copyDemoGame(request, owner, 'Coffee Lovers Quiz');
  await apiSend(request, owner, 'PATCH', `games/${quiz}`, {
    settings: {
      lead_form: {
        mode: 'before',
        fields: [{ key: 'email', type: 'email', label: 'Email', required: true }],
        consents: [],
      },
    },
  });
  const { placement } = await apiSend<{
    placement: { public_id: string; url: string; utm_source: string };
  }>(request, owner, 'POST', 'placements', {
    game: quiz,
    name: 'Counter QR',
    utm_campaign: 'spring',
  });
  const link = new URL(placement.url);
  expect(Object.fromEntries(link.searchParams)).toEqual({
    utm_source: 'counter-qr',
    utm_medium: 'qr',
    utm_campaign: 'spring',
    pd_placement: placement.public_id,
  });

  // The business's own page embeds the quiz; the printed QR code leads there with the
  // placement's parameters.
  const menu = site.page(
    '/menu.html',
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Other Bakery — menu</title>
${snippet(baseURL!, [{ command: 'inline', options: { game: quiz, target: '#game' } }])}
</head>
<body style="margin:0;font-family:sans-serif">
  <h1 style="margin:12px;font-size:20px">Today’s menu</h1>
  <div id="game" style="max-width:480px;margin:0 auto"></div>
</body></html>`,
  );
  const phone = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  const page = await phone.newPage();
  await page.goto(`${menu}${link.search}`);
  const frame = page.frameLocator('#game iframe');
  const form = frame.getByRole('region', { name: 'Before you play' });
  await form.getByRole('textbox', { name: 'Email' }).fill(`qr-${randomUUID()}@example.com`);
  // The form sent, the play starts.
  await form.getByRole('button', { name: 'Continue to the game' }).click();
  await playDemoQuiz(frame as unknown as Page, 'right');
  await expect(frame.getByRole('dialog')).toBeVisible();
  await shot(page, 'insight-journey-embed');
  await phone.close();

  // The owner's funnel, by placement: that row holds the view, the start, the finish and the lead.
  const range = `from=${today()}&to=${today()}`;
  await expect
    .poll(
      async () => {
        const funnel = await apiGet<Funnel>(
          request,
          owner,
          `stats/funnel?game=${quiz}&${range}&group_by=placement`,
        );
        const row = funnel.current.rows.find((r) => r.key === placement.public_id);
        return row && { label: row.label, ...row.steps };
      },
      { message: 'the placement’s row of the funnel' },
    )
    .toMatchObject({ label: 'Counter QR', view: 1, start: 1, first_move: 1, finish: 1, lead: 1 });
  const bySource = await apiGet<Funnel>(
    request,
    owner,
    `stats/funnel?game=${quiz}&${range}&group_by=host`,
  );
  expect(bySource.current.rows.map((r) => [r.key, r.steps.start])).toEqual([['localhost', 1]]);

  // The lead is in Player Data with where it came from.
  const players = await apiGet<{ data: { source: string | null; placement: string | null }[] }>(
    request,
    owner,
    `players?game=${quiz}`,
  );
  expect(players.data).toEqual([
    expect.objectContaining({ source: 'counter-qr', placement: 'Counter QR' }),
  ]);

  // And in the console: the game's Insight tab, broken down by placement.
  const console = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await login(console, OTHER_OWNER, DEMO_PASSWORD);
  await console.goto(`/games/edit/${quiz}/insight`);
  await console.getByTestId('group-by').selectOption('placement');
  const row = console.getByTestId('breakdown').getByRole('row').filter({ hasText: 'Counter QR' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('1');
  await shot(console, 'insight-journey-console');
  await console.close();
});

/** A new phone (no player token yet) opening the game: the variant its intro shows. */
async function variantSeen(page: Page, quiz: string, texts: Record<string, string>) {
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  const intro = await page.locator('body').innerText();
  const seen = Object.entries(texts).filter(([, text]) => intro.includes(text));
  expect(seen, `one variant's text on /game/${quiz}`).toHaveLength(1);
  return seen[0]![0];
}

async function newPhone(browser: Browser) {
  return browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
}

test('an experiment with two quiz variants: sticky per phone, its results, and a promotion', async ({
  browser,
  request,
}) => {
  const owner = await registerBusiness(request, 'Experiment Café');
  const quiz = await copyDemoGame(request, owner, 'Coffee Lovers Quiz');
  const { game } = await apiGet<{
    game: { content: { questions: unknown[] }; settings: { instructions: string } };
  }>(request, owner, `games/${quiz}`);
  const total = game.content.questions.length;
  expect(total).toBeGreaterThan(3);
  const texts = {
    A: 'Answer every question about coffee',
    B: 'Just three quick questions',
  };
  await apiSend(request, owner, 'PATCH', `games/${quiz}`, {
    settings: { instructions: `<p>${texts.A}</p>` },
  });
  const { experiment } = await apiSend<{ experiment: { public_id: string } }>(
    request,
    owner,
    'POST',
    'experiments',
    {
      game: quiz,
      name: 'Short or long',
      goal: 'finish',
      variants: [
        { name: 'Every question', share: 50 },
        {
          name: 'Three questions',
          share: 50,
          overrides: {
            settings: { instructions: `<p>${texts.B}</p>` },
            content: { ...game.content, questions: game.content.questions.slice(0, 3) },
          },
        },
      ],
    },
  );

  // New phones until both variants have been seen; each keeps its own across a reload.
  const phones: { variant: string; page: Page }[] = [];
  for (let i = 0; i < 16 && new Set(phones.map((p) => p.variant)).size < 2; i++) {
    const page = await (await newPhone(browser)).newPage();
    await page.goto(`/game/${quiz}`);
    const variant = await variantSeen(page, quiz, texts);
    await page.reload();
    expect(await variantSeen(page, quiz, texts)).toBe(variant);
    phones.push({ variant, page });
  }
  expect(new Set(phones.map((p) => p.variant))).toEqual(new Set(['A', 'B']));

  // A phone of each variant plays its questions, and keeps its variant once it holds a player
  // token (the play put aside, so the page shows the intro again rather than resume it).
  for (const [variant, questions] of [
    ['B', 3],
    ['A', total],
  ] as const) {
    const page = phones.find((p) => p.variant === variant)!.page;
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.getByText(`Question 1 of ${questions}`)).toBeVisible();
    if (variant === 'B') await shot(page, 'insight-journey-variant-b');
    const held = await page.evaluate(() => Object.keys(localStorage));
    expect(held.some((k) => k.startsWith('playdesk.player.'))).toBe(true);
    await page.evaluate((game) => localStorage.removeItem(`playdesk.session.${game}`), quiz);
    await page.reload();
    expect(await variantSeen(page, quiz, texts)).toBe(variant);
  }
  for (const p of phones) await p.page.context().close();

  // The results: each variant's player counted where it played.
  const detail = await apiGet<{
    results: { method: string; variants: { key: string; players: number }[] };
  }>(request, owner, `experiments/${experiment.public_id}`);
  expect(detail.results.method).toBe('two-proportion z-test');
  expect(Object.fromEntries(detail.results.variants.map((v) => [v.key, v.players]))).toEqual({
    A: 1,
    B: 1,
  });
  const console = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await login(console, owner.email, owner.password);
  await console.goto(`/games/edit/${quiz}/experiments/${experiment.public_id}`);
  await expect(console.getByTestId('results').getByTestId('result-B')).toContainText(
    'Three questions',
  );
  await shot(console, 'insight-journey-results');
  await console.close();

  // Promoted: B is the game — its instructions and its three questions for everyone.
  await apiSend(
    request,
    owner,
    'POST',
    `experiments/${experiment.public_id}/promote`,
    { variant: 'B' },
    200,
  );
  const promoted = await apiGet<{
    game: { content: { questions: unknown[] }; settings: { instructions: string } };
  }>(request, owner, `games/${quiz}`);
  expect(promoted.game.settings.instructions).toContain(texts.B);
  expect(promoted.game.content.questions).toHaveLength(3);
  const later = await (await newPhone(browser)).newPage();
  await later.goto(`/game/${quiz}`);
  expect(await variantSeen(later, quiz, texts)).toBe('B');
  await later.context().close();
});
