import { Controller, useFormContext } from 'react-hook-form';
import { PUZZLE } from '@playdesk/games';
import type { PuzzleForm } from '../content-forms';
import type { GameFormValues } from '../game-form';
import { ImageField } from '../../media';
import { useEditorErrors } from './useEditorErrors';

/** The puzzle's picture, cut into tiles by difficulty. */
export function PuzzleEditor() {
  const { control } = useFormContext<GameFormValues<PuzzleForm>>();
  const { errorFor } = useEditorErrors();
  return (
    <Controller
      control={control}
      name="content.image"
      render={({ field }) => (
        <ImageField
          label="Puzzle picture"
          hint={`A square picture works best. It is cut into ${PUZZLE.tiles.easy}×${PUZZLE.tiles.easy} (easy), ${PUZZLE.tiles.normal}×${PUZZLE.tiles.normal} (normal) or ${PUZZLE.tiles.hard}×${PUZZLE.tiles.hard} (hard) tiles.`}
          value={field.value}
          onChange={field.onChange}
          error={errorFor('content.image')}
          testId="puzzle-image"
        />
      )}
    />
  );
}
