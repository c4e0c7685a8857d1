/**
 * A live show of a personality test (docs/live.md#personality-shows): a host in the console, a big
 * screen and two phones — four browser contexts — play a three-question test to the end. No right
 * answer and no score: the reveal shows how the room answered, each phone ends on its own outcome
 * (with its text and link, as the test played alone) and the reward everyone with an outcome gets,
 * the screen on how many players got each outcome. A phone reloaded at the end gets its outcome back.
 */
import { expect, test, type Page } from '@playwright/test';
import { LIVE_PERSONALITY_TEST } from '@playdesk/games/live/personality-fixture';
import { apiSend, registerBusiness } from './support/business';
import { liveHost, livePhone as phone, liveScreen } from './support/live';
import { saveShot } from './support/shots';

/** Answer A leans to the latte, B to the mocha, C to the tea (the fixture's). */
const QUESTIONS = LIVE_PERSONALITY_TEST.questions.map((q) => q.text);
const ANSWERS = LIVE_PERSONALITY_TEST.questions[0]!.answers.map((a) => a.text);

const answerOn = (page: Page, option: number) =>
  page.getByRole('button', { name: `Answer ${'ABC'[option]}: ${ANSWERS[option]}` }).click();

test('a host, a screen and two phones play a personality test live to each phone’s outcome', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await registerBusiness(request, 'Live Tea House');
  await apiSend(request, owner, 'POST', 'games', {
    type: 'personality',
    name: 'Which cup are you?',
    status: 'published',
    content: LIVE_PERSONALITY_TEST,
  });
  await apiSend(request, owner, 'POST', 'rewards', {
    name: 'Free cookie',
    kind: 'shared_code',
    shared_value: 'LIVE-COOKIE',
  });

  // The host opens the show of the test: classic only, the reward to everyone with an outcome.
  const { context: hostContext, page: host } = await liveHost(browser, baseURL!, owner);
  await host.getByLabel('Quiz or personality test').selectOption({ label: 'Which cup are you?' });
  await expect(host.getByText(/^A personality test is played classic/)).toBeVisible();
  await expect(host.getByLabel('Mode')).toHaveCount(0);
  await host.getByLabel('Reward at the end').selectOption({ label: 'Free cookie' });
  await expect(host.getByLabel('How many of the top players')).toHaveCount(0);
  await host.getByRole('button', { name: 'Open the show' }).click();
  const code = (await host.getByTestId('live-code').textContent())!.trim();
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);

  const { context: screenContext, page: screen } = await liveScreen(browser, baseURL!, code);

  // Léa leans latte (A, A, B), Tom tea (C, C, A).
  const lea = { ...(await phone(browser, baseURL!, code, 'Léa')), options: [0, 0, 1] };
  const tom = { ...(await phone(browser, baseURL!, code, 'Tom')), options: [2, 2, 0] };
  await expect(screen.getByText('2 players')).toBeVisible();
  // No score on a phone in a personality show.
  await expect(lea.page.getByText(/^Score:/)).toHaveCount(0);

  const command = (name: string) => host.getByRole('button', { name, exact: true }).click();
  for (const [i, text] of QUESTIONS.entries()) {
    await command(i === 0 ? 'Start' : 'Next question');
    await expect(screen.getByRole('heading', { name: text })).toBeVisible();
    for (const p of [lea, tom]) {
      await expect(p.page.getByRole('heading', { name: text })).toBeVisible();
      await answerOn(p.page, p.options[i]!);
      await expect(p.page.getByText('Answer received! Wait for the others…')).toBeVisible();
    }
    await expect(screen.getByText('2 answers · 2 players')).toBeVisible();
    await command('Reveal');
    // No right answer, no leader board: the room's answers, this phone's marked.
    for (const p of [lea, tom]) {
      await expect(p.page.getByRole('status')).toHaveText('How the room answered');
      await expect(p.page.getByText('(your answer)')).toBeVisible();
      await expect(p.page.getByText(/^Right!|Not this time/)).toHaveCount(0);
    }
    await expect(host.getByRole('button', { name: 'Leader board', exact: true })).toHaveCount(0);
    if (i === 0) {
      // Léa and Tom chose differently: one answer on each of their options, none on the third.
      await expect(screen.getByText('1 answer', { exact: true })).toHaveCount(2);
      await saveShot(screen, 'live-screen-personality-reveal', false);
      await saveShot(lea.page, 'live-phone-personality-reveal', false);
    }
  }
  await command('Next question');
  // The screen: how many got each outcome; no podium.
  await expect(screen.getByRole('heading', { name: 'The room’s results' })).toBeVisible();
  await expect(screen.getByRole('heading', { name: 'Podium' })).toHaveCount(0);
  const results = screen.getByRole('list', { name: 'The room’s results' }).getByRole('listitem');
  await expect(results).toHaveText([
    /Latte lover\s*1 player/,
    /Mocha mind\s*0 players/,
    /Tea soul\s*1 player/,
  ]);
  // Each phone its own outcome, with its text and link, and the reward everyone with one gets.
  await expect(lea.page.getByRole('heading', { name: 'Latte lover' })).toBeVisible();
  await expect(
    lea.page.getByText('Smooth and steady: you take the day as it comes.'),
  ).toBeVisible();
  await expect(lea.page.getByRole('link', { name: /Order a latte/ })).toHaveAttribute(
    'href',
    'https://cafe.example.com/latte',
  );
  await expect(tom.page.getByRole('heading', { name: 'Tea soul' })).toBeVisible();
  for (const p of [lea, tom]) {
    await expect(p.page.getByRole('heading', { name: 'You won!' })).toBeVisible();
    await expect(p.page.getByText('LIVE-COOKIE')).toBeVisible();
  }
  await saveShot(screen, 'live-screen-outcomes', false);
  await saveShot(lea.page, 'live-phone-outcome', true);
  // A phone back after the end (reloaded) gets its outcome again.
  await tom.page.reload();
  await expect(tom.page.getByRole('heading', { name: 'Tea soul' })).toBeVisible();
  await command('End the show');
  await expect(screen.getByText('The show has ended. Thanks for playing!')).toBeVisible();
  await Promise.all([hostContext, screenContext, lea.context, tom.context].map((c) => c.close()));
});
