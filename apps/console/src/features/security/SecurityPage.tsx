import type { TotpSetupResponse } from '@playdesk/contract';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { messageOf } from '../../api/client';
import { useT } from '../../i18n/i18n';
import { formatDate } from '../../lib/format';
import { pathTo } from '../../rules/routes';
import { sessionStore } from '../../session/session';
import { toast } from '../../session/toast';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { Modal } from '../../ui/Modal';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { Switch } from '../../ui/Switch';
import {
  needsReauthentication,
  useAddPasskey,
  useEnableTotp,
  usePasskeys,
  useReauthenticate,
  useRemovePasskey,
  useRemoveTotp,
  useSetTwoFactorPolicy,
  useSetupTotp,
  useTwoFactorPolicy,
  useTwoFactorStatus,
} from './api';
import { LifetimesCard } from './LifetimesCard';
import { SessionsCard } from './SessionsCard';

/**
 * Security (docs/two-factor.md): the signed-in person's second factors — an authenticator app,
 * passkeys, recovery codes — and, for the owner, the business's "require two-factor" switch. When
 * the business requires a factor the person lacks, this is the only page open until they add one.
 */
export function SecurityPage() {
  const t = useT();
  const navigate = useNavigate();
  const required = useStore(sessionStore, (s) => s.twoFactorSetupRequired);
  const isOwner = useStore(sessionStore, (s) => s.user?.type === 'account');
  const status = useTwoFactorStatus();
  const [codes, setCodes] = useState<string[] | null>(null);
  /** An action waiting for a fresh second factor. */
  const [retry, setRetry] = useState<(() => void) | null>(null);
  const askFresh = (action: () => void) => (error: unknown) => {
    if (needsReauthentication(error)) setRetry(() => action);
    else toast.warning(messageOf(error));
  };

  return (
    <>
      <PageHeader title={t('security.title')} description={t('security.description')} />
      {required ? (
        <div
          role="alert"
          className="mb-6 rounded-xl border border-amber-300 bg-amber-50 px-5 py-4 text-sm text-amber-900"
        >
          <p className="font-semibold">{t('security.required_title')}</p>
          <p className="mt-1">{t('security.required_body')}</p>
        </div>
      ) : null}
      {codes ? (
        <RecoveryCodes
          codes={codes}
          onDone={() => {
            setCodes(null);
            if (!sessionStore.getState().twoFactorSetupRequired && required)
              void navigate(pathTo('Dashboard'));
          }}
        />
      ) : null}
      <div className="space-y-6">
        {status.isPending ? (
          <Card className="space-y-3 p-6">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </Card>
        ) : status.data ? (
          <>
            <TotpCard on={status.data.totp} onCodes={setCodes} askFresh={askFresh} />
            <PasskeysCard onCodes={setCodes} askFresh={askFresh} />
            {status.data.totp || status.data.passkeys > 0 ? (
              <Card className="px-5 py-4 text-sm text-slate-600">
                {t('security.recovery_left', { count: status.data.recovery_codes_left })}
              </Card>
            ) : null}
          </>
        ) : null}
        {isOwner && !required ? <PolicyCard /> : null}
        {required ? null : <SessionsCard />}
        {isOwner && !required ? <LifetimesCard /> : null}
      </div>
      <ReauthDialog
        open={retry !== null}
        hasTotp={status.data?.totp ?? false}
        hasPasskeys={(status.data?.passkeys ?? 0) > 0}
        onClose={() => setRetry(null)}
        onDone={() => {
          const action = retry;
          setRetry(null);
          action?.();
        }}
      />
    </>
  );
}

type AskFresh = (action: () => void) => (error: unknown) => void;

function TotpCard({
  on,
  onCodes,
  askFresh,
}: {
  on: boolean;
  onCodes(codes: string[]): void;
  askFresh: AskFresh;
}) {
  const t = useT();
  const setup = useSetupTotp();
  const enable = useEnableTotp();
  const remove = useRemoveTotp();
  const [pending, setPending] = useState<TotpSetupResponse | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const turnOn = () =>
    enable.mutate(code, {
      onSuccess: ({ recovery_codes }) => {
        setPending(null);
        setCode('');
        onCodes(recovery_codes);
        toast.success(t('security.totp_on'));
      },
      onError: (failure) => {
        if (needsReauthentication(failure)) askFresh(turnOn)(failure);
        else setError(messageOf(failure));
      },
    });
  const removeTotp = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success(t('security.totp_removed')),
      onError: askFresh(removeTotp),
    });

  return (
    <Card>
      <CardHeader
        title={t('security.totp_title')}
        description={t('security.totp_description')}
        action={
          on ? (
            <div className="flex items-center gap-3">
              <Badge tone="success">{t('security.on')}</Badge>
              <Button variant="secondary" size="sm" loading={remove.isPending} onClick={removeTotp}>
                {t('security.remove')}
              </Button>
            </div>
          ) : pending ? null : (
            <Button
              size="sm"
              loading={setup.isPending}
              onClick={() => setup.mutate(undefined, { onSuccess: setPending })}
            >
              {t('security.totp_set_up')}
            </Button>
          )
        }
      />
      {pending && !on ? (
        <div className="grid gap-6 px-5 py-5 sm:grid-cols-[auto_1fr]">
          <img
            src={pending.qr_code}
            alt={t('security.qr_alt')}
            width={176}
            height={176}
            className="size-44 rounded-lg border border-slate-200 bg-white p-2"
          />
          <div className="min-w-0 space-y-4">
            <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-600">
              <li>{t('security.totp_step_scan')}</li>
              <li>{t('security.totp_step_confirm')}</li>
            </ol>
            <div>
              <p className="text-xs font-medium text-slate-500">{t('security.manual_key')}</p>
              <code
                data-testid="totp-secret"
                className="mt-1 block font-mono text-sm break-all text-slate-900"
              >
                {pending.secret.replace(/(.{4})/g, '$1 ').trim()}
              </code>
            </div>
            <form
              noValidate
              className="flex flex-col gap-3 sm:flex-row sm:items-end"
              onSubmit={(event) => {
                event.preventDefault();
                setError(undefined);
                turnOn();
              }}
            >
              <div className="sm:w-48">
                <Field label={t('security.code_label')} error={error}>
                  {(field) => (
                    <Input
                      {...field}
                      name="code"
                      value={code}
                      onChange={(event) => setCode(event.target.value)}
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      maxLength={12}
                    />
                  )}
                </Field>
              </div>
              <Button type="submit" loading={enable.isPending}>
                {t('security.totp_turn_on')}
              </Button>
              <Button variant="ghost" onClick={() => setPending(null)}>
                {t('security.cancel')}
              </Button>
            </form>
          </div>
        </div>
      ) : null}
    </Card>
  );
}

function PasskeysCard({
  onCodes,
  askFresh,
}: {
  onCodes(codes: string[]): void;
  askFresh: AskFresh;
}) {
  const t = useT();
  const list = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [name, setName] = useState('');
  const addPasskey = () =>
    add.mutate(name, {
      onSuccess: ({ recovery_codes }) => {
        setName('');
        toast.success(t('security.passkey_added'));
        if (recovery_codes) onCodes(recovery_codes);
      },
      onError: askFresh(addPasskey),
    });
  const removeOne = (id: string) => () =>
    remove.mutate(id, {
      onSuccess: () => toast.success(t('security.passkey_removed')),
      onError: askFresh(removeOne(id)),
    });
  const keys = list.data?.data ?? [];

  return (
    <Card>
      <CardHeader
        title={t('security.passkeys_title')}
        description={t('security.passkeys_description')}
      />
      {keys.length > 0 ? (
        <ul className="divide-y divide-slate-100">
          {keys.map((key) => (
            <li
              key={key.id}
              className="flex flex-wrap items-center justify-between gap-3 px-5 py-3"
            >
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{key.name}</p>
                <p className="text-xs text-slate-500">
                  {t('security.passkey_added_on', { date: formatDate(key.created_at) })}
                  {key.last_used_at
                    ? ` · ${t('security.passkey_used_on', { date: formatDate(key.last_used_at) })}`
                    : ''}
                </p>
              </div>
              <Button variant="secondary" size="sm" onClick={removeOne(key.id)}>
                {t('security.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        noValidate
        className="flex flex-col gap-3 border-t border-slate-100 px-5 py-4 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          addPasskey();
        }}
      >
        <div className="sm:w-64">
          <Field label={t('security.passkey_name')}>
            {(field) => (
              <Input
                {...field}
                name="passkey-name"
                value={name}
                onChange={(event) => setName(event.target.value)}
                maxLength={60}
                placeholder={t('security.passkey_name_placeholder')}
              />
            )}
          </Field>
        </div>
        <Button type="submit" variant="secondary" loading={add.isPending}>
          {t('security.passkey_add')}
        </Button>
      </form>
    </Card>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const t = useT();
  const text = codes.join('\n');
  return (
    <Card className="mb-6 border-primary-200">
      <CardHeader title={t('security.codes_title')} description={t('security.codes_description')} />
      <ul
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1 px-5 py-4 font-mono text-sm text-slate-900 sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2 border-t border-slate-100 px-5 py-4">
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(text)
              .then(() => toast.success(t('security.codes_copied')))
          }
        >
          {t('security.codes_copy')}
        </Button>
        <a
          className="inline-flex min-h-8 items-center rounded-lg px-3 py-1 text-sm font-medium text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${text}\n`)}`}
          download="playdesk-recovery-codes.txt"
        >
          {t('security.codes_download')}
        </a>
        <Button size="sm" onClick={onDone}>
          {t('security.codes_saved')}
        </Button>
      </div>
    </Card>
  );
}

function PolicyCard() {
  const t = useT();
  const policy = useTwoFactorPolicy(true);
  const save = useSetTwoFactorPolicy();
  return (
    <Card className="px-5 py-4">
      {policy.data ? (
        <Switch
          checked={policy.data.required}
          disabled={save.isPending}
          onChange={(required) =>
            save.mutate(required, {
              onSuccess: () =>
                toast.success(
                  required ? t('security.policy_on_done') : t('security.policy_off_done'),
                ),
            })
          }
          label={t('security.policy_label')}
          description={t('security.policy_description')}
        />
      ) : (
        <Skeleton className="h-10 w-full" />
      )}
    </Card>
  );
}

function ReauthDialog({
  open,
  hasTotp,
  hasPasskeys,
  onClose,
  onDone,
}: {
  open: boolean;
  hasTotp: boolean;
  hasPasskeys: boolean;
  onClose(): void;
  onDone(): void;
}) {
  const t = useT();
  const reauth = useReauthenticate();
  const [value, setValue] = useState('');
  const [recovery, setRecovery] = useState(!hasTotp);
  const [error, setError] = useState<string | undefined>();
  const prove = (proof: Parameters<typeof reauth.mutate>[0]) =>
    reauth.mutate(proof, {
      onSuccess: () => {
        setValue('');
        setError(undefined);
        onDone();
      },
      onError: (failure) => setError(messageOf(failure)),
    });
  const body: ReactNode = (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        prove(recovery ? { recovery_code: value } : { code: value });
      }}
    >
      <Field
        label={recovery ? t('security.recovery_code_label') : t('security.code_label')}
        error={error}
      >
        {(field) => (
          <Input
            {...field}
            name="reauth-code"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            autoComplete="one-time-code"
            maxLength={40}
            autoFocus
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={reauth.isPending}>
          {t('security.confirm')}
        </Button>
        {hasPasskeys ? (
          <Button variant="secondary" onClick={() => prove({ passkey: true })}>
            {t('security.use_passkey')}
          </Button>
        ) : null}
        {hasTotp ? (
          <Button variant="ghost" onClick={() => setRecovery(!recovery)}>
            {recovery ? t('security.use_app_code') : t('security.use_recovery_code')}
          </Button>
        ) : null}
      </div>
    </form>
  );
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('security.reauth_title')}
      description={t('security.reauth_description')}
    >
      {body}
    </Modal>
  );
}
