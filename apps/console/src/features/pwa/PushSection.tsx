/**
 * Push notifications: the month's usage against the plan's limit, a new notification (title,
 * message, icon, the page it opens, audience, now or later) and the list with sent/failed/clicked.
 */
import type {
  CreatePushNotificationRequest,
  PushAudience,
  PushNotification,
  PwaSettings,
} from '@playdesk/contract';
import { useState } from 'react';
import { toast } from '../../session/toast';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardBody, CardHeader } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { Pager } from '../../ui/Pager';
import { Segmented } from '../../ui/Segmented';
import { Select } from '../../ui/Select';
import { Skeleton } from '../../ui/Skeleton';
import { Textarea } from '../../ui/Textarea';
import { UsageBar } from '../../ui/UsageBar';
import { useGameOptions } from '../games';
import { usePushNotifications, useRewardOptions, useSendPushNotification } from './api';
import { fieldErrors } from './field-errors';
import { PushLanguages } from './PushLanguages';
import { languageName } from '../../ui/translations/translation-model';
import { pushTranslations, type PushLanguageDraft } from './push-model';
import { formatDateTime, formatList, formatNumber } from '../../lib/format';
import { useSections, useT, type T } from '../../i18n/i18n';

const STATUS: Record<PushNotification['status'], BadgeTone> = {
  scheduled: 'primary',
  sending: 'warning',
  sent: 'success',
  limit_reached: 'danger',
  failed: 'danger',
};

function audienceText(t: T, a: PushAudience, gameName: (id: string) => string): string {
  switch (a.type) {
    case 'all':
      return t('pwa.push.audience.all');
    case 'game':
      return t('pwa.push.audience.game_named', { game: gameName(a.game_id) });
    case 'reward':
      return t('pwa.push.audience.reward');
    case 'inactive':
      return t('pwa.push.audience.inactive_days', { days: a.days });
  }
}

export function PushSection({ settings }: { settings: PwaSettings }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const list = usePushNotifications(page);
  const games = useGameOptions();
  const gameName = (id: string) =>
    games.data?.data.find((g) => g.public_id === id)?.name ?? t('pwa.push.a_game');
  const usage = list.data?.usage;
  const named = useSections('translate');

  return (
    <section aria-labelledby="push-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="push-title" className="text-lg font-semibold text-slate-900">
            {t('pwa.push.title')}
          </h2>
          <p className="text-sm text-slate-500">{t('pwa.push.text')}</p>
        </div>
        {usage ? (
          <div className="w-full max-w-xs space-y-1" data-testid="push-usage">
            <p className="flex justify-between text-sm text-slate-600">
              <span>{t('pwa.push.this_month')}</span>
              <span className="font-medium text-slate-900">
                {t('pwa.push.used', {
                  sent: formatNumber(usage.sent),
                  limit: formatNumber(usage.limit),
                })}
              </span>
            </p>
            <UsageBar
              percent={Math.min(100, (usage.sent / Math.max(1, usage.limit)) * 100)}
              label={t('pwa.push.usage_label', { sent: usage.sent, limit: usage.limit })}
              className="h-2 w-full"
            />
            <p className="text-xs text-slate-500">
              {t('pwa.push.subscribers', { count: usage.subscribers })}
            </p>
          </div>
        ) : null}
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)]">
        <NewNotification settings={settings} />
        <Card>
          <CardHeader title={t('pwa.push.list_title')} />
          {list.isPending ? (
            <CardBody className="space-y-3">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-12 w-full" />
              ))}
            </CardBody>
          ) : list.isError || list.data.data.length === 0 ? (
            <CardBody>
              <p className="text-sm text-slate-500">
                {list.isError ? t('pwa.push.load_failed') : t('pwa.push.empty')}
              </p>
            </CardBody>
          ) : (
            <>
              <ul className="divide-y divide-slate-100" aria-label={t('pwa.push.list_label')}>
                {list.data.data.map((n) => (
                  <li key={n.public_id} className="space-y-1 px-5 py-3">
                    <div className="flex flex-wrap items-center gap-2">
                      <p className="min-w-0 flex-1 truncate font-medium text-slate-900">
                        {n.title}
                      </p>
                      <Badge tone={STATUS[n.status]}>{t(`pwa.push.status.${n.status}`)}</Badge>
                    </div>
                    <p className="truncate text-sm text-slate-600">{n.body}</p>
                    <p className="flex flex-wrap gap-x-4 text-xs text-slate-500">
                      <span>
                        {n.kind === 'new_game' ? t('pwa.push.new_game_prefix') : ''}
                        {audienceText(t, n.audience, gameName)}
                      </span>
                      <span>{formatDateTime(n.scheduled_at)}</span>
                      {named && n.languages.length > 1 ? (
                        <span data-testid="push-languages-sent">
                          {t('pwa.push.languages.sent_in', {
                            languages: formatList(n.languages.map((l) => languageName(t, l))),
                          })}
                        </span>
                      ) : null}
                      <span data-testid="push-counts">
                        {t('pwa.push.counts', {
                          sent: n.sent,
                          failed: n.failed,
                          clicked: n.clicked,
                        })}
                      </span>
                    </p>
                  </li>
                ))}
              </ul>
              {list.data.meta.total > 10 ? (
                <div className="border-t border-slate-100 px-5 py-3">
                  <Pager
                    page={page}
                    pageSize={10}
                    rows={list.data.data.length}
                    total={list.data.meta.total}
                    text={{
                      range: (r) => t('pwa.push.range', { ...r }),
                      label: t('pwa.push.pages'),
                    }}
                    onPage={setPage}
                  />
                </div>
              ) : null}
            </>
          )}
        </Card>
      </div>
    </section>
  );
}

type AudienceKind = PushAudience['type'];

function NewNotification({ settings }: { settings: PwaSettings }) {
  const t = useT();
  const games = useGameOptions();
  const rewards = useRewardOptions();
  const send = useSendPushNotification();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [languages, setLanguages] = useState<PushLanguageDraft[]>([]);
  const [icon, setIcon] = useState('');
  const [opens, setOpens] = useState<'game' | 'rewards' | 'app'>('app');
  const [openGame, setOpenGame] = useState('');
  const [audience, setAudience] = useState<AudienceKind>('all');
  const [audienceGame, setAudienceGame] = useState('');
  const [reward, setReward] = useState('');
  const [days, setDays] = useState('14');
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [sendAt, setSendAt] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const defaultName = languageName(t, settings.default_language);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const translations = pushTranslations(languages);
    const request: CreatePushNotificationRequest = {
      title,
      body,
      icon,
      // Sent explicitly: the texts above are in the app's language, which the form names.
      default_language: settings.default_language,
      ...(translations ? { translations } : {}),
      target:
        opens === 'game'
          ? { type: 'game', game_id: openGame }
          : opens === 'rewards'
            ? { type: 'rewards' }
            : { type: 'app' },
      audience:
        audience === 'game'
          ? { type: 'game', game_id: audienceGame }
          : audience === 'reward'
            ? { type: 'reward', reward_id: reward }
            : audience === 'inactive'
              ? { type: 'inactive', days: Number(days) }
              : { type: 'all' },
      ...(when === 'later' && sendAt ? { send_at: new Date(sendAt).toISOString() } : {}),
    };
    const local: Record<string, string> = {};
    if (opens === 'game' && !openGame) local['target.game_id'] = t('pwa.push.error.open_game');
    if (audience === 'game' && !audienceGame) local['audience.game_id'] = t('pwa.push.error.game');
    if (audience === 'reward' && !reward) local['audience.reward_id'] = t('pwa.push.error.reward');
    if (when === 'later' && !sendAt) local.send_at = t('pwa.push.error.when');
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    send.mutate(request, {
      onSuccess: ({ notification }) => {
        toast.success(
          notification.status === 'scheduled' && when === 'later'
            ? t('pwa.push.scheduled_toast')
            : t('pwa.push.sent_toast'),
        );
        setTitle('');
        setBody('');
        setLanguages([]);
      },
      onError: (error) => {
        const byField = fieldErrors(error);
        setErrors(byField);
        if (Object.keys(byField).length === 0) toast.danger(error.message);
      },
    });
  };

  return (
    <Card>
      <CardHeader title={t('pwa.push.new')} />
      <form noValidate onSubmit={submit} aria-label={t('pwa.push.new')}>
        <CardBody className="space-y-4">
          <Field
            label={
              languages.length > 0
                ? t('pwa.push.languages.field_title', { language: defaultName })
                : t('pwa.push.field_title')
            }
            error={errors.title}
          >
            {(p) => (
              <Input
                {...p}
                invalid={p.invalid}
                maxLength={60}
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                placeholder={t('pwa.push.title_placeholder')}
              />
            )}
          </Field>
          <Field
            label={
              languages.length > 0
                ? t('pwa.push.languages.field_message', { language: defaultName })
                : t('pwa.push.message')
            }
            error={errors.body}
          >
            {(p) => (
              <Textarea
                {...p}
                invalid={p.invalid}
                rows={2}
                maxLength={180}
                value={body}
                onChange={(e) => setBody(e.target.value)}
              />
            )}
          </Field>
          <PushLanguages
            defaultLanguage={settings.default_language}
            title={title}
            body={body}
            drafts={languages}
            errors={errors}
            onChange={setLanguages}
          />
          <Field label={t('pwa.push.icon')} error={errors.icon} hint={t('pwa.push.icon_hint')}>
            {(p) => (
              <Input
                {...p}
                invalid={p.invalid}
                maxLength={500}
                value={icon}
                onChange={(e) => setIcon(e.target.value)}
                placeholder={settings.icons ? t('pwa.push.icon_placeholder') : ''}
              />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('pwa.push.opens')} error={errors['target.game_id']}>
              {(p) => (
                <div className="space-y-2">
                  <Select
                    {...p}
                    value={opens}
                    onChange={(e) => setOpens(e.target.value as typeof opens)}
                  >
                    <option value="app">{t('pwa.push.opens_app')}</option>
                    <option value="game">{t('pwa.push.opens_game')}</option>
                    <option value="rewards">{t('pwa.push.opens_rewards')}</option>
                  </Select>
                  {opens === 'game' ? (
                    <Select
                      aria-label={t('pwa.push.opens_game_label')}
                      invalid={p.invalid}
                      value={openGame}
                      onChange={(e) => setOpenGame(e.target.value)}
                    >
                      <option value="">{t('pwa.opens.choose_game')}</option>
                      {games.data?.data.map((g) => (
                        <option key={g.public_id} value={g.public_id}>
                          {g.name}
                        </option>
                      ))}
                    </Select>
                  ) : null}
                </div>
              )}
            </Field>
            <Field
              label={t('pwa.push.send_to')}
              error={
                errors['audience.game_id'] ??
                errors['audience.reward_id'] ??
                errors['audience.days']
              }
            >
              {(p) => (
                <div className="space-y-2">
                  <Select
                    {...p}
                    value={audience}
                    onChange={(e) => setAudience(e.target.value as AudienceKind)}
                  >
                    <option value="all">{t('pwa.push.audience.all')}</option>
                    <option value="game">{t('pwa.push.audience.game')}</option>
                    <option value="reward">{t('pwa.push.audience.reward')}</option>
                    <option value="inactive">{t('pwa.push.audience.inactive')}</option>
                  </Select>
                  {audience === 'game' ? (
                    <Select
                      aria-label={t('pwa.push.audience.players_of')}
                      value={audienceGame}
                      onChange={(e) => setAudienceGame(e.target.value)}
                    >
                      <option value="">{t('pwa.opens.choose_game')}</option>
                      {games.data?.data.map((g) => (
                        <option key={g.public_id} value={g.public_id}>
                          {g.name}
                        </option>
                      ))}
                    </Select>
                  ) : audience === 'reward' ? (
                    <Select
                      aria-label={t('pwa.push.audience.winners_of')}
                      value={reward}
                      onChange={(e) => setReward(e.target.value)}
                    >
                      <option value="">{t('pwa.push.choose_reward')}</option>
                      {rewards.data?.data.map((r) => (
                        <option key={r.public_id} value={r.public_id}>
                          {r.name}
                        </option>
                      ))}
                    </Select>
                  ) : audience === 'inactive' ? (
                    <div className="flex items-center gap-2">
                      <Input
                        aria-label={t('pwa.push.audience.days_label')}
                        type="number"
                        min={1}
                        max={365}
                        value={days}
                        onChange={(e) => setDays(e.target.value)}
                        className="w-24"
                      />
                      <span className="text-sm text-slate-600">
                        {t('pwa.push.audience.days_or_more')}
                      </span>
                    </div>
                  ) : null}
                </div>
              )}
            </Field>
          </div>
          <div className="space-y-2">
            <Segmented<'now' | 'later'>
              label={t('pwa.push.when')}
              value={when}
              onChange={setWhen}
              options={[
                { value: 'now', label: t('pwa.push.now') },
                { value: 'later', label: t('pwa.push.later') },
              ]}
            />
            {when === 'later' ? (
              <Field label={t('pwa.push.send_at')} error={errors.send_at}>
                {(p) => (
                  <Input
                    {...p}
                    invalid={p.invalid}
                    type="datetime-local"
                    value={sendAt}
                    onChange={(e) => setSendAt(e.target.value)}
                  />
                )}
              </Field>
            ) : null}
          </div>
          <div className="flex justify-end">
            <Button type="submit" loading={send.isPending}>
              {when === 'now' ? t('pwa.push.send') : t('pwa.push.schedule')}
            </Button>
          </div>
        </CardBody>
      </form>
    </Card>
  );
}
