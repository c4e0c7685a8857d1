import { describe, expect, it } from 'vitest';
import { playerIdentity } from '../lib/player.js';
import { createSafeStore } from '../lib/storage.js';
import {
  CONSENT_REQUIRED,
  REQUIRED,
  consentKey,
  fieldErrorsOf,
  leadMemory,
  leadRequest,
  validateLead,
} from './lead-values.js';
import type { LeadConsent, LeadField } from './lead-values.js';

const field = (key: string, type: LeadField['type'], required = true, options: string[] = []) =>
  ({ key, type, label: key, required, options }) satisfies LeadField;

const consent = (public_id: string, mandatory: boolean): LeadConsent => ({
  public_id,
  text: '<p>OK</p>',
  mandatory,
  double_opt_in: false,
  version: 3,
});

const form = {
  fields: [
    field('first_name', 'first_name'),
    field('email', 'email'),
    field('phone', 'phone', false),
    field('birth_date', 'birth_date', false),
    field('postcode', 'postcode', false),
    field('size', 'choice', false, ['Small', 'Large']),
    field('member', 'checkbox', true),
  ],
  consents: [consent('terms', true), consent('news', false)],
};
const today = new Date('2026-05-14T10:00:00Z');

describe('validateLead', () => {
  it('asks for every required field and mandatory consent, not the optional ones', () => {
    expect(validateLead(form, {}, {}, today)).toEqual({
      first_name: REQUIRED,
      email: REQUIRED,
      member: REQUIRED,
      [consentKey('terms')]: CONSENT_REQUIRED,
    });
  });

  it('checks the shape of emails, phones, dates, postcodes and choices', () => {
    const errors = validateLead(
      form,
      {
        first_name: '  Ana ',
        email: 'ana@example',
        phone: '12ab',
        birth_date: '2030-01-01',
        postcode: '#',
        size: 'Huge',
        member: true,
      },
      { terms: true },
      today,
    );
    expect(errors).toEqual({
      email: 'Enter a valid email address',
      phone: 'Enter a valid phone number, e.g. +44 20 7946 0958',
      birth_date: 'Enter your real birth date',
      postcode: 'Enter a valid postcode',
      size: 'Choose one of the options',
    });
    expect(validateLead(form, { birth_date: '1990-02-30' }, {}, today).birth_date).toBe(
      'Enter a date like 1990-04-21',
    );
  });

  it('accepts a well filled form', () => {
    const values = {
      first_name: 'Ana',
      email: 'ana@example.com',
      phone: '+44 20 7946 0958',
      birth_date: '1990-04-21',
      postcode: 'SW1A 1AA',
      size: 'Large',
      member: true,
    };
    expect(validateLead(form, values, { terms: true }, today)).toEqual({});
  });

  it('counts a blank text as empty', () => {
    expect(validateLead(form, { first_name: '   ' }, {}, today).first_name).toBe(REQUIRED);
  });
});

describe('fieldErrorsOf', () => {
  it("puts the server's key: message beside the field and keeps the rest general", () => {
    const keys = new Set(['email', consentKey('terms')]);
    expect(
      fieldErrorsOf(
        [
          'email: Use your address without a "+" part',
          'consents.terms: Please accept this to take part',
          'values: A field key in here is not valid.',
          'Something else',
        ],
        keys,
      ),
    ).toEqual({
      fields: {
        email: 'Use your address without a "+" part',
        'consents.terms': 'Please accept this to take part',
      },
      general: ['values: A field key in here is not valid.', 'Something else'],
    });
  });
});

describe('leadRequest', () => {
  it('sends trimmed texts, every checkbox and every consent with the version shown', () => {
    expect(
      leadRequest(
        form,
        { first_name: ' Ana ', email: '', extra: 'kept out' },
        { terms: true },
        null,
      ),
    ).toEqual({
      values: { first_name: 'Ana', member: false },
      consents: [
        { public_id: 'terms', given: true, version: 3 },
        { public_id: 'news', given: false, version: 3 },
      ],
    });
  });
});

describe('leadMemory', () => {
  const memoryStore = () => createSafeStore([]);

  it('keeps texts per business, merges later forms, and never keeps ticks', () => {
    const store = memoryStore();
    const a = leadMemory(store, 'acc-a');
    a.save({ first_name: 'Ana', member: true });
    a.save({ email: 'ana@example.com' });
    expect(a.load()).toEqual({ first_name: 'Ana', email: 'ana@example.com' });
    expect(leadMemory(store, 'acc-b').load()).toEqual({});
  });

  it('ignores broken data and is cleared by "Forget me"', () => {
    const store = memoryStore();
    store.set('playdesk.lead.acc-a', '{oops');
    expect(leadMemory(store, 'acc-a').load()).toEqual({});
    store.set('playdesk.lead.acc-a', '{"email":"a@b.co","n":7}');
    expect(leadMemory(store, 'acc-a').load()).toEqual({ email: 'a@b.co' });

    const who = playerIdentity(store, 'acc-a');
    who.setToken('secret');
    who.setProfile({ display_name: 'Ana', avatar: null });
    who.forget();
    expect(who.token()).toBeNull();
    expect(who.profile()).toBeNull();
    expect(leadMemory(store, 'acc-a').load()).toEqual({});
  });
});
