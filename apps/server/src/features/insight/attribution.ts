/**
 * Where a visit came from (docs/insight.md#attribution): first touch per visit, decided in this
 * order — the placement link followed, the page's UTM parameters (an embed's are its host
 * page's), the referrer's host, else direct. Only hosts are kept, never a full URL, never an IP
 * address. The device class comes from the user agent (bowser).
 */
import Bowser from 'bowser';
import { DIRECT_SOURCE, type DeviceClass, type VisitAttribution } from '@playdesk/contract';

/** A placement as attribution uses it (placements.ts). */
export interface PlacementRef {
  id: string;
  gameId: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string | null;
}

/** The attribution columns of a play, an event or a rollup (db/schema/columns.ts). */
export interface Attribution {
  visitId: string | null;
  source: string;
  medium: string;
  campaign: string | null;
  referrer: string | null;
  host: string | null;
  placementId: string | null;
  device: DeviceClass | null;
}

/** The medium of a visit with neither UTM parameters nor a referrer. */
export const NO_MEDIUM = 'none';
/** The medium of a visit that came by a link on another site. */
export const REFERRAL_MEDIUM = 'referral';

/** The host of a URL, lower case, or null when it is not an http(s) URL. */
export function hostOf(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

/** The app's own hosts (its URL's): never where a visit came from, nor the page embedding it. */
export function ownHostsOf(appUrl: string): string[] {
  const host = hostOf(appUrl);
  return host ? [host] : [];
}

/** Phone, tablet or desktop from a user agent; null when it says nothing we can read. */
export function deviceOf(userAgent: string | undefined): DeviceClass | null {
  // Bowser reads the whole string; a real user agent is a few hundred characters.
  if (!userAgent || userAgent.length > 1000) return null;
  const type = Bowser.parse(userAgent).platform.type;
  if (type === 'mobile') return 'phone';
  if (type === 'tablet') return 'tablet';
  if (type === 'desktop') return 'desktop';
  return null;
}

/** A UTM value as stored: trimmed, lower case (`Newsletter` and `newsletter` are one source). */
function utm(value: string | undefined): string | null {
  const v = value?.trim().toLowerCase();
  return v ? v : null;
}

/**
 * The attribution of a visit. `placement`: the placement the visit's `pd_placement` named, when
 * it is one of this game's; `ownHosts`: the app's own hosts, never counted as a referrer.
 */
export function attributionOf(
  visit: VisitAttribution | undefined,
  options: {
    userAgent?: string;
    /** The device class, when the caller read it already (deviceOf). */
    device?: DeviceClass | null;
    placement?: PlacementRef | null;
    ownHosts?: readonly string[];
  },
): Attribution {
  const own = options.ownHosts ?? [];
  const referrerHost = hostOf(visit?.referrer);
  const referrer = referrerHost && !own.includes(referrerHost) ? referrerHost : null;
  const host = hostOf(visit?.host_url);
  const placement = options.placement ?? null;
  const base = {
    visitId: visit?.visit_id ?? null,
    referrer,
    host: host && !own.includes(host) ? host : null,
    placementId: placement?.id ?? null,
    device: options.device !== undefined ? options.device : deviceOf(options.userAgent),
  };
  const source = utm(visit?.utm_source);
  if (placement)
    return {
      ...base,
      source: source ?? placement.utmSource,
      medium: utm(visit?.utm_medium) ?? placement.utmMedium,
      campaign: utm(visit?.utm_campaign) ?? placement.utmCampaign,
    };
  if (source)
    return {
      ...base,
      source,
      medium: utm(visit?.utm_medium) ?? NO_MEDIUM,
      campaign: utm(visit?.utm_campaign),
    };
  if (referrer) return { ...base, source: referrer, medium: REFERRAL_MEDIUM, campaign: null };
  return { ...base, source: DIRECT_SOURCE, medium: NO_MEDIUM, campaign: null };
}
