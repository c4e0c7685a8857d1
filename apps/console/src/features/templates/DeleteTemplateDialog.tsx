import type { Template } from '@playdesk/contract';
import { toast } from '../../session/toast';
import { ConfirmDialog } from '../../ui/Modal';
import { useT } from '../../i18n/i18n';
import { useDeleteTemplate } from './api';

/** "Delete …?" for a template, from its tile or its editor; `onDeleted` runs after the toast. */
export function DeleteTemplateDialog({
  template,
  open,
  onOpenChange,
  onDeleted,
}: {
  template: Template;
  open: boolean;
  onOpenChange(open: boolean): void;
  onDeleted?: () => void;
}) {
  const t = useT();
  const remove = useDeleteTemplate();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('templates.delete_title', { name: template.name })}
      description={t('templates.delete_text')}
      confirmLabel={t('templates.delete_confirm')}
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(template.public_id, {
          onSuccess: () => {
            onOpenChange(false);
            toast.success(t('templates.deleted'));
            onDeleted?.();
          },
        })
      }
    />
  );
}
