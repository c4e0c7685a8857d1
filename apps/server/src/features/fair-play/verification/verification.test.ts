/**
 * The pure parts of verification (docs/fair-play.md#verified-email-and-phone): the codes (digits,
 * hashing per business and address), phone numbers as one identity, the disposable list, and the
 * fields a verifying form gets. Expiry, tries and the lock run on the database: verification.api.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_FAIR_PLAY, type LeadFormField } from '@playdesk/contract';
import { HttpError } from '../../../http/errors.js';
import { cleanCode, codeHash, newCode } from './codes.js';
import { isDisposableEmail } from './disposable.js';
import { formVerification, withVerifiedFields } from './form.js';
import { normalizePhone } from './phone.js';

describe('codes', () => {
  it('are 6 digits, leading zeros kept, and not all alike', () => {
    const codes = Array.from({ length: 200 }, newCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('are read as typed from an email or SMS: spaces and dashes ignored, anything else refused', () => {
    expect(cleanCode('123456')).toBe('123456');
    expect(cleanCode(' 123 456 ')).toBe('123456');
    expect(cleanCode('123-456')).toBe('123456');
    expect(cleanCode('12345')).toBeNull();
    expect(cleanCode('1234567')).toBeNull();
    expect(cleanCode('12a456')).toBeNull();
  });

  it('hash apart per business, channel and address', () => {
    const to = { accountId: 'a', channel: 'email' as const, address: 'lea@example.com' };
    const hash = codeHash(to, '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('123456');
    expect(codeHash({ ...to, accountId: 'b' }, '123456')).not.toBe(hash);
    expect(codeHash({ ...to, channel: 'phone' }, '123456')).not.toBe(hash);
    expect(codeHash({ ...to, address: 'leo@example.com' }, '123456')).not.toBe(hash);
    expect(codeHash(to, '123457')).not.toBe(hash);
  });
});

describe('phone numbers', () => {
  it('are kept in E.164 whatever the spacing or prefix', () => {
    expect(normalizePhone('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(normalizePhone('0033 6.12.34.56.78')).toBe('+33612345678');
    expect(normalizePhone('+1 (415) 555-2671')).toBe('+14155552671');
  });

  it('are refused without a country code, as landlines, or as nonsense — naming the field', () => {
    const problem = (typed: string) => {
      try {
        normalizePhone(typed);
        return null;
      } catch (err) {
        expect(err).toBeInstanceOf(HttpError);
        return { status: (err as HttpError).statusCode, errors: (err as HttpError).errors };
      }
    };
    expect(problem('06 12 34 56 78')).toEqual({
      status: 400,
      errors: ['phone: Enter the number with its country code, like +33 6 12 34 56 78'],
    });
    expect(problem('+33 1 23 45 67 89')).toEqual({
      status: 400,
      errors: ['phone: Enter a mobile number that can receive text messages'],
    });
    expect(problem('call me')?.status).toBe(400);
  });
});

describe('disposable domains', () => {
  it('are known from the maintained list, subdomains included', () => {
    expect(isDisposableEmail('x@mailinator.com')).toBe(true);
    expect(isDisposableEmail('x@yopmail.com')).toBe(true);
    expect(isDisposableEmail('x@eu.mailinator.com')).toBe(true);
    expect(isDisposableEmail('x@gmail.com')).toBe(false);
    expect(isDisposableEmail('x@example.com')).toBe(false);
    expect(isDisposableEmail('not-an-email')).toBe(false);
  });
});

describe('the fields of a verifying form', () => {
  const first: LeadFormField = {
    key: 'first_name',
    type: 'first_name',
    label: 'Name',
    required: true,
  };
  const email: LeadFormField = {
    key: 'email',
    type: 'email',
    label: 'Your email',
    required: false,
  };

  it('asks nothing of a game without a form', () => {
    expect(
      formVerification({ ...DEFAULT_FAIR_PLAY, verify_email: 'code' }, { mode: 'off' }),
    ).toEqual({
      email: 'off',
      phone: false,
    });
    expect(
      formVerification(
        { ...DEFAULT_FAIR_PLAY, verify_email: 'link', verify_phone: true },
        { mode: 'after' },
      ),
    ).toEqual({ email: 'link', phone: true });
  });

  it('makes the business’s own field required, or adds it at the top in the form’s language', () => {
    expect(withVerifiedFields([first, email], { email: 'code', phone: false }, 'en')).toEqual([
      first,
      { ...email, required: true },
    ]);
    expect(withVerifiedFields([first], { email: 'code', phone: true }, 'fr')).toEqual([
      { key: 'email', type: 'email', label: 'E-mail', required: true },
      { key: 'phone', type: 'phone', label: 'Téléphone mobile', required: true },
      first,
    ]);
    expect(withVerifiedFields([first], { email: 'off', phone: false }, 'en')).toEqual([first]);
  });
});
