// Types of cluster.mjs for the TypeScript callers (bench/live.ts).
import type { ChildProcess } from 'node:child_process';

export interface ClusterInstance {
  n: number;
  port: number;
  url: string;
  logFile: string;
  child: ChildProcess;
}

export interface Cluster {
  balancer: string;
  instances: ClusterInstance[];
  databaseUrl: string;
  kill9(n: number): Promise<void>;
  stop(options?: { keepLogs?: boolean }): Promise<void>;
}

export const HAPROXY_MISSING: string;
export function haproxyVersion(): string | null;
export function startCluster(options?: {
  instances?: number;
  basePort?: number;
  env?: Record<string, string>;
  log?: (line: string) => void;
}): Promise<Cluster>;
