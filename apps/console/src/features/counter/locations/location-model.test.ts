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
  latitude: 48.8566,
  longitude: 2.3522,
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
      latitude: 48.8566,
      longitude: 2.3522,
    });
    expect(locationRequest({ ...values, pin: ' 1234 ' }).pin).toBe('1234');
  });

  it('sends the coordinates as numbers (a decimal comma too), both empty as none', () => {
    const values = { ...newLocationValues('UTC'), name: 'Kiosk' };
    expect(locationRequest(values)).toMatchObject({ latitude: null, longitude: null });
    expect(locationRequest({ ...values, latitude: ' 45,76 ', longitude: '-4.86' })).toMatchObject({
      latitude: 45.76,
      longitude: -4.86,
    });
    const check = (latitude: string, longitude: string) =>
      CreateLocationRequest.safeParse(locationRequest({ ...values, latitude, longitude })).error
        ?.issues[0]?.message;
    expect(check('45.76', '4.86')).toBeUndefined();
    expect(check('north', '4.86')).toBe('The latitude is a number of degrees');
    expect(check('91', '4.86')).toBe('The latitude is between -90 and 90');
    expect(check('45.76', '')).toBe('Give both the latitude and the longitude, or neither');
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
