import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { registerPaid } from './support/billing';
import { apiSend, copyDemoGame, type Session } from './support/business';
import { login, shot, toast } from './support/console';

/**
 * Translations of what a player sees besides a game's own texts, in the console (issue 33 §4,
 * §8): the demo owner gives a consent, a reward and a game's form French texts in their editors —
 * the default text beside each field, a count per language — saves, reloads and finds them; a
 * French player (`?lang=fr`) then reads the French consent and label in the form, and the French
 * reward on the rewards front. Everything happens in a business of its own on the Starter plan
 * (Player Data), so no other test sees it — not a sub-account of the demo business, whose plan's
 * extra accounts other tests count on.
 */

test.use({ viewport: { width: 1280, height: 900 } });
// A business set up through the API, three editors and two player pages.
test.describe.configure({ timeout: 180_000 });

interface Setup {
  session: Session;
  name: string;
  consent: string;
  reward: string;
  game: string;
}

const CONSENT_EN = '<p>I accept the rules of the draw.</p>';
const CONSENT_FR = "J'accepte le règlement du tirage.";

async function setUp(request: APIRequestContext): Promise<Setup> {
  const name = `Café Lumière ${randomUUID().slice(0, 6)}`;
  const session = await registerPaid(request, name, 'starter');
  const { consent } = await apiSend<{ consent: { public_id: string } }>(
    request,
    session,
    'POST',
    'consents',
    { name: 'Draw rules', text: CONSENT_EN, mandatory: true },
  );
  const { reward } = await apiSend<{ reward: { public_id: string } }>(
    request,
    session,
    'POST',
    'rewards',
    {
      name: 'Free latte',
      description: 'A latte of any size, on the house.',
      kind: 'shared_code',
      shared_value: 'LATTE',
      terms: 'One per visit.',
    },
  );
  const game = await copyDemoGame(request, session, 'Coffee Lovers Quiz');
  await apiSend(request, session, 'PATCH', `games/${game}`, {
    settings: {
      lead_form: {
        mode: 'before',
        fields: [{ key: 'email', type: 'email', label: 'Email', required: true }],
        consents: [consent.public_id],
      },
      rewards: {
        rules: [{ reward_id: reward.public_id, mode: 'winner' }],
        consolation_reward_id: null,
      },
    },
  });
  return { session, name, consent: consent.public_id, reward: reward.public_id, game };
}

/** Saves e2e/artifacts/console-{name}.png of one part of the page, to look at. */
const partShot = (part: Locator, name: string) =>
  part.screenshot({
    path: join(dirname(fileURLToPath(import.meta.url)), 'artifacts', `console-${name}.png`),
    animations: 'disabled',
  });

test('a consent, a reward and a form translated into French in the console, shown to a French player', async ({
  page,
}) => {
  const setup = await setUp(page.request);
  await login(page, setup.session.email, setup.session.password);

  // The consent: its dialog shows the translations under the form, the English text beside.
  await page.goto('/crm');
  await page.getByTestId('crm-tab-consents').click();
  const row = page.getByTestId('consent-row').filter({ hasText: 'Draw rules' });
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByTestId('consent-dialog');
  const consentTexts = dialog.getByTestId('consent-translations');
  await expect(consentTexts).toContainText(
    'These texts are only in English for now. Add a language to translate them.',
  );
  await consentTexts.getByRole('combobox', { name: 'Add a language' }).selectOption('fr');
  const french = consentTexts.getByRole('button', { name: /^French \d+\/1 text$/ });
  await expect(french).toHaveAccessibleName('French 0/1 text');
  await expect(consentTexts.getByRole('columnheader', { name: 'English (default)' })).toBeVisible();
  const consentRow = consentTexts.locator('tr[data-key="text"]');
  await expect(consentRow).toContainText('I accept the rules of the draw.');
  const editor = consentRow.getByRole('textbox', { name: 'Text players read' });
  await editor.fill(CONSENT_FR);
  await consentTexts.getByRole('button', { name: 'Save translation' }).click();
  await expect(toast(page)).toContainText('French saved.');
  await expect(french).toHaveAccessibleName('French 1/1 text');
  await shot(page, 'consent-translations');

  // Saved: after a reload the dialog opens with it.
  await page.reload();
  await page.getByTestId('crm-tab-consents').click();
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(french).toHaveAccessibleName('French 1/1 text');
  await expect(consentRow.getByRole('textbox', { name: 'Text players read' })).toHaveText(
    CONSENT_FR,
  );
  await page.setViewportSize({ width: 375, height: 812 });
  await consentTexts.scrollIntoViewIfNeeded();
  await expect(consentRow.getByRole('textbox', { name: 'Text players read' })).toBeVisible();
  await shot(page, 'consent-translations-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The reward: its editor has a Translations card; the preview shows the language written.
  await page.goto(`/rewards/edit/${setup.reward}`);
  const rewardTexts = page.getByTestId('reward-translations');
  await rewardTexts.getByRole('combobox', { name: 'Add a language' }).selectOption('fr');
  const rewardFrench = rewardTexts.getByRole('button', { name: /^French \d+\/3 texts$/ });
  // Name, description and terms: value and how to redeem are empty, nothing to translate.
  await expect(rewardFrench).toHaveAccessibleName('French 0/3 texts');
  await expect(rewardTexts.locator('tr[data-key="description"]')).toContainText(
    'A latte of any size, on the house.',
  );
  // Too long a name: the server's refusal is listed by the text's label, nothing is saved.
  const name = rewardTexts.getByRole('textbox', { name: 'Name' });
  await name.fill('L'.repeat(81));
  await expect(rewardTexts.locator('tr[data-key="name"]')).toContainText('81 / 80');
  await rewardTexts.getByRole('button', { name: 'Save translation' }).click();
  await expect(rewardTexts.getByTestId('translation-problems')).toContainText(
    'Name: Name must be at most 80 characters',
  );
  await expect(toast(page)).toContainText('Nothing was saved');
  await expect(rewardFrench).toHaveAccessibleName('French 0/3 texts');
  await name.fill('Latte offert');
  await rewardTexts
    .getByRole('textbox', { name: 'Description' })
    .fill('Un latte de la taille de votre choix, offert.');
  await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText('Latte offert');
  await rewardTexts.getByRole('button', { name: 'Save translation' }).click();
  await expect(toast(page)).toContainText('French saved.');
  await expect(rewardFrench).toHaveAccessibleName('French 2/3 texts');
  await shot(page, 'reward-translations');
  await page.reload();
  await expect(rewardFrench).toHaveAccessibleName('French 2/3 texts');
  await expect(rewardTexts.getByRole('textbox', { name: 'Name' })).toHaveValue('Latte offert');
  await partShot(rewardTexts, 'reward-translations-1280');
  // On a phone the two columns stay readable, nothing runs out of its box.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(rewardTexts.getByRole('textbox', { name: 'Name' })).toBeVisible();
  await partShot(rewardTexts, 'reward-translations-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The game's form: its labels in the game's languages (the quiz is in French already).
  await page.goto(`/games/edit/${setup.game}`);
  const formTexts = page.getByTestId('form-translations');
  await formTexts.getByRole('button', { name: /^French \d+\/1 text$/ }).click();
  await formTexts.getByRole('textbox', { name: 'Field 1, label' }).fill('Adresse e-mail');
  await formTexts.getByRole('button', { name: 'Save translation' }).click();
  await expect(toast(page)).toContainText('French saved.');
  await expect(formTexts.getByRole('button', { name: 'French 1/1 text' })).toBeVisible();
  await partShot(page.getByTestId('player-form-section'), 'form-translations');

  // A French player: the form in French, then the reward in French on the rewards front.
  await page.goto(`/game/${setup.game}?lang=fr`);
  await expect(page.getByText(CONSENT_FR)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Adresse e-mail' })).toBeVisible();
  await expect(page.getByText('I accept the rules of the draw.')).toHaveCount(0);
  await page.goto(`/rewards/${setup.session.account}?lang=fr`);
  await expect(page.getByText('Latte offert')).toBeVisible();
  await expect(page.getByText('Un latte de la taille de votre choix, offert.')).toBeVisible();
  // And an English one still reads the English.
  await page.goto(`/rewards/${setup.session.account}?lang=en`);
  await expect(page.getByText('Free latte')).toBeVisible();
});

test('the translation editor speaks French on a page that does not load it with its route', async ({
  page,
}) => {
  const setup = await setUp(page.request);
  await login(page, setup.session.email, setup.session.password);
  await page.goto(`/rewards/edit/${setup.reward}?lang=fr`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const texts = page.getByTestId('reward-translations');
  await expect(texts.getByRole('heading', { name: 'Traductions' })).toBeVisible();
  await expect(texts).toContainText(
    "Ces textes n'existent qu'en anglais pour l'instant. Ajoutez une langue pour les traduire.",
  );
  await texts.getByRole('combobox', { name: 'Ajouter une langue' }).selectOption('de');
  await expect(texts.getByRole('button', { name: 'Allemand 0/3 textes' })).toBeVisible();
  await expect(texts.getByRole('columnheader', { name: 'Anglais (par défaut)' })).toBeVisible();
  await expect(texts.getByRole('textbox', { name: 'Nom' })).toHaveAttribute(
    'placeholder',
    'Pas encore traduit',
  );
  await partShot(texts, 'reward-translations-fr');
});
