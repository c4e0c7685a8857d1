import { describe, expect, it } from 'vitest';
import type { AccessModules } from '@playdesk/contract';
import {
  firstEnabledModuleRoute,
  MODULE_FALLBACK_ROUTES,
  moduleAllows,
  routeAfterAccountSwitch,
} from './modules';
import { modules } from './fixtures';

describe('module fallback map (product-rules.md#module-fallback)', () => {
  it('maps exactly the six keys of the spec', () => {
    expect(MODULE_FALLBACK_ROUTES).toEqual({
      games: 'GameList',
      rewards: 'RewardList',
      integrations: 'Integrations',
      account_managment: 'Subscription',
      teams: 'TeamMates',
      domains: 'Domains',
    });
  });

  it.each([
    { granted: ['games', 'rewards'], expected: 'GameList' },
    { granted: ['rewards'], expected: 'RewardList' },
    { granted: ['teams', 'rewards'], expected: 'TeamMates' },
    { granted: ['pwa', 'integrations'], expected: 'Integrations' },
    { granted: ['account_managment'], expected: 'Subscription' },
    { granted: ['domains'], expected: 'Domains' },
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
