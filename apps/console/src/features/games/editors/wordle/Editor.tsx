import { unguessableWordMessage } from '@playdesk/games/content/wordle';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../../ui/Button';
import type { WordleForm } from './form';
import type { GameFormValues } from '../../game-form';
import { useEditorErrors } from '../../editor/useEditorErrors';
import { useT } from '../../../../i18n/i18n';
import { WORDLE_ALLOWED_RULES, WORDLE_RULES, WordListEditor } from '../../editor/WordListEditor';

type Values = GameFormValues<WordleForm>;

/**
 * Wordle's secret words and its extra allowed guesses. A guess is accepted when it is an English
 * word or an allowed guess — never because it is a secret word, which would give it away. So a
 * secret word outside the dictionary must be an allowed guess: the server names such words when
 * saving (the dictionary is too big for the console), and this editor offers to add them.
 */
export default function WordleEditor() {
  const t = useT();
  const { control, setValue } = useFormContext<Values>();
  const { under } = useEditorErrors();
  const words = useWatch({ control, name: 'content.words' });
  const allowed = useWatch({ control, name: 'content.allowed_guesses' });
  const errors = under('content.words');
  const flagged = words.filter(
    (word, i) =>
      errors[`content.words.${i}`] === unguessableWordMessage(word) && !allowed.includes(word),
  );
  const onlySecrets = allowed.length > 0 && allowed.every((word) => words.includes(word));
  // The trade-off of adding secret words as allowed guesses is said once, when they are added
  // (not on every later visit and save of a game whose owner already chose it).
  const [justAdded, setJustAdded] = useState(false);

  return (
    <div className="space-y-6">
      <WordListEditor rules={WORDLE_RULES} />
      {flagged.length > 0 ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <p className="min-w-0 flex-1">
            {t('game-content.wordle.flagged', {
              count: flagged.length,
              words: flagged.map((w) => w.toUpperCase()).join(', '),
            })}
          </p>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              setValue('content.allowed_guesses', [...allowed, ...flagged], {
                shouldDirty: true,
                shouldTouch: true,
              });
              setJustAdded(true);
            }}
          >
            {t('game-content.wordle.add_flagged')}
          </Button>
        </div>
      ) : null}
      <section className="space-y-3 border-t border-slate-100 pt-4" aria-labelledby="allowed-title">
        <div>
          <h3 id="allowed-title" className="text-sm font-semibold text-slate-900">
            {t('game-content.wordle.allowed_title')}
          </h3>
          <p className="mt-1 text-sm text-slate-500">{t('game-content.wordle.allowed_text')}</p>
        </div>
        <WordListEditor rules={WORDLE_ALLOWED_RULES} />
        {justAdded && onlySecrets ? (
          <p className="text-sm text-amber-700" role="status">
            {t('game-content.wordle.only_secrets')}
          </p>
        ) : null}
      </section>
    </div>
  );
}
