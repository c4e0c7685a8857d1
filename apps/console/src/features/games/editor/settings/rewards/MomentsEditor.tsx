import { REWARD_LIMITS, type RewardMoments } from '@playdesk/contract';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button, buttonClass } from '../../../../../ui/Button';
import { CloseIcon, UploadIcon } from '../../../../../ui/icons';
import { Input } from '../../../../../ui/Input';
import { Segmented } from '../../../../../ui/Segmented';
import type { GameFormValues } from '../../../game-form';
import { useEditorErrors } from '../../useEditorErrors';
import { importSummary, mergeMoments, parseMomentsCsv } from './moments-csv';
import { DateTimeField, NumberField } from './RuleFields';
import { fromLocalInput, momentLabel, withMomentsMode } from './rules-model';
import { formatNumber } from '../../../../../lib/format';
import { useT } from '../../../../../i18n/i18n';

/** Moments listed on screen (the rest are counted): a list of 10 000 is not read line by line. */
const SHOWN = 50;
/** A CSV of 10 000 moments is about 250 kB; anything far larger is not one. */
const CSV_MAX_BYTES = 2 * 1024 * 1024;

/** A rule's winning moments: N at random between two instants, or a list set by hand or from CSV. */
export function MomentsEditor({ index }: { index: number }) {
  const t = useT();
  const { control, setValue } = useFormContext<GameFormValues>();
  const path = `settings.rewards.rules.${index}.moments` as const;
  const moments = useWatch({ control, name: path });
  const mode = moments?.mode ?? 'random';

  const set = (next: RewardMoments) =>
    setValue(path, next, { shouldDirty: true, shouldValidate: true });

  return (
    <div className="space-y-4 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset">
      <Segmented
        label={t('games.moments.how')}
        size="sm"
        value={mode}
        options={[
          { value: 'random', label: t('games.moments.random') },
          { value: 'manual', label: t('games.moments.manual') },
        ]}
        onChange={(next) => set(withMomentsMode(moments ?? null, next))}
        testId={`rule-${index}-moments-mode`}
      />
      {moments?.mode === 'manual' ? (
        <ManualMoments
          index={index}
          times={moments.times}
          onChange={(times) => set({ mode: 'manual', times })}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-3">
          <NumberField
            name={`${path}.count`}
            label={t('games.moments.count')}
            hint={t('games.moments.count_hint')}
            testId={`rule-${index}-moment-count`}
          />
          <DateTimeField name={`${path}.starts_at`} label={t('games.moments.from')} required />
          <DateTimeField name={`${path}.ends_at`} label={t('games.moments.until')} required />
        </div>
      )}
    </div>
  );
}

function ManualMoments({
  index,
  times,
  onChange,
}: {
  index: number;
  times: string[];
  onChange(times: string[]): void;
}) {
  const t = useT();
  const id = useId();
  const { errorFor } = useEditorErrors();
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState<{ text: string; problems: string[] } | null>(null);
  const error =
    errorFor(`settings.rewards.rules.${index}.moments.times`) ??
    errorFor(`settings.rewards.rules.${index}.moments`);
  const full = times.length >= REWARD_LIMITS.momentsMax;

  const add = () => {
    const iso = fromLocalInput(draft);
    if (!iso) return;
    onChange(mergeMoments(times, [iso]));
    setDraft('');
  };

  const importFile = async (file: File) => {
    if (file.size > CSV_MAX_BYTES) {
      setNote({ text: t('games.moments.too_large', { file: file.name }), problems: [] });
      return;
    }
    const result = parseMomentsCsv(await file.text(), times);
    onChange(mergeMoments(times, result.times));
    setNote({
      text: importSummary(result),
      problems: result.problems.map((p) =>
        t('games.moments.line', { line: p.line, value: p.value }),
      ),
    });
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-[13rem] flex-1 space-y-1.5">
          <label htmlFor={`${id}-add`} className="block text-sm font-medium text-slate-700">
            {t('games.moments.add_label')}
          </label>
          <Input
            id={`${id}-add`}
            type="datetime-local"
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            data-testid={`rule-${index}-moment-input`}
          />
        </div>
        <Button variant="secondary" onClick={add} disabled={!draft || full}>
          {t('games.moments.add')}
        </Button>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          className="peer sr-only"
          disabled={full}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (file) void importFile(file);
          }}
          data-testid={`rule-${index}-moments-file`}
        />
        <label
          htmlFor={`${id}-file`}
          className={buttonClass(
            'secondary',
            'md',
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          )}
        >
          <UploadIcon className="size-4" />
          {t('games.moments.import')}
        </label>
      </div>
      <p className="text-xs text-slate-500">{t('games.moments.csv_hint')}</p>
      {note ? (
        <div
          className="rounded-md bg-white px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200"
          role="status"
        >
          <p>{note.text}</p>
          {note.problems.length > 0 ? (
            <ul className="mt-1 list-inside list-disc text-xs text-slate-500">
              {note.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {times.length > 0 ? (
        <div>
          <div className="mb-1.5 flex items-center justify-between gap-2">
            <p
              className="text-sm font-medium text-slate-700"
              data-testid={`rule-${index}-moment-total`}
            >
              {t('games.moments.total', { count: times.length })}
            </p>
            <Button variant="ghost" size="sm" onClick={() => onChange([])}>
              {t('games.moments.clear')}
            </Button>
          </div>
          <ul
            className="max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-md bg-white ring-1 ring-slate-200"
            aria-label={t('games.moments.list')}
            tabIndex={0}
          >
            {times.slice(0, SHOWN).map((time) => (
              <li
                key={time}
                className="flex items-center justify-between gap-2 px-3 py-1.5 text-sm"
              >
                <time dateTime={time} className="tabular-nums text-slate-800">
                  {momentLabel(time)}
                </time>
                <button
                  type="button"
                  onClick={() => onChange(times.filter((x) => x !== time))}
                  aria-label={t('games.moments.remove', { moment: momentLabel(time) })}
                  className="inline-flex size-7 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-primary-600"
                >
                  <CloseIcon className="size-4" />
                </button>
              </li>
            ))}
            {times.length > SHOWN ? (
              <li className="px-3 py-1.5 text-xs text-slate-500">
                {t('games.moments.more', { count: formatNumber(times.length - SHOWN) })}
              </li>
            ) : null}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-slate-500">{t('games.moments.none')}</p>
      )}
      {error ? (
        <p className="text-sm text-red-600" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
