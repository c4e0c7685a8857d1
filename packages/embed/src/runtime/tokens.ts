/**
 * The players' tokens, per account, kept in this page's own storage and handed to the game frame,
 * so the player stays the same where the browser blocks third-party storage.
 */
import { MAX_TOKENS } from '../envelope.js';
import { ID, store } from './dom.js';

const TOKENS = 'playdesk.tokens';
export function tokens(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(store.get(TOKENS) ?? '{}');
    const kept: Record<string, string> = {};
    if (typeof value === 'object' && value) {
      for (const [account, token] of Object.entries(value).slice(-MAX_TOKENS)) {
        if (ID.test(account) && typeof token === 'string' && /^[\x21-\x7e]{1,200}$/.test(token)) {
          kept[account] = token;
        }
      }
    }
    return kept;
  } catch {
    return {};
  }
}
export function keepToken(account: string, token: string): void {
  // The newest last, so the oldest go first when there are too many.
  const kept = Object.entries(tokens()).filter(([other]) => other !== account);
  kept.push([account, token]);
  store.set(TOKENS, JSON.stringify(Object.fromEntries(kept.slice(-MAX_TOKENS))));
}
