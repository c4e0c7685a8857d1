import { describe, expect, it } from 'vitest';
import { accessModulesFrom, CreateApiKeyRequest, type ApiKey } from '@playdesk/contract';
import {
  assistantConfig,
  DEFAULT_API_KEY_FORM,
  grantableModules,
  mcpUrl,
  statusOf,
  toRequest,
} from './api-key-model';

const key = (over: Partial<ApiKey> = {}): ApiKey => ({
  id: 'k1',
  name: 'Shop',
  prefix: 'pdk_abcdefgh',
  modules: ['games'],
  access: 'read',
  created_by: { email: 'owner@playdesk.test' },
  created_at: '2026-11-01T10:00:00.000Z',
  last_used_at: null,
  expires_at: null,
  revoked_at: null,
  ...over,
});

describe('the API key form', () => {
  it('makes a valid request without an expiry by default', () => {
    const request = toRequest({ ...DEFAULT_API_KEY_FORM, name: 'Shop' });
    expect(request).toEqual({ name: 'Shop', modules: ['games'], access: 'read' });
    expect(CreateApiKeyRequest.safeParse(request).success).toBe(true);
  });

  it('turns an expiry day into the end of that local day', () => {
    const request = toRequest({ ...DEFAULT_API_KEY_FORM, name: 'Shop', expires_on: '2030-05-17' });
    const at = new Date(request.expires_at!);
    expect([at.getFullYear(), at.getMonth() + 1, at.getDate(), at.getHours()]).toEqual([
      2030, 5, 17, 23,
    ]);
    expect(CreateApiKeyRequest.safeParse(request).success).toBe(true);
  });

  it('offers the modules a person has: all for an owner, their own for a team mate', () => {
    expect(grantableModules(null)).toEqual([
      'games',
      'rewards',
      'pwa',
      'integrations',
      'domains',
      'player_data',
      'audit',
    ]);
    expect(grantableModules(accessModulesFrom(['full']))).toHaveLength(7);
    expect(grantableModules(accessModulesFrom(['games', 'teams']))).toEqual(['games']);
    // Player data is its own permission: a team mate without it cannot give it to a key.
    expect(grantableModules(accessModulesFrom(['games', 'player_data']))).toEqual([
      'games',
      'player_data',
    ]);
  });
});

describe('a key in the list', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('is active, expired or revoked', () => {
    expect(statusOf(key(), now)).toBe('active');
    expect(statusOf(key({ expires_at: '2026-11-23T11:00:00Z' }), now)).toBe('expired');
    expect(statusOf(key({ expires_at: '2027-01-01T00:00:00Z' }), now)).toBe('active');
    expect(statusOf(key({ revoked_at: '2026-11-20T00:00:00Z' }), now)).toBe('revoked');
  });
});

describe('connecting an AI assistant', () => {
  it('gives each client the MCP address and the key, as JSON it can paste', () => {
    const origin = 'https://play.example.com/';
    expect(mcpUrl(origin)).toBe('https://play.example.com/mcp');
    expect(JSON.parse(assistantConfig('vscode', origin, 'pdk_abc'))).toEqual({
      servers: {
        playdesk: {
          type: 'http',
          url: 'https://play.example.com/mcp',
          headers: { Authorization: 'Bearer pdk_abc' },
        },
      },
    });
    expect(JSON.parse(assistantConfig('claude', origin, 'pdk_abc'))).toEqual({
      mcpServers: {
        playdesk: {
          command: 'npx',
          args: ['playdesk-mcp'],
          env: { PLAYDESK_URL: 'https://play.example.com', PLAYDESK_API_KEY: 'pdk_abc' },
        },
      },
    });
    expect(JSON.parse(assistantConfig('other', origin, 'pdk_abc'))).toEqual({
      mcpServers: {
        playdesk: {
          url: 'https://play.example.com/mcp',
          headers: { Authorization: 'Bearer pdk_abc' },
        },
      },
    });
  });
});
