import { describe, expect, it } from 'vitest';
import { BeaconRequest } from '@playdesk/contract';
import { strictSchema } from '../../http/strict-bodies.js';
import { isPlainBeacon } from './beacon-body.js';

/** The schema the route validates with (strict-bodies.ts makes every API body strict). */
const strict = strictSchema(BeaconRequest);

const VISIT = {
  visit_id: '6f1c2a9e-3b7d-4c1e-9a52-0d8e4b7f1a23',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'may',
  referrer: 'https://www.google.com/search?q=coffee',
  host_url: 'https://cafe.example.com/menu',
  placement: 'pl_abc',
  returning: false,
};
const EVENT = {
  step: 'cta',
  game: 'abcdefghijklmnop',
  session_id: 'd5b1c8f2-7a4e-4a43-9f0e-2b7c1d9e8a11',
  target: 'order_online',
  variant: 'B',
  language: 'en',
};
const body = (visit: unknown = VISIT, events: unknown = [EVENT]) => ({ visit, events });

/** Values a field may be sent with: right ones, wrong types, limits, spaces, broken text. */
const VALUES: unknown[] = [
  undefined,
  null,
  0,
  true,
  '',
  ' ',
  'x',
  ' newsletter',
  'newsletter ',
  'New\u0000s',
  '\ud800',
  '😀'.repeat(50),
  'a'.repeat(16),
  'a'.repeat(17),
  'a'.repeat(64),
  'a'.repeat(65),
  'a'.repeat(100),
  'a'.repeat(101),
  'a'.repeat(2000),
  'a'.repeat(2001),
  ['x'],
  { x: 1 },
  'view',
  'cta',
  'start',
  'fr',
  'xx',
  '6F1C2A9E-3B7D-4C1E-9A52-0D8E4B7F1A23',
  '6f1c2a9e-3b7d-4c1e-9a52-0d8e4b7f1a2',
];

/** `base` with `key` set to `value`, or without it for `undefined`. */
function withField(base: Record<string, unknown>, key: string, value: unknown) {
  return Object.fromEntries(
    [...Object.entries(base).filter(([k]) => k !== key), [key, value]].filter(
      ([, v]) => v !== undefined,
    ),
  );
}

/** Every body the check accepts, the strict schema accepts and returns unchanged. */
function agrees(b: unknown): boolean {
  const plain = isPlainBeacon(b);
  if (plain) {
    const parsed = strict.safeParse(b);
    expect(parsed.success, JSON.stringify(b)).toBe(true);
    expect(parsed.data).toEqual(b);
  }
  return plain;
}

describe('the beacon body without zod', () => {
  it('takes the player app’s bodies as they are', () => {
    expect(agrees(body())).toBe(true);
    expect(agrees(body({ visit_id: VISIT.visit_id }, [{ step: 'view', game: 'g' }]))).toBe(true);
    expect(
      agrees(
        body(
          VISIT,
          Array.from({ length: 20 }, () => EVENT),
        ),
      ),
    ).toBe(true);
  });

  it('never takes what the schema refuses or would change, field by field', () => {
    let plain = 0;
    let total = 0;
    for (const key of [...Object.keys(VISIT), 'unknown', '__proto__'])
      for (const value of VALUES) {
        total++;
        if (agrees(body(withField(VISIT, key, value)))) plain++;
      }
    for (const key of [...Object.keys(EVENT), 'unknown', 'constructor'])
      for (const value of VALUES) {
        total++;
        if (agrees(body(VISIT, [EVENT, withField(EVENT, key, value)]))) plain++;
      }
    for (const value of VALUES) {
      total += 3;
      if (agrees(body(value))) plain++;
      if (agrees(body(VISIT, value))) plain++;
      if (agrees({ ...body(), extra: value })) plain++;
    }
    // A body whose `__proto__` is an own key (as JSON.parse makes it) goes to zod too.
    expect(
      isPlainBeacon(JSON.parse(`{"visit":${JSON.stringify(VISIT)},"events":[],"__proto__":{}}`)),
    ).toBe(false);
    expect(agrees(body(VISIT, []))).toBe(false);
    expect(
      agrees(
        body(
          VISIT,
          Array.from({ length: 21 }, () => EVENT),
        ),
      ),
    ).toBe(false);
    expect(agrees(null)).toBe(false);
    expect(agrees([body()])).toBe(false);
    // Most variants are refused or changed by the schema, so most go to zod.
    expect(plain).toBeGreaterThan(20);
    expect(plain).toBeLessThan(total / 2);
  });

  it('agrees with the schema on random bodies', () => {
    let seed = 34;
    const pick = <T>(list: readonly T[]): T => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return list[seed % list.length]!;
    };
    for (let i = 0; i < 3_000; i++) {
      let visit: Record<string, unknown> = VISIT;
      let event: Record<string, unknown> = EVENT;
      for (let k = 0; k < 3; k++) {
        const key = pick([...Object.keys(VISIT), ...Object.keys(EVENT), 'other']);
        const v = pick(VALUES);
        if (pick([true, false])) visit = withField(visit, key, v);
        else event = withField(event, key, v);
      }
      agrees(body(visit, [event]));
    }
  });
});
