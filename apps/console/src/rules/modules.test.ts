import { describe, expect, it } from 'vitest';
import type { AccessModules } from '@playdesk/contract';
import {
  firstEnabledModuleRoute,
  MODULE_FALLBACK_ROUTES,
  moduleAllows,
  routeAfterAccountSwitch,
  sectionTheyCanOpen,
} from './modules';
import { modules } from './fixtures';
import { sectionTitle } from './routes';

describe('module fallback map (product-rules.md#module-fallback)', () => {
  it('maps the six keys of the spec, and redeem to the counter page (issue 35)', () => {
    expect(MODULE_FALLBACK_ROUTES).toEqual({
      games: 'GameList',
      rewards: 'RewardList',
      integrations: 'Integrations',
      account_managment: 'Subscription',
      teams: 'TeamMates',
      domains: 'Domains',
      redeem: 'Counter',
    });
  });

  it.each([
    { granted: ['games', 'rewards'], expected: 'GameList' },
    { granted: ['rewards'], expected: 'RewardList' },
    { granted: ['teams', 'rewards'], expected: 'TeamMates' },
    { granted: ['pwa', 'integrations'], expected: 'Integrations' },
    { granted: ['account_managment'], expected: 'Subscription' },
    { granted: ['domains'], expected: 'Domains' },
    { granted: ['redeem'], expected: 'Counter' },
    { granted: ['rewards', 'redeem'], expected: 'RewardList' },
    { granted: ['subscription'], expected: null },
    { granted: ['pwa'], expected: null },
    { granted: ['full'], expected: null },
    { granted: [], expected: null },
  ])('first enabled of $granted → $expected', ({ granted, expected }) => {
    expect(firstEnabledModuleRoute(modules(...granted))).toBe(expected);
  });

  it('walks the modules object in its own key order', () => {
    const reordered = { rewards: true, games: true } as unknown as AccessModules;
    expect(firstEnabledModuleRoute(reordered)).toBe('RewardList');
  });

  it('returns null without modules', () => {
    expect(firstEnabledModuleRoute(null)).toBeNull();
    expect(firstEnabledModuleRoute(undefined)).toBeNull();
  });
});

describe('moduleAllows for the counter (redeem)', () => {
  it.each([
    { granted: ['redeem'], expected: true },
    { granted: ['rewards'], expected: true },
    { granted: ['full'], expected: true },
    { granted: ['games'], expected: false },
  ])('counter page with $granted → $expected', ({ granted, expected }) => {
    expect(moduleAllows(modules(...granted), 'redeem')).toBe(expected);
  });

  it('redeem opens nothing of Rewards', () => {
    expect(moduleAllows(modules('redeem'), 'rewards')).toBe(false);
  });
});

describe('moduleAllows with player data (product-rules.md#player-data-permission)', () => {
  it.each([
    { granted: ['games', 'player_data'], expected: true },
    { granted: ['games'], expected: false },
    { granted: ['player_data'], expected: false },
    { granted: ['full'], expected: true },
    { granted: [], expected: false },
  ])('games + player data route with $granted → $expected', ({ granted, expected }) => {
    expect(moduleAllows(modules(...granted), 'games', true)).toBe(expected);
  });

  it.each([
    { granted: ['pwa'], denied: 'GameList', expected: 'PWA' },
    { granted: ['subscription'], denied: 'Dashboard', expected: 'Subscription' },
    { granted: ['account_managment'], denied: 'Subscription', expected: null },
    { granted: ['games'], denied: 'CRMList', expected: 'GameList' },
    { granted: ['games', 'player_data'], denied: 'GameList', expected: 'CRMList' },
    { granted: ['player_data'], denied: 'CRMList', expected: null },
    { granted: [], denied: 'GameList', expected: null },
  ] as const)('a member with $granted refused $denied can open $expected', (row) => {
    expect(sectionTheyCanOpen(modules(...row.granted), row.denied)).toBe(row.expected);
  });

  it('names the section of a refused route as the menus do', () => {
    expect(sectionTitle('CRMList')).toBe('Player data');
    expect(sectionTitle('GameDetail')).toBe('Games');
    expect(sectionTitle('RewardEdit')).toBe('Rewards');
    expect(sectionTitle('SuccessTemplateEdit')).toBe('Templates');
    expect(sectionTitle('TeamMates')).toBe('Team mates');
  });
});

describe('moduleAllows', () => {
  it.each([
    { granted: ['games'], module: 'games', expected: true },
    { granted: ['full'], module: 'domains', expected: true },
    { granted: ['games'], module: 'rewards', expected: false },
    { granted: ['account_managment'], module: 'subscription', expected: false },
    { granted: [], module: null, expected: true },
  ] as const)('$granted allows $module: $expected', ({ granted, module, expected }) => {
    expect(moduleAllows(modules(...granted), module)).toBe(expected);
  });
});

describe('routeAfterAccountSwitch (product-rules.md#account-switching)', () => {
  it.each([
    { granted: null, expected: 'Dashboard' },
    { granted: ['full'], expected: 'Dashboard' },
    { granted: ['games'], expected: 'Dashboard' },
    { granted: ['rewards', 'games'], expected: 'Dashboard' },
    { granted: ['rewards'], expected: 'RewardList' },
    { granted: ['teams'], expected: 'TeamMates' },
    { granted: ['pwa', 'domains'], expected: 'Domains' },
    { granted: ['pwa'], expected: 'Dashboard' },
    { granted: [], expected: 'Dashboard' },
  ])('$granted → $expected', ({ granted, expected }) => {
    expect(routeAfterAccountSwitch(granted ? modules(...granted) : null)).toBe(expected);
  });
});
