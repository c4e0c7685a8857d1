/**
 * Redemption in store, the devices' side (docs/rewards.md#redemption-in-store): the owner's
 * locations and counter devices (module `rewards`), and what a paired device does itself — pair
 * with its code (public, limited per address), unlock with the staff PIN, lock, read its state
 * (`access: 'device'`); and what any scanner reads to work (`access: 'counter'`): the locations to
 * redeem at and the keys and names it needs offline. HTTP only: the work is in locations.ts and devices.ts.
 */
import { z } from 'zod';
import {
  CounterStateResponse,
  CreateLocationRequest,
  DeviceListQuery,
  DeviceListResponse,
  DeviceStateResponse,
  ErrorBody,
  IdParams,
  LocationListQuery,
  LocationListResponse,
  LocationResponse,
  PairCodeRequest,
  PairDeviceRequest,
  PairedDeviceResponse,
  PairingResponse,
  UnlockDeviceRequest,
  UpdateLocationRequest,
} from '@playdesk/contract';
import { scopeOf } from '../../http/auth.js';
import type { App, RouteDeps } from '../../http/types.js';
import { consumeOrRefuse, createCounter } from '../../infra/rate-limit.js';
import { counterOf, deviceOf } from './caller.js';
import { createDeviceService } from './devices.js';
import { createLocationService } from './locations.js';
import { createSigningKeys } from './tokens.js';

const tags = ['counter'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const deviceErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const owner = { access: 'account', module: 'rewards' } as const;
const device = { access: 'device' } as const;

/** Pairing attempts per address and minute: a code has 32^8 values, tried 10 a minute at most. */
export const PAIR_ATTEMPTS_PER_MINUTE = 10;

export function counterDeviceRoutes(app: App, { db, config: appConfig, redis }: RouteDeps): void {
  const locationService = createLocationService(db);
  const deviceService = createDeviceService(db, createSigningKeys(db, appConfig.secretsKey));
  const pairAttempts = createCounter(redis, {
    name: 'counter-pair',
    points: PAIR_ATTEMPTS_PER_MINUTE,
    seconds: 60,
  });

  app.get(
    '/locations',
    {
      config: owner,
      schema: {
        tags,
        operationId: 'listLocations',
        summary: 'List locations',
        description:
          "A page of the business's locations (its shops), newest first, each with whether its " +
          'staff PIN is set (never the PIN) and how many counter devices are paired to it. Deleted ' +
          'locations are left out.',
        querystring: LocationListQuery,
        response: { 200: LocationListResponse, ...errors },
      },
    },
    async (request) => locationService.list(scopeOf(request).account.id, request.query),
  );

  app.post(
    '/locations',
    {
      config: owner,
      schema: {
        tags,
        operationId: 'createLocation',
        summary: 'Create a location',
        description:
          'A shop where in-store rewards are redeemed: its name, address and time zone (the ' +
          "redemption report's days), and the staff PIN (4 to 8 digits, stored hashed) that " +
          'unlocks its counter devices; without a PIN no device of it can be unlocked. 409 past ' +
          '200 locations.',
        body: CreateLocationRequest,
        response: { 201: LocationResponse, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        location: await locationService.create(scopeOf(request).account.id, request.body),
      }),
  );

  app.patch(
    '/locations/:id',
    {
      config: owner,
      schema: {
        tags,
        operationId: 'updateLocation',
        summary: 'Change a location or its staff PIN',
        description:
          'Changes the fields sent. A new `pin` replaces the staff PIN and locks every device of ' +
          'the location: each needs the new PIN to redeem again.',
        params: IdParams,
        body: UpdateLocationRequest,
        response: { 200: LocationResponse, ...errors },
      },
    },
    async (request) => ({
      location: await locationService.update(
        scopeOf(request).account.id,
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/locations/:id',
    {
      config: owner,
      schema: {
        tags,
        operationId: 'deleteLocation',
        summary: 'Delete a location',
        description:
          'Removes the location from the lists and unpairs its counter devices (each is refused ' +
          'from its next request on). Its redemptions keep naming it in the report.',
        params: IdParams,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await locationService.remove(scopeOf(request).account.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/locations/:id/devices',
    {
      config: owner,
      schema: {
        tags,
        operationId: 'createCounterDevice',
        summary: 'Pair a counter device: get its code',
        description:
          'Adds a counter device to the location and answers its pairing code (8 characters, ' +
          'shown this once, stored hashed), to type on the device at `/redeem` within 15 ' +
          'minutes; it works once. 409 past 50 devices at a location.',
        params: IdParams,
        body: PairDeviceRequest,
        response: { 201: PairingResponse, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await locationService.pairDevice(
            scopeOf(request).account.id,
            request.params.id,
            request.body,
          ),
        ),
  );

  app.get(
    '/devices',
    {
      config: owner,
      schema: {
        tags,
        operationId: 'listCounterDevices',
        summary: 'List counter devices',
        description:
          "A page of the business's counter devices, newest first (`location` keeps one " +
          "location's): paired ones, and those whose pairing code can still be used (`paired_at` " +
          'null), with when each was last seen and whether it is locked after wrong PINs.',
        querystring: DeviceListQuery,
        response: { 200: DeviceListResponse, ...errors },
      },
    },
    async (request) => locationService.listDevices(scopeOf(request).account.id, request.query),
  );

  app.delete(
    '/devices/:id',
    {
      config: owner,
      schema: {
        tags,
        operationId: 'deleteCounterDevice',
        summary: 'Unpair a counter device',
        description:
          "Unpairs the device: its token is refused from its next request on (the device's " +
          'queued offline redemptions can no longer be sent). Its past redemptions keep its name.',
        params: IdParams,
        response: { 204: z.null().describe('Unpaired'), ...errors },
      },
    },
    async (request, reply) => {
      await locationService.unpairDevice(scopeOf(request).account.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/redeem/locations',
    {
      config: { access: 'counter', module: 'redeem' },
      schema: {
        tags,
        operationId: 'listCounterLocations',
        summary: 'Locations to redeem at',
        description:
          'The locations the caller may redeem at (to name in `POST /redeem`): for a counter ' +
          'device, its own; for a team mate with the `redeem` module (or `rewards`), the owner or ' +
          'an API key with `rewards`, every location of the account. A locked device gets 403 ' +
          '`counter.locked_by_staff`.',
        querystring: LocationListQuery,
        response: { 200: LocationListResponse, ...errors },
      },
    },
    async (request) => {
      const caller = counterOf(request);
      return locationService.forCounter(
        caller.accountId,
        caller.device?.locationId ?? null,
        request.query,
      );
    },
  );

  app.get(
    '/redeem/state',
    {
      config: { access: 'counter', module: 'redeem' },
      schema: {
        tags,
        operationId: 'getCounterState',
        summary: 'What the scanner needs offline',
        description:
          'What a scanner used by a team mate (the `redeem` module, or `rewards`) keeps to work when ' +
          "the shop's network drops: the business's name, its public keys (Ed25519, raw, base64url) " +
          "to check redemption tokens' signatures, and the names of its in-store rewards. The same " +
          'fields a paired device gets in its own state (`GET /redeem/device`), where it is; the ' +
          'location is chosen from `GET /redeem/locations` and named in `POST /redeem` and ' +
          '`POST /redeem/batch`.',
        response: { 200: CounterStateResponse, ...errors },
      },
    },
    async (request) => ({ state: await deviceService.counterState(counterOf(request).accountId) }),
  );

  app.post(
    '/redeem/pair',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'pairCounterDevice',
        summary: 'Pair this device with its code',
        description:
          'Trades a pairing code (from `POST /locations/{id}/devices`; case, spaces and dashes do ' +
          'not matter) for the device token (`pdc_…`, shown this once: keep it on the device) and ' +
          "the device's state. A code works once and for 15 minutes (400 " +
          '`counter.pairing_invalid` otherwise). Limited to 10 attempts a minute per address.',
        body: PairCodeRequest,
        response: { 200: PairedDeviceResponse, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      await consumeOrRefuse(pairAttempts, request.ip);
      return deviceService.pair(request.body.code);
    },
  );

  app.post(
    '/redeem/unlock',
    {
      config: device,
      schema: {
        tags,
        operationId: 'unlockCounterDevice',
        summary: 'Unlock this device with the staff PIN',
        description:
          "Unlocks the device with its location's staff PIN for 12 hours (or until staff lock " +
          'it). A wrong PIN: 403 `counter.pin_wrong` with `tries_left`; the fifth wrong PIN in a ' +
          'row locks the device for 15 minutes (429 `counter.locked`, with `Retry-After`), every ' +
          'try meanwhile is refused unchecked. 409 `counter.no_pin` when the location has no PIN.',
        body: UnlockDeviceRequest,
        response: { 200: DeviceStateResponse, ...deviceErrors, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => ({
      state: await deviceService.unlock(deviceOf(request), request.body.pin),
    }),
  );

  app.post(
    '/redeem/lock',
    {
      config: device,
      schema: {
        tags,
        operationId: 'lockCounterDevice',
        summary: 'Lock this device',
        description:
          'Locks the device (staff leave the counter): redeeming needs the staff PIN again. ' +
          'Answers its state.',
        response: { 200: DeviceStateResponse, ...deviceErrors },
      },
    },
    async (request) => ({ state: await deviceService.lock(deviceOf(request)) }),
  );

  app.get(
    '/redeem/device',
    {
      config: device,
      schema: {
        tags,
        operationId: 'getCounterDevice',
        summary: "This device's state",
        description:
          'What the device works with, offline too: its location, whether and until when it is ' +
          "unlocked, the business's public keys (Ed25519, raw, base64url) to check redemption " +
          "tokens' signatures, and the names of the business's in-store rewards. A locked device " +
          'may call it; an unpaired one gets 401 `counter.device_unpaired`.',
        response: { 200: DeviceStateResponse, ...deviceErrors },
      },
    },
    async (request) => ({ state: await deviceService.state(deviceOf(request)) }),
  );
}
