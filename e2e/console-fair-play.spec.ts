import { expect, test, type Page, type Route } from '@playwright/test';
import { DEFAULT_FAIR_PLAY, type FairPlaySettings, type HeldReward } from '@playdesk/contract';
import { API, apiSend, copyDemoGame, registerBusiness } from './support/business';
import { axeFindings, describeFindings } from './support/axe';
import { login, shot, toast } from './support/console';

/** WCAG 2.1 A/AA on the screen as it is now. */
async function expectAccessible(page: Page, label: string) {
  const findings = await axeFindings(page, label);
  expect(findings, describeFindings(findings)).toEqual([]);
}

/**
 * The console's fair-play screens (issue 36) with the API's answers mocked (`page.route`): the
 * server's `games/{id}/fair-play` and `rewards/review` routes are built beside them, and the
 * journey through the real ones is e2e/fair-play-*.spec.ts once both are in. What is checked here
 * is the console's side: what it shows, what it sends, and how it answers. Screens in
 * e2e/artifacts/ (console-fair-play*.png, console-review*.png).
 */

function json(route: Route, status: number, body: unknown) {
  return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
}

test('a game’s Fair play tab loads the rules, checks them and saves the whole object', async ({
  page,
}) => {
  const business = await registerBusiness(page.request, 'Fair Café');
  const game = await copyDemoGame(page.request, business, 'Coffee Wordle', 'draft');
  let stored: FairPlaySettings = DEFAULT_FAIR_PLAY;
  const sent: unknown[] = [];
  await page.route(`**${API}/games/${game}/fair-play`, async (route) => {
    if (route.request().method() === 'GET') return json(route, 200, { fair_play: stored });
    const body = route.request().postDataJSON() as FairPlaySettings;
    sent.push(body);
    if (body.velocity.device.day === 99_999) {
      // A refusal the form did not foresee lands under its field.
      return json(route, 400, {
        message: 'Validation failed',
        errors: ['velocity.device.day: Use at most 100000'],
      });
    }
    stored = body;
    return json(route, 200, { fair_play: stored });
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, business.email, business.password);
  await page.goto(`/games/edit/${game}`);
  await page.getByTestId('game-tabs').getByRole('link', { name: 'Fair play' }).click();
  await expect(page).toHaveURL(new RegExp(`/games/edit/${game}/fair-play$`));
  const form = page.getByTestId('fair-play-form');
  await expect(form).toBeVisible();

  // The defaults as loaded: no verification, flag don't block.
  const email = page.getByRole('radiogroup', { name: 'Verified email' });
  await expect(email.getByRole('radio', { name: 'Off' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: /Verified phone/ })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  const network = page.getByRole('group', { name: 'From one network' });
  await expect(network.getByLabel('Per hour')).toHaveValue('60');
  await expect(network.getByLabel('Per day')).toHaveValue('300');
  const high = page.getByRole('radiogroup', { name: 'What happens at High risk' });
  await expect(high.getByRole('radio', { name: 'Hold for review' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByTestId('risk-high')).toContainText('Score 70–100');
  const challengeWith = page.getByRole('radiogroup', {
    name: 'What Challenge asks of a form with an email',
  });
  await expect(challengeWith.getByRole('radio', { name: 'Invisible check' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByText('All changes saved')).toBeVisible();
  await expectAccessible(page, 'fair play');

  // The contract's bounds, in the form's words, before anything is sent.
  await network.getByLabel('Per hour').fill('');
  await network.getByLabel('Per day').focus();
  await expect(network.getByText('Use at least 1')).toBeVisible();
  await network.getByLabel('Per hour').fill('2.5');
  await network.getByLabel('Per day').fill('200000');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(network.getByText('Use a whole number')).toBeVisible();
  await expect(network.getByText('Use at most 100,000')).toBeVisible();
  expect(sent).toEqual([]);

  // Changes: a code by email, disposable emails refused, tighter network limits, high risk blocked.
  await email.getByRole('radio', { name: 'Code by email' }).click();
  await expect(page.getByText(/type the 6-digit code/)).toBeVisible();
  await page.getByRole('switch', { name: /Refuse disposable emails/ }).click();
  await network.getByLabel('Per hour').fill('45');
  await network.getByLabel('Per day').fill('250');
  await high.getByRole('radio', { name: 'Block' }).click();
  await expect(
    page.getByText('The play is refused, with a message that does not say why.'),
  ).toBeVisible();
  // A risky form proves itself with its verified email rather than the invisible check.
  await challengeWith.getByRole('radio', { name: 'Verified email' }).click();
  await expect(page.getByText(/confirms the email with a 6-digit code/)).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  // The whole form in one screen, then on a phone.
  await page.setViewportSize({ width: 1280, height: 1640 });
  await shot(page, 'fair-play');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByTestId('risk-medium').scrollIntoViewIfNeeded();
  await shot(page, 'fair-play-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page)).toContainText('Fair-play rules saved');
  expect(sent).toEqual([
    {
      ...DEFAULT_FAIR_PLAY,
      verify_email: 'code',
      refuse_disposable_email: true,
      velocity: { ...DEFAULT_FAIR_PLAY.velocity, network: { hour: 45, day: 250 } },
      actions: { ...DEFAULT_FAIR_PLAY.actions, high: 'block' },
      challenge_with: 'verified_email',
    },
  ]);
  await expect(page.getByText('All changes saved')).toBeVisible();

  // A server refusal shows under its field; the saved rules come back on a reload.
  const device = page.getByRole('group', { name: 'From one device' });
  await device.getByLabel('Per day').fill('99999');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(device.getByText('Use at most 100,000')).toBeVisible();
  await page.reload();
  await expect(network.getByLabel('Per hour')).toHaveValue('45');
  await expect(high.getByRole('radio', { name: 'Block' })).toHaveAttribute('aria-checked', 'true');
  await expect(challengeWith.getByRole('radio', { name: 'Verified email' })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // "Use the defaults" puts them back in the form, to be saved.
  await page.getByTestId('fair-play-defaults').click();
  await expect(network.getByLabel('Per hour')).toHaveValue('60');
  await expect(high.getByRole('radio', { name: 'Hold for review' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(challengeWith.getByRole('radio', { name: 'Invisible check' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByText('Unsaved changes')).toBeVisible();
});

const held = (n: number, overrides: Partial<HeldReward> = {}): HeldReward => ({
  public_id: `held-${n}`,
  reward: { public_id: 'rw-coffee', name: 'Free coffee' },
  game: { public_id: 'g-wordle', name: 'Coffee Wordle' },
  player: { public_id: `p-${n}`, email: `player${n}+win@example.com`, name: `Player ${n}` },
  won_at: '2026-11-29T14:03:00.000Z',
  risk: {
    score: 90,
    level: 'high',
    // As the server writes them (fair-play/score.ts): weighed, in the reader's language.
    reasons: [
      {
        code: 'email_variant',
        points: 20,
        text: 'The email differs from 1 earlier one only by a +tag or dots',
      },
      { code: 'network_velocity', points: 70, text: '61 plays from this network in an hour' },
    ],
  },
  ...overrides,
});

async function mockReview(page: Page, queue: HeldReward[], decisions: string[]) {
  let release: (() => void) | null = null;
  await page.route(new RegExp(`${API}/rewards/review(\\?.*)?$`), (route) => {
    const url = new URL(route.request().url());
    const size = Number(url.searchParams.get('page_size') ?? 20);
    return json(route, 200, {
      data: queue.slice(0, size),
      meta: { page: 1, page_size: size, total: queue.length },
    });
  });
  await page.route(new RegExp(`${API}/rewards/review/[^/]+/(approve|reject)$`), async (route) => {
    const [, id, decision] = /review\/([^/]+)\/(approve|reject)$/.exec(route.request().url())!;
    const body = route.request().postData();
    decisions.push(`${decision} ${id}${body ? ` ${body}` : ''}`);
    // Held until the test lets it go: the buttons must stay disabled meanwhile.
    await new Promise<void>((resolve) => (release = resolve));
    const index = queue.findIndex((h) => h.public_id === id);
    const [decided] = queue.splice(index, 1);
    return json(route, 200, { held: decided });
  });
  return () => {
    expect(release).not.toBeNull();
    release!();
    release = null;
  };
}

test('Rewards → Review lists held rewards with their evidence; approve and reject each once', async ({
  page,
}) => {
  const business = await registerBusiness(page.request, 'Review Café');
  const queue = [
    held(1),
    held(2, {
      player: { public_id: 'p-2', email: 'x7k2@mailinator.com', name: null },
      risk: {
        score: 70,
        level: 'high',
        reasons: [
          { code: 'disposable_email', points: 40, text: 'Disposable email domain' },
          { code: 'challenge_failed', points: 30, text: 'Challenge failed' },
        ],
      },
    }),
  ];
  const decisions: string[] = [];
  const respond = await mockReview(page, queue, decisions);

  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, business.email, business.password);
  await page.goto('/rewards');
  const tab = page.getByTestId('reward-tabs').getByRole('link', { name: /^Review/ });
  const count = tab.getByTestId('review-count');
  await expect(count.locator('[aria-hidden="true"]')).toHaveText('2');
  await expect(count).toContainText('2 rewards to review');
  await tab.click();
  await expect(page).toHaveURL(/\/review$/);

  const rows = page.getByTestId('held-reward');
  await expect(rows).toHaveCount(2);
  const first = rows.nth(0);
  await expect(first).toContainText('Player 1');
  await expect(first).toContainText('player1+win@example.com');
  await expect(first).toContainText('Free coffee · Coffee Wordle');
  await expect(first.getByTestId('risk-score')).toHaveText('Risk 90 · high');
  // The reasons, those that weighed most first.
  await expect(
    first.getByRole('list', { name: 'Why it was held' }).getByRole('listitem'),
  ).toHaveText([
    /\+70\s*61 plays from this network in an hour/,
    /\+20\s*The email differs from 1 earlier one only by a \+tag or dots/,
  ]);
  await expect(rows.nth(1)).toContainText('x7k2@mailinator.com');
  await expect(rows.nth(1).getByTestId('risk-score')).toHaveText('Risk 70 · high');
  await expect(page.getByText('1–2 of 2 rewards')).toBeVisible();
  await expectAccessible(page, 'review');
  await shot(page, 'review');
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, 'review-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Approve: both buttons of the row disabled while it is sent, then the row is gone.
  await first.getByTestId('approve').click();
  await expect(first.getByTestId('approve')).toBeDisabled();
  await expect(first.getByTestId('reject')).toBeDisabled();
  await first
    .getByTestId('approve')
    .click({ force: true })
    .catch(() => undefined);
  respond();
  await expect(toast(page)).toContainText('Approved: the reward is on its way to Player 1.');
  await expect(rows).toHaveCount(1);
  await expect(count).toContainText('1 reward to review');

  // Reject: the reason is asked for, then sent once.
  const second = rows.nth(0);
  await second.getByTestId('reject').click();
  const dialog = page.getByTestId('reject-dialog');
  await expect(dialog).toContainText('x7k2@mailinator.com will not get “Free coffee”');
  await dialog.getByTestId('reject-confirm').click();
  await expect(dialog.getByText('Say why')).toBeVisible();
  await dialog.getByTestId('reject-reason').fill('Throw-away address, same network as 40 others');
  await expectAccessible(page, 'reject dialog');
  await shot(page, 'review-reject');
  await dialog.getByTestId('reject-confirm').click();
  await expect(dialog.getByTestId('reject-confirm')).toBeDisabled();
  respond();
  await expect(toast(page)).toContainText('Rejected: the reward of x7k2@mailinator.com is voided.');
  await expect(page.getByText('Nothing to review')).toBeVisible();
  await expect(count).toHaveCount(0);
  expect(decisions).toEqual([
    'approve held-1',
    'reject held-2 {"reason":"Throw-away address, same network as 40 others"}',
  ]);
  await shot(page, 'review-empty');
});

test('both screens speak French and fit a phone', async ({ page }) => {
  const business = await registerBusiness(page.request, 'Café Loyal');
  const game = await copyDemoGame(page.request, business, 'Coffee Wordle', 'draft');
  await apiSend(page.request, business, 'PATCH', 'user-settings', { language: 'fr' });
  await page.route(`**${API}/games/${game}/fair-play`, (route) =>
    json(route, 200, { fair_play: DEFAULT_FAIR_PLAY }),
  );
  await mockReview(page, [held(1)], []);
  await login(page, business.email, business.password);
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/games/edit/${game}/fair-play`);
    await expect(
      page.getByRole('heading', { name: 'Ce que fait chaque niveau de risque' }),
    ).toBeVisible();
    await expect(
      page.getByRole('radiogroup', { name: 'Ce qui se passe en cas de Risque élevé' }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('radiogroup', {
          name: 'Ce que « Vérifier » demande à un formulaire avec un e-mail',
        })
        .getByRole('radio', { name: 'E-mail vérifié' }),
    ).toBeVisible();
    expect(await fits()).toBe(true);
    await shot(page, `fair-play-fr-${width}`, true);

    await page.goto('/review');
    await expect(page.getByRole('heading', { level: 1, name: 'À vérifier' })).toBeVisible();
    await expect(page.getByTestId('risk-score')).toHaveText('Risque 90 · élevé');
    await expect(page.getByRole('button', { name: 'Approuver' })).toBeVisible();
    expect(await fits()).toBe(true);
    await shot(page, `review-fr-${width}`, true);
  }
});
