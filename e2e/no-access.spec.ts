import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiGet, apiSend, signIn, type Session } from './support/business';
import { DEMO, login, shot, sidebarLabels } from './support/console';

/**
 * Issue 31 (serious 2 and item 7): a team mate whose role does not open a section is told so, in
 * one wording — "You don't have access to {section}" and to ask the account owner — above the page
 * the module check sends them to, or as the page when their role opens no fallback route. Player
 * Data needs the player data permission: the demo member without it no longer sees the entry,
 * and opening /crm says why. Screens are saved to e2e/artifacts/.
 */

const DESKTOP = { width: 1280, height: 900 };

interface TeamList {
  members: { public_id: string; email: string; modules: string[] }[];
}

async function setMemberModules(request: APIRequestContext, owner: Session, modules: string[]) {
  const team = await apiGet<TeamList>(request, owner, 'team-mates');
  const member = team.members.find((m) => m.email === DEMO.member);
  expect(member, 'the demo member').toBeTruthy();
  await apiSend(request, owner, 'PATCH', `team-mates/${member!.public_id}`, { modules });
}

test('a team mate without a section is told so and asked to see the owner', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const owner = await signIn(request, DEMO.owner);
  // Games and rewards, without player data: the demo member as a games editor.
  await setMemberModules(request, owner, ['games', 'rewards']);
  try {
    await login(page, DEMO.member);
    await expect
      .poll(() => sidebarLabels(page))
      .toEqual(['Dashboard', 'Templates', 'Games', 'Calendar', 'Rewards']);

    // Player Data, typed by hand: sent to Games (the module check's rule), and told why.
    await page.goto('/crm');
    await expect(page).toHaveURL(/\/games$/);
    const notice = page.getByTestId('no-access');
    await expect(notice.getByRole('heading')).toHaveText("You don't have access to Player data");
    await expect(notice).toContainText(
      'Your role in Demo Coffee Co. does not include Player data. Ask the account owner to give you access. You are on Games instead.',
    );
    await expect(page.getByRole('heading', { name: 'Games', exact: true })).toBeVisible();
    await shot(page, 'no-access-player-data');

    // Any other section the role lacks says the same, naming that section.
    await page.goto('/pwa');
    await expect(page).toHaveURL(/\/games$/);
    await expect(page.getByTestId('no-access').getByRole('heading')).toHaveText(
      "You don't have access to PWA",
    );
    // Said on arrival only: the page itself, reloaded, no longer says it.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Games', exact: true })).toBeVisible();
    await expect(page.getByTestId('no-access')).toHaveCount(0);

    // A role with no fallback route (PWA only): the same words as the page, with a way out.
    await setMemberModules(request, owner, ['pwa']);
    await page.goto('/games');
    await expect(page).toHaveURL(/\/games$/);
    const blocked = page.getByTestId('no-access');
    await expect(blocked.getByRole('heading')).toHaveText("You don't have access to Games");
    await expect(blocked).toContainText('Ask the account owner to give you access.');
    await shot(page, 'no-access-page');
    await blocked.getByRole('link', { name: 'Go to PWA' }).click();
    await expect(page).toHaveURL(/\/pwa$/);
    await expect(page.getByTestId('no-access')).toHaveCount(0);

    // With the permission the entry is back and /crm opens.
    await setMemberModules(request, owner, ['games', 'rewards', 'player_data']);
    await page.goto('/crm');
    await expect(page).toHaveURL(/\/crm$/);
    await expect(page.getByTestId('no-access')).toHaveCount(0);
    await expect.poll(() => sidebarLabels(page)).toContain('Player Data');
  } finally {
    await setMemberModules(request, owner, ['games', 'rewards', 'player_data']);
  }
});

test('an invitation starts without player data; each module says what it opens', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await login(page, DEMO.owner);
  await page.goto('/team-mates');
  await page.getByRole('button', { name: 'Invite team mate' }).first().click();
  const dialog = page.getByTestId('invite-dialog');
  await expect(dialog.getByTestId('team-module-games')).toBeChecked();
  await expect(dialog.getByTestId('team-module-player_data')).not.toBeChecked();
  const playerData = dialog
    .locator('label')
    .filter({ has: page.getByTestId('team-module-player_data') });
  await expect(playerData).toContainText("Players' personal details and form answers");
  const games = dialog.locator('label').filter({ has: page.getByTestId('team-module-games') });
  await expect(games).not.toContainText(/player data/i);
  await shot(page, 'team-invite-modules');
});
