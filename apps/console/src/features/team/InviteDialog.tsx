import { InviteTeamMateRequest, type AccessModuleKey } from '@playdesk/contract';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../api/client';
import { useT } from '../../i18n/i18n';
import { toast } from '../../session/toast';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { applyServerErrors, contractResolver } from '../../ui/form-errors';
import { Input } from '../../ui/Input';
import { Modal } from '../../ui/Modal';
import { useInviteTeamMate } from './api';
import { ModuleChecklist } from './ModuleChecklist';
import { defaultInviteModules } from './modules-model';

interface InviteValues {
  email: string;
  modules: AccessModuleKey[];
}
const FIELDS = ['email', 'modules'] as const;

/** Invite by email with the modules to grant; the email carries a 7-day, single-use link. */
export function InviteDialog({
  open,
  onOpenChange,
  grantable,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  grantable: readonly AccessModuleKey[];
}) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('team.invite.title')}
      description={t('team.invite.hint')}
      size="lg"
      testId="invite-dialog"
    >
      {open ? <InviteForm grantable={grantable} onDone={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

function InviteForm({
  grantable,
  onDone,
}: {
  grantable: readonly AccessModuleKey[];
  onDone(): void;
}) {
  const t = useT();
  const invite = useInviteTeamMate();
  const form = useForm<InviteValues, unknown, InviteTeamMateRequest>({
    resolver: contractResolver(InviteTeamMateRequest),
    defaultValues: { email: '', modules: defaultInviteModules(grantable) },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) =>
    invite.mutate(body, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onDone();
      },
      onError: (e) => e instanceof ApiError && applyServerErrors(e.body, form.setError, FIELDS),
    }),
  );
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-5" noValidate>
      <Field label={t('team.invite.email')} error={errors.email?.message}>
        {(field) => (
          <Input
            {...field}
            {...form.register('email')}
            type="email"
            autoComplete="off"
            placeholder={t('team.invite.email_placeholder')}
            autoFocus
          />
        )}
      </Field>
      <Controller
        control={form.control}
        name="modules"
        render={({ field }) => (
          <ModuleChecklist
            value={field.value}
            onChange={field.onChange}
            grantable={grantable}
            error={errors.modules?.message}
          />
        )}
      />
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={invite.isPending}>
          {t('team.invite.send')}
        </Button>
      </div>
    </form>
  );
}
