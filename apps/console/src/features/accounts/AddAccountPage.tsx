import { useMutation } from '@tanstack/react-query';
import { CreateAccountRequest } from '@playdesk/contract';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { api } from '../../api/endpoints';
import { useSession, useViewer } from '../../session/hooks';
import { withLoading } from '../../auth';
import { pathTo } from '../../rules/routes';
import { showAddAccount, showUpgrade } from '../../rules/visibility';
import { session, sessionStore } from '../../session/session';
import { toast } from '../../session/toast';
import { Button, LinkButton } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { ArrowLeftIcon, BuildingIcon } from '../../ui/icons';
import { Input } from '../../ui/Input';
import { contractResolver } from '../../ui/form-errors';
import { useT } from '../../i18n/i18n';

/** Add a child account under the plan's sub-account limit (docs/product-rules.md#add-account). */
export function AddAccountPage() {
  const t = useT();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const viewer = useViewer();
  const form = useForm<z.input<typeof CreateAccountRequest>, unknown, CreateAccountRequest>({
    resolver: contractResolver(CreateAccountRequest),
    defaultValues: { business_name: '' },
  });
  const mutation = useMutation({
    mutationFn: (values: CreateAccountRequest) => withLoading(() => api.createAccount(values)),
    onSuccess: async (answer) => {
      const current = sessionStore.getState();
      if (current.user) {
        await session.applyAuth({
          user: { ...current.user, related_accounts: answer.related_accounts },
          access_modules: current.accessModules ?? undefined,
        });
      }
      toast.success(answer.message);
      await navigate(pathTo('Dashboard'));
    },
  });
  if (!user || !viewer) return null;

  const allowed = showAddAccount(user);
  const limit = user.plan.sub_accounts;

  return (
    <div className="mx-auto max-w-lg">
      <LinkButton
        to={pathTo('Dashboard')}
        variant="ghost"
        size="sm"
        className="-ml-3 mb-4"
        icon={<ArrowLeftIcon className="size-4" />}
      >
        {t('accounts.back')}
      </LinkButton>
      <Card className="p-6 sm:p-8">
        <span className="flex size-11 items-center justify-center rounded-xl bg-primary-50 text-primary-600">
          <BuildingIcon className="size-6" />
        </span>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">
          {t('accounts.title')}
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          {t('accounts.text', { business: user.current_account.business_name })}
        </p>
        <p className="mt-3 text-sm text-slate-500" data-testid="account-allowance">
          {limit === 0
            ? t('accounts.none')
            : t('accounts.allowance', { limit, linked: user.related_accounts.length })}
        </p>

        {allowed ? (
          <form
            noValidate
            onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
            className="mt-6 space-y-5"
          >
            <Field
              label={t('accounts.business_name')}
              error={form.formState.errors.business_name?.message}
            >
              {(field) => (
                <Input
                  {...field}
                  {...form.register('business_name')}
                  placeholder={t('accounts.placeholder')}
                  autoFocus
                />
              )}
            </Field>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <LinkButton to={pathTo('Dashboard')} variant="secondary">
                {t('common.cancel')}
              </LinkButton>
              <Button type="submit" loading={mutation.isPending}>
                {t('accounts.add')}
              </Button>
            </div>
          </form>
        ) : (
          <div className="mt-6 rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
            {user.type === 'user' ? t('accounts.owner_only') : t('accounts.all_used')}
            {showUpgrade(viewer) ? (
              <LinkButton to={pathTo('Upgrade')} size="sm" className="mt-3 flex w-fit">
                {t('accounts.compare')}
              </LinkButton>
            ) : null}
          </div>
        )}
      </Card>
    </div>
  );
}
