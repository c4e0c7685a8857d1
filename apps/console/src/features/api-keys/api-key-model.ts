import {
  API_KEY_MODULES,
  hasModule,
  type AccessModules,
  type ApiKey,
  type ApiKeyAccess,
  type ApiKeyModule,
  type CreateApiKeyRequest,
} from '@playdesk/contract';
import type { T } from '../../i18n/i18n';
import { formatDate, formatDateTime } from '../../lib/format';

/**
 * The API key form's model (docs/product-rules.md#api-keys): defaults, the request it makes, the
 * modules the signed-in person may give, and how a key reads in the list.
 */
export interface ApiKeyFormValues {
  name: string;
  modules: ApiKeyModule[];
  access: ApiKeyAccess;
  /** A day (`YYYY-MM-DD`) or empty: the key never expires. */
  expires_on: string;
}

export const API_KEY_FIELDS = ['name', 'modules', 'access', 'expires_on'] as const;

/**
 * A module's name (`api-keys.module.*`). Player data is its own module
 * (docs/product-rules.md#player-data-permission), never ticked first.
 */
export function moduleLabel(module: ApiKeyModule, t: T): string {
  return t(`api-keys.module.${module}`);
}

export const DEFAULT_API_KEY_FORM: ApiKeyFormValues = {
  name: '',
  modules: ['games'],
  access: 'read',
  expires_on: '',
};

/** The request for the form's values; an expiry day ends at midnight, local time. */
export function toRequest(values: ApiKeyFormValues): CreateApiKeyRequest {
  const day = values.expires_on.trim();
  return {
    name: values.name,
    modules: values.modules,
    access: values.access,
    ...(day ? { expires_at: endOfLocalDay(day) } : {}),
  };
}

/** The form's `expires_on` answers for the request's `expires_at`. */
export const API_KEY_ALIASES = { expires_at: 'expires_on' } as const;

function endOfLocalDay(day: string): string {
  const at = new Date(`${day}T23:59:59`);
  return Number.isNaN(at.getTime()) ? day : at.toISOString();
}

/** The modules a person may give a key: their own (an owner, or `full`, has them all). */
export function grantableModules(modules: AccessModules | null): ApiKeyModule[] {
  return API_KEY_MODULES.filter((m) => modules === null || hasModule(modules, m));
}

export type ApiKeyStatus = 'active' | 'expired' | 'revoked';

export function statusOf(key: ApiKey, now: Date = new Date()): ApiKeyStatus {
  if (key.revoked_at) return 'revoked';
  if (key.expires_at && new Date(key.expires_at) <= now) return 'expired';
  return 'active';
}

/** A date for the list ("—" for none), in the person's locale. */
export function dateLabel(iso: string | null): string {
  if (!iso) return '—';
  return formatDate(iso);
}

/** A time of last use: "Never", or date and time. */
export function lastUsedLabel(iso: string | null, t: T): string {
  if (!iso) return t('api-keys.never');
  return formatDateTime(iso);
}

// ---- Connecting an AI assistant (docs/mcp.md) ----

/** The MCP clients the API keys page has a configuration for. */
export const ASSISTANT_CLIENTS = ['vscode', 'claude', 'other'] as const;
export type AssistantClient = (typeof ASSISTANT_CLIENTS)[number];

/** The MCP endpoint of this Playdesk server (the console is served by the same server). */
export function mcpUrl(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/mcp`;
}

/**
 * A configuration to paste into an MCP client, with the key (the real secret right after creating
 * it; a placeholder on the page, where the secret is no longer known). VS Code and clients that
 * take a remote server (Cursor, Windsurf…) call `/mcp` themselves; Claude Desktop starts a local
 * process, `playdesk-mcp`, which passes each message to `/mcp`.
 */
export function assistantConfig(client: AssistantClient, origin: string, key: string): string {
  const url = mcpUrl(origin);
  const headers = { Authorization: `Bearer ${key}` };
  const config =
    client === 'vscode'
      ? { servers: { playdesk: { type: 'http', url, headers } } }
      : client === 'claude'
        ? {
            mcpServers: {
              playdesk: {
                command: 'npx',
                args: ['playdesk-mcp'],
                env: { PLAYDESK_URL: origin.replace(/\/+$/, ''), PLAYDESK_API_KEY: key },
              },
            },
          }
        : { mcpServers: { playdesk: { url, headers } } };
  return JSON.stringify(config, null, 2);
}
