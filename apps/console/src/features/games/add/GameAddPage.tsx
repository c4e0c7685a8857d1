import { GameName } from '@playdesk/contract';
import { DIFFICULTIES } from '@playdesk/games';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { pathTo } from '../../../rules/routes';
import { toast } from '../../../session/toast';
import { Button, LinkButton } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { cx } from '../../../ui/cx';
import { Field } from '../../../ui/Field';
import { ArrowLeftIcon, CheckIcon } from '../../../ui/icons';
import { Input } from '../../../ui/Input';
import { PageHeader } from '../../../ui/PageHeader';
import { useCreateGame } from '../api';
import {
  DIFFICULTY_LABELS,
  difficultyDetail,
  difficultyShort,
  pointsText,
  GAME_CONTENT_SUMMARY,
  GAME_DESCRIPTIONS,
  GAME_TYPE_NAMES,
  GAME_TYPE_ORDER,
  GameTypeIcon,
  type Difficulty,
  type GameType,
} from '../game-types';
import { STARTER_CONTENT, starterSettings } from '../starter-content';

const isGameType = (v: string | null): v is GameType =>
  v !== null && (GAME_TYPE_ORDER as readonly string[]).includes(v);

/**
 * GameAdd: pick one of the six games, name it and choose a difficulty. The game is created as a
 * draft with working example content, then the editor opens.
 */
export function GameAddPage() {
  const navigate = useNavigate();
  const create = useCreateGame();
  const [searchParams] = useSearchParams();
  const preset = searchParams.get('type');
  const [type, setType] = useState<GameType | null>(isGameType(preset) ? preset : null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [difficulty, setDifficulty] = useState<Difficulty>('normal');
  const [creating, setCreating] = useState(false);
  const [typeError, setTypeError] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const typeGroupId = useId();

  const choose = (next: GameType) => {
    setType(next);
    setTypeError(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!type) {
      setTypeError(true);
      document.getElementById(typeGroupId)?.scrollIntoView({ block: 'center' });
      return;
    }
    const finalName = name.trim() || `My ${GAME_TYPE_NAMES[type]}`;
    const parsed = GameName.safeParse(finalName);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message);
      nameRef.current?.focus();
      return;
    }
    setCreating(true);
    try {
      const game = await create.mutateAsync({
        type,
        name: parsed.data,
        status: 'draft',
        difficulty,
        settings: starterSettings(type),
        content: STARTER_CONTENT[type],
      });
      toast.success(
        `“${game.name}” was created as a draft with example content. Make it yours, then publish it.`,
      );
      await navigate(pathTo('GameDetail', { id: game.public_id }));
    } catch {
      // The query client already showed the failure.
      setCreating(false);
    }
  };

  return (
    <div className="mx-auto max-w-4xl">
      <LinkButton
        to={pathTo('GameList')}
        variant="ghost"
        size="sm"
        className="-ml-3 mb-3"
        icon={<ArrowLeftIcon className="size-4" />}
      >
        Games
      </LinkButton>
      <PageHeader
        title="New game"
        description="Choose a game, give it a name and a difficulty. It starts as a draft with example content you can change."
      />
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-8">
        <section aria-labelledby={`${typeGroupId}-title`}>
          <h2 id={`${typeGroupId}-title`} className="text-sm font-semibold text-slate-900">
            1. Choose a game
          </h2>
          <TypePicker id={typeGroupId} value={type} onChange={choose} />
          {typeError ? (
            <p className="mt-2 text-sm text-red-600" role="alert">
              Choose one of the six games.
            </p>
          ) : null}
        </section>

        <section aria-labelledby="game-details-title">
          <h2 id="game-details-title" className="text-sm font-semibold text-slate-900">
            2. Name and difficulty
          </h2>
          <Card className="mt-3 p-5">
            <div className="grid gap-5 md:grid-cols-2">
              <Field
                label="Name"
                error={nameError}
                hint="Players see it above the game. You can change it later."
              >
                {(props) => (
                  <Input
                    {...props}
                    ref={nameRef}
                    value={name}
                    maxLength={120}
                    autoComplete="off"
                    placeholder={type ? `e.g. Summer ${GAME_TYPE_NAMES[type]}` : 'e.g. Summer Quiz'}
                    onChange={(e) => {
                      setName(e.currentTarget.value);
                      setNameError(undefined);
                    }}
                  />
                )}
              </Field>
              <fieldset>
                <legend className="text-sm font-medium text-slate-700">Difficulty</legend>
                <div className="mt-1.5 grid grid-cols-3 gap-2">
                  {DIFFICULTIES.map((d) => (
                    <label
                      key={d}
                      className={cx(
                        'flex cursor-pointer flex-col rounded-lg border px-3 py-2 text-center transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-300',
                        difficulty === d
                          ? 'border-primary-500 bg-primary-50 text-primary-900'
                          : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50',
                      )}
                    >
                      <input
                        type="radio"
                        name="difficulty"
                        value={d}
                        checked={difficulty === d}
                        onChange={() => setDifficulty(d)}
                        className="sr-only"
                      />
                      <span className="text-sm font-semibold">{DIFFICULTY_LABELS[d]}</span>
                      <span className="text-xs text-muted">{difficultyShort(type, d)}</span>
                    </label>
                  ))}
                </div>
                <p className="mt-1.5 text-xs text-slate-500">
                  {type
                    ? `${GAME_TYPE_NAMES[type]}, ${DIFFICULTY_LABELS[difficulty].toLowerCase()}: ${difficultyDetail(type, difficulty)} · ${pointsText(type, difficulty)}.`
                    : 'Harder games are worth more points.'}
                </p>
              </fieldset>
            </div>
          </Card>
        </section>

        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-end">
          <LinkButton to={pathTo('GameList')} variant="secondary">
            Cancel
          </LinkButton>
          <Button type="submit" size="lg" loading={creating}>
            {type ? `Create ${GAME_TYPE_NAMES[type]}` : 'Create game'}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The six games as a radio group of cards (arrow keys move, Space/click chooses). */
function TypePicker({
  id,
  value,
  onChange,
}: {
  id: string;
  value: GameType | null;
  onChange(type: GameType): void;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusable = value ?? GAME_TYPE_ORDER[0];

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key] ?? 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + GAME_TYPE_ORDER.length) % GAME_TYPE_ORDER.length;
    const type = GAME_TYPE_ORDER[next];
    if (!type) return;
    onChange(type);
    refs.current[next]?.focus();
  };

  return (
    <div
      id={id}
      role="radiogroup"
      aria-label="Game type"
      className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
    >
      {GAME_TYPE_ORDER.map((type, index) => {
        const selected = value === type;
        return (
          <button
            key={type}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="radio"
            aria-checked={selected}
            aria-describedby={`${id}-${type}-desc`}
            tabIndex={type === focusable ? 0 : -1}
            onClick={() => onChange(type)}
            onKeyDown={(e) => onKeyDown(e, index)}
            data-testid={`game-type-${type}`}
            className={cx(
              'relative flex h-full flex-col rounded-xl border bg-white p-4 text-left shadow-sm transition',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
              selected
                ? 'border-primary-500 ring-2 ring-primary-500'
                : 'border-slate-200 hover:border-primary-300 hover:shadow-md',
            )}
          >
            <span className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className={cx(
                  'flex size-11 items-center justify-center rounded-xl text-primary-700',
                  selected ? 'bg-primary-100' : 'bg-primary-50',
                )}
              >
                <GameTypeIcon type={type} className="size-6" />
              </span>
              <span className="text-base font-semibold text-slate-900">
                {GAME_TYPE_NAMES[type]}
              </span>
            </span>
            <span id={`${id}-${type}-desc`} className="mt-3 block text-sm leading-6 text-slate-600">
              {GAME_DESCRIPTIONS[type]}
            </span>
            <span className="mt-3 block text-xs font-medium text-primary-700">
              {GAME_CONTENT_SUMMARY[type]}
            </span>
            {selected ? (
              <span
                aria-hidden="true"
                className="absolute top-3 right-3 flex size-6 items-center justify-center rounded-full bg-primary-600 text-white"
              >
                <CheckIcon className="size-4" />
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
