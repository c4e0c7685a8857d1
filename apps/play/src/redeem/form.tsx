/** What the scanner's forms share (pairing, the PIN, signing in): busy while sent, the error said. */
import { useState } from 'react';
import type { FormEvent } from 'react';

/**
 * A form's submit: `work` runs with the form busy; what it throws becomes the words `explain`
 * gives (null: nothing to show, the caller moved on).
 */
export function useSubmit(initialError: string | null = null) {
  const [error, setError] = useState<string | null>(initialError);
  const [busy, setBusy] = useState(false);
  const submit =
    (work: () => Promise<void>, explain: (error: unknown) => string | null) =>
    async (event: FormEvent) => {
      event.preventDefault();
      setBusy(true);
      setError(null);
      try {
        await work();
      } catch (e) {
        setError(explain(e));
      } finally {
        setBusy(false);
      }
    };
  return { error, busy, submit };
}

export function FormError({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-700 p-4 text-lg font-bold">
      {text}
    </p>
  );
}
