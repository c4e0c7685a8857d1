import { TestCheckoutPayRequest } from '@playdesk/contract';
import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, testCardValues, toCardRequest } from './card-model';

describe('card form model', () => {
  it('groups the card number by four', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 00')).toBe('4000 0000 00');
    expect(formatCardNumber('1234 5678 1234 5678 1234')).toBe('1234 5678 1234 5678 123');
  });

  it('writes the expiry as MM / YY while typing', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12', '1')).toBe('12 / ');
    expect(formatExpiry('12', '12 / ')).toBe('12');
    expect(formatExpiry('1230')).toBe('12 / 30');
  });

  it('turns the form into a request the contract accepts', () => {
    const request = toCardRequest({
      card_number: '4242 4242 4242 4242',
      expiry: '12 / 30',
      cvc: '123',
      name: 'Ada',
    });
    expect(request).toEqual({
      card_number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
      name: 'Ada',
    });
    expect(TestCheckoutPayRequest.parse(request).card_number).toBe('4242424242424242');
  });

  it('sends an unreadable expiry as 0, which the contract refuses', () => {
    const request = toCardRequest({ card_number: '4242', expiry: '1', cvc: '', name: '' });
    expect(request.exp_month).toBe(0);
    expect(TestCheckoutPayRequest.safeParse(request).success).toBe(false);
  });

  it('fills a test card with next year as expiry', () => {
    const values = testCardValues('4242424242424242', 'Ada', new Date('2026-11-26T00:00:00Z'));
    expect(values).toEqual({
      card_number: '4242 4242 4242 4242',
      expiry: '12 / 27',
      cvc: '123',
      name: 'Ada',
    });
  });
});
