/** Small helpers every benchmark uses. */
import type { ChildProcess } from 'node:child_process';

/** Resolves once the child prints `text` on stdout; rejects if it exits first. */
export function waitFor(child: ChildProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(text)) resolve();
    });
    child.on('exit', (code) => reject(new Error(`process exited early (${code})`)));
  });
}

/** The p-th percentile (nearest rank) of the samples. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
