import { type Template } from '@playdesk/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { pathTo } from '../../rules/routes';
import { Card } from '../../ui/Card';
import { DeleteTemplateDialog } from './DeleteTemplateDialog';
import { templateToValues } from './template-model';
import { TemplateCard } from './TemplatePreview';
import { editRoute } from './template-routes';
import { formatDate } from '../../lib/format';
import { useT } from '../../i18n/i18n';

export function TemplateTile({ template }: { template: Template }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
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
            {t('templates.updated', { date: formatDate(template.updated_at) })}
          </p>
        </div>
        <div className="flex shrink-0">
          <Link
            to={editPath}
            aria-label={t('templates.edit_named', { name: template.name })}
            title={t('templates.edit')}
            className="inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            <PencilIcon />
          </Link>
          <button
            type="button"
            aria-label={t('templates.delete_named', { name: template.name })}
            title={t('templates.delete')}
            onClick={() => setConfirming(true)}
            className="inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            <TrashIcon />
          </button>
        </div>
      </div>
      <DeleteTemplateDialog template={template} open={confirming} onOpenChange={setConfirming} />
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
