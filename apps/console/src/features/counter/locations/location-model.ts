/**
 * The location form's model: its values, their conversion to and from the API, and the time
 * zones offered. The request is checked by the contract's `CreateLocationRequest` (a change sends
 * the same fields, which `UpdateLocationRequest` accepts). The staff PIN is never shown back: the
 * box starts empty, and left empty it is not sent (the PIN set stays). The coordinates are typed
 * as text (a decimal comma is taken too); both empty clear them.
 */
import type { CreateLocationRequest, Location } from '@playdesk/contract';
import { browserTimeZone } from '../../../lib/format';

export interface LocationFormValues {
  name: string;
  address: string;
  time_zone: string;
  /** Decimal degrees as typed; '' = none. */
  latitude: string;
  longitude: string;
  /** '' = keep the PIN as it is (or none for a new location). */
  pin: string;
}

export function newLocationValues(timeZone: string = browserTimeZone()): LocationFormValues {
  return {
    name: '',
    address: '',
    time_zone: timeZone || 'UTC',
    latitude: '',
    longitude: '',
    pin: '',
  };
}

export function locationToValues(location: Location): LocationFormValues {
  return {
    name: location.name,
    address: location.address,
    time_zone: location.time_zone,
    latitude: location.latitude === null ? '' : String(location.latitude),
    longitude: location.longitude === null ? '' : String(location.longitude),
    pin: '',
  };
}

/** '' → null; "48,85" → 48.85; what is not a number stays NaN, which the contract refuses. */
export function degrees(typed: string): number | null {
  const text = typed.trim().replace(',', '.');
  return text === '' ? null : Number(text);
}

export function locationRequest(values: LocationFormValues): CreateLocationRequest {
  const pin = values.pin.trim();
  return {
    name: values.name,
    address: values.address,
    time_zone: values.time_zone,
    latitude: degrees(values.latitude),
    longitude: degrees(values.longitude),
    ...(pin ? { pin } : {}),
  };
}

/** The fields the server may name in its `errors`. */
export const LOCATION_FIELDS = [
  'name',
  'address',
  'time_zone',
  'latitude',
  'longitude',
  'pin',
] as const;

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
