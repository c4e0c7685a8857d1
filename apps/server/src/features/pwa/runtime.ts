/**
 * What push delivery needs besides the database, set once when the app is built (routes.ts) so
 * the queue's job handlers, which get only the database, can use it. Tests add an HTTPS agent that
 * trusts their local fake push service, and allow its loopback endpoints.
 */
import { Agent } from 'node:https';
import type { AddressResolver } from '../../infra/safe-fetch.js';

export interface PushRuntime {
  secretsKey: Buffer | null;
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
  vapidSubject: string;
  /** Subscription endpoints on loopback (tests only; never set from the configuration). */
  allowLoopback: boolean;
  /**
   * Keeps connections to push services alive across a batch (every new connection still goes
   * through the address guard); tests give one that trusts their fake's certificate.
   */
  agent: Agent;
  /** Resolves endpoints' host names (the system's resolver when not given; tests give one). */
  resolver?: AddressResolver | undefined;
  /** Time allowed to one push request. */
  timeoutMs: number;
}

/** One per process: push services are few (FCM, Mozilla, Apple, Microsoft). */
export const defaultPushAgent = new Agent({ keepAlive: true, maxSockets: 20 });

let runtime: PushRuntime = {
  secretsKey: null,
  vapidSubject: 'mailto:push@playdesk.local',
  allowLoopback: false,
  agent: defaultPushAgent,
  timeoutMs: 10_000,
};

export function configurePush(patch: Partial<PushRuntime>): void {
  runtime = { ...runtime, ...patch };
}

export function pushRuntime(): PushRuntime {
  return runtime;
}
