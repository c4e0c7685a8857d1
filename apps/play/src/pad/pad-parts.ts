import { useEffect, useState } from 'react';
import type * as Later from './later.js';
import { withTexts } from '../i18n/i18n.js';

export type PadParts = typeof Later;

let loaded: PadParts | null = null;
let loading: Promise<PadParts> | null = null;

/** Downloads the pad's later parts once (a failed download is tried again on the next call). */
export function loadPadParts(): Promise<PadParts> {
  // With the texts they show (the later catalogue, i18n.tsx).
  loading ??= withTexts(import('./later.js'), 'later').then(
    (parts) => (loaded = parts),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The pad's later parts (later.ts), downloaded once `wanted` (the game is known): null until they
 * are here. `failed` says the download failed; `retry` tries again.
 */
export function usePadParts(wanted: boolean): {
  parts: PadParts | null;
  failed: boolean;
  retry: () => void;
} {
  const [parts, setParts] = useState(loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted || parts) return;
    let live = true;
    loadPadParts().then(
      (got) => live && setParts(got),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wanted, parts, attempt]);
  return {
    parts,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}
