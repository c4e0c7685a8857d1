/**
 * The mark of a REST request that the MCP endpoint makes for a tool call (docs/mcp.md): a header
 * whose value is a secret of this process, drawn at start and never sent out, so a caller from
 * outside cannot claim it. The audit log names such a call's key "via MCP"
 * (docs/adr/021-mcp-tools-replay-rest.md).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export const MCP_MARK_HEADER = 'x-playdesk-mcp';

const MARK = randomBytes(32).toString('base64url');
const MARK_BYTES = Buffer.from(MARK);

/** The header that marks an injected tool call (for the MCP endpoint only). */
export function mcpMarkHeader(): Record<string, string> {
  return { [MCP_MARK_HEADER]: MARK };
}

/** True when the request is a tool call the MCP endpoint injected. */
export function isViaMcp(request: FastifyRequest): boolean {
  const given = request.headers[MCP_MARK_HEADER];
  if (typeof given !== 'string') return false;
  const bytes = Buffer.from(given);
  return bytes.length === MARK_BYTES.length && timingSafeEqual(bytes, MARK_BYTES);
}

/** How the audit log names a key's call made through MCP. */
export const viaMcpLabel = (keyName: string) => `${keyName} (via MCP)`;
