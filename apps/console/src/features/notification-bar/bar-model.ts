import {
  NotificationBarTranslation,
  type NotificationBar,
  type NotificationBarInput,
} from '@playdesk/contract';
import type { T } from '../../i18n/i18n';
import type { TranslationField } from '../../ui/translations/translation-model';
import { formatDateTime } from '../../lib/format';

/** The form's values: the request, with the schedule as `datetime-local` strings ('' = none). */
export interface BarFormValues {
  enabled: boolean;
  text: string;
  game_id: string;
  button_label: string;
  background: string;
  color: string;
  position: 'top' | 'bottom';
  starts_at: string;
  ends_at: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO moment as the local `YYYY-MM-DDTHH:mm` a `datetime-local` input shows. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (local time) as an ISO moment; '' stays empty (no bound). */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  // An unreadable value is passed on as is, so the schema reports it on its field.
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

export function toFormValues(bar: NotificationBar): BarFormValues {
  return {
    enabled: bar.enabled,
    text: bar.text,
    game_id: bar.game?.public_id ?? '',
    button_label: bar.button_label,
    background: bar.background.toUpperCase(),
    color: bar.color.toUpperCase(),
    position: bar.position,
    starts_at: toLocalInput(bar.starts_at),
    ends_at: toLocalInput(bar.ends_at),
  };
}

export function toRequest(values: BarFormValues): NotificationBarInput {
  return {
    enabled: values.enabled,
    text: values.text,
    game_id: values.game_id || null,
    button_label: values.button_label,
    background: values.background,
    color: values.color,
    position: values.position,
    starts_at: fromLocalInput(values.starts_at),
    ends_at: fromLocalInput(values.ends_at),
  };
}

/**
 * The saved bar as a request that changes nothing: what a save of its translations sends beside
 * them (the bar is saved whole). The schedule goes as saved, to the second.
 */
export function savedRequest(bar: NotificationBar): NotificationBarInput {
  return {
    enabled: bar.enabled,
    text: bar.text,
    game_id: bar.game?.public_id ?? null,
    button_label: bar.button_label,
    background: bar.background,
    color: bar.color,
    position: bar.position,
    starts_at: bar.starts_at,
    ends_at: bar.ends_at,
  };
}

/** The longest text and button label in any language (the contract's limits). */
export const BAR_TEXT_LIMITS = {
  text: NotificationBarTranslation.shape.text.unwrap().maxLength ?? 200,
  button_label: NotificationBarTranslation.shape.button_label.unwrap().maxLength ?? 40,
};

/**
 * The bar's texts a translator writes in other languages, beside the saved ones (what visitors
 * see in the default language); the keys are those of `NotificationBarTranslation`.
 */
export function barTranslationFields(
  bar: Pick<NotificationBar, 'text' | 'button_label'>,
  t: T,
): TranslationField[] {
  return [
    {
      key: 'text',
      label: t('notification-bar.message.text'),
      defaultText: bar.text,
      maxLength: BAR_TEXT_LIMITS.text,
      long: true,
    },
    {
      key: 'button_label',
      label: t('notification-bar.message.button'),
      defaultText: bar.button_label,
      maxLength: BAR_TEXT_LIMITS.button_label,
    },
  ];
}

/** The form fields the server may name in its `errors` (docs/product-rules.md#error-shape). */
export const BAR_FIELDS = [
  'enabled',
  'text',
  'game_id',
  'button_label',
  'background',
  'color',
  'position',
  'starts_at',
  'ends_at',
] as const;

export type BarState =
  | { kind: 'off' }
  | { kind: 'showing'; until: string | null }
  | { kind: 'scheduled'; from: string }
  | { kind: 'ended'; at: string };

/**
 * What the business's site shows, from the saved bar: off, showing now (until its end, if any),
 * scheduled to start, or over.
 */
export function barState(
  bar: Pick<NotificationBar, 'enabled' | 'starts_at' | 'ends_at'>,
  now: Date,
): BarState {
  if (!bar.enabled) return { kind: 'off' };
  const t = now.getTime();
  if (bar.starts_at && Date.parse(bar.starts_at) > t)
    return { kind: 'scheduled', from: bar.starts_at };
  if (bar.ends_at && Date.parse(bar.ends_at) <= t) return { kind: 'ended', at: bar.ends_at };
  return { kind: 'showing', until: bar.ends_at };
}

/** "21 Nov 2026, 14:30" in the viewer's time zone. */
export function formatMoment(iso: string): string {
  return formatDateTime(iso);
}

/*
 * How the console words a bar's state: only what is true today. A bar switched on and inside its
 * schedule is active — its public address serves it — but Playdesk has no snippet yet that puts it
 * on a business's website, so nothing here may say it "shows on your site".
 */
export function barStateLabel(kind: BarState['kind'], t: T): string {
  return t(`notification-bar.state.${kind}`);
}

export function barStateText(state: BarState, t: T): string {
  switch (state.kind) {
    case 'showing':
      return state.until
        ? t('notification-bar.text.showing_until', { when: formatMoment(state.until) })
        : t('notification-bar.text.showing');
    case 'scheduled':
      return t('notification-bar.text.scheduled', { when: formatMoment(state.from) });
    case 'ended':
      return t('notification-bar.text.ended', { when: formatMoment(state.at) });
    case 'off':
      return t('notification-bar.text.off');
  }
}

/** The toast after saving, for the state the saved bar is in. */
export function savedMessage(state: BarState, t: T): string {
  switch (state.kind) {
    case 'showing':
      return t('notification-bar.saved.showing');
    case 'scheduled':
      return t('notification-bar.saved.scheduled', { when: formatMoment(state.from) });
    case 'ended':
      return t('notification-bar.saved.ended');
    case 'off':
      return t('notification-bar.saved.off');
  }
}
