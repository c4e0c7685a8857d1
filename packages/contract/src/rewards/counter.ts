/**
 * Redemption at the counter (docs/rewards.md#redemption-in-store): a business's locations, the
 * counter devices paired to them and unlocked by the location's staff PIN, the signed redemption
 * token an in-store reward carries in its QR code, redeeming exactly once (online or from the
 * offline queue), voiding, and the redemption report.
 */
import { z } from 'zod';
import { capList, PublicId, text, TimeZoneName } from '../primitives.js';
import { IsoDate, IsoDateTime } from '../calendar.js';
import { PageQuery, pageOf } from '../resources.js';
import { REWARD_LIMITS } from './limits.js';
import { WonRewardStatus } from './redemption.js';

/**
 * The redemption token: `PDR1.<payload>.<signature>`, base64url. The payload is the JSON
 * `{ a: account public id, w: win public id, r: reward public id, x: expiry (Unix seconds) | null }`
 * (`r` lets a device name the reward offline); the signature is
 * Ed25519 over `PDR1.<payload>` with the account's signing key (its public half is what a paired
 * device caches to check tokens offline). It never holds the reward's secret code, and one token
 * names one win.
 */
export const REDEMPTION_TOKEN_PREFIX = 'PDR1';
export const REDEMPTION_TOKEN_MAX = 400;
export const RedemptionTokenPayload = z.object({
  a: z.string(),
  w: z.string(),
  r: z.string(),
  x: z.number().int().nullable(),
});
export type RedemptionTokenPayload = z.infer<typeof RedemptionTokenPayload>;

/** A counter device's credential: `Authorization: Bearer pdc_…` (stored hashed). */
export const DEVICE_TOKEN_PREFIX = 'pdc_';

export const COUNTER_LIMITS = {
  /** Wrong PINs in a row before a device is locked. */
  pinTries: 5,
  /** How long a device stays locked after too many wrong PINs. */
  pinLockMinutes: 15,
  /** How long a pairing code can be used. */
  pairingMinutes: 15,
  /** How long a device stays unlocked after a right PIN (staff lock it sooner with "Lock"). */
  unlockHours: 12,
  locationsPerAccount: 200,
  devicesPerLocation: 50,
  /** Redemptions in one offline batch. */
  batchMax: 100,
  voidReasonMax: 300,
} as const;

// ---- Locations ----

const LocationName = text(80, { trim: true, tooLong: 'Name must be at most 80 characters' }).min(
  1,
  'Name is required',
);
const LocationAddress = text(300, {
  trim: true,
  tooLong: 'Address must be at most 300 characters',
});
/** The staff PIN of a location: 4 to 8 digits. */
export const StaffPin = text(8, { tooLong: 'The PIN has 4 to 8 digits' }).regex(
  /^\d{4,8}$/,
  'The PIN has 4 to 8 digits',
);

/**
 * Where a location is, in decimal degrees (WGS 84): an Apple Wallet pass shows the reward on the
 * lock screen near the business's locations that have one (docs/rewards.md#wallet-passes).
 * Optional; a location has both or neither, and `null` clears them.
 */
export const Latitude = z
  .number({ error: 'The latitude is a number of degrees' })
  .min(-90, 'The latitude is between -90 and 90')
  .max(90, 'The latitude is between -90 and 90');
export const Longitude = z
  .number({ error: 'The longitude is a number of degrees' })
  .min(-180, 'The longitude is between -180 and 180')
  .max(180, 'The longitude is between -180 and 180');

/** Both coordinates or neither (the one missing is named). */
function bothOrNeither(
  input: { latitude?: number | null; longitude?: number | null },
  ctx: z.RefinementCtx,
): void {
  const lat = input.latitude ?? null;
  const lng = input.longitude ?? null;
  if ((lat === null) === (lng === null)) return;
  ctx.addIssue({
    code: 'custom',
    path: [lat === null ? 'latitude' : 'longitude'],
    message: 'Give both the latitude and the longitude, or neither',
  });
}

const locationFields = {
  name: LocationName,
  address: LocationAddress,
  time_zone: TimeZoneName,
  latitude: Latitude.nullable(),
  longitude: Longitude.nullable(),
  pin: StaffPin,
};

export const CreateLocationRequest = z
  .object({
    ...locationFields,
    address: LocationAddress.default(''),
    latitude: Latitude.nullable().optional(),
    longitude: Longitude.nullable().optional(),
    /** The staff PIN that unlocks this location's devices; without one no device can be unlocked. */
    pin: StaffPin.optional(),
  })
  .superRefine(bothOrNeither);
export type CreateLocationRequest = z.input<typeof CreateLocationRequest>;
/** A change: the fields sent change; the coordinates change together (both, or both `null`). */
export const UpdateLocationRequest = z
  .object(locationFields)
  .partial()
  .superRefine((input, ctx) => {
    if ('latitude' in input || 'longitude' in input) bothOrNeither(input, ctx);
  });
export type UpdateLocationRequest = z.input<typeof UpdateLocationRequest>;

export const Location = z.object({
  public_id: PublicId,
  name: z.string(),
  address: z.string(),
  time_zone: z.string(),
  /** Decimal degrees; both null when not given. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Whether a staff PIN is set (the PIN itself is never shown again). */
  has_pin: z.boolean(),
  /** Devices paired to it now. */
  devices: z.number().int(),
  created_at: z.string(),
});
export type Location = z.infer<typeof Location>;
export const LocationResponse = z.object({ location: Location });
export const LocationListQuery = PageQuery;
export const LocationListResponse = pageOf(Location);
export type LocationListResponse = z.infer<typeof LocationListResponse>;

// ---- Counter devices ----

export const PairDeviceRequest = z.object({
  /** What staff call it ("Till 1"); default "Counter device". */
  name: text(60, { trim: true, tooLong: 'Name must be at most 60 characters' }).optional(),
});
export const CounterDevice = z.object({
  public_id: PublicId,
  name: z.string(),
  location: z.object({ public_id: PublicId, name: z.string() }),
  /** Null until the pairing code was used on the device. */
  paired_at: z.string().nullable(),
  last_seen_at: z.string().nullable(),
  /** Set while the device is locked after too many wrong PINs. */
  locked_until: z.string().nullable(),
  created_at: z.string(),
});
export type CounterDevice = z.infer<typeof CounterDevice>;
/** `POST locations/{id}/devices`: the code to type on the device, once. */
export const PairingResponse = z.object({
  device: CounterDevice,
  pairing_code: z.string(),
  pairing_expires_at: z.string(),
});
export type PairingResponse = z.infer<typeof PairingResponse>;
export const DeviceListQuery = PageQuery.extend({ location: PublicId.optional() });
export const DeviceListResponse = pageOf(CounterDevice);

/** `POST redeem/pair` (public, rate-limited): the device trades the pairing code for its token. */
export const PairCodeRequest = z.object({
  code: text(20, { trim: true, tooLong: 'This pairing code is too long' }).min(
    1,
    'Enter the pairing code',
  ),
});
/** `POST redeem/unlock` (a paired device): the location's staff PIN. */
export const UnlockDeviceRequest = z.object({ pin: StaffPin });

/**
 * What the scanner needs to work offline, whoever is at the counter (`GET redeem/state` for a team
 * mate, inside DeviceState for a paired device): the business's name, the account's public keys
 * to check tokens with (Ed25519, raw, base64url), and the names of its in-store rewards.
 */
export const CounterState = z.object({
  business_name: z.string(),
  keys: z.array(z.object({ kid: z.string(), public_key: z.string() })),
  rewards: z.array(z.object({ public_id: PublicId, name: z.string(), value: z.string() })),
});
export type CounterState = z.infer<typeof CounterState>;
export const CounterStateResponse = z.object({ state: CounterState });
export type CounterStateResponse = z.infer<typeof CounterStateResponse>;

/** What a paired device knows to work, offline too: its location and unlock, and CounterState. */
export const DeviceState = CounterState.extend({
  device: CounterDevice,
  location: z.object({ public_id: PublicId, name: z.string(), time_zone: z.string() }),
  /** Null while locked by staff or never unlocked; otherwise until when it stays unlocked. */
  unlocked_until: z.string().nullable(),
});
export type DeviceState = z.infer<typeof DeviceState>;
export const PairedDeviceResponse = z.object({ device_token: z.string(), state: DeviceState });
export type PairedDeviceResponse = z.infer<typeof PairedDeviceResponse>;
export const DeviceStateResponse = z.object({ state: DeviceState });

// ---- Checking and redeeming ----

const RedemptionToken = text(REDEMPTION_TOKEN_MAX, {
  trim: true,
  tooLong: 'This QR code is not a Playdesk reward',
}).min(1, 'Scan a QR code');
const TypedCode = text(REWARD_LIMITS.linkMax, { trim: true, tooLong: 'This code is too long' }).min(
  1,
  'Enter a code',
);

/** One of `token` (scanned) or `code` (typed: the reward's code or the win's reference). */
const TokenOrCode = z.object({ token: RedemptionToken.optional(), code: TypedCode.optional() });
const oneOf = (r: { token?: string | undefined; code?: string | undefined }) =>
  (r.token === undefined) !== (r.code === undefined);
const ONE_OF = { message: 'Send a token or a code' };

export const RedeemCheckRequest = TokenOrCode.refine(oneOf, ONE_OF);
export type RedeemCheckRequest = z.input<typeof RedeemCheckRequest>;

export const CounterRedeemRequest = TokenOrCode.extend({
  /**
   * Where it is redeemed. A device redeems only at its own location (this may be left out); a
   * team mate or an API key names the location (or none, at a desk).
   */
  location: PublicId.optional(),
}).refine(oneOf, ONE_OF);
export type CounterRedeemRequest = z.input<typeof CounterRedeemRequest>;

export const RedemptionPlace = z.object({
  at: z.string(),
  location: z.object({ public_id: PublicId, name: z.string() }).nullable(),
  /** The device's name, or the team mate's name or email; null for an API key. */
  by: z.string().nullable(),
});
/** A reward as the counter sees it: enough to decide at a glance, nothing more. */
export const CounterReward = z.object({
  /** The win's public id (also its reference for manual entry). */
  id: PublicId,
  reward: z.object({ public_id: PublicId, name: z.string(), value: z.string() }),
  /** The winner's name when the form collected one (null otherwise or once erased). */
  winner_name: z.string().nullable(),
  code: z.string().nullable(),
  won_at: z.string(),
  expires_at: z.string().nullable(),
  status: WonRewardStatus,
  redeemed: RedemptionPlace.nullable(),
  voided: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type CounterReward = z.infer<typeof CounterReward>;
export const CounterRewardResponse = z.object({ reward: CounterReward });
export type CounterRewardResponse = z.infer<typeof CounterRewardResponse>;
/**
 * The 409 of `POST redeem`: already redeemed, with where and when; or (`code` `redeem.held`) held
 * for review by fair play, redeemable once approved.
 */
export const AlreadyRedeemedError = z.object({
  message: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  reward: CounterReward,
});

export const OfflineRedemption = TokenOrCode.extend({
  /** The scanner's own id for this redemption (a UUID): a batch sent twice counts once. */
  client_id: text(36).pipe(z.uuid({ error: 'client_id must be a UUID' })),
  /** When staff redeemed it on the device (ISO 8601); a time in the future counts as now. */
  redeemed_at: IsoDateTime,
  /**
   * Where it was redeemed. A device's queue leaves it out (or names its own location); a team
   * mate's names the location chosen on the scanner (or none, at a desk).
   */
  location: PublicId.optional(),
}).refine(oneOf, ONE_OF);
export const RedeemBatchRequest = z.object({
  redemptions: capList(
    COUNTER_LIMITS.batchMax,
    `Send at most ${COUNTER_LIMITS.batchMax} redemptions at once`,
    z
      .array(OfflineRedemption)
      .min(1, 'Send at least one redemption')
      .max(COUNTER_LIMITS.batchMax, `Send at most ${COUNTER_LIMITS.batchMax} redemptions at once`),
  ),
});
export type RedeemBatchRequest = z.input<typeof RedeemBatchRequest>;
export const BATCH_RESULTS = [
  'redeemed',
  /** Redeemed before this one was (online, or earlier in the queue): the record is kept as a conflict. */
  'conflict',
  'expired',
  'voided',
  /** Fair play holds it for review (docs/fair-play-risk.md#review): not redeemed; send it again once approved. */
  'held',
  'not_found',
  'invalid',
] as const;
export const RedeemBatchResponse = z.object({
  results: z.array(
    z.object({
      client_id: z.string(),
      result: z.enum(BATCH_RESULTS),
      message: z.string(),
      reward: CounterReward.nullable(),
    }),
  ),
});
export type RedeemBatchResponse = z.infer<typeof RedeemBatchResponse>;

// ---- Voiding ----

export const VoidRewardRequest = z.object({
  reason: text(COUNTER_LIMITS.voidReasonMax, {
    trim: true,
    tooLong: `The reason must be at most ${COUNTER_LIMITS.voidReasonMax} characters`,
  }).min(1, 'Say why it is voided'),
});
export type VoidRewardRequest = z.input<typeof VoidRewardRequest>;

// ---- The report ----

export const RedemptionReportQuery = PageQuery.extend({
  /** `YYYY-MM-DD`, in each location's time zone (UTC for rewards redeemed at no location). */
  from: IsoDate,
  to: IsoDate,
  reward: PublicId.optional(),
  location: PublicId.optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
/** One row per reward, location and day. */
export const RedemptionReportRow = z.object({
  day: z.string(),
  reward: z.object({ public_id: PublicId, name: z.string() }),
  /** Null: redeemed at no location (a desk, the API), or issued (issuing has no location). */
  location: z.object({ public_id: PublicId, name: z.string() }).nullable(),
  /** Rewards won that day (issuing has no location: counted on the row without one). */
  issued: z.number().int(),
  /** Redemptions made that day (at this location), whenever the reward was won. */
  redeemed: z.number().int(),
  expired: z.number().int(),
  voided: z.number().int(),
  /**
   * Of the rewards issued that day (`issued`), how many have been redeemed so far, on any day and
   * at any location: the rate's numerator. Not `redeemed`, which counts the day's redemptions.
   */
  issued_redeemed: z.number().int(),
  /**
   * `issued_redeemed` ÷ `issued`: the share of that day's rewards redeemed so far, both counts
   * about the same rewards (null when none was issued).
   */
  redemption_rate: z.number().nullable(),
  /** Median time from the win to its redemption, in seconds, of the rows' redemptions. */
  median_seconds_to_redeem: z.number().nullable(),
});
export const RedemptionReportResponse = pageOf(RedemptionReportRow).extend({
  /** Over every row: `redemption_rate` is `issued_redeemed` ÷ `issued` of the whole period. */
  totals: z.object({
    issued: z.number().int(),
    redeemed: z.number().int(),
    expired: z.number().int(),
    voided: z.number().int(),
    issued_redeemed: z.number().int(),
    redemption_rate: z.number().nullable(),
    median_seconds_to_redeem: z.number().nullable(),
  }),
});
export type RedemptionReportResponse = z.infer<typeof RedemptionReportResponse>;

/** Rewards redeemed twice while offline, each with both records (never merged silently). */
export const RedemptionConflict = z.object({
  public_id: PublicId,
  reward: CounterReward,
  /** The redemption that counted. */
  kept: RedemptionPlace,
  /** The one refused when it reached the server. */
  refused: RedemptionPlace,
  created_at: z.string(),
});
export const RedemptionConflictListQuery = PageQuery;
export const RedemptionConflictListResponse = pageOf(RedemptionConflict);
