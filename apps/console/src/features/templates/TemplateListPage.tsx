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
import { useT } from '../../i18n/i18n';
import { addRoute } from './template-routes';
import { KIND_ICONS, KindTabs } from './KindTabs';
import { TemplateTile } from './TemplateTile';

const PAGE_SIZE = 12;

function isKind(value: string | null): value is TemplateKind {
  return (TEMPLATE_KINDS as readonly string[]).includes(value ?? '');
}

export function TemplateListPage() {
  const t = useT();
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
  const lower = t(`templates.kind.${kind}.lower`);

  const choose = (next: TemplateKind) => setParams(next === 'game-over' ? {} : { kind: next });

  const total = current.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <>
      <PageHeader
        title={t('templates.title')}
        description={t('templates.description')}
        actions={
          <LinkButton to={pathTo(addRoute(kind))} icon={<PlusIcon className="size-4" />}>
            {t('templates.new', { kind: lower })}
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
          {t(`templates.kind.${kind}.shown`)}{' '}
          <span className="text-slate-500">{t(`templates.kind.${kind}.holds`)}</span>
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
            title={t('templates.load_failed')}
            description={t('templates.check_connection')}
            action={<Button onClick={() => void current.refetch()}>{t('common.try_again')}</Button>}
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
                aria-label={t('templates.pages')}
                className="mt-6 flex items-center justify-between text-sm text-slate-600"
              >
                <span>{t('templates.page_of', { page, pages, total })}</span>
                <span className="flex gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={page <= 1}
                    onClick={() => setParams({ kind, page: String(page - 1) })}
                  >
                    {t('templates.previous')}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={page >= pages}
                    onClick={() => setParams({ kind, page: String(page + 1) })}
                  >
                    {t('templates.next')}
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
  const t = useT();
  const lower = t(`templates.kind.${kind}.lower`);
  const Icon = KIND_ICONS[kind];
  return (
    <EmptyState
      icon={<Icon className="size-6" />}
      title={t('templates.empty_title', { kind: lower })}
      description={t('templates.empty_text')}
      points={[
        t(`templates.kind.${kind}.holds`),
        t('templates.empty_point_brand'),
        t('templates.empty_point_pick'),
      ]}
      action={
        <LinkButton to={pathTo(addRoute(kind))} icon={<PlusIcon className="size-4" />}>
          {t('templates.create', { kind: lower })}
        </LinkButton>
      }
    />
  );
}
