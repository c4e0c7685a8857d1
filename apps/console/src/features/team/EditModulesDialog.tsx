import type { AccessModuleKey, TeamMate } from '@playdesk/contract';
import { useState } from 'react';
import { useT } from '../../i18n/i18n';
import { toast } from '../../session/toast';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useUpdateTeamMate } from './api';
import { ModuleChecklist } from './ModuleChecklist';

/** Changes a member's modules; the server applies them to the member's very next request. */
export function EditModulesDialog({
  member,
  grantable,
  onClose,
}: {
  member: TeamMate | null;
  grantable: readonly AccessModuleKey[];
  onClose(): void;
}) {
  const t = useT();
  return (
    <Modal
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title={member ? t('team.edit.title', { name: member.name ?? member.email }) : ''}
      description={t('team.edit.hint')}
      size="lg"
      testId="edit-modules-dialog"
    >
      {member ? <EditForm member={member} grantable={grantable} onClose={onClose} /> : null}
    </Modal>
  );
}

function EditForm({
  member,
  grantable,
  onClose,
}: {
  member: TeamMate;
  grantable: readonly AccessModuleKey[];
  onClose(): void;
}) {
  const t = useT();
  const [modules, setModules] = useState<AccessModuleKey[]>(member.modules);
  const update = useUpdateTeamMate();
  const empty = modules.length === 0;
  return (
    <form
      className="space-y-5"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (empty) return;
        update.mutate(
          { id: member.public_id, body: { modules } },
          {
            onSuccess: ({ message }) => {
              toast.success(message);
              onClose();
            },
          },
        );
      }}
    >
      <ModuleChecklist
        value={modules}
        onChange={setModules}
        grantable={grantable}
        error={empty ? t('team.modules.empty') : undefined}
      />
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={update.isPending} disabled={empty}>
          {t('team.edit.save')}
        </Button>
      </div>
    </form>
  );
}
