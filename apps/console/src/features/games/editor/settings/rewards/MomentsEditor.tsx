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
import { countOf, formatNumber, noun } from '../../../../../lib/format';

/** Moments listed on screen (the rest are counted): a list of 10 000 is not read line by line. */
const SHOWN = 50;
/** A CSV of 10 000 moments is about 250 kB; anything far larger is not one. */
const CSV_MAX_BYTES = 2 * 1024 * 1024;

/** A rule's winning moments: N at random between two instants, or a list set by hand or from CSV. */
export function MomentsEditor({ index }: { index: number }) {
  const { control, setValue } = useFormContext<GameFormValues>();
  const path = `settings.rewards.rules.${index}.moments` as const;
  const moments = useWatch({ control, name: path });
  const mode = moments?.mode ?? 'random';

  const set = (next: RewardMoments) =>
    setValue(path, next, { shouldDirty: true, shouldValidate: true });

  return (
    <div className="space-y-4 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset">
      <Segmented
        label="How the moments are set"
        size="sm"
        value={mode}
        options={[
          { value: 'random', label: 'Spread at random' },
          { value: 'manual', label: 'Set by hand or CSV' },
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
            label="Moments"
            hint="Spread at random between the start and the end."
            testId={`rule-${index}-moment-count`}
          />
          <DateTimeField name={`${path}.starts_at`} label="From" required />
          <DateTimeField name={`${path}.ends_at`} label="Until" required />
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
      setNote({ text: `${file.name} is too large for a list of moments.`, problems: [] });
      return;
    }
    const result = parseMomentsCsv(await file.text(), times);
    onChange(mergeMoments(times, result.times));
    setNote({
      text: importSummary(result),
      problems: result.problems.map((p) => `Line ${p.line}: “${p.value}”`),
    });
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-[13rem] flex-1 space-y-1.5">
          <label htmlFor={`${id}-add`} className="block text-sm font-medium text-slate-700">
            Add a moment
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
          Add
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
          Import CSV
        </label>
      </div>
      <p className="text-xs text-slate-500">
        A CSV with one date and time per line (2026-12-01 09:30, or with a time zone:
        2026-12-01T09:30:00Z). Times without a zone are in your time zone.
      </p>
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
              {countOf(times.length, noun('moment', 'moments'))}
            </p>
            <Button variant="ghost" size="sm" onClick={() => onChange([])}>
              Clear all
            </Button>
          </div>
          <ul
            className="max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-md bg-white ring-1 ring-slate-200"
            aria-label="Winning moments"
            tabIndex={0}
          >
            {times.slice(0, SHOWN).map((t) => (
              <li key={t} className="flex items-center justify-between gap-2 px-3 py-1.5 text-sm">
                <time dateTime={t} className="tabular-nums text-slate-800">
                  {momentLabel(t)}
                </time>
                <button
                  type="button"
                  onClick={() => onChange(times.filter((x) => x !== t))}
                  aria-label={`Remove ${momentLabel(t)}`}
                  className="inline-flex size-7 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-primary-600"
                >
                  <CloseIcon className="size-4" />
                </button>
              </li>
            ))}
            {times.length > SHOWN ? (
              <li className="px-3 py-1.5 text-xs text-slate-500">
                and {formatNumber(times.length - SHOWN)} more
              </li>
            ) : null}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-slate-500">No moments yet.</p>
      )}
      {error ? (
        <p className="text-sm text-red-600" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
