import type { Template } from '@playdesk/contract';
import { toast } from '../../session/toast';
import { ConfirmDialog } from '../../ui/Modal';
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
  const remove = useDeleteTemplate();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete “${template.name}”?`}
      description="Games that use this template go back to the standard Playdesk screen. This cannot be undone."
      confirmLabel="Delete template"
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(template.public_id, {
          onSuccess: () => {
            onOpenChange(false);
            toast.success('Template deleted.');
            onDeleted?.();
          },
        })
      }
    />
  );
}
