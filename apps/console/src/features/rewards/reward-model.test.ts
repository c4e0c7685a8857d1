import { CreateRewardRequest, type Reward } from '@playdesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractResolver, splitServerErrors } from '../../ui/form-errors';
import {
  expiryText,
  newRewardValues,
  REWARD_ALIASES,
  REWARD_FIELDS,
  rewardToValues,
  stockText,
  valuesToRequest,
  type RewardFormValues,
} from './reward-model';
import { loadSections } from '../../i18n/i18n';

beforeAll(() => loadSections('rewards'));

const saved: Reward = {
  public_id: 'rw1',
  name: 'Free coffee',
  description: 'Any size',
  image: null,
  value: '3 €',
  terms: '',
  how_to_redeem: 'Show the code at the counter',
  expiry: { type: 'days_after_win', days: 14 },
  kind: 'shared_code',
  shared_value: 'COFFEE',
  quantity: 50,
  low_stock_threshold: 5,
  redeem_mode: 'in_store',
  stock: { total: 50, won: 3, redeemed: 1, left: 47 },
  low_stock: false,
  games: [],
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  default_language: 'en',
  languages: ['en'],
  translations: {},
};

const resolver = contractResolver<RewardFormValues, unknown>(
  CreateRewardRequest,
  valuesToRequest,
  REWARD_ALIASES,
);
const resolve = (values: RewardFormValues) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('reward form', () => {
  it('round-trips a saved reward through the form', () => {
    const values = rewardToValues(saved);
    expect(values).toMatchObject({
      expiry_type: 'days_after_win',
      expiry_days: '14',
      quantity: '50',
      low_stock_threshold: '5',
      shared_value: 'COFFEE',
    });
    expect(valuesToRequest(values)).toEqual({
      name: 'Free coffee',
      description: 'Any size',
      image: null,
      value: '3 €',
      terms: '',
      how_to_redeem: 'Show the code at the counter',
      expiry: { type: 'days_after_win', days: 14 },
      kind: 'shared_code',
      shared_value: 'COFFEE',
      quantity: 50,
      low_stock_threshold: 5,
      redeem_mode: 'in_store',
    });
  });

  it('sends blanks as null and leaves out what the kind does not use', () => {
    const values: RewardFormValues = {
      ...newRewardValues(),
      name: 'Tote bag',
      kind: 'unique_code',
      shared_value: 'LEFTOVER',
      quantity: '10',
    };
    expect(valuesToRequest(values)).toMatchObject({
      kind: 'unique_code',
      shared_value: null,
      quantity: null,
      low_stock_threshold: null,
      expiry: { type: 'none' },
      redeem_mode: 'online',
    });
    expect(valuesToRequest({ ...values, kind: 'physical' }).quantity).toBe(10);
  });

  it('checks the request with the contract, messages on the form’s own fields', async () => {
    const noCode = await resolve({ ...newRewardValues(), name: 'Promo', kind: 'shared_code' });
    expect(noCode.errors.shared_value?.message).toBe('Enter the code every winner gets');

    const badLink = await resolve({
      ...newRewardValues(),
      name: 'Offer',
      kind: 'shared_link',
      shared_value: 'example.com/offer',
    });
    expect(badLink.errors.shared_value?.message).toBe('Use a full http(s):// address');

    const noDays = await resolve({
      ...newRewardValues(),
      name: 'Soon gone',
      expiry_type: 'days_after_win',
      expiry_days: '',
    });
    expect(noDays.errors.expiry_days?.message).toBe('At least 1 day');

    const noName = await resolve(newRewardValues());
    expect(noName.errors.name?.message).toBe('Name is required');

    const fine = await resolve({ ...newRewardValues(), name: 'Free coffee' });
    expect(fine.errors).toEqual({});
  });

  it('puts the server’s expiry errors on the inputs that show them', () => {
    const body = {
      message: 'Bad',
      errors: ['expiry.date: Not a real date', 'quantity: At least 1'],
    };
    expect(splitServerErrors(body, REWARD_FIELDS, REWARD_ALIASES).fields).toEqual({
      expiry_date: 'Not a real date',
      quantity: 'At least 1',
    });
  });

  it('says when a reward expires and what is left', () => {
    expect(expiryText({ type: 'none' })).toBeNull();
    expect(expiryText({ type: 'date', date: '2026-12-31' })).toBe('Valid until 31 Dec 2026');
    expect(expiryText({ type: 'date', date: '' })).toBeNull();
    expect(expiryText({ type: 'days_after_win', days: 1 })).toBe('Valid 1 day after winning');
    expect(stockText(saved)).toBe('47 left');
    expect(stockText({ ...saved, stock: { ...saved.stock, left: null, total: null } })).toBe(
      'Unlimited',
    );
    expect(
      stockText({ kind: 'unique_code', stock: { total: 0, won: 0, redeemed: 0, left: 0 } }),
    ).toBe('No codes yet');
  });
});
