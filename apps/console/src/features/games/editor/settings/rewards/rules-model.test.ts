import { GameRewardSettingsPatch, type GameRewardSettingsOutput } from '@playdesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSections } from '../../../../../i18n/i18n';
import {
  fromLocalInput,
  newRule,
  oddsInWords,
  rewardSettingsToForm,
  rewardSettingsToRequest,
  ruleKind,
  toLocalInput,
  withKind,
  withMomentsMode,
  type RewardSettingsForm,
} from './rules-model';

// The texts these helpers write are in the games part of the catalogue, loaded with its route.
beforeAll(() => loadSections('games'));

const NOW = Date.parse('2026-11-23T10:20:00.000Z');

const output: GameRewardSettingsOutput = {
  rules: [
    {
      id: 'r1',
      reward_id: 'coffee',
      mode: 'winner',
      min_score: null,
      result_id: null,
      odds: null,
      moments: null,
      per_player: 1,
      per_day: null,
      stock: null,
      all_from: null,
    },
    {
      id: 'r2',
      reward_id: 'tenoff',
      mode: 'odds',
      min_score: null,
      result_id: null,
      odds: 12.5,
      moments: null,
      per_player: 2,
      per_day: 50,
      stock: 300,
      all_from: '2026-12-20T00:00:00.000Z',
    },
  ],
  consolation_reward_id: 'sticker',
  fairness: [],
};

describe('reward rules in the game form', () => {
  it('round-trips the saved rules into the PATCH the contract accepts', () => {
    const request = rewardSettingsToRequest(rewardSettingsToForm(output));
    expect(request).toEqual({
      rules: [
        {
          id: 'r1',
          reward_id: 'coffee',
          mode: 'winner',
          min_score: null,
          result_id: null,
          odds: null,
          moments: null,
          per_player: 1,
          per_day: null,
          stock: null,
          all_from: null,
        },
        {
          id: 'r2',
          reward_id: 'tenoff',
          mode: 'odds',
          min_score: null,
          result_id: null,
          odds: 12.5,
          moments: null,
          per_player: 2,
          per_day: 50,
          stock: 300,
          all_from: '2026-12-20T00:00:00.000Z',
        },
      ],
      consolation_reward_id: 'sticker',
    });
    expect(GameRewardSettingsPatch.safeParse(request).success).toBe(true);
  });

  it('keeps a winner rule’s outcome, and drops it when the rule becomes another kind', () => {
    const form = rewardSettingsToForm({
      ...output,
      rules: [{ ...output.rules[0]!, result_id: 'flat-white' }],
    });
    expect(form.rules[0]!.result_id).toBe('flat-white');
    expect(rewardSettingsToRequest(form).rules[0]!.result_id).toBe('flat-white');
    expect(withKind(form.rules[0]!, 'winner', NOW).result_id).toBe('flat-white');
    const odds = withKind(form.rules[0]!, 'odds', NOW);
    expect(odds.result_id).toBeNull();
    expect(rewardSettingsToRequest({ ...form, rules: [odds] }).rules[0]!.result_id).toBeNull();
  });

  it('starts a game without rewards empty', () => {
    expect(rewardSettingsToForm(undefined)).toEqual({ rules: [], consolation_reward_id: null });
  });

  it('sends only the fields of each rule’s mode, and no consolation without odds', () => {
    const form: RewardSettingsForm = {
      rules: [{ ...newRule('coffee'), mode: 'winner', odds: 40, per_player: null }],
      consolation_reward_id: 'sticker',
    };
    const request = rewardSettingsToRequest(form);
    expect(request.consolation_reward_id).toBeNull();
    expect(request.rules[0]).toEqual({
      reward_id: 'coffee',
      mode: 'winner',
      min_score: null,
      result_id: null,
      odds: null,
      moments: null,
      per_day: null,
      stock: null,
      all_from: null,
    });
    // The blank per-player cap is left out: the server's default is one per player.
    const parsed = GameRewardSettingsPatch.parse(request);
    expect(parsed.rules[0]?.per_player).toBe(1);
  });

  it('switches a rule between kinds with sensible starting values', () => {
    const rule = newRule('coffee');
    expect(ruleKind(rule)).toBe('winner');
    const score = withKind(rule, 'score', NOW);
    expect([ruleKind(score), score.min_score]).toEqual(['score', 10]);
    const odds = withKind(score, 'odds', NOW);
    expect([odds.mode, odds.odds, odds.min_score]).toEqual(['odds', 10, null]);
    const moments = withKind(odds, 'moments', NOW);
    expect(moments.moments).toEqual({
      mode: 'random',
      count: 10,
      starts_at: '2026-11-23T12:00:00.000Z',
      ends_at: '2026-11-30T12:00:00.000Z',
    });
    expect(moments.odds).toBeNull();
    expect(withMomentsMode(moments.moments, 'manual', NOW)).toEqual({ mode: 'manual', times: [] });
  });

  it('lets the contract refuse what the server would', () => {
    const bad = rewardSettingsToRequest({
      rules: [
        { ...newRule('a'), mode: 'odds', odds: 0.0001 },
        {
          ...newRule('b'),
          mode: 'moments',
          moments: {
            mode: 'random',
            count: 3,
            starts_at: '2026-12-02T00:00:00.000Z',
            ends_at: '2026-12-01T00:00:00.000Z',
          },
        },
      ],
      consolation_reward_id: null,
    });
    const issues = GameRewardSettingsPatch.safeParse(bad).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['rules.0.odds', 'The odds must be at least 0.001 %'],
      ['rules.1.moments.ends_at', 'The end must be after the start'],
    ]);
  });

  it('reads odds in words', () => {
    expect(oddsInWords(12.5)).toBe('About 1 in 8 plays');
    expect(oddsInWords(0.01)).toBe('About 1 in 10,000 plays');
    expect(oddsInWords(30)).toBe('About 1 in 3.3 plays');
    expect(oddsInWords(100)).toBe('Every play wins');
    expect(oddsInWords(null)).toBeNull();
    expect(oddsInWords(0)).toBeNull();
  });

  it('converts between ISO instants and datetime-local inputs', () => {
    const iso = fromLocalInput('2026-12-01T09:30');
    expect(iso).not.toBeNull();
    expect(toLocalInput(iso)).toBe('2026-12-01T09:30');
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });
});
