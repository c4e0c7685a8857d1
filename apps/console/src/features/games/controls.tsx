import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { PlusIcon } from '../../ui/icons';
import { useT } from '../../i18n/i18n';

/** A small square button with an icon and an accessible name (move, remove, …). */
export function IconButton({
  label,
  children,
  tone = 'neutral',
  className,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string; tone?: 'neutral' | 'danger' }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={cx(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-lg transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600',
        'disabled:cursor-not-allowed disabled:opacity-40',
        tone === 'danger'
          ? 'text-muted hover:bg-red-50 hover:text-red-600'
          : 'text-muted hover:bg-slate-100 hover:text-slate-700',
        className,
      )}
      {...rest}
    >
      {children}
    </button>
  );
}

function Svg({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="size-4"
    >
      {children}
    </svg>
  );
}

export const UpIcon = () => (
  <Svg>
    <path d="m4.5 15.75 7.5-7.5 7.5 7.5" />
  </Svg>
);
export const DownIcon = () => (
  <Svg>
    <path d="m19.5 8.25-7.5 7.5-7.5-7.5" />
  </Svg>
);
export const TrashIcon = () => (
  <Svg>
    <path d="m14.74 9-.346 9m-4.788 0L9.26 9m9.968-3.21c.342.052.682.107 1.022.166m-1.022-.165L18.16 19.673a2.25 2.25 0 0 1-2.244 2.077H8.084a2.25 2.25 0 0 1-2.244-2.077L4.772 5.79m14.456 0a48.108 48.108 0 0 0-3.478-.397m-12 .562c.34-.059.68-.114 1.022-.165m0 0a48.11 48.11 0 0 1 3.478-.397m7.5 0v-.916c0-1.18-.91-2.164-2.09-2.201a51.964 51.964 0 0 0-3.32 0c-1.18.037-2.09 1.022-2.09 2.201v.916m7.5 0a48.667 48.667 0 0 0-7.5 0" />
  </Svg>
);
export const XIcon = () => (
  <Svg>
    <path d="M6 18 18 6M6 6l12 12" />
  </Svg>
);
export const CopyIcon = () => (
  <Svg>
    <path d="M15.75 17.25v3.375c0 .621-.504 1.125-1.125 1.125h-9.75a1.125 1.125 0 0 1-1.125-1.125V7.875c0-.621.504-1.125 1.125-1.125H6.75a9.06 9.06 0 0 1 1.5.124m7.5 10.376h3.375c.621 0 1.125-.504 1.125-1.125V11.25c0-4.46-3.243-8.161-7.5-8.876a9.06 9.06 0 0 0-1.5-.124H9.375c-.621 0-1.125.504-1.125 1.125v3.5m7.5 10.375H9.375a1.125 1.125 0 0 1-1.125-1.125v-9.25m12 6.625v-1.875a3.375 3.375 0 0 0-3.375-3.375h-1.5a1.125 1.125 0 0 1-1.125-1.125v-1.5a3.375 3.375 0 0 0-3.375-3.375H9.75" />
  </Svg>
);
export const ExternalIcon = () => (
  <Svg>
    <path d="M13.5 6H5.25A2.25 2.25 0 0 0 3 8.25v10.5A2.25 2.25 0 0 0 5.25 21h10.5A2.25 2.25 0 0 0 18 18.75V10.5m-10.5 6L21 3m0 0h-5.25M21 3v5.25" />
  </Svg>
);
export const DownloadIcon = () => (
  <Svg>
    <path d="M3 16.5v2.25A2.25 2.25 0 0 0 5.25 21h13.5A2.25 2.25 0 0 0 21 18.75V16.5M16.5 12 12 16.5m0 0L7.5 12m4.5 4.5V3" />
  </Svg>
);
export const DuplicateIcon = CopyIcon;
export const RestartIcon = () => (
  <Svg>
    <path d="M16.023 9.348h4.992V4.356M2.985 19.644v-4.992h4.992m0 0 3.181 3.183a8.25 8.25 0 0 0 13.803-3.7M4.031 9.865a8.25 8.25 0 0 1 13.803-3.7l3.181 3.182" />
  </Svg>
);
export const PauseIcon = () => (
  <Svg>
    <path d="M15.75 5.25v13.5m-7.5-13.5v13.5" />
  </Svg>
);
export const PlayIcon = () => (
  <Svg>
    <path d="M5.25 5.653c0-.856.917-1.398 1.667-.986l11.54 6.347a1.125 1.125 0 0 1 0 1.972l-11.54 6.347a1.125 1.125 0 0 1-1.667-.986V5.653Z" />
  </Svg>
);
export const LinkIcon = () => (
  <Svg>
    <path d="M13.19 8.688a4.5 4.5 0 0 1 1.242 7.244l-4.5 4.5a4.5 4.5 0 0 1-6.364-6.364l1.757-1.757m13.35-.622 1.757-1.757a4.5 4.5 0 0 0-6.364-6.364l-4.5 4.5a4.5 4.5 0 0 0 1.242 7.244" />
  </Svg>
);
export const PencilIcon = () => (
  <Svg>
    <path d="m16.862 4.487 1.687-1.688a1.875 1.875 0 1 1 2.652 2.652L10.582 16.07a4.5 4.5 0 0 1-1.897 1.13L6 18l.8-2.685a4.5 4.5 0 0 1 1.13-1.897l8.932-8.931Zm0 0L19.5 7.125M18 14v4.75A2.25 2.25 0 0 1 15.75 21H5.25A2.25 2.25 0 0 1 3 18.75V8.25A2.25 2.25 0 0 1 5.25 6H10" />
  </Svg>
);
export const DotsIcon = () => (
  <Svg>
    <path d="M6.75 12a.75.75 0 1 1-1.5 0 .75.75 0 0 1 1.5 0ZM12.75 12a.75.75 0 1 1-1.5 0 .75.75 0 0 1 1.5 0ZM18.75 12a.75.75 0 1 1-1.5 0 .75.75 0 0 1 1.5 0Z" />
  </Svg>
);

/** Move up, move down and remove for item `index` of a list the business edits (questions, phrases). */
export function ItemControls({
  noun,
  index,
  count,
  min = 1,
  onMove,
  onRemove,
}: {
  /** What the list holds (its words in src/i18n, part `game-content`). */
  noun: 'question' | 'phrase' | 'segment' | 'pair' | 'outcome';
  index: number;
  count: number;
  /** The fewest items the list may have: the last of them cannot be removed. */
  min?: number;
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
}) {
  const t = useT();
  const n = index + 1;
  return (
    <div className="flex items-center">
      <IconButton
        label={t('game-content.item.up', { noun, n })}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <UpIcon />
      </IconButton>
      <IconButton
        label={t('game-content.item.down', { noun, n })}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <DownIcon />
      </IconButton>
      <IconButton
        label={t('game-content.item.remove', { noun, n })}
        tone="danger"
        disabled={count <= min}
        onClick={() => onRemove(index)}
      >
        <TrashIcon />
      </IconButton>
    </div>
  );
}

/** One item of an editable list (a quiz question, an EmojiQ phrase): its heading, controls, fields. */
export function ListItemCard({
  title,
  testId,
  children,
  ...controls
}: {
  title: string;
  testId: string;
  children: ReactNode;
} & Parameters<typeof ItemControls>[0]) {
  return (
    <li className="rounded-xl border border-slate-200 bg-slate-50/50 p-4" data-testid={testId}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-800">{title}</h3>
        <ItemControls {...controls} />
      </div>
      {children}
    </li>
  );
}

/**
 * The foot of an editable list: the list's own error, its Add button, and beside the button a
 * note on the list's rules when there is one.
 */
export function ListFooter({
  error,
  onAdd,
  disabled,
  label,
  note,
  size,
  testId,
}: {
  error: string | undefined | null;
  onAdd: () => void;
  disabled: boolean;
  label: string;
  note?: ReactNode;
  size?: 'sm';
  testId?: string;
}) {
  const add = (
    <Button
      variant="secondary"
      {...(size ? { size } : {})}
      icon={<PlusIcon className="size-4" />}
      onClick={onAdd}
      disabled={disabled}
      {...(testId ? { 'data-testid': testId } : {})}
    >
      {label}
    </Button>
  );
  return (
    <>
      {error ? (
        <p className="text-sm text-red-600" role="alert">
          {error}
        </p>
      ) : null}
      {note === undefined ? (
        add
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {add}
          <p className="text-xs text-slate-500">{note}</p>
        </div>
      )}
    </>
  );
}
