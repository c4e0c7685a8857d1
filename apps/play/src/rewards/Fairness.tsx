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

function Commitment({ commitment }: { commitment: FairnessCommitment }) {
  return (
    <li className="rounded-xl bg-gray-50 p-3 text-sm ring-1 ring-gray-200">
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 flex-1 text-gray-700">
          Fingerprint{' '}
          <code
            className="rounded bg-white px-1.5 py-0.5 font-mono text-[13px] text-gray-900 ring-1 ring-gray-200"
            title={commitment.commitment}
          >
            {shortHash(commitment.commitment)}
          </code>
        </p>
        <CopyButton
          text={commitment.commitment}
          what="fingerprint"
          className="pd-btn-ghost min-h-9 shrink-0 px-2 py-1 text-sm"
        />
      </div>
      <p className="mt-1 text-gray-600">
        Published {formatRewardDate(commitment.committed_at)}
        {commitment.seed
          ? ` · seed revealed ${formatRewardDate(commitment.revealed_at)}`
          : ' · seed still secret'}
      </p>
      {commitment.seed && (
        <p className="mt-1 break-all text-gray-600">
          Seed <code className="font-mono text-[13px] text-gray-900">{commitment.seed}</code>
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
  return (
    <section aria-labelledby="fair-heading">
      <FrontCard>
        <h2 id="fair-heading" className="flex items-center gap-2 text-lg font-extrabold">
          <ShieldIcon className="size-6 text-emerald-700" /> Fair draws
        </h2>
        <p className="mt-1 text-[15px] text-gray-700">
          Before its games draw winners by chance or at winning moments, {business} publishes the
          fingerprint of a secret seed. Every draw comes from that seed and the play, so no win can
          be steered.
        </p>
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
                Draw record of {game.name}
              </a>
            </li>
          ))}
        </ul>
        <details className="mt-3 text-[15px]">
          <summary className="cursor-pointer font-semibold text-primary-700">How to verify</summary>
          <ol className="mt-2 list-decimal space-y-1 ps-5 text-gray-700">
            <li>Note the fingerprint now: it cannot change while the campaign runs.</li>
            <li>
              When the campaign ends, the seed is revealed here. Its SHA-256 hash must equal the
              fingerprint.
            </li>
            <li>
              With the seed and each play’s id (in the game’s draw record), the script{' '}
              <code className="font-mono text-[13px]">scripts/verify-draws.ts</code> in Playdesk’s
              source code re-computes every draw, so anyone can check that the winners are the ones
              the seed gave.
            </li>
          </ol>
        </details>
      </FrontCard>
    </section>
  );
}
