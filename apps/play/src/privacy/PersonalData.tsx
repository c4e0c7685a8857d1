/** What the business holds about the player, in plain words: details, plays, consents. */
import type { PlayerDataResponse } from '../lib/api.js';
import { richText, useI18n } from '../i18n/i18n.js';

function dayFormat(lang: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : format.format(date);
  };
}

function Row({ term, children }: { term: string; children: string }) {
  return (
    <div className="flex justify-between gap-3 border-b border-gray-100 py-1.5 last:border-0">
      <dt className="text-gray-600">{term}</dt>
      <dd className="text-end font-medium break-all text-gray-900">{children}</dd>
    </div>
  );
}

export function PersonalData({ data }: { data: PlayerDataResponse }) {
  const { t, lang } = useI18n();
  const day = dayFormat(lang);
  const { player, plays, consents, rewards } = data;
  const name = [player.first_name, player.last_name].filter(Boolean).join(' ');
  const details: [string, string | null][] = [
    [t('privacy.field.name'), name || null],
    [t('privacy.field.player_name'), player.display_name],
    [t('privacy.field.email'), player.email],
    [t('privacy.field.phone'), player.phone],
    [t('privacy.field.birth_date'), player.birth_date],
    [t('privacy.field.postcode'), player.postcode],
    ...player.custom_fields.map((f): [string, string] => [
      // The label the form showed; the key once the business removed the field from its forms.
      f.label ?? f.key.replace(/_/g, ' '),
      // A checkbox left unticked is recorded as the answer "no" (docs/product-rules.md).
      typeof f.value === 'boolean' ? t(f.value ? 'privacy.ticked' : 'privacy.not_ticked') : f.value,
    ]),
    [t('privacy.field.first_seen'), day(player.first_seen_at)],
    [t('privacy.field.last_seen'), day(player.last_seen_at)],
  ];
  const wins = plays.filter((p) => p.status === 'won').length;
  return (
    <div className="flex flex-col gap-3 text-sm">
      <p className="text-[15px] text-gray-700">
        {richText(
          t,
          'privacy.holds',
          {},
          { business: <strong>{data.business.business_name}</strong> },
        )}
      </p>
      <dl className="rounded-2xl bg-gray-50 px-3 py-1 ring-1 ring-gray-200">
        {details.map(([term, value], i) =>
          value ? (
            // Two fields may share a label: the position tells the rows apart.
            <Row key={i} term={term}>
              {value}
            </Row>
          ) : null,
        )}
        <Row term={t('privacy.field.plays')}>
          {t('privacy.plays', { count: plays.length, won: wins })}
        </Row>
      </dl>
      {rewards.length > 0 && (
        <section aria-labelledby="my-rewards">
          <h3 id="my-rewards" className="mb-1 font-bold text-gray-800">
            {t('rewards.yours')}
          </h3>
          <ul className="flex flex-col gap-1">
            {rewards.map((r) => (
              <li key={r.id} className="text-gray-700">
                {richText(
                  t,
                  'privacy.reward_won',
                  { date: day(r.won_at), status: r.status },
                  { reward: <span className="font-medium text-gray-900">{r.reward.name}</span> },
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {consents.length > 0 && (
        <section aria-labelledby="my-consents">
          <h3 id="my-consents" className="mb-1 font-bold text-gray-800">
            {t('privacy.consents')}
          </h3>
          <ul className="flex flex-col gap-1">
            {consents.map((c) => (
              <li key={`${c.consent_public_id}-${c.at}`} className="text-gray-700">
                {richText(
                  t,
                  'privacy.consent',
                  {
                    date: day(c.at),
                    state:
                      c.action === 'withdrawn'
                        ? 'withdrawn'
                        : c.status === 'pending'
                          ? 'pending'
                          : 'given',
                  },
                  { consent: <span className="font-medium text-gray-900">{c.consent_name}</span> },
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
