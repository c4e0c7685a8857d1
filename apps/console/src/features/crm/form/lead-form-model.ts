/**
 * The game editor's Player form section, as data: the field types a business can add, their
 * default labels, and the keys of custom fields (derived from their label while they are new).
 */
import {
  STANDARD_LEAD_FIELDS,
  type LeadFieldType,
  type LeadFormField,
  type LeadFormMode,
  type ParticipationRule,
  type StandardLeadField,
} from '@playdesk/contract';

export const MODE_OPTIONS: readonly { value: LeadFormMode; label: string }[] = [
  { value: 'off', label: 'Off' },
  { value: 'before', label: 'Before the game' },
  { value: 'after', label: 'After the game' },
];

export const FIELD_TYPE_LABELS: Record<LeadFieldType, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
  birth_date: 'Birth date',
  postcode: 'Postcode',
  text: 'Short text',
  choice: 'Choice list',
  checkbox: 'Checkbox',
};

export const PARTICIPATION_OPTIONS: readonly { value: ParticipationRule; label: string }[] = [
  { value: 'unlimited', label: 'Unlimited' },
  { value: 'once', label: 'Once per player' },
  { value: 'once_per_day', label: 'Once a day' },
  { value: 'once_per_week', label: 'Once a week' },
  { value: 'n_per_day', label: 'A number of times a day' },
];

export function isStandard(type: LeadFieldType): type is StandardLeadField {
  return (STANDARD_LEAD_FIELDS as readonly string[]).includes(type);
}

/** A label as a field key: `Favourite drink?` → `favourite_drink` (what the key rule accepts). */
export function slugKey(label: string): string {
  const slug = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+/, '')
    .replace(/_+$/, '')
    .slice(0, 36)
    .replace(/_+$/, '');
  return slug || 'field';
}

/** `base`, or `base_2`, `base_3`… — whichever no other field (nor a standard field) uses. */
export function uniqueKey(base: string, taken: readonly string[]): string {
  const used = new Set<string>([...taken, ...STANDARD_LEAD_FIELDS]);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const key = `${base}_${n}`;
    if (!used.has(key)) return key;
  }
}

/** A new field of `type`, with a label to start from and a key no other field has. */
export function newField(type: LeadFieldType, fields: readonly LeadFormField[]): LeadFormField {
  const label = isStandard(type)
    ? FIELD_TYPE_LABELS[type]
    : type === 'checkbox'
      ? 'I would like to hear about your news'
      : type === 'choice'
        ? 'Your favourite'
        : 'Your answer';
  const key = isStandard(type)
    ? type
    : uniqueKey(
        slugKey(label),
        fields.map((f) => f.key),
      );
  return {
    key,
    type,
    label,
    required: type === 'email',
    ...(type === 'choice' ? { options: ['Option 1', 'Option 2'] } : {}),
  };
}

/** The types the "Add a field" menu offers: standard fields not used yet, and every custom type. */
export function addableTypes(fields: readonly LeadFormField[]): LeadFieldType[] {
  const used = new Set(fields.map((f) => f.type));
  return [...STANDARD_LEAD_FIELDS.filter((t) => !used.has(t)), 'text', 'choice', 'checkbox'];
}

/** One choice per line → the choices (blank lines dropped). */
export function parseOptions(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
