/**
 * Small typed clients for the few Mailchimp Marketing API and HubSpot CRM API calls the connectors
 * make, on `fetch` with a configurable base URL (MAILCHIMP_API_URL, HUBSPOT_API_URL: tests run
 * against local fakes). Why not the vendors' SDKs: docs/adr/006-job-queue.md#connectors.
 * No address guard (docs/product-rules.md#outgoing-requests): nothing a business types reaches
 * the host (the operator sets the base URL; Mailchimp's data centre from the key is
 * `[a-z]{2,4}\d{1,3}`).
 */
import { createHash } from 'node:crypto';

export class ConnectorApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    /** Worth trying again later (network, timeout, 429, 5xx); not for bad credentials. */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export interface ClientOptions {
  /** Replaces the vendor's host (tests, proxies); Mailchimp's `{dc}` is the key's data centre. */
  baseUrl?: string | undefined;
  timeoutMs: number;
}

interface Answer {
  status: number;
  body: unknown;
}

async function call(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: unknown },
  timeoutMs: number,
): Promise<Answer> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (err) {
    const timedOut = err instanceof Error && err.name === 'TimeoutError';
    throw new ConnectorApiError(
      timedOut
        ? `No answer within ${Math.round(timeoutMs / 1000)} s`
        : `Could not reach the service (${err instanceof Error ? err.message : String(err)})`,
      null,
      true,
    );
  }
  // At most 64 KB of an answer is read: enough for any error message.
  const text = (await res.text()).slice(0, 65_536);
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: res.status, body };
}

/** The vendor's own words for an error, shortened. */
function detail(body: unknown): string {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    const parts = [b.title, b.detail, b.message].filter((p): p is string => typeof p === 'string');
    if (parts.length > 0) return parts.join(': ').slice(0, 300);
  }
  return typeof body === 'string' ? body.slice(0, 300) : '';
}

function failure(service: string, answer: Answer, what: string): ConnectorApiError {
  const { status } = answer;
  const said = detail(answer.body);
  if (status === 401 || status === 403) {
    return new ConnectorApiError(
      `${service} refused the credentials (${status}${said ? `: ${said}` : ''}). Check the key and save it again.`,
      status,
      false,
    );
  }
  const retryable = status === 429 || status >= 500;
  return new ConnectorApiError(
    `${service} answered ${status} to ${what}${said ? `: ${said}` : ''}`,
    status,
    retryable,
  );
}

// ---- Mailchimp ----

/** `…-us21` → `us21`; null when the key has no data centre. */
export function mailchimpDataCenter(apiKey: string): string | null {
  const match = /-([a-z]{2,4}\d{1,3})$/.exec(apiKey);
  return match ? match[1]! : null;
}

/** Mailchimp's member id: the MD5 of the lower-cased address. */
export function subscriberHash(email: string): string {
  return createHash('md5').update(email.trim().toLowerCase()).digest('hex');
}

export interface MailchimpMember {
  email: string;
  firstName: string | null;
  lastName: string | null;
  tags: string[];
}

export function mailchimpClient(apiKey: string, audienceId: string, options: ClientOptions) {
  const dc = mailchimpDataCenter(apiKey) ?? 'us1';
  const base = (options.baseUrl ?? 'https://{dc}.api.mailchimp.com/3.0')
    .replace('{dc}', dc)
    .replace(/\/$/, '');
  const headers = {
    authorization: `Basic ${Buffer.from(`playdesk:${apiKey}`).toString('base64')}`,
  };
  const list = `${base}/lists/${encodeURIComponent(audienceId)}`;
  const req = (method: string, url: string, body?: unknown) =>
    call(url, { method, headers, body }, options.timeoutMs);

  return {
    /** Checks the key (`/ping`) and the audience; answers the audience's name. */
    async test(): Promise<string> {
      const ping = await req('GET', `${base}/ping`);
      if (ping.status !== 200) throw failure('Mailchimp', ping, 'the key check');
      const audience = await req('GET', `${list}?fields=id,name`);
      if (audience.status === 404) {
        throw new ConnectorApiError(
          `The key works, but Mailchimp has no audience "${audienceId}" in this account.`,
          404,
          false,
        );
      }
      if (audience.status !== 200) throw failure('Mailchimp', audience, 'the audience check');
      const name = (audience.body as { name?: unknown } | null)?.name;
      return typeof name === 'string' ? name : audienceId;
    },
    /** Adds or updates the member as subscribed, with FNAME/LNAME, then tags them. */
    async upsert(member: MailchimpMember): Promise<number> {
      const url = `${list}/members/${subscriberHash(member.email)}`;
      const put = await req('PUT', url, {
        email_address: member.email,
        status_if_new: 'subscribed',
        status: 'subscribed',
        merge_fields: { FNAME: member.firstName ?? '', LNAME: member.lastName ?? '' },
      });
      if (put.status !== 200) throw failure('Mailchimp', put, 'the member update');
      if (member.tags.length > 0) {
        const tags = await req('POST', `${url}/tags`, {
          tags: member.tags.map((name) => ({ name, status: 'active' })),
        });
        if (tags.status !== 204 && tags.status !== 200)
          throw failure('Mailchimp', tags, 'the tags update');
      }
      return put.status;
    },
    /** Unsubscribes the member; one Mailchimp does not know is left alone (404). */
    async unsubscribe(email: string): Promise<{ status: number; known: boolean }> {
      const res = await req('PATCH', `${list}/members/${subscriberHash(email)}`, {
        status: 'unsubscribed',
      });
      if (res.status === 404) return { status: 404, known: false };
      if (res.status !== 200) throw failure('Mailchimp', res, 'the unsubscribe');
      return { status: res.status, known: true };
    },
  };
}

// ---- HubSpot ----

/** The contact properties we write besides email/firstname/lastname (created when missing). */
export const HUBSPOT_PROPERTIES = [
  { name: 'playdesk_game', label: 'Playdesk game' },
  { name: 'playdesk_score', label: 'Playdesk best score' },
  { name: 'playdesk_reward', label: 'Playdesk reward won' },
  { name: 'playdesk_result', label: 'Playdesk latest result' },
  { name: 'playdesk_marketing_opt_out', label: 'Playdesk marketing opt-out' },
] as const;

export interface HubspotContact {
  email: string;
  firstName: string | null;
  lastName: string | null;
  game: string | null;
  score: number | null;
  reward: string | null;
  /** The latest result of a play ("Which coffee are you?: flat-white"); null for none. */
  result: string | null;
}

export function hubspotClient(token: string, options: ClientOptions) {
  const base = (options.baseUrl ?? 'https://api.hubapi.com').replace(/\/$/, '');
  const headers = { authorization: `Bearer ${token}` };
  const req = (method: string, path: string, body?: unknown) =>
    call(`${base}${path}`, { method, headers, body }, options.timeoutMs);

  const missingProperty = (answer: Answer) =>
    answer.status === 400 &&
    /PROPERTY_DOESNT_EXIST|does not exist/i.test(JSON.stringify(answer.body));

  async function createProperties(): Promise<void> {
    for (const p of HUBSPOT_PROPERTIES) {
      const res = await req('POST', '/crm/v3/properties/contacts', {
        name: p.name,
        label: p.label,
        type: 'string',
        fieldType: 'text',
        groupName: 'contactinformation',
      });
      // 409: it exists already.
      if (res.status !== 201 && res.status !== 200 && res.status !== 409)
        throw failure('HubSpot', res, `creating the property ${p.name}`);
    }
  }

  /** Writes properties, creating our custom properties once when HubSpot does not know them. */
  async function withProperties(send: () => Promise<Answer>): Promise<Answer> {
    const first = await send();
    if (!missingProperty(first)) return first;
    await createProperties();
    return send();
  }

  return {
    async test(): Promise<string> {
      const res = await req('GET', '/crm/v3/objects/contacts?limit=1');
      if (res.status !== 200) throw failure('HubSpot', res, 'the token check');
      return 'HubSpot contacts';
    },
    /** Creates or updates the contact whose email is `contact.email`. */
    async upsert(contact: HubspotContact): Promise<number> {
      const properties: Record<string, string> = {
        email: contact.email,
        firstname: contact.firstName ?? '',
        lastname: contact.lastName ?? '',
        playdesk_marketing_opt_out: 'false',
        ...(contact.game ? { playdesk_game: contact.game } : {}),
        ...(contact.score !== null ? { playdesk_score: String(contact.score) } : {}),
        ...(contact.reward ? { playdesk_reward: contact.reward } : {}),
        ...(contact.result ? { playdesk_result: contact.result } : {}),
      };
      const res = await withProperties(() =>
        req('POST', '/crm/v3/objects/contacts/batch/upsert', {
          inputs: [{ idProperty: 'email', id: contact.email, properties }],
        }),
      );
      if (res.status !== 200 && res.status !== 201)
        throw failure('HubSpot', res, 'the contact upsert');
      return res.status;
    },
    /** Marks the contact opted out; one HubSpot does not know is left alone (404). */
    async optOut(email: string): Promise<{ status: number; known: boolean }> {
      const res = await withProperties(() =>
        req('PATCH', `/crm/v3/objects/contacts/${encodeURIComponent(email)}?idProperty=email`, {
          properties: { playdesk_marketing_opt_out: 'true' },
        }),
      );
      if (res.status === 404) return { status: 404, known: false };
      if (res.status !== 200) throw failure('HubSpot', res, 'the opt-out');
      return { status: res.status, known: true };
    },
  };
}
