import { Controller, useFormContext } from 'react-hook-form';
import { PUZZLE } from '@playdesk/games';
import type { PuzzleForm } from './form';
import type { GameFormValues } from '../../game-form';
import { ImageField } from '../../../media';
import { useEditorErrors } from '../../editor/useEditorErrors';
import { useT } from '../../../../i18n/i18n';

/** The puzzle's picture, cut into tiles by difficulty. */
export default function PuzzleEditor() {
  const t = useT();
  const { control } = useFormContext<GameFormValues<PuzzleForm>>();
  const { errorFor } = useEditorErrors();
  return (
    <Controller
      control={control}
      name="content.image"
      render={({ field }) => (
        <ImageField
          label={t('game-content.puzzle.picture')}
          hint={t('game-content.puzzle.picture_hint', PUZZLE.tiles)}
          value={field.value}
          onChange={field.onChange}
          error={errorFor('content.image')}
          testId="puzzle-image"
        />
      )}
    />
  );
}
