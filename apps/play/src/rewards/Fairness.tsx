/**
 * The rewards front's "Fair draws": the fingerprints of the secret seeds behind games with odds
 * or winning moments, the seeds once revealed, and how to verify the draws.
 */
import { API_PATH } from '@playdesk/contract/urls';
import { CopyButton } from './CopyButton.js';
import { FrontCard } from './FrontCard.js';
import { ShieldIcon } from './icons.js';
import { shortHash } from './reward-copy.js';
import { formatRewardDate } from './reward-text.js';
import type { AccountRewardsResponse, FairnessCommitment } from './types.js';
import { richText, useI18n } from '../i18n/i18n.js';

function Commitment({ commitment }: { commitment: FairnessCommitment }) {
  const { t, lang } = useI18n();
  const code = (
    <code
      className="rounded bg-white px-1.5 py-0.5 font-mono text-[13px] text-gray-900 ring-1 ring-gray-200"
      title={commitment.commitment}
    >
      {shortHash(commitment.commitment)}
    </code>
  );
  const published = formatRewardDate(commitment.committed_at, lang);
  return (
    <li className="rounded-xl bg-gray-50 p-3 text-sm ring-1 ring-gray-200">
      <div className="flex flex-wrap items-center gap-2">
        {/* A long word ("Fingerabdruck") and the code need room: the Copy button wraps below. */}
        <p className="min-w-0 flex-1 basis-48 text-gray-700 [overflow-wrap:anywhere]">
          {richText(t, 'fair.fingerprint', {}, { code })}
        </p>
        <CopyButton
          text={commitment.commitment}
          what="fingerprint"
          className="pd-btn-ghost min-h-9 shrink-0 px-2 py-1 text-sm"
        />
      </div>
      <p className="mt-1 text-gray-600">
        {commitment.seed
          ? t('fair.published_revealed', {
              published,
              revealed: formatRewardDate(commitment.revealed_at, lang),
            })
          : t('fair.published_secret', { published })}
      </p>
      {commitment.seed && (
        <p className="mt-1 break-all text-gray-600">
          {richText(
            t,
            'fair.seed',
            {},
            {
              seed: <code className="font-mono text-[13px] text-gray-900">{commitment.seed}</code>,
            },
          )}
        </p>
      )}
    </li>
  );
}

export function Fairness({
  entries,
  business,
}: {
  entries: AccountRewardsResponse['fairness'];
  business: string;
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="fair-heading">
      <FrontCard>
        <h2 id="fair-heading" className="flex items-center gap-2 text-lg font-extrabold">
          <ShieldIcon className="size-6 text-emerald-700" /> {t('fair.title')}
        </h2>
        <p className="mt-1 text-[15px] text-gray-700">{t('fair.intro', { business })}</p>
        <ul className="mt-3 flex flex-col gap-3">
          {entries.map(({ game, commitments }) => (
            <li key={game.public_id}>
              <h3 className="font-bold text-gray-900">{game.name}</h3>
              <ul className="mt-1 flex flex-col gap-2">
                {commitments.map((c) => (
                  <Commitment key={c.commitment} commitment={c} />
                ))}
              </ul>
              <a
                href={`${API_PATH}/play/games/${encodeURIComponent(game.public_id)}/fairness`}
                className="mt-1 inline-flex min-h-9 items-center text-sm font-semibold text-primary-700 underline"
              >
                {t('fair.record', { game: game.name })}
              </a>
            </li>
          ))}
        </ul>
        <details className="mt-3 text-[15px]">
          <summary className="cursor-pointer font-semibold text-primary-700">
            {t('fair.how_title')}
          </summary>
          <ol className="mt-2 list-decimal space-y-1 ps-5 text-gray-700">
            <li>{t('fair.how_1')}</li>
            <li>{t('fair.how_2')}</li>
            <li>
              {richText(
                t,
                'fair.how_3',
                {},
                {
                  script: (
                    <code dir="ltr" className="font-mono text-[13px]">
                      scripts/verify-draws.ts
                    </code>
                  ),
                },
              )}
            </li>
          </ol>
        </details>
      </FrontCard>
    </section>
  );
}
