import { TEMPLATE_KINDS, type Template, type TemplateKind } from '@playdesk/contract';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pathTo } from '../../rules/routes';
import { toast } from '../../session/toast';
import { Button, LinkButton } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { cx } from '../../ui/cx';
import { EmptyState } from '../../ui/EmptyState';
import { InfoIcon, PlusIcon, SuccessIcon, TrophyIcon } from '../../ui/icons';
import { ConfirmDialog } from '../../ui/Modal';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { useDeleteTemplate, useTemplates } from './api';
import { KIND_INFO, templateToValues } from './template-model';
import { TemplateCard } from './TemplatePreview';
import { addRoute, editRoute } from './template-routes';

const PAGE_SIZE = 12;

export const KIND_ICONS = { 'game-over': InfoIcon, success: SuccessIcon, leaderboard: TrophyIcon };

function isKind(value: string | null): value is TemplateKind {
  return (TEMPLATE_KINDS as readonly string[]).includes(value ?? '');
}

export function TemplateListPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('kind');
  const kind: TemplateKind = isKind(raw) ? raw : 'game-over';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const lists = {
    'game-over': useTemplates('game-over', kind === 'game-over' ? page : 1, PAGE_SIZE),
    success: useTemplates('success', kind === 'success' ? page : 1, PAGE_SIZE),
    leaderboard: useTemplates('leaderboard', kind === 'leaderboard' ? page : 1, PAGE_SIZE),
  };
  const current = lists[kind];
  const info = KIND_INFO[kind];

  const choose = (next: TemplateKind) => setParams(next === 'game-over' ? {} : { kind: next });
  const onTabKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + TEMPLATE_KINDS.length) % TEMPLATE_KINDS.length;
    choose(TEMPLATE_KINDS[next]!);
    tabs.current[next]?.focus();
  };

  const total = current.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <>
      <PageHeader
        title="Templates"
        description="The screens players see when a game ends and on its leader board. Design them once, then choose them in each game."
        actions={
          <LinkButton to={pathTo(addRoute(kind))} icon={<PlusIcon className="size-4" />}>
            New {info.title.toLowerCase()} template
          </LinkButton>
        }
      />

      <div
        role="tablist"
        aria-label="Template kinds"
        className="-mx-4 mb-5 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0"
      >
        {TEMPLATE_KINDS.map((k, index) => {
          const Icon = KIND_ICONS[k];
          const selected = k === kind;
          const count = lists[k].data?.meta.total;
          return (
            <button
              key={k}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`tab-${k}`}
              aria-selected={selected}
              aria-controls="template-panel"
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(k)}
              onKeyDown={(e) => onTabKey(e, index)}
              data-testid={`template-tab-${k}`}
              className={cx(
                '-mb-px flex shrink-0 items-center gap-1.5 border-b-2 px-2.5 py-2.5 text-sm font-medium whitespace-nowrap transition-colors sm:gap-2 sm:px-3',
                'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600',
                selected
                  ? 'border-primary-600 text-primary-700'
                  : 'border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-700',
              )}
            >
              <Icon className="hidden size-4.5 sm:block" />
              {KIND_INFO[k].title}
              <span
                className={cx(
                  'min-w-5 rounded-full px-1.5 text-center text-xs tabular-nums',
                  selected ? 'bg-primary-50 text-primary-700' : 'bg-slate-100 text-slate-600',
                )}
              >
                {count ?? '·'}
              </span>
            </button>
          );
        })}
      </div>

      <section id="template-panel" role="tabpanel" aria-labelledby={`tab-${kind}`}>
        <p className="mb-4 text-sm text-slate-600">
          {info.shown} <span className="text-slate-500">{info.holds}</span>
        </p>
        {current.isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Card key={i} className="overflow-hidden">
                <Skeleton className="h-60 rounded-none" />
                <div className="space-y-2 p-4">
                  <Skeleton className="h-4 w-2/3" />
                  <Skeleton className="h-3 w-1/3" />
                </div>
              </Card>
            ))}
          </div>
        ) : current.isError ? (
          <EmptyState
            title="The templates could not be loaded"
            description="Check your connection and try again."
            action={<Button onClick={() => void current.refetch()}>Try again</Button>}
          />
        ) : current.data.data.length === 0 ? (
          <KindEmptyState kind={kind} />
        ) : (
          <>
            <ul
              className={cx(
                'grid gap-4 sm:grid-cols-2 xl:grid-cols-3',
                current.isPlaceholderData && 'opacity-60',
              )}
              data-testid="template-list"
            >
              {current.data.data.map((template) => (
                <li key={template.public_id}>
                  <TemplateTile template={template} />
                </li>
              ))}
            </ul>
            {pages > 1 ? (
              <nav
                aria-label="Pages"
                className="mt-6 flex items-center justify-between text-sm text-slate-600"
              >
                <span>
                  Page {page} of {pages} · {total} templates
                </span>
                <span className="flex gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={page <= 1}
                    onClick={() => setParams({ kind, page: String(page - 1) })}
                  >
                    Previous
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={page >= pages}
                    onClick={() => setParams({ kind, page: String(page + 1) })}
                  >
                    Next
                  </Button>
                </span>
              </nav>
            ) : null}
          </>
        )}
      </section>
    </>
  );
}

function KindEmptyState({ kind }: { kind: TemplateKind }) {
  const info = KIND_INFO[kind];
  const Icon = KIND_ICONS[kind];
  return (
    <EmptyState
      icon={<Icon className="size-6" />}
      title={`No ${info.title.toLowerCase()} templates yet`}
      description="Until you design one, your games use the standard Playdesk screen."
      points={[
        info.holds,
        'Your colours, your image and a button that links to your site or offer.',
        'Pick it for any game in the game editor, under Templates.',
      ]}
      action={
        <LinkButton to={pathTo(addRoute(kind))} icon={<PlusIcon className="size-4" />}>
          Create a {info.title.toLowerCase()} template
        </LinkButton>
      }
    />
  );
}

const updatedFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

function TemplateTile({ template }: { template: Template }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteTemplate();
  const editPath = pathTo(editRoute(template.kind), { id: template.public_id });
  return (
    <Card
      className="group flex h-full flex-col overflow-hidden transition hover:border-primary-300 hover:shadow-md"
      data-testid="template-tile"
    >
      <Link
        to={editPath}
        tabIndex={-1}
        aria-hidden="true"
        className="flex h-60 items-center justify-center overflow-hidden bg-gradient-to-br from-primary-100 via-primary-50 to-slate-100 px-10"
      >
        <div className="w-44 transition-transform group-hover:scale-[1.03]">
          <TemplateCard kind={template.kind} values={templateToValues(template)} compact />
        </div>
      </Link>
      <div className="flex flex-1 items-center gap-3 border-t border-slate-100 py-3 pr-2 pl-4">
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-medium text-slate-900" title={template.name}>
            <Link
              to={editPath}
              className="hover:text-primary-700 focus-visible:outline-2 focus-visible:outline-primary-600"
            >
              {template.name}
            </Link>
          </h3>
          <p className="mt-0.5 text-xs text-slate-500">
            Updated {updatedFormat.format(new Date(template.updated_at))}
          </p>
        </div>
        <div className="flex shrink-0">
          <Link
            to={editPath}
            aria-label={`Edit ${template.name}`}
            title="Edit"
            className="inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            <PencilIcon />
          </Link>
          <button
            type="button"
            aria-label={`Delete ${template.name}`}
            title="Delete"
            onClick={() => setConfirming(true)}
            className="inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            <TrashIcon />
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete “${template.name}”?`}
        description="Games that use this template go back to the standard Playdesk screen. This cannot be undone."
        confirmLabel="Delete template"
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(template.public_id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success('Template deleted.');
            },
          })
        }
      />
    </Card>
  );
}

function PencilIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" className="size-4.5" aria-hidden="true">
      <path d="m5.433 13.917 1.262-3.155A4 4 0 0 1 7.58 9.42l6.92-6.918a2.121 2.121 0 0 1 3 3l-6.92 6.918c-.383.383-.84.685-1.343.886l-3.154 1.262a.5.5 0 0 1-.65-.65Z" />
      <path d="M3.5 5.75c0-.69.56-1.25 1.25-1.25H10A.75.75 0 0 0 10 3H4.75A2.75 2.75 0 0 0 2 5.75v9.5A2.75 2.75 0 0 0 4.75 18h9.5A2.75 2.75 0 0 0 17 15.25V10a.75.75 0 0 0-1.5 0v5.25c0 .69-.56 1.25-1.25 1.25h-9.5c-.69 0-1.25-.56-1.25-1.25v-9.5Z" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" className="size-4.5" aria-hidden="true">
      <path
        fillRule="evenodd"
        d="M8.75 1A2.75 2.75 0 0 0 6 3.75v.443c-.795.077-1.584.176-2.365.298a.75.75 0 1 0 .23 1.482l.149-.022.841 10.518A2.75 2.75 0 0 0 7.596 19h4.807a2.75 2.75 0 0 0 2.742-2.53l.841-10.52.149.023a.75.75 0 0 0 .23-1.482A41.03 41.03 0 0 0 14 4.193V3.75A2.75 2.75 0 0 0 11.25 1h-2.5ZM10 4c.84 0 1.673.025 2.5.075V3.75c0-.69-.56-1.25-1.25-1.25h-2.5c-.69 0-1.25.56-1.25 1.25v.325C8.327 4.025 9.16 4 10 4ZM8.58 7.72a.75.75 0 0 0-1.5.06l.3 7.5a.75.75 0 1 0 1.5-.06l-.3-7.5Zm4.34.06a.75.75 0 1 0-1.5-.06l-.3 7.5a.75.75 0 1 0 1.5.06l.3-7.5Z"
        clipRule="evenodd"
      />
    </svg>
  );
}
