/**
 * The location form's model: its values, their conversion to and from the API, and the time
 * zones offered. The request is checked by the contract's `CreateLocationRequest` (a change sends
 * the same fields, which `UpdateLocationRequest` accepts). The staff PIN is never shown back: the
 * box starts empty, and left empty it is not sent (the PIN set stays).
 */
import type { CreateLocationRequest, Location } from '@playdesk/contract';
import { browserTimeZone } from '../../../lib/format';

export interface LocationFormValues {
  name: string;
  address: string;
  time_zone: string;
  /** '' = keep the PIN as it is (or none for a new location). */
  pin: string;
}

export function newLocationValues(timeZone: string = browserTimeZone()): LocationFormValues {
  return { name: '', address: '', time_zone: timeZone || 'UTC', pin: '' };
}

export function locationToValues(location: Location): LocationFormValues {
  return {
    name: location.name,
    address: location.address,
    time_zone: location.time_zone,
    pin: '',
  };
}

export function locationRequest(values: LocationFormValues): CreateLocationRequest {
  const pin = values.pin.trim();
  return {
    name: values.name,
    address: values.address,
    time_zone: values.time_zone,
    ...(pin ? { pin } : {}),
  };
}

/** The fields the server may name in its `errors`. */
export const LOCATION_FIELDS = ['name', 'address', 'time_zone', 'pin'] as const;

/** The browser's time zones, with `current` first when the browser does not know it. */
export function timeZoneChoices(current: string): string[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  const all = zones.includes('UTC') ? zones : [...zones, 'UTC'];
  return !current || all.includes(current) ? all : [current, ...all];
}

/** "Europe/Paris" → "Europe / Paris", "America/New_York" → "America / New York". */
export function timeZoneLabel(zone: string): string {
  return zone.replace(/_/g, ' ').replace(/\//g, ' / ');
}
