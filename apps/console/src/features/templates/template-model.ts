import { TemplateTranslation, type Template, type TemplateKind } from '@playdesk/contract';
import type { T } from '../../i18n/i18n';
import type { TranslationField } from '../../ui/translations/translation-model';

/** The editor's values (the request, with an empty link as ''). */
export interface TemplateFormValues {
  name: string;
  title: string;
  message: string;
  image: string | null;
  button_label: string;
  button_link: string;
  colors: { background: string; text: string; button: string; button_text: string };
}

export const DEFAULT_COLORS = {
  background: '#FFFFFF',
  text: '#1F1640',
  button: '#4A3494',
  button_text: '#FFFFFF',
} as const;

/** The words a new template starts with (English; the editor passes the user's language's). */
export const KIND_INFO: Record<
  TemplateKind,
  { starter: Pick<TemplateFormValues, 'title' | 'message' | 'button_label'> }
> = {
  'game-over': {
    starter: {
      title: 'So close!',
      message: '<p>Time is up for this round. Every new game is another chance to win.</p>',
      button_label: 'Try again',
    },
  },
  success: {
    starter: {
      title: 'You did it!',
      message: '<p>Congratulations! Show this screen at the counter to claim your reward.</p>',
      button_label: 'Claim my reward',
    },
  },
  leaderboard: {
    starter: {
      title: 'Top players',
      message: '<p>The best scores of the week. Can you reach the top?</p>',
      button_label: 'Play now',
    },
  },
};

export function newTemplateValues(
  kind: TemplateKind,
  starter: Pick<TemplateFormValues, 'title' | 'message' | 'button_label'> = KIND_INFO[kind].starter,
): TemplateFormValues {
  return {
    name: '',
    ...starter,
    image: null,
    button_link: '',
    colors: { ...DEFAULT_COLORS },
  };
}

export function templateToValues(t: Template): TemplateFormValues {
  return {
    name: t.name,
    title: t.title,
    message: t.message,
    image: t.image,
    button_label: t.button_label,
    button_link: t.button_link ?? '',
    colors: {
      background: t.colors.background.toUpperCase(),
      text: t.colors.text.toUpperCase(),
      button: t.colors.button.toUpperCase(),
      button_text: t.colors.button_text.toUpperCase(),
    },
  };
}

/** Quill leaves `<p><br></p>` in an emptied editor: that is no message. */
export function isBlankHtml(html: string): boolean {
  return html.replace(/<(p|br|\/p)\s*\/?>/gi, '').trim() === '';
}

/** The body of `POST /templates` (without the kind) or `PATCH /templates/{id}`. */
export function valuesToRequest(values: TemplateFormValues) {
  return {
    name: values.name,
    title: values.title,
    message: isBlankHtml(values.message) ? '' : values.message,
    image: values.image || null,
    button_label: values.button_label,
    button_link: values.button_link.trim() || null,
    colors: values.colors,
  };
}

/** The form fields the server may name in its `errors` (docs/product-rules.md#error-shape). */
export const TEMPLATE_FIELDS = [
  'name',
  'title',
  'message',
  'image',
  'button_label',
  'button_link',
  'colors.background',
  'colors.text',
  'colors.button',
  'colors.button_text',
] as const;

/** The longest title, message and button label in any language (the contract's limits). */
export const TEMPLATE_TEXT_LIMITS = {
  title: TemplateTranslation.shape.title.unwrap().maxLength ?? 120,
  message: TemplateTranslation.shape.message.unwrap().maxLength ?? 10_000,
  button_label: TemplateTranslation.shape.button_label.unwrap().maxLength ?? 40,
};

/**
 * The template's texts a translator writes in other languages, beside the saved ones (the message
 * is rich text, translated as rich text); the keys are those of `TemplateTranslation`.
 */
export function templateTranslationFields(
  template: Pick<Template, 'title' | 'message' | 'button_label'>,
  t: T,
): TranslationField[] {
  return [
    {
      key: 'title',
      label: t('templates.content.field_title'),
      defaultText: template.title,
      maxLength: TEMPLATE_TEXT_LIMITS.title,
    },
    {
      key: 'message',
      label: t('templates.content.message'),
      defaultText: isBlankHtml(template.message) ? '' : template.message,
      maxLength: TEMPLATE_TEXT_LIMITS.message,
      html: true,
    },
    {
      key: 'button_label',
      label: t('templates.button.label'),
      defaultText: template.button_label,
      maxLength: TEMPLATE_TEXT_LIMITS.button_label,
    },
  ];
}

/** Sample rows of the leaderboard preview. */
export const SAMPLE_LEADERS = [
  { name: 'Maya', avatar: '🦊', points: 145 },
  { name: 'Leo', avatar: '🐼', points: 120 },
  { name: 'Ana', avatar: '🦉', points: 95 },
  { name: 'Sam', avatar: '🐸', points: 80 },
  { name: 'Kim', avatar: '🐝', points: 65 },
] as const;
