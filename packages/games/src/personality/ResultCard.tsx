import { useId } from 'react';
import type { PersonalityResultView } from './view-model.js';

/**
 * The outcome: its title, picture, text and the business's link (a real link, a new tab). The end
 * of the test played alone, and of a live show's phone (apps/play/src/live): its own file, with
 * its words passed in, so the live chunk takes it without the games' texts.
 */
export function ResultCard({
  result,
  label,
  newTab,
}: {
  result: PersonalityResultView;
  /** The words above the title ("Your result"). */
  label: string;
  /** What a screen reader hears after the link's text ("(opens in a new tab)"). */
  newTab: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border-2 border-primary-200 bg-white p-4 text-center"
    >
      <p className="text-sm font-medium text-primary-700">{label}</p>
      <h2 id={headingId} className="text-2xl font-bold text-gray-900 break-words">
        {result.title}
      </h2>
      {result.image && (
        <img
          src={result.image}
          alt=""
          className="mx-auto max-h-48 w-full rounded-lg bg-gray-100 object-contain"
        />
      )}
      <p className="text-base whitespace-pre-line text-gray-800 break-words">{result.text}</p>
      {result.link && (
        <a
          href={result.link.url}
          target="_blank"
          rel="noopener"
          className="mx-auto inline-flex min-h-12 items-center justify-center rounded-lg bg-primary-600 px-5 py-2 text-base font-semibold text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        >
          {result.link.label}
          <span className="sr-only"> {newTab}</span>
        </a>
      )}
    </section>
  );
}
