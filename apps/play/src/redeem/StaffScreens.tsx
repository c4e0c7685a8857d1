/**
 * A team mate at the counter (docs/rewards.md#redemption-in-store): signing in with the Playdesk
 * login (the console's `POST login`: its wrong-password, rate-limit and no-business answers), then
 * choosing the business (a login of several) and the location to redeem at (one: chosen at once).
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { AccountRef } from '@playdesk/contract';
import { counterApi, CounterError } from './api.js';
import { FormError, useSubmit } from './form.js';
import { errorText, type ScannerT } from './i18n.js';
import { newStaffSession, type StaffPlace, type StaffSession } from './staff.js';

export function SignInForm({
  t,
  notice,
  onSignedIn,
  onBack,
}: {
  t: ScannerT;
  notice: string | null;
  onSignedIn: (staff: StaffSession) => Promise<void>;
  onBack: () => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, busy, submit } = useSubmit();
  const signIn = submit(
    async () => {
      setPassword('');
      const { user } = await counterApi.login({ email: email.trim(), password });
      await onSignedIn(
        newStaffSession(user.token, user.email, user.current_account, user.related_accounts),
      );
    },
    (e) => {
      if (!(e instanceof CounterError)) return String(e);
      if (e.offline) return t('signin.offline');
      // Wrong password (401), too many tries (429, with the wait), no business (403): their texts.
      if (e.code) return errorText(t, e);
      if (e.status === 400) return t('signin.invalid');
      return t('error.generic', { message: e.message });
    },
  );
  return (
    <form className="flex flex-col gap-4" onSubmit={(e) => void signIn(e)}>
      <h1 className="text-3xl font-black">{t('signin.title')}</h1>
      {notice && (
        <p role="status" className="rounded-xl bg-amber-300 p-4 font-bold text-gray-950">
          {notice}
        </p>
      )}
      <p className="text-lg text-gray-200">{t('signin.intro')}</p>
      <label className="flex flex-col gap-2 text-lg font-bold">
        {t('signin.email')}
        <input
          className="field text-xl"
          type="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={254}
          value={email}
          onInput={(e) => setEmail(e.currentTarget.value)}
        />
      </label>
      <label className="flex flex-col gap-2 text-lg font-bold">
        {t('signin.password')}
        <input
          className="field text-xl"
          type="password"
          autoComplete="current-password"
          required
          maxLength={200}
          value={password}
          onInput={(e) => setPassword(e.currentTarget.value)}
        />
      </label>
      <FormError text={error} />
      <button type="submit" className="btn-primary h-16 text-2xl" disabled={busy}>
        {busy ? t('signin.busy') : t('signin.submit')}
      </button>
      <button type="button" className="btn-secondary min-h-14 text-xl" onClick={onBack}>
        {t('signin.back')}
      </button>
    </form>
  );
}

/** A list of big buttons, one a choice. */
function Choices<T>({
  items,
  label,
  detail,
  disabled,
  onChoose,
}: {
  items: readonly T[];
  label: (item: T) => string;
  detail?: (item: T) => string | null;
  disabled: boolean;
  onChoose: (item: T) => void;
}) {
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={label(item)}>
          <button
            type="button"
            className="btn-secondary min-h-16 w-full flex-col px-4 py-3 text-start text-2xl"
            disabled={disabled}
            onClick={() => onChoose(item)}
          >
            <span className="w-full break-words">{label(item)}</span>
            {detail?.(item) && (
              <span className="w-full text-base font-normal text-gray-200">{detail(item)}</span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

function StaffScreen({
  t,
  title,
  intro,
  notice,
  email,
  onSignOut,
  children,
}: {
  t: ScannerT;
  title: string;
  intro: string;
  notice: string | null;
  email: string;
  onSignOut: () => void;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="staff-step" className="flex flex-col gap-4">
      <p data-testid="signed-in" className="truncate text-gray-100">
        {t('staff.who', { email })}
      </p>
      <h1 id="staff-step" className="text-3xl font-black">
        {title}
      </h1>
      {notice && (
        <p role="alert" className="rounded-xl bg-amber-300 p-4 text-lg font-bold text-gray-950">
          {notice}
        </p>
      )}
      <p className="text-lg text-gray-200">{intro}</p>
      {children}
      <button type="button" className="btn-secondary mt-2 min-h-14 text-xl" onClick={onSignOut}>
        {t('staff.sign_out')}
      </button>
    </section>
  );
}

export function AccountPicker({
  t,
  staff,
  notice,
  online,
  onChoose,
  onSignOut,
}: {
  t: ScannerT;
  staff: StaffSession;
  notice: string | null;
  online: boolean;
  onChoose: (account: AccountRef) => Promise<void>;
  onSignOut: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <StaffScreen
      t={t}
      title={t('account.title')}
      intro={t('account.intro')}
      notice={notice ?? (online ? null : t('error.network'))}
      email={staff.email}
      onSignOut={onSignOut}
    >
      <Choices
        items={staff.accounts}
        label={(a) => a.business_name}
        disabled={busy || !online}
        onChoose={(account) => {
          setBusy(true);
          void onChoose(account).finally(() => setBusy(false));
        }}
      />
    </StaffScreen>
  );
}

export function LocationPicker({
  t,
  staff,
  notice,
  online,
  onChoose,
  onReload,
  onSignOut,
}: {
  t: ScannerT;
  staff: StaffSession;
  notice: string | null;
  online: boolean;
  onChoose: (location: StaffPlace) => Promise<void>;
  onReload: () => void;
  onSignOut: () => void;
}) {
  const business = staff.account?.business_name ?? '';
  // Not read yet (the network dropped on the way), or no location: a way to try again.
  const loaded = staff.state !== null;
  return (
    <StaffScreen
      t={t}
      title={t('location.title')}
      intro={
        !loaded
          ? t('location.loading')
          : staff.locations.length === 0
            ? t('location.none', { business })
            : t('location.intro', { business })
      }
      notice={notice}
      email={staff.email}
      onSignOut={onSignOut}
    >
      {loaded && (
        <Choices
          items={staff.locations}
          label={(l) => l.name}
          detail={(l) =>
            [l.address, l.public_id === staff.location?.public_id ? t('location.current') : '']
              .filter(Boolean)
              .join(' · ') || null
          }
          disabled={false}
          onChoose={(location) => void onChoose(location)}
        />
      )}
      {(!loaded || staff.locations.length === 0) && (
        <button
          type="button"
          className="btn-primary h-16 text-2xl"
          disabled={!online}
          onClick={onReload}
        >
          {t('location.retry')}
        </button>
      )}
    </StaffScreen>
  );
}
