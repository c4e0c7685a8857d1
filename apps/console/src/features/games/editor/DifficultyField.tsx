import { DIFFICULTIES, type Difficulty, type GameType } from '@playdesk/games';
import { Controller, useFormContext } from 'react-hook-form';
import { Segmented } from '../../../ui/Segmented';
import type { GameFormValues } from '../game-form';
import { difficultyDetailText, pointsLine } from '../game-types';
import { useT } from '../../../i18n/i18n';

/** Easy, normal or hard, with what the choice means for this game and what a play is worth. */
export function DifficultyField({ type }: { type: GameType }) {
  const t = useT();
  const { control } = useFormContext<GameFormValues>();
  return (
    <Controller
      control={control}
      name="difficulty"
      render={({ field }) => (
        <div className="space-y-1.5">
          <p className="text-sm font-medium text-slate-700">{t('games.difficulty.label')}</p>
          <Segmented<Difficulty>
            label={t('games.difficulty.label')}
            value={field.value}
            options={DIFFICULTIES.map((d) => ({ value: d, label: t(`games.difficulty.${d}`) }))}
            onChange={(next) => field.onChange(next)}
            className="w-full sm:w-auto"
            testId="difficulty"
          />
          <p className="text-xs text-slate-500">
            {difficultyDetailText(t, type, field.value)} · {pointsLine(t, type, field.value)}
          </p>
        </div>
      )}
    />
  );
}
