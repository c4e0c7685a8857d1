/**
 * A live show (docs/live.md) with a host in the console, a big screen and three phones — four
 * browser contexts — played over three questions to the podium. One phone drops out mid-question
 * (its page closed) and comes back with only what the browser kept: it gets the open question with
 * its time left and its score, and answers.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiSend, registerBusiness } from './support/business';
import { login } from './support/console';
import { saveShot } from './support/shots';

const QUESTIONS = [
  { text: 'Which bean is most grown?', options: ['Arabica', 'Robusta', 'Liberica'], correct: 0 },
  { text: 'Where was espresso born?', options: ['France', 'Italy', 'Spain'], correct: 1 },
  { text: 'What is a flat white made with?', options: ['Tea', 'Cocoa', 'Milk'], correct: 2 },
];

async function phone(browser: Browser, baseURL: string, code: string, nickname: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(`/live/${code}`);
  await page.getByLabel('Your nickname').fill(nickname);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText('You’re in! Waiting for the host to start…')).toBeVisible();
  return { context, page };
}

const answerOn = (page: Page, letter: string, text: string) =>
  page.getByRole('button', { name: `Answer ${letter}: ${text}` }).click();

test('a host, a screen and three phones play a three-question show to the podium', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await registerBusiness(request, 'Live Café');
  // The business's look on the big screen: its leaderboard template's colours.
  const board = (await apiSend(request, owner, 'POST', 'templates', {
    kind: 'leaderboard',
    name: 'Live board',
    colors: { background: '#0F3D3E', text: '#FFFFFF', button: '#F2B134', button_text: '#1F1640' },
  })) as { template: { public_id: string } };
  await apiSend(request, owner, 'POST', 'games', {
    type: 'quiz',
    name: 'Three Coffee Questions',
    status: 'published',
    content: { questions: QUESTIONS },
    settings: { templates: { leaderboard: board.template.public_id } },
  });
  // The show's reward: to the winner only.
  await apiSend(request, owner, 'POST', 'rewards', {
    name: 'Free flat white',
    kind: 'shared_code',
    shared_value: 'LIVE-FLAT',
  });

  // The host opens the show in the console.
  const hostContext = await browser.newContext({ baseURL: baseURL! });
  const host = await hostContext.newPage();
  await login(host, owner.email, owner.password);
  await host.goto('/games/live');
  await host.getByLabel('Reward at the end').selectOption({ label: 'Free flat white' });
  await host.getByLabel('How many of the top players').fill('1');
  await host.getByRole('button', { name: 'Open the show' }).click();
  const code = (await host.getByTestId('live-code').textContent())!.trim();
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);

  const screenContext = await browser.newContext({
    baseURL: baseURL!,
    viewport: { width: 1600, height: 900 },
  });
  const screen = await screenContext.newPage();
  await screen.goto(`/live/${code}/screen`);
  await expect(screen.getByText(code, { exact: true })).toBeVisible();

  const lea = await phone(browser, baseURL!, code, 'Léa');
  const tom = await phone(browser, baseURL!, code, 'Tom');
  const ana = await phone(browser, baseURL!, code, 'Ana');
  await expect(screen.getByText('3 players')).toBeVisible();
  await saveShot(screen, 'live-screen-lobby', false);

  const command = (name: string) => host.getByRole('button', { name, exact: true }).click();
  for (const [i, q] of QUESTIONS.entries()) {
    await command(i === 0 ? 'Start' : 'Next question');
    // The screen and every phone get the question when it opens.
    await expect(screen.getByRole('heading', { name: q.text })).toBeVisible();
    const right = ['A', 'B', 'C'][q.correct]!;
    const wrong = ['A', 'B', 'C'][(q.correct + 1) % 3]!;
    await expect(lea.page.getByRole('heading', { name: q.text })).toBeVisible();
    await answerOn(lea.page, right, q.options[q.correct]!);
    await expect(tom.page.getByRole('heading', { name: q.text })).toBeVisible();
    await answerOn(tom.page, wrong, q.options[(q.correct + 1) % 3]!);
    if (i === 1) {
      // Ana's phone drops out mid-question and comes back: same browser, a new page.
      await ana.page.close();
      ana.page = await ana.context.newPage();
      await ana.page.goto(`/live/${code}`);
      await expect(ana.page.getByRole('heading', { name: q.text })).toBeVisible();
      await expect(ana.page.getByRole('timer')).toBeVisible();
      await expect(ana.page.getByText(/^Score: \d+$/).first()).toBeVisible();
    }
    await answerOn(ana.page, right, q.options[q.correct]!);
    await expect(ana.page.getByText('Answer sent! Wait for the reveal…')).toBeVisible();
    await expect(screen.getByText('3 answers · 3 players')).toBeVisible();
    if (i === 0) {
      await saveShot(screen, 'live-screen-question', false);
      await saveShot(host, 'live-host', false);
    }

    await command('Reveal');
    await expect(lea.page.getByText(/^Right! \+\d+ points$/)).toBeVisible();
    await expect(tom.page.getByText('Not this time')).toBeVisible();
    await command('Leader board');
    await expect(screen.getByRole('heading', { name: 'Top 10' })).toBeVisible();
    await expect(tom.page.getByText('You are #3')).toBeVisible();
  }
  await command('Next question');
  await expect(screen.getByRole('heading', { name: 'Podium' })).toBeVisible();
  // Léa answered first each time: she leads; Tom never scored.
  await expect(lea.page.getByText('You are #1')).toBeVisible();
  await expect(tom.page.getByText('You are #3')).toBeVisible();
  await saveShot(screen, 'live-screen-podium', false);
  // The winner's phone shows the reward and its code; the others none.
  await expect(lea.page.getByRole('heading', { name: 'You won!' })).toBeVisible();
  await expect(lea.page.getByText('LIVE-FLAT')).toBeVisible();
  await expect(tom.page.getByRole('heading', { name: 'You won!' })).toHaveCount(0);
  await saveShot(lea.page, 'live-phone-podium', true);
  await command('End the show');
  await expect(screen.getByText('The show has ended. Thanks for playing!')).toBeVisible();
  await Promise.all(
    [hostContext, screenContext, lea.context, tom.context, ana.context].map((c) => c.close()),
  );
});
