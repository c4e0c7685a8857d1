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
  difficultyDetailText,
  difficultyShortText,
  pointsLine,
  GAME_TYPE_NAMES,
  GAME_TYPE_ORDER,
  GameTypeIcon,
  type Difficulty,
  type GameType,
} from '../game-types';
import { STARTER_CONTENT, starterSettings } from '../starter-content';
import { useT } from '../../../i18n/i18n';
import { translateMessage } from '../../../ui/form-errors';

const isGameType = (v: string | null): v is GameType =>
  v !== null && (GAME_TYPE_ORDER as readonly string[]).includes(v);

/**
 * GameAdd: pick a game, name it and choose a difficulty. The game is created as a
 * draft with working example content, then the editor opens.
 */
export function GameAddPage() {
  const navigate = useNavigate();
  const create = useCreateGame();
  const t = useT();
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
    const finalName = name.trim() || t('games.add.default_name', { game: GAME_TYPE_NAMES[type] });
    const parsed = GameName.safeParse(finalName);
    if (!parsed.success) {
      setNameError(translateMessage(parsed.error.issues[0]?.message ?? ''));
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
      toast.success(t('games.add.created', { name: game.name }));
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
        {t('games.add.back')}
      </LinkButton>
      <PageHeader title={t('games.new')} description={t('games.add.description')} />
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-8">
        <section aria-labelledby={`${typeGroupId}-title`}>
          <h2 id={`${typeGroupId}-title`} className="text-sm font-semibold text-slate-900">
            {t('games.add.step_type')}
          </h2>
          <TypePicker id={typeGroupId} value={type} onChange={choose} />
          {typeError ? (
            <p className="mt-2 text-sm text-red-600" role="alert">
              {t('games.add.choose')}
            </p>
          ) : null}
        </section>

        <section aria-labelledby="game-details-title">
          <h2 id="game-details-title" className="text-sm font-semibold text-slate-900">
            {t('games.add.step_details')}
          </h2>
          <Card className="mt-3 p-5">
            <div className="grid gap-5 md:grid-cols-2">
              <Field
                label={t('games.editor.name')}
                error={nameError}
                hint={t('games.add.name_hint')}
              >
                {(props) => (
                  <Input
                    {...props}
                    ref={nameRef}
                    value={name}
                    maxLength={120}
                    autoComplete="off"
                    placeholder={
                      type
                        ? t('games.add.placeholder', { game: GAME_TYPE_NAMES[type] })
                        : t('games.add.placeholder_any')
                    }
                    onChange={(e) => {
                      setName(e.currentTarget.value);
                      setNameError(undefined);
                    }}
                  />
                )}
              </Field>
              <fieldset>
                <legend className="text-sm font-medium text-slate-700">
                  {t('games.difficulty.label')}
                </legend>
                <div className="mt-1.5 grid grid-cols-3 gap-2">
                  {DIFFICULTIES.map((d) => (
                    <label
                      key={d}
                      className={cx(
                        'flex min-w-0 cursor-pointer flex-col rounded-lg border px-2 py-2 text-center break-words transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-300',
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
                      <span className="text-sm font-semibold">{t(`games.difficulty.${d}`)}</span>
                      <span className="text-xs text-muted">{difficultyShortText(t, type, d)}</span>
                    </label>
                  ))}
                </div>
                <p className="mt-1.5 text-xs text-slate-500">
                  {type
                    ? t('games.add.summary', {
                        game: GAME_TYPE_NAMES[type],
                        difficulty: t(`games.difficulty.${difficulty}`).toLowerCase(),
                        detail: difficultyDetailText(t, type, difficulty),
                        points: pointsLine(t, type, difficulty),
                      })
                    : t('games.add.harder')}
                </p>
              </fieldset>
            </div>
          </Card>
        </section>

        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-end">
          <LinkButton to={pathTo('GameList')} variant="secondary">
            {t('games.add.cancel')}
          </LinkButton>
          <Button type="submit" size="lg" loading={creating}>
            {type
              ? t('games.add.create', { game: GAME_TYPE_NAMES[type] })
              : t('games.add.create_any')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The games as a radio group of cards (arrow keys move, Space/click chooses). */
function TypePicker({
  id,
  value,
  onChange,
}: {
  id: string;
  value: GameType | null;
  onChange(type: GameType): void;
}) {
  const t = useT();
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
      aria-label={t('games.add.type_group')}
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
              {t(`games.type.${type}.description`)}
            </span>
            <span className="mt-3 block text-xs font-medium text-primary-700">
              {t(`games.type.${type}.summary`)}
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
