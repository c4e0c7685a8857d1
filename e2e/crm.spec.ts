/**
 * Player Data in the console (issue 11): players who filled a game's form show in the list, the
 * filters narrow it, the CSV export downloads the filtered players, one player is erased; fair
 * play's risk shows on each player and filters the list (issue 36); without the plan's `crm` flag
 * the page says which plan lacks it.
 *
 * The demo businesses stay as seeded, so each test works in a business of its own, paid for on the
 * Pro plan (a plan with Player Data), with its own copy of a demo game. (A sub-account of the demo
 * owner's business would spend the plan's sub-accounts, which other specs count on.)
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEFAULT_FAIR_PLAY } from '@playdesk/contract';
import { API, apiSend, copyDemoGame, registerBusiness, type Session } from './support/business';
import { registerPaid } from './support/billing';
import { login, shot, toast } from './support/console';

test.use({ viewport: { width: 1280, height: 860 } });
// Each test sets up a business of its own through the API first: give the machine room.
test.describe.configure({ timeout: 120_000 });

interface Crm {
  session: Session;
  name: string;
  consent: string;
  game: string;
}

interface Person {
  first_name: string;
  email: string;
  newsletter: boolean;
}

/** One visit: a play, then the game's form (after the game) with the person's answers. */
async function addPlayer(
  request: APIRequestContext,
  game: string,
  consent: string,
  person: Person,
) {
  const started = await request.post(`${API}/play/games/${game}/sessions`, { data: {} });
  expect(started.status(), await started.text()).toBe(201);
  const { player_token: token } = (await started.json()) as { player_token: string };
  const lead = await request.post(`${API}/play/games/${game}/lead`, {
    headers: { 'x-player': token },
    data: {
      values: { first_name: person.first_name, email: person.email },
      consents: [{ public_id: consent, given: person.newsletter, version: 1 }],
    },
  });
  expect(lead.status(), await lead.text()).toBe(200);
}

/** A business of the test's own on Pro, a quiz with a form, and three known players. */
async function crmAccount(request: APIRequestContext): Promise<Crm> {
  const name = `CRM Café ${randomUUID().slice(0, 6)}`;
  const session = await registerPaid(request, name, 'pro');
  const game = await copyDemoGame(request, session, 'Coffee Lovers Quiz');
  const { consent } = await apiSend<{ consent: { public_id: string; version: number } }>(
    request,
    session,
    'POST',
    'consents',
    { name: 'Newsletter', text: '<p>Send me news and offers.</p>' },
  );
  await apiSend(request, session, 'PATCH', `games/${game}`, {
    settings: {
      lead_form: {
        mode: 'after',
        fields: [
          { key: 'first_name', type: 'first_name', label: 'First name', required: true },
          { key: 'email', type: 'email', label: 'Email', required: true },
        ],
        consents: [consent.public_id],
      },
    },
  });
  const people = [
    { first_name: 'Anna', email: 'anna@example.com', newsletter: true },
    { first_name: 'Bea', email: 'bea@example.com', newsletter: true },
    { first_name: 'Carl', email: 'carl@example.com', newsletter: false },
  ];
  for (const person of people) await addPlayer(request, game, consent.public_id, person);
  return { session, name, consent: consent.public_id, game };
}

test('a business finds its players, filters, exports and erases one', async ({ page }) => {
  const crm = await crmAccount(page.request);
  await login(page, crm.session.email, crm.session.password);

  await page.goto('/crm');
  const rows = page.getByTestId('player-row');
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId('players-range')).toHaveText('1–3 of 3 players');
  await expect(rows.filter({ hasText: 'Anna' })).toContainText('Newsletter');
  await expect(rows.filter({ hasText: 'Carl' })).toContainText('None');
  await shot(page, 'crm-players');

  // Search (debounced) by email, then the consent filter.
  await page.getByTestId('players-search').fill('bea@');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Bea');
  await expect(page).toHaveURL(/q=bea%40/);
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(rows).toHaveCount(3);
  await page.getByTestId('players-consent').selectOption(crm.consent);
  await expect(rows).toHaveCount(2);
  await expect(page.getByText('Carl')).toHaveCount(0);

  // Export of the filtered list: a streamed CSV with the two players and the consent column.
  const download = page.waitForEvent('download');
  await page.getByTestId('players-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^players-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(csv).toHaveLength(3);
  expect(csv[0]).toContain('Newsletter');
  expect(csv.slice(1).join('\n')).toContain('anna@example.com');
  expect(csv.slice(1).join('\n')).toContain('bea@example.com');
  expect(csv.join('\n')).not.toContain('carl@example.com');
  await expect(toast(page)).toContainText('Exported players-');

  // One player's record, then erasing it.
  await rows.filter({ hasText: 'Anna' }).getByTestId('player-name').click();
  const drawer = page.getByTestId('player-drawer');
  await expect(drawer).toContainText('anna@example.com');
  await expect(drawer.getByTestId('consent-history')).toContainText('Gave “Newsletter”');
  await shot(page, 'crm-player');
  await drawer.getByTestId('player-erase').click();
  await page
    .getByTestId('erase-player-dialog')
    .getByRole('button', { name: 'Erase player' })
    .click();
  await expect(drawer).toBeHidden();
  await expect(rows).toHaveCount(1);
  await expect(page.getByText('anna@example.com')).toHaveCount(0);

  // The erasure log shows it, without whose data it was.
  await page.getByTestId('crm-tab-privacy').click();
  await expect(page.getByTestId('erasure-row').first()).toContainText('One player');
  await shot(page, 'crm-privacy');
  await page.getByTestId('crm-tab-consents').click();
  await expect(page.getByTestId('consent-row')).toContainText('Version 1');
  await shot(page, 'crm-consents');
});

test('fair play’s risk shows on each player, filters the list and fits a phone', async ({
  page,
}) => {
  const crm = await crmAccount(page.request);
  // Every level allows (nothing is refused), so the visits after the fifth from this network in
  // ten minutes are recorded at medium risk, with their reason.
  await apiSend(page.request, crm.session, 'PUT', `games/${crm.game}/fair-play`, {
    ...DEFAULT_FAIR_PLAY,
    actions: { low: 'allow', medium: 'allow', high: 'allow' },
  });
  for (const first_name of ['Dana', 'Eve', 'Finn', 'Gus'])
    await addPlayer(page.request, crm.game, crm.consent, {
      first_name,
      email: `${first_name.toLowerCase()}@example.com`,
      newsletter: false,
    });
  await login(page, crm.session.email, crm.session.password);

  await page.goto('/crm');
  const rows = page.getByTestId('player-row');
  await expect(rows).toHaveCount(7);
  const badge = (name: string) => rows.filter({ hasText: name }).getByTestId('player-risk-badge');
  await expect(badge('Finn')).toHaveText(/^Medium 35/);
  await expect(badge('Finn')).toHaveAttribute('title', /from this network in 10 minutes/);
  await expect(badge('Gus')).toHaveAttribute('data-level', 'medium');
  await expect(badge('Anna')).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Anna' }).getByTestId('player-risk-cell')).toHaveText('—');
  await page.getByTestId('players-risk').selectOption('medium');
  await expect(page).toHaveURL(/risk=medium/);
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('players-range')).toHaveText('1–2 of 2 players');
  await shot(page, 'crm-players-risk');
  await page.getByTestId('players-risk').selectOption('high');
  await expect(page.getByTestId('players-no-match')).toBeVisible();

  // A phone: the cards carry the badge of a risky player only, and nothing overflows.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByTestId('players-risk').selectOption('');
  const cards = page.getByTestId('player-card');
  await expect(cards).toHaveCount(7);
  await expect(cards.filter({ hasText: 'Finn' }).getByTestId('player-risk-badge')).toBeVisible();
  await expect(cards.filter({ hasText: 'Anna' }).getByTestId('player-risk-badge')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, 'crm-players-risk-375');
});

test('without Player Data in the plan, the page names the plan', async ({ page }) => {
  const business = await registerBusiness(page.request, 'Free Café');
  await login(page, business.email, business.password);
  await page.goto('/crm');
  await expect(page.getByTestId('crm-upgrade')).toContainText(
    'Player data is not included in the Free plan',
  );
  await shot(page, 'crm-upgrade');
});
