import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Card, CardBody, CardHeader } from '../../../../ui/Card';
import type { GameFormValues } from '../../game-form';
import { useEditorErrors } from '../useEditorErrors';
import { InstructionsEditor } from '../InstructionsEditor';
import { useT } from '../../../../i18n/i18n';

type Values = GameFormValues;

export function InstructionsSection() {
  const t = useT();
  const { control } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  const id = useId();
  const error = errorFor('settings.instructions');
  return (
    <Card>
      <CardHeader
        title={<span id={`${id}-label`}>{t('games.instructions.title')}</span>}
        description={t('games.instructions.hint_title')}
      />
      <CardBody>
        <Controller
          control={control}
          name="settings.instructions"
          render={({ field }) => (
            <InstructionsEditor
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              labelledBy={`${id}-label`}
              describedBy={`${id}-hint${error ? ` ${id}-error` : ''}`}
              invalid={Boolean(error)}
            />
          )}
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600" role="alert">
            {error}
          </p>
        ) : null}
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {t('games.instructions.help')}
        </p>
      </CardBody>
    </Card>
  );
}
