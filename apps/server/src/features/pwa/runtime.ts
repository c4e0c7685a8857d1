/**
 * What push delivery needs besides the database, set once when the app is built (routes.ts) so
 * the queue's job handlers, which get only the database, can use it. Tests add an HTTPS agent that
 * trusts their local fake push service, and allow its loopback endpoints.
 */
import type { Agent } from 'node:https';

export interface PushRuntime {
  secretsKey: Buffer | null;
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
  vapidSubject: string;
  /** Subscription endpoints on loopback/private addresses (tests only). */
  allowPrivateEndpoints: boolean;
  agent?: Agent;
  /** Time allowed to one push request. */
  timeoutMs: number;
}

let runtime: PushRuntime = {
  secretsKey: null,
  vapidSubject: 'mailto:push@playdesk.local',
  allowPrivateEndpoints: false,
  timeoutMs: 10_000,
};

export function configurePush(patch: Partial<PushRuntime>): void {
  runtime = { ...runtime, ...patch };
}

export function pushRuntime(): PushRuntime {
  return runtime;
}
