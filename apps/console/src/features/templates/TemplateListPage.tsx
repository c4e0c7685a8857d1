import { TEMPLATE_KINDS, type TemplateKind } from '@playdesk/contract';
import { useSearchParams } from 'react-router';
import { pathTo } from '../../rules/routes';
import { Button, LinkButton } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { cx } from '../../ui/cx';
import { EmptyState } from '../../ui/EmptyState';
import { PlusIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { useTemplates } from './api';
import { KIND_INFO } from './template-model';
import { addRoute } from './template-routes';
import { KIND_ICONS, KindTabs } from './KindTabs';
import { TemplateTile } from './TemplateTile';

const PAGE_SIZE = 12;

function isKind(value: string | null): value is TemplateKind {
  return (TEMPLATE_KINDS as readonly string[]).includes(value ?? '');
}

export function TemplateListPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('kind');
  const kind: TemplateKind = isKind(raw) ? raw : 'game-over';
  const page = Math.max(1, Number(params.get('page')) || 1);

  const lists = {
    'game-over': useTemplates('game-over', kind === 'game-over' ? page : 1, PAGE_SIZE),
    success: useTemplates('success', kind === 'success' ? page : 1, PAGE_SIZE),
    leaderboard: useTemplates('leaderboard', kind === 'leaderboard' ? page : 1, PAGE_SIZE),
  };
  const current = lists[kind];
  const info = KIND_INFO[kind];

  const choose = (next: TemplateKind) => setParams(next === 'game-over' ? {} : { kind: next });

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

      <KindTabs
        kind={kind}
        counts={{
          'game-over': lists['game-over'].data?.meta.total,
          success: lists.success.data?.meta.total,
          leaderboard: lists.leaderboard.data?.meta.total,
        }}
        onChoose={choose}
      />

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
