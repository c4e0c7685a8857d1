import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FAIR_PLAY, riskLevel } from '@playdesk/contract';
import { playerT } from '../../i18n/player-messages.js';
import { riskView } from './reasons.js';
import {
  paceLimit,
  scoreOf,
  scoreRisk,
  shownSeconds,
  speedReason,
  SPEED,
  type RiskSignals,
  type SpeedSample,
} from './score.js';
import { deviceOf, exemptMatcher, networkOf } from './velocity.js';

const rules = DEFAULT_FAIR_PLAY.velocity;
const calm: RiskSignals = {
  network: { tenMinutes: 1, hour: 1, day: 1 },
  device: { hour: 1, day: 1 },
  emailDomain: null,
  disposableEmail: false,
  emailVariants: 0,
  challenge: 'none',
};

describe('the risk score (docs/fair-play-risk.md#the-score)', () => {
  it('is 0 with no reason for an ordinary play', () => {
    expect(scoreRisk(calm, rules)).toEqual({ score: 0, level: 'low', reasons: [] });
  });

  it("is medium when a network is on pace to pass its hour's threshold in 10 minutes", () => {
    const pace = paceLimit(rules.network.hour);
    expect(pace).toBe(5);
    const at = (n: number) =>
      scoreRisk({ ...calm, network: { tenMinutes: n, hour: n, day: n } }, rules);
    expect(at(pace).score).toBe(0);
    expect(at(pace + 1)).toEqual({
      score: 35,
      level: 'medium',
      reasons: [{ code: 'network_velocity', points: 35, params: { count: 6, window: '10m' } }],
    });
  });

  it("is high past the business's threshold, the worst window as the reason", () => {
    const r = scoreRisk({ ...calm, network: { tenMinutes: 61, hour: 61, day: 61 } }, rules);
    expect(r.level).toBe('high');
    expect(r.reasons).toEqual([
      { code: 'network_velocity', points: 70, params: { count: 61, window: 'hour' } },
    ]);
    const twice = scoreRisk({ ...calm, network: { tenMinutes: 9, hour: 120, day: 120 } }, rules);
    expect(twice.score).toBe(90);
    const device = scoreRisk({ ...calm, device: { hour: 3, day: 31 } }, rules);
    expect(device.reasons).toEqual([
      { code: 'device_velocity', points: 71, params: { count: 31, window: 'day' } },
    ]);
  });

  it('adds up reasons: a busy email domain, a disposable one, a failed challenge', () => {
    const r = scoreRisk(
      {
        ...calm,
        emailDomain: { hour: 201, day: 201 },
        disposableEmail: true,
        challenge: 'failed',
      },
      rules,
    );
    expect(r.reasons.map((x) => x.code)).toEqual([
      'email_domain_velocity',
      'disposable_email',
      'challenge_failed',
    ]);
    expect(r.score).toBe(100);
    expect(scoreRisk({ ...calm, challenge: 'failed' }, rules)).toMatchObject({
      score: 30,
      level: 'medium',
    });
  });

  it('counts other spellings of one mailbox: 20 each, up to 60', () => {
    const at = (n: number) => scoreRisk({ ...calm, emailVariants: n }, rules);
    expect(at(1)).toEqual({
      score: 20,
      level: 'low',
      reasons: [{ code: 'email_variant', points: 20, params: { count: 1 } }],
    });
    expect(at(2).level).toBe('medium');
    expect(at(5).score).toBe(60);
    expect(riskView({ ...at(5), kind: 'lead' }, 'en').reasons[0]!.text).toBe(
      'The email differs from 5 earlier ones only by a +tag or dots',
    );
  });

  it('stays within 0–100, its level the contract’s, and never falls as counts rise', () => {
    const counts = fc.record({ tenMinutes: fc.nat(5000), hour: fc.nat(5000), day: fc.nat(5000) });
    fc.assert(
      fc.property(counts, fc.nat(100), fc.boolean(), (c, extra, failed) => {
        const signals: RiskSignals = {
          ...calm,
          network: { ...c, day: Math.max(c.day, c.hour) },
          challenge: failed ? 'failed' : 'none',
        };
        const r = scoreRisk(signals, rules);
        expect(r.score).toBeGreaterThanOrEqual(0);
        expect(r.score).toBeLessThanOrEqual(100);
        expect(r.level).toBe(riskLevel(r.score));
        expect(r.score).toBe(
          Math.min(
            100,
            r.reasons.reduce((s, x) => s + x.points, 0),
          ),
        );
        const more = scoreRisk(
          {
            ...signals,
            network: {
              tenMinutes: c.tenMinutes + extra,
              hour: c.hour + extra,
              day: Math.max(c.day, c.hour) + extra,
            },
          },
          rules,
        );
        expect(more.score).toBeGreaterThanOrEqual(r.score);
      }),
    );
  });

  it('calls a win too fast only below the quantile the sample is large enough for', () => {
    const big: SpeedSample = { n: 1000, p1: 9_000, p01: 4_000 };
    const won = (durationMs: number, sample: SpeedSample | null = big) =>
      scoreRisk({ ...calm, speed: { durationMs, sample } }, rules);
    // Faster than 99.9 % of the game's winners: high on its own.
    expect(won(900)).toEqual({
      score: 70,
      level: 'high',
      reasons: [{ code: 'too_fast', points: 70, params: { seconds: 0.9, percent: 99.9 } }],
    });
    // Faster than 99 %: medium.
    expect(won(5_000)).toMatchObject({
      score: 40,
      level: 'medium',
      reasons: [{ code: 'too_fast', points: 40, params: { seconds: 5, percent: 99 } }],
    });
    // The quantile itself, and slower, is ordinary.
    expect(won(9_000)).toEqual({ score: 0, level: 'low', reasons: [] });
    // 500 wins tell the fastest 1 %, not the fastest 0.1 %; 99 wins tell neither; none read: none.
    expect(won(900, { ...big, n: 500 }).reasons[0]!.params).toEqual({ seconds: 0.9, percent: 99 });
    expect(won(900, { ...big, n: SPEED.tiers[1].minSample - 1 }).reasons).toEqual([]);
    expect(won(900, null).reasons).toEqual([]);
    // Added to the other reasons: a network on pace and a win too fast are high together.
    const both = scoreRisk(
      {
        ...calm,
        network: { tenMinutes: 6, hour: 6, day: 6 },
        speed: { durationMs: 5_000, sample: big },
      },
      rules,
    );
    expect(both).toMatchObject({ score: 75, level: 'high' });
    expect(scoreOf(both.reasons)).toEqual({ score: 75, level: 'high' });
    expect([shownSeconds(42), shownSeconds(904), shownSeconds(12_345)]).toEqual([0.04, 0.9, 12.3]);
  });

  it('never falls as a win gets faster, and stays within 0–100', () => {
    const sample = fc
      .record({ n: fc.nat(3000), p1: fc.nat(120_000), below: fc.nat(120_000) })
      .map(({ n, p1, below }) => ({ n, p1, p01: Math.min(p1, below) }));
    fc.assert(
      fc.property(sample, fc.nat(200_000), fc.nat(200_000), fc.nat(5000), (s, a, b, net) => {
        const [fast, slow] = a <= b ? [a, b] : [b, a];
        const signals = (durationMs: number): RiskSignals => ({
          ...calm,
          network: { tenMinutes: net, hour: net, day: net },
          speed: { durationMs, sample: s },
        });
        const quick = scoreRisk(signals(fast), rules);
        const steady = scoreRisk(signals(slow), rules);
        expect(quick.score).toBeGreaterThanOrEqual(steady.score);
        for (const r of [quick, steady]) {
          expect(r.score).toBeGreaterThanOrEqual(0);
          expect(r.score).toBeLessThanOrEqual(100);
          expect(r.level).toBe(riskLevel(r.score));
        }
        expect(speedReason({ durationMs: fast, sample: s })?.points ?? 0).toBeGreaterThanOrEqual(
          speedReason({ durationMs: slow, sample: s })?.points ?? 0,
        );
      }),
    );
  });

  it("reads each reason in the reader's language", () => {
    const stored = {
      score: 70,
      kind: 'play' as const,
      reasons: [
        {
          code: 'network_velocity' as const,
          points: 35,
          params: { count: 8, window: '10m' },
        },
        { code: 'challenge_failed' as const, points: 30 },
      ],
    };
    expect(riskView(stored, 'en').reasons.map((r) => r.text)).toEqual([
      '8 plays from this network in 10 minutes',
      'Challenge failed',
    ]);
    expect(riskView(stored, 'fr').reasons[0]!.text).toBe(
      '8 parties depuis ce réseau en 10 minutes',
    );
    expect(riskView(null, 'en')).toEqual({ score: 0, level: 'low', reasons: [] });
    const fast = {
      score: 70,
      kind: 'play' as const,
      reasons: [{ code: 'too_fast' as const, points: 70, params: { seconds: 0.9, percent: 99.9 } }],
    };
    expect(riskView(fast, 'en').reasons[0]!.text).toBe(
      'Won in 0.9 s, faster than 99.9 % of this game’s winners',
    );
    expect(riskView(fast, 'fr').reasons[0]!.text).toBe(
      'Gagnée en 0,9 s, plus vite que 99,9 % des gagnants de ce jeu',
    );
    expect(riskView(fast, 'de').reasons[0]!.text).toContain('0,9 s');
    expect(playerT('de').t('risk.network_velocity.lead', { count: 1, window: 'hour' })).toBe(
      '1 Formular aus diesem Netzwerk in einer Stunde',
    );
  });
});

describe('the sources counted (docs/fair-play-risk.md#what-is-recorded)', () => {
  it('keeps a network prefix, never the address', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(networkOf('2001:db8:abcd:12ff:1:2:3:4')).toBe('2001:db8:abcd:1200::/56');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/56');
    expect(networkOf('not an ip')).toBe('unknown');
  });

  it('takes a random UUID as a device id, nothing else', () => {
    expect(deviceOf('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(
      '0f8fad5b-d9cb-469f-a165-70867728950e',
    );
    expect(deviceOf('fingerprint-123')).toBeNull();
    expect(deviceOf(undefined)).toBeNull();
  });

  it('matches exempt addresses and prefixes, refusing a malformed entry', () => {
    const exempt = exemptMatcher(['127.0.0.1', '10.1.0.0/16', '2001:db8::/48']);
    expect(exempt('127.0.0.1')).toBe(true);
    expect(exempt('::ffff:10.1.200.3')).toBe(true);
    expect(exempt('2001:db8:0:ffff::1')).toBe(true);
    expect(exempt('10.2.0.1')).toBe(false);
    expect(() => exemptMatcher(['10.0.0.0/40'])).toThrow(/FAIR_PLAY_EXEMPT_NETWORKS/);
  });
});
