import { DIFFICULTIES, type Difficulty, type GameType } from '@playdesk/games';
import { Controller, useFormContext } from 'react-hook-form';
import { Segmented } from '../../../ui/Segmented';
import type { GameFormValues } from '../game-form';
import { DIFFICULTY_LABELS, difficultyDetail, pointsText } from '../game-types';

/** Easy, normal or hard, with what the choice means for this game and what a play is worth. */
export function DifficultyField({ type }: { type: GameType }) {
  const { control } = useFormContext<GameFormValues>();
  return (
    <Controller
      control={control}
      name="difficulty"
      render={({ field }) => (
        <div className="space-y-1.5">
          <p className="text-sm font-medium text-slate-700">Difficulty</p>
          <Segmented<Difficulty>
            label="Difficulty"
            value={field.value}
            options={DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] }))}
            onChange={(next) => field.onChange(next)}
            className="w-full sm:w-auto"
            testId="difficulty"
          />
          <p className="text-xs text-slate-500">
            {difficultyDetail(type, field.value)} · {pointsText(type, field.value)}
          </p>
        </div>
      )}
    />
  );
}
