import { TEST_CARDS, type TestCheckoutPayRequest } from '@playdesk/contract';

/**
 * The TEST MODE card form's model (issue 14): what the person types, and the request the contract's
 * `TestCheckoutPayRequest` checks. Expiry is one "MM / YY" field, sent as `exp_month`/`exp_year`.
 */
export interface CardFormValues {
  card_number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export const CARD_FIELDS = ['card_number', 'expiry', 'cvc', 'name'] as const;

/** Request paths → form fields (both expiry parts are shown under the one expiry field). */
export const CARD_ALIASES = { exp_month: 'expiry', exp_year: 'expiry' } as const;

export const emptyCard: CardFormValues = { card_number: '', expiry: '', cvc: '', name: '' };

/** The two test cards the page offers to fill in, with what each does (`billing.card.test_*`). */
export const TEST_CARD_CHOICES = [
  { number: TEST_CARDS.success, outcome: 'pays', tone: 'success' },
  { number: TEST_CARDS.declined, outcome: 'declined', tone: 'danger' },
] as const;

/** '4242424242424242' → '4242 4242 4242 4242' (groups of four, at most 19 digits). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1', '12', '1230', '12 / 30' → '1', '12 / ', '12 / 30' as the person types. */
export function formatExpiry(input: string, previous = ''): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  const deleting = input.length < previous.length;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** The request the contract checks. An unreadable expiry is sent as 0 (the schema names it). */
export function toCardRequest(values: CardFormValues): TestCheckoutPayRequest {
  const match = /^(\d{1,2})\s*\/?\s*(\d{2})$/.exec(values.expiry.replace(/\s/g, ''));
  return {
    card_number: values.card_number,
    exp_month: match ? Number(match[1]) : 0,
    exp_year: match ? 2000 + Number(match[2]) : 0,
    cvc: values.cvc.trim(),
    name: values.name,
  };
}

/** A test card filled in at once: a valid expiry next year and any CVC. */
export function testCardValues(number: string, name: string, now = new Date()): CardFormValues {
  const year = String((now.getUTCFullYear() + 1) % 100).padStart(2, '0');
  return { card_number: formatCardNumber(number), expiry: `12 / ${year}`, cvc: '123', name };
}
