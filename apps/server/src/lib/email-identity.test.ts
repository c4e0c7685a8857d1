import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emailDomain, normalizeEmail } from './email-identity.js';

describe('normalizeEmail', () => {
  it.each([
    ['Lea@Example.com', 'lea@example.com'],
    ['  lea@example.com ', 'lea@example.com'],
    ['lea+promo@example.com', 'lea@example.com'],
    ['lea+a+b@example.com', 'lea@example.com'],
    ['l.e.a@gmail.com', 'lea@gmail.com'],
    ['L.E.A+x@GoogleMail.com', 'lea@gmail.com'],
    ['l.e.a@outlook.com', 'l.e.a@outlook.com'],
    ['+lea@example.com', '+lea@example.com'],
    ['not-an-email', 'not-an-email'],
    ['lea@', 'lea@'],
  ])('%s is %s', (input, expected) => {
    expect(normalizeEmail(input)).toBe(expected);
  });

  it('is idempotent and keeps the domain (other than Gmail’s alias)', () => {
    const local = fc.stringMatching(/^[a-z0-9.+_-]{1,20}$/);
    const domain = fc.constantFrom('example.com', 'gmail.com', 'googlemail.com', 'shop.fr');
    fc.assert(
      fc.property(local, domain, (l, d) => {
        const once = normalizeEmail(`${l}@${d}`);
        expect(normalizeEmail(once)).toBe(once);
        expect(emailDomain(once)).toBe(d === 'googlemail.com' ? 'gmail.com' : d);
      }),
    );
  });
});
