import type { Difficulty, GameType } from '@playdesk/games';
import { gameOf } from '@playdesk/games/registry';
import { useEffect, useMemo, useState } from 'react';
import { formToContent, type ContentForm } from '../../content-forms';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * What the preview plays: the form's content and difficulty after a short pause in typing
 * (350 ms), with the content parsed by the engine's schema — the engine runs on its parsed
 * content, and the first problem says why the preview is paused.
 */
export function usePreviewSource(type: GameType, content: ContentForm, difficulty: Difficulty) {
  const source = useDebounced(
    useMemo(() => ({ content, difficulty }), [content, difficulty]),
    350,
  );
  const parsed = useMemo(
    () => gameOf(type).engine.contentSchema.safeParse(formToContent(type, source.content)),
    [type, source.content],
  );
  return {
    difficulty: source.difficulty,
    content: parsed.success ? (parsed.data as unknown) : null,
    problem: parsed.success
      ? null
      : (parsed.error.issues[0]?.message ?? 'The content is not valid'),
  };
}
