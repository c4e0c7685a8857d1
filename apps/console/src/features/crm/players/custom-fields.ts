/** How the player detail shows a custom form field's answer (docs/product-rules.md#player-data). */
import type { PlayerDetail } from '@playdesk/contract';
import { appT } from '../../../i18n/i18n';

type CustomField = PlayerDetail['personal']['custom_fields'][number];

/** The field's label on the game's form; its key when no form has the field any more. */
export const customFieldLabel = (field: Pick<CustomField, 'key' | 'label'>): string =>
  field.label ?? field.key.replace(/_/g, ' ');

/** A text as given; a checkbox as the answer it is (left unticked is "no"). */
export const customFieldAnswer = (value: CustomField['value']): string =>
  typeof value === 'boolean' ? appT()(value ? 'crm.answer.ticked' : 'crm.answer.unticked') : value;
