import type { AccessModuleKey, TeamMate } from '@playdesk/contract';
import { useState } from 'react';
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
  return (
    <Modal
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title={member ? `Access of ${member.name ?? member.email}` : ''}
      description="Changes apply to their very next click."
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
        error={empty ? 'Choose at least one module' : undefined}
      />
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending} disabled={empty}>
          Save access
        </Button>
      </div>
    </form>
  );
}
