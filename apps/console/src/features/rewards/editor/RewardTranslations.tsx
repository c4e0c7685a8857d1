import { REWARD_LIMITS, type Language, type Reward } from '@playdesk/contract';
import { useT } from '../../../i18n/i18n';
import { ObjectTranslations } from '../../../ui/translations/ObjectTranslations';
import type { TranslationField } from '../../../ui/translations/translation-model';
import { useSaveRewardTranslation } from '../api';
import type { RewardFormValues } from '../reward-model';

/** The texts a winner reads, in the form's order (`RewardTranslation`). */
const TEXTS = [
  { key: 'name', label: 'rewards.form.name', max: REWARD_LIMITS.nameMax, long: false },
  { key: 'value', label: 'rewards.form.value', max: REWARD_LIMITS.valueMax, long: false },
  {
    key: 'description',
    label: 'rewards.form.description',
    max: REWARD_LIMITS.descriptionMax,
    long: true,
  },
  {
    key: 'how_to_redeem',
    label: 'rewards.form.how',
    max: REWARD_LIMITS.howToRedeemMax,
    long: true,
  },
  { key: 'terms', label: 'rewards.form.terms', max: REWARD_LIMITS.termsMax, long: true },
] as const;

/**
 * The reward's texts in other languages (issue 33 §4): what a winner reads in the pop-up, the
 * rewards front and the email. Saved on their own, one language at a time; the text beside each
 * is the form's, as typed.
 */
export function RewardTranslations({
  reward,
  values,
  onDirty,
  onDraft,
}: {
  reward: Reward;
  values: Pick<RewardFormValues, (typeof TEXTS)[number]['key']>;
  onDirty(dirty: boolean): void;
  onDraft(draft: { language: Language; texts: Record<string, string> } | null): void;
}) {
  const t = useT();
  const save = useSaveRewardTranslation(reward.public_id);
  const fields: TranslationField[] = TEXTS.map((text) => ({
    key: text.key,
    label: t(text.label),
    defaultText: values[text.key] ?? '',
    maxLength: text.max,
    long: text.long,
  }));
  return (
    <ObjectTranslations
      testId="reward-translations"
      defaultLanguage={reward.default_language}
      translations={reward.translations}
      fields={fields}
      onSave={(language, texts) => save.mutateAsync({ language, translation: texts })}
      onDirty={onDirty}
      onDraft={onDraft}
    />
  );
}
