import { describe, expect, it } from 'vitest';
import { newStaffSession, staffCredential, withPlaces } from './staff.js';

const coffee = { public_id: 'acc_coffee', business_name: 'Demo Coffee Co.' };
const bakery = { public_id: 'acc_bakery', business_name: 'Other Bakery' };
const state = { business_name: 'Demo Coffee Co.', keys: [], rewards: [] };
const place = (public_id: string, name: string) => ({
  public_id,
  name,
  time_zone: 'Europe/Paris',
  address: '1 Quay',
  has_pin: false,
  devices: 0,
  created_at: '2026-11-01T00:00:00Z',
});

describe('a team mate’s session', () => {
  it('chooses the only account at once, and asks among several', () => {
    const one = newStaffSession('tok', 'mate@shop.test', coffee, []);
    expect(one.account).toEqual(coffee);
    expect(staffCredential(one)).toEqual({ token: 'tok', account: 'acc_coffee' });
    const two = newStaffSession('tok', 'mate@shop.test', coffee, [bakery, coffee]);
    expect(two.accounts).toEqual([coffee, bakery]);
    expect(two.account).toBeNull();
    expect(staffCredential(two)).toBeNull();
  });

  it('chooses the only location, keeps the chosen one while listed, else asks', () => {
    const base = newStaffSession('tok', 'mate@shop.test', coffee, []);
    const only = withPlaces(base, state, [place('lc_soho', 'Soho')]);
    expect(only.location).toEqual({
      public_id: 'lc_soho',
      name: 'Soho',
      address: '1 Quay',
      time_zone: 'Europe/Paris',
    });
    const both = [place('lc_soho', 'Soho (renamed)'), place('lc_marais', 'Marais')];
    expect(withPlaces(only, state, both).location?.name).toBe('Soho (renamed)');
    expect(withPlaces(base, state, both).location).toBeNull();
    expect(
      withPlaces(only, state, [place('lc_marais', 'Marais'), place('lc_x', 'X')]).location,
    ).toBeNull();
  });
});
