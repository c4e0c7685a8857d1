import { CreateLocationRequest, type Location } from '@playdesk/contract';
import { describe, expect, it } from 'vitest';
import {
  locationRequest,
  locationToValues,
  newLocationValues,
  timeZoneChoices,
  timeZoneLabel,
} from './location-model';

const saved: Location = {
  public_id: 'loc1',
  name: 'Main street',
  address: '1 Main street',
  time_zone: 'Europe/Paris',
  has_pin: true,
  devices: 2,
  created_at: '2026-11-20T10:00:00.000Z',
};

describe('location form', () => {
  it('never shows the PIN back: an empty box keeps the one set (not sent)', () => {
    const values = locationToValues(saved);
    expect(values.pin).toBe('');
    expect(locationRequest(values)).toEqual({
      name: 'Main street',
      address: '1 Main street',
      time_zone: 'Europe/Paris',
    });
    expect(locationRequest({ ...values, pin: ' 1234 ' }).pin).toBe('1234');
  });

  it('checks the request with the contract (the PIN has 4 to 8 digits)', () => {
    const values = { ...newLocationValues('Europe/London'), name: 'Kiosk' };
    expect(CreateLocationRequest.safeParse(locationRequest(values)).success).toBe(true);
    const short = CreateLocationRequest.safeParse(locationRequest({ ...values, pin: '12' }));
    expect(short.error?.issues[0]?.message).toBe('The PIN has 4 to 8 digits');
    const noZone = CreateLocationRequest.safeParse(locationRequest({ ...values, time_zone: '' }));
    expect(noZone.success).toBe(false);
  });

  it('offers the browser’s zones, keeping one it does not know', () => {
    expect(timeZoneChoices('Europe/Paris')).toContain('UTC');
    expect(timeZoneChoices('Mars/Olympus')[0]).toBe('Mars/Olympus');
    expect(timeZoneLabel('America/New_York')).toBe('America / New York');
  });
});
