import type { TemplateKind } from '@playdesk/contract';
import { Navigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { pathTo } from '../../rules/routes';
import { Button, LinkButton } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { useTemplate } from './api';
import { useT } from '../../i18n/i18n';
import { BackLink, TemplateEditor } from './TemplateEditor';
import { editRoute, listPath } from './template-routes';

export function TemplateEditorPage({ kind, mode }: { kind: TemplateKind; mode: 'add' | 'edit' }) {
  const { id = '' } = useParams();
  if (mode === 'add') return <TemplateEditor key={`new-${kind}`} kind={kind} template={null} />;
  return <EditTemplate kind={kind} id={id} />;
}

function EditTemplate({ kind, id }: { kind: TemplateKind; id: string }) {
  const t = useT();
  const query = useTemplate(id, Boolean(id));
  const lower = t(`templates.kind.${kind}.lower`);
  const heading = t(`templates.kind.${kind}.heading`);
  const shown = t(`templates.kind.${kind}.shown`);
  if (query.isPending) {
    return (
      <>
        <BackLink kind={kind} />
        <PageHeader title={heading} description={shown} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Card className="space-y-5 p-5">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="space-y-2">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-10 w-full" />
              </div>
            ))}
          </Card>
          <Skeleton className="hidden aspect-[9/17.5] rounded-[2.5rem] lg:block" />
        </div>
      </>
    );
  }
  if (query.isError || !query.data) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <>
        <BackLink kind={kind} />
        <PageHeader title={heading} description={shown} />
        <EmptyState
          title={missing ? t('templates.missing_title') : t('templates.one_failed')}
          description={
            missing ? t('templates.missing_text', { kind: lower }) : t('templates.check_connection')
          }
          action={
            missing ? (
              <LinkButton to={listPath(kind)}>{t('templates.back')}</LinkButton>
            ) : (
              <Button onClick={() => void query.refetch()}>{t('common.try_again')}</Button>
            )
          }
        />
      </>
    );
  }
  const template = query.data.template;
  if (template.kind !== kind) {
    return <Navigate replace to={pathTo(editRoute(template.kind), { id: template.public_id })} />;
  }
  return <TemplateEditor key={template.public_id} kind={kind} template={template} />;
}
