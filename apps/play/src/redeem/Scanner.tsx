/**
 * The counter scanner (`/redeem`, docs/rewards.md#redemption-in-store), made for a phone at a busy
 * counter. Whoever is at the counter: a device paired once (the code from the console) and unlocked
 * with the location's staff PIN, or a team mate signed in with their Playdesk login (the `redeem`
 * role) who chose the business and the location. Then scan (or type) a reward's code and read the
 * answer at a glance — a full-screen green "Valid" with one big Redeem, or a red "Already redeemed
 * at {location}, {time}", "Expired", "Voided". With the network down it checks the QR code's
 * signature with the cached keys, queues the redemption (shown as pending) and sends the queue when
 * the network is back.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { CounterReward, CounterState } from '@playdesk/contract';
import { counterApi, CounterError, type Credential } from './api.js';
import { Camera } from './Camera.js';
import {
  forgetDevice,
  isUnlocked,
  loadDevice,
  offlineRewardName,
  saveDevice,
  type PairedDevice,
} from './device.js';
import { FormError, useSubmit } from './form.js';
import { errorText, type ScannerT } from './i18n.js';
import { RedemptionQueue, type QueuedRedemption } from './queue.js';
import { AccountPicker, LocationPicker, SignInForm } from './StaffScreens.js';
import {
  forgetStaff,
  loadStaff,
  saveStaff,
  staffCredential,
  withPlaces,
  type StaffSession,
} from './staff.js';
import type { KeyValueStore } from './store.js';
import { looksLikeToken, verifyOffline } from './token.js';

/**
 * `start`: pair the device or sign in; `signin`: a team mate's login; `account` and `location`:
 * what the team mate chooses; `locked`: a paired device waits for the PIN; `ready`: scanning.
 */
type Phase = 'loading' | 'start' | 'signin' | 'account' | 'location' | 'locked' | 'ready';

type Input = { token: string } | { code: string };

type Verdict =
  | { kind: 'valid'; reward: CounterReward; input: Input }
  | {
      kind: 'valid_offline';
      token: string;
      win: string;
      name: string | null;
      expires: number | null;
    }
  | { kind: 'redeemed_now'; reward: CounterReward }
  | { kind: 'queued'; entry: QueuedRedemption }
  | { kind: 'used'; reward: CounterReward }
  | { kind: 'used_here'; entry: QueuedRedemption }
  | { kind: 'expired'; reward: CounterReward | null; expires: number | null }
  | { kind: 'voided'; reward: CounterReward }
  /** Fair play holds it for review: not redeemable until the business approves it. */
  | { kind: 'held'; reward: CounterReward }
  | { kind: 'invalid'; text: string };

/** How often the queue is retried while something waits (besides the `online` event). */
const RETRY_MS = 15_000;

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

/** Where a team mate's session goes next: choose the account, then the location, then scan. */
const staffPhase = (staff: StaffSession): Phase =>
  !staff.account ? 'account' : !staff.state || !staff.location ? 'location' : 'ready';

export function Scanner({ t, lang, store }: { t: ScannerT; lang: string; store: KeyValueStore }) {
  const [phase, setPhase] = useState<Phase>('loading');
  const [device, setDevice] = useState<PairedDevice | null>(null);
  const [staff, setStaff] = useState<StaffSession | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [camera, setCamera] = useState(false);
  const [queued, setQueued] = useState<QueuedRedemption[]>([]);
  const online = useOnline();
  const queue = useRef<RedemptionQueue>(null);
  queue.current ??= new RedemptionQueue(store);

  // Whoever is at the counter: the device's token, or the team mate's session in its account.
  // One value per credential (not per render): the queue's sender effect depends on it.
  const deviceToken = device?.token ?? null;
  const staffToken = staff?.token ?? null;
  const staffAccount = staff?.account?.public_id ?? null;
  const who = useMemo<Credential | null>(
    () =>
      deviceToken ??
      (staffToken && staffAccount ? { token: staffToken, account: staffAccount } : null),
    [deviceToken, staffToken, staffAccount],
  );
  const counter: CounterState | null = device?.state ?? staff?.state ?? null;
  const place = device ? device.state.location : (staff?.location ?? null);
  /** The queue's sender: a team mate's account, or null for the device. */
  const sender = device ? null : staffAccount;

  const zone = place?.time_zone ?? 'UTC';
  const when = useCallback(
    (iso: string) => {
      try {
        return new Intl.DateTimeFormat(lang, {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: zone,
        }).format(new Date(iso));
      } catch {
        return iso;
      }
    },
    [lang, zone],
  );
  // Days are UTC days (an expiry is the end of a UTC day), as the player's reward card shows them.
  const day = useCallback(
    (iso: string) =>
      new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso)),
    [lang],
  );

  const refreshQueue = useCallback(async () => setQueued(await queue.current!.list()), []);

  const adopt = useCallback(
    async (next: PairedDevice) => {
      await saveDevice(store, next);
      setDevice(next);
      setPhase(isUnlocked(next.state) ? 'ready' : 'locked');
    },
    [store],
  );

  const unpaired = useCallback(async () => {
    await forgetDevice(store);
    setDevice(null);
    setVerdict(null);
    setNotice(t('error.unpaired'));
    setPhase('start');
  }, [store, t]);

  /** The team mate's session, kept and shown at its next step. */
  const adoptStaff = useCallback(
    async (next: StaffSession) => {
      await saveStaff(store, next);
      setStaff(next);
      setPhase(staffPhase(next));
    },
    [store],
  );

  /** The team mate is out (signed out, or the session ended): back to the first screen. */
  const signedOut = useCallback(
    async (message: string | null) => {
      await forgetStaff(store);
      setStaff(null);
      setVerdict(null);
      setCamera(false);
      setNotice(message);
      setPhase(message ? 'signin' : 'start');
    },
    [store],
  );

  /**
   * The team mate's account refused them (403: no `redeem` role there): said so, and back to the
   * choice of account when the login has others, else signed out.
   */
  const noAccess = useCallback(
    async (current: StaffSession) => {
      const message = t('staff.no_access', {
        email: current.email,
        business: current.account?.business_name ?? '',
      });
      setVerdict(null);
      setCamera(false);
      if (current.accounts.length > 1) {
        setNotice(message);
        await adoptStaff({ ...current, account: null, state: null, locations: [], location: null });
        return;
      }
      void counterApi.logout(current.token).catch(() => undefined);
      await signedOut(message);
    },
    [adoptStaff, signedOut, t],
  );

  /**
   * The team mate's account read again: its keys and reward names, its locations (the chosen one
   * kept while listed). 401: the session ended; 403: no access there; offline: the kept ones.
   * Returns whether it was read.
   */
  const refreshStaff = useCallback(
    async (current: StaffSession): Promise<boolean> => {
      const cred = staffCredential(current);
      if (!cred) return false;
      try {
        const [state, locations] = await Promise.all([
          counterApi.state(cred),
          counterApi.locations(cred),
        ]);
        await adoptStaff(withPlaces(current, state, locations));
        return true;
      } catch (e) {
        if (!(e instanceof CounterError)) throw e;
        if (e.status === 401) await signedOut(t('staff.session_ended'));
        else if (e.status === 403) await noAccess(current);
        else if (!e.offline) setNotice(errorText(t, e));
        else if (!current.state) setNotice(t('error.network'));
        return false;
      }
    },
    [adoptStaff, signedOut, noAccess, t],
  );

  /** The server's view of this device (keys, names, unlock); offline: the kept one. */
  const refresh = useCallback(
    async (current: PairedDevice) => {
      try {
        await adopt({ token: current.token, state: await counterApi.device(current.token) });
      } catch (e) {
        if (e instanceof CounterError && e.status === 401) await unpaired();
      }
    },
    [adopt, unpaired],
  );

  // Start: the kept device (or team mate), then the server's word on it.
  useEffect(() => {
    void (async () => {
      await refreshQueue();
      const kept = await loadDevice(store);
      if (kept) {
        setDevice(kept);
        setPhase(isUnlocked(kept.state) ? 'ready' : 'locked');
        if (navigator.onLine) await refresh(kept);
        return;
      }
      const mate = await loadStaff(store);
      if (!mate) return setPhase('start');
      setStaff(mate);
      setPhase(staffPhase(mate));
      if (navigator.onLine && mate.account) await refreshStaff(mate);
    })();
    // Once, on opening: later changes go through the handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);

  // The unlock runs out: back to the PIN.
  useEffect(() => {
    if (phase !== 'ready' || !device) return;
    const timer = setInterval(() => {
      if (!isUnlocked(device.state)) setPhase('locked');
    }, 30_000);
    return () => clearInterval(timer);
  }, [phase, device]);

  /**
   * A call the server refused for whoever is at the counter. A device: unpaired (401) or locked
   * (403, 423). A team mate: the session ended (401) or no access in the account (403).
   */
  const refused = useCallback(
    async (e: unknown) => {
      if (!(e instanceof CounterError)) return false;
      if (staff) {
        if (e.status === 401) {
          await signedOut(t('staff.session_ended'));
          return true;
        }
        if (e.status === 403) {
          await noAccess(staff);
          return true;
        }
        return false;
      }
      if (!device) return false;
      if (e.status === 401) {
        await unpaired();
        return true;
      }
      if (e.status === 403 || e.status === 423) {
        await refresh(device);
        if (!isUnlocked(device.state)) setPhase('locked');
        setVerdict(null);
        setNotice(errorText(t, e));
        return true;
      }
      return false;
    },
    [device, staff, refresh, unpaired, signedOut, noAccess, t],
  );

  // Send the queue: now, when the network comes back, and every RETRY_MS while some wait.
  const sending = useRef(false);
  const flush = useCallback(async () => {
    if (!who || sending.current) return;
    if ((await queue.current!.pendingCount(sender)) === 0) return;
    sending.current = true;
    try {
      await queue.current!.flush((body) => counterApi.batch(who, body), sender);
    } catch (e) {
      await refused(e);
    } finally {
      sending.current = false;
      await refreshQueue();
    }
  }, [who, sender, refused, refreshQueue]);
  useEffect(() => {
    if (!online || phase !== 'ready') return;
    const first = setTimeout(() => void flush(), 0);
    const timer = setInterval(() => void flush(), RETRY_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [online, phase, flush]);

  const pending = queued.filter((e) => e.state === 'pending').length;

  /** Offline: what the scanner can tell from the token alone. */
  const checkOffline = useCallback(
    async (text: string): Promise<Verdict> => {
      if (!counter) return { kind: 'invalid', text: t('error.network') };
      if (!looksLikeToken(text)) return { kind: 'invalid', text: t('card.offline_code') };
      const checked = await verifyOffline(text, counter.keys);
      if (!checked.ok) {
        if (checked.reason === 'expired')
          return { kind: 'expired', reward: null, expires: checked.payload?.x ?? null };
        return {
          kind: 'invalid',
          text: t('card.not_ours', { business: counter.business_name }),
        };
      }
      const here = await queue.current!.findWin(checked.payload.w);
      if (here) return { kind: 'used_here', entry: here };
      return {
        kind: 'valid_offline',
        token: text,
        win: checked.payload.w,
        name: offlineRewardName(counter, checked.payload.r),
        expires: checked.payload.x,
      };
    },
    [counter, t],
  );

  const fromError = useCallback(
    (e: CounterError): Verdict => {
      if (e.status === 409 && e.reward)
        return e.reward.status === 'held'
          ? { kind: 'held', reward: e.reward }
          : { kind: 'used', reward: e.reward };
      if (e.status === 410 && e.reward)
        return e.reward.status === 'voided'
          ? { kind: 'voided', reward: e.reward }
          : { kind: 'expired', reward: e.reward, expires: null };
      if (e.status === 404) return { kind: 'invalid', text: t('card.not_found') };
      return { kind: 'invalid', text: errorText(t, e) };
    },
    [t],
  );

  const ofReward = (reward: CounterReward, input: Input): Verdict => {
    switch (reward.status) {
      case 'active':
        return { kind: 'valid', reward, input };
      case 'redeemed':
        return { kind: 'used', reward };
      case 'expired':
        return { kind: 'expired', reward, expires: null };
      // `unverified` (kept until its player verifies, docs/fair-play.md) is never sent here: the
      // server finds no such reward for the counter.
      case 'voided':
      case 'unverified':
        return { kind: 'voided', reward };
      case 'held':
        return { kind: 'held', reward };
    }
  };

  const check = useCallback(
    async (raw: string) => {
      const text = raw.trim();
      if (!text || !who) return;
      setNotice(null);
      const input: Input = looksLikeToken(text) ? { token: text } : { code: text };
      if (!navigator.onLine) return setVerdict(await checkOffline(text));
      try {
        setVerdict(ofReward(await counterApi.check(who, input), input));
      } catch (e) {
        if (e instanceof CounterError && e.offline) return setVerdict(await checkOffline(text));
        if (await refused(e)) return;
        setVerdict(
          e instanceof CounterError
            ? fromError(e)
            : { kind: 'invalid', text: t('error.generic', { message: String(e) }) },
        );
      }
    },
    [who, checkOffline, refused, fromError, t],
  );

  /** Queues a redemption made offline, for whoever is at the counter and where. */
  const enqueue = useCallback(
    async (entry: { token: string; win: string; reward_name: string | null }) => {
      const added = await queue.current!.add({
        ...entry,
        ...(sender ? { account: sender, location: place?.public_id ?? null } : {}),
      });
      await refreshQueue();
      setVerdict({ kind: 'queued', entry: added });
    },
    [sender, place, refreshQueue],
  );

  const [redeeming, setRedeeming] = useState(false);
  const redeem = useCallback(async () => {
    if (!who || !verdict || redeeming) return;
    setRedeeming(true);
    try {
      if (verdict.kind === 'valid_offline') {
        await enqueue({ token: verdict.token, win: verdict.win, reward_name: verdict.name });
        if (navigator.onLine) void flush();
        return;
      }
      if (verdict.kind !== 'valid') return;
      // A team mate names the location chosen; a device redeems at its own.
      const where = staff?.location ? { location: staff.location.public_id } : {};
      try {
        setVerdict({
          kind: 'redeemed_now',
          reward: await counterApi.redeem(who, { ...verdict.input, ...where }),
        });
      } catch (e) {
        if (e instanceof CounterError && e.offline && 'token' in verdict.input) {
          // The network dropped between the check and the tap: the token still proves the reward.
          const offline = await checkOffline(verdict.input.token);
          if (offline.kind === 'valid_offline')
            await enqueue({
              token: offline.token,
              win: offline.win,
              reward_name: verdict.reward.reward.name,
            });
          else setVerdict(offline);
          return;
        }
        if (await refused(e)) return;
        if (e instanceof CounterError && e.status === 410) {
          // Expired or voided since the check: the check says which, and why.
          try {
            const now = await counterApi.check(who, verdict.input);
            return setVerdict(ofReward(now, verdict.input));
          } catch {
            // The refusal's own words below.
          }
        }
        setVerdict(e instanceof CounterError ? fromError(e) : { kind: 'invalid', text: String(e) });
      }
    } finally {
      setRedeeming(false);
    }
  }, [who, staff, verdict, redeeming, checkOffline, enqueue, refused, flush, fromError]);

  const lock = useCallback(async () => {
    if (!device) return;
    try {
      await counterApi.lock(device.token);
    } catch (e) {
      if (await refused(e)) return;
    }
    // Locked here at once, whatever the network says: the PIN is needed again.
    await adopt({ ...device, state: { ...device.state, unlocked_until: null } });
  }, [device, refused, adopt]);

  /** Sign out: the session is revoked on the server (when it can be reached) and forgotten here. */
  const signOut = useCallback(async () => {
    if (!staff) return;
    void counterApi.logout(staff.token).catch(() => undefined);
    await signedOut(null);
  }, [staff, signedOut]);

  if (phase === 'loading')
    return (
      <Screen>
        <p className="text-center text-xl">{t('app.loading')}</p>
      </Screen>
    );

  if (phase === 'start')
    return (
      <Screen>
        <PairForm
          t={t}
          notice={notice}
          onPaired={(d) => void adopt(d).then(() => setNotice(null))}
        />
        <section
          aria-labelledby="staff-title"
          className="mt-2 flex flex-col gap-3 border-t-2 border-gray-700 pt-6"
        >
          <h2 id="staff-title" className="text-2xl font-black">
            {t('start.staff_title')}
          </h2>
          <p className="text-lg text-gray-200">{t('start.staff_intro')}</p>
          <button
            type="button"
            className="btn-secondary h-16 text-2xl"
            onClick={() => {
              setNotice(null);
              setPhase('signin');
            }}
          >
            {t('start.staff_open')}
          </button>
        </section>
      </Screen>
    );

  if (phase === 'signin')
    return (
      <Screen>
        <SignInForm
          t={t}
          notice={notice}
          onSignedIn={async (next) => {
            setNotice(null);
            await adoptStaff(next);
            if (next.account) await refreshStaff(next);
          }}
          onBack={() => {
            setNotice(null);
            setPhase('start');
          }}
        />
      </Screen>
    );

  if (staff && phase === 'account')
    return (
      <Screen>
        <AccountPicker
          t={t}
          staff={staff}
          notice={notice}
          online={online}
          onChoose={async (account) => {
            setNotice(null);
            const next = { ...staff, account, state: null, locations: [], location: null };
            await adoptStaff(next);
            await refreshStaff(next);
          }}
          onSignOut={() => void signOut()}
        />
      </Screen>
    );

  if (staff && phase === 'location')
    return (
      <Screen>
        <LocationPicker
          t={t}
          staff={staff}
          notice={notice}
          online={online}
          onChoose={async (location) => {
            setNotice(null);
            await adoptStaff({ ...staff, location });
          }}
          onReload={() => void refreshStaff(staff)}
          onSignOut={() => void signOut()}
        />
      </Screen>
    );

  if (!who || !counter || !place) return null;

  if (device && phase === 'locked')
    return (
      <Screen>
        <Header t={t} business={counter.business_name} place={place.name} online={online} />
        <UnlockForm
          t={t}
          device={device}
          notice={notice}
          online={online}
          onUnlocked={async () => {
            setNotice(null);
            const state = await counterApi.device(device.token);
            await adopt({ token: device.token, state });
          }}
          onUnpaired={() => void unpaired()}
        />
      </Screen>
    );

  if (verdict)
    return (
      <VerdictCard
        t={t}
        verdict={verdict}
        business={counter.business_name}
        when={when}
        day={day}
        redeeming={redeeming}
        onRedeem={() => void redeem()}
        onNext={() => {
          setVerdict(null);
          setCamera(true);
        }}
        onClose={() => setVerdict(null)}
      />
    );

  return (
    <Screen>
      <Header
        t={t}
        business={counter.business_name}
        place={place.name}
        online={online}
        {...(device ? { onLock: () => void lock() } : {})}
      />
      {staff && (
        <StaffBar
          t={t}
          email={staff.email}
          onChangeLocation={
            staff.locations.length > 1
              ? () => {
                  setNotice(null);
                  setPhase('location');
                }
              : null
          }
          onSignOut={() => void signOut()}
        />
      )}
      {notice && (
        <p role="alert" className="rounded-xl bg-amber-300 p-4 text-lg font-bold text-gray-950">
          {notice}
        </p>
      )}
      {camera ? (
        <Camera
          t={t}
          onCancel={() => setCamera(false)}
          onCode={(text) => {
            setCamera(false);
            void check(text);
          }}
        />
      ) : (
        <>
          <button
            type="button"
            className="btn-primary h-24 text-2xl"
            onClick={() => setCamera(true)}
          >
            <ScanIcon /> {t('main.scan')}
          </button>
          <CodeForm t={t} onCode={(code) => void check(code)} />
        </>
      )}
      <QueueList
        t={t}
        entries={queued}
        pending={pending}
        online={online}
        when={when}
        onSend={() => void flush()}
      />
    </Screen>
  );
}

export function Screen({ children }: { children: ReactNode }) {
  return <main className="mx-auto flex min-h-dvh max-w-lg flex-col gap-4 p-4">{children}</main>;
}

function Header({
  t,
  business,
  place,
  online,
  onLock,
}: {
  t: ScannerT;
  business: string;
  place: string;
  online: boolean;
  onLock?: () => void;
}) {
  return (
    <header className="flex items-center gap-3">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm text-gray-100">{business}</p>
        <h1 className="truncate text-2xl font-black">{place}</h1>
      </div>
      <span
        data-testid="network"
        className={`rounded-full px-3 py-1 text-sm font-bold ${online ? 'bg-green-800 text-white' : 'bg-amber-300 text-gray-950'}`}
      >
        {online ? t('main.online') : t('main.offline')}
      </span>
      {onLock && (
        <button type="button" className="btn-secondary min-h-12 px-4" onClick={onLock}>
          <LockIcon /> {t('main.lock')}
        </button>
      )}
    </header>
  );
}

/** Who is signed in, with the way to another location and out. */
function StaffBar({
  t,
  email,
  onChangeLocation,
  onSignOut,
}: {
  t: ScannerT;
  email: string;
  onChangeLocation: (() => void) | null;
  onSignOut: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-xl bg-gray-900 p-3">
      <p data-testid="signed-in" className="min-w-0 flex-1 basis-full truncate text-gray-100">
        {t('staff.who', { email })}
      </p>
      {onChangeLocation && (
        <button
          type="button"
          className="btn-secondary min-h-12 flex-1 px-3"
          onClick={onChangeLocation}
        >
          {t('staff.change_location')}
        </button>
      )}
      <button type="button" className="btn-secondary min-h-12 flex-1 px-3" onClick={onSignOut}>
        {t('staff.sign_out')}
      </button>
    </div>
  );
}

function PairForm({
  t,
  notice,
  onPaired,
}: {
  t: ScannerT;
  notice: string | null;
  onPaired: (device: PairedDevice) => void;
}) {
  const [code, setCode] = useState('');
  const { error, busy, submit } = useSubmit();
  const pair = submit(
    async () => {
      const paired = await counterApi.pair(code.trim());
      onPaired({ token: paired.device_token, state: paired.state });
    },
    (e) =>
      e instanceof CounterError && e.offline
        ? t('error.network')
        : e instanceof CounterError && (e.status === 400 || e.status === 404 || e.status === 410)
          ? t('pair.failed')
          : e instanceof CounterError && e.status === 429
            ? errorText(t, e)
            : t('error.generic', { message: e instanceof Error ? e.message : String(e) }),
  );
  return (
    <form className="flex flex-col gap-4" onSubmit={(e) => void pair(e)}>
      <h1 className="text-3xl font-black">{t('pair.title')}</h1>
      {notice && <p className="rounded-xl bg-amber-300 p-4 font-bold text-gray-950">{notice}</p>}
      <p className="text-lg text-gray-200">{t('pair.intro')}</p>
      <label className="flex flex-col gap-2 text-lg font-bold">
        {t('pair.code')}
        <input
          className="field font-mono text-3xl tracking-widest uppercase"
          value={code}
          onInput={(e) => setCode(e.currentTarget.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          maxLength={20}
        />
      </label>
      <FormError text={error} />
      <button type="submit" className="btn-primary h-16 text-2xl" disabled={busy}>
        {t('pair.submit')}
      </button>
    </form>
  );
}

function UnlockForm({
  t,
  device,
  notice,
  online,
  onUnlocked,
  onUnpaired,
}: {
  t: ScannerT;
  device: PairedDevice;
  notice: string | null;
  online: boolean;
  onUnlocked: () => Promise<void>;
  onUnpaired: () => void;
}) {
  const [pin, setPin] = useState('');
  const { error, busy, submit } = useSubmit(notice);
  const unlock = submit(
    async () => {
      setPin('');
      await counterApi.unlock(device.token, pin);
      await onUnlocked();
    },
    (e) => {
      if (!(e instanceof CounterError)) return String(e);
      if (e.offline) return t('unlock.offline');
      if (e.status === 401) {
        onUnpaired();
        return null;
      }
      if (e.code) return errorText(t, e);
      if (e.status === 423 || e.status === 429) return t('unlock.locked_soon');
      if (e.status === 403) return t('unlock.wrong');
      return e.message;
    },
  );
  return (
    <form className="flex flex-col gap-4" onSubmit={(e) => void unlock(e)}>
      <h2 className="text-3xl font-black">{t('unlock.title')}</h2>
      <p className="text-lg text-gray-200">
        {t('unlock.intro', { location: device.state.location.name })}
      </p>
      <label className="flex flex-col gap-2 text-lg font-bold">
        {t('unlock.pin')}
        <input
          className="field text-center font-mono text-4xl tracking-[0.5em]"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          pattern="[0-9]{4,8}"
          minLength={4}
          maxLength={8}
          required
          value={pin}
          onInput={(e) => setPin(e.currentTarget.value.replace(/\D/g, ''))}
        />
      </label>
      <FormError text={error} />
      <button type="submit" className="btn-primary h-16 text-2xl" disabled={busy || !online}>
        {t('unlock.submit')}
      </button>
      {!online && <p className="text-lg text-amber-300">{t('unlock.offline')}</p>}
    </form>
  );
}

function CodeForm({ t, onCode }: { t: ScannerT; onCode: (code: string) => void }) {
  const [code, setCode] = useState('');
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (code.trim()) onCode(code);
        setCode('');
      }}
    >
      <label htmlFor="typed-code" className="text-lg font-bold">
        {t('main.type')}
      </label>
      <div className="flex gap-2">
        <input
          id="typed-code"
          className="field min-w-0 flex-1 font-mono text-xl"
          placeholder={t('main.code')}
          value={code}
          onInput={(e) => setCode(e.currentTarget.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={400}
        />
        <button type="submit" className="btn-secondary min-h-14 px-5 text-xl">
          {t('main.check')}
        </button>
      </div>
    </form>
  );
}

function QueueList({
  t,
  entries,
  pending,
  online,
  when,
  onSend,
}: {
  t: ScannerT;
  entries: QueuedRedemption[];
  pending: number;
  online: boolean;
  when: (iso: string) => string;
  onSend: () => void;
}) {
  if (entries.length === 0) return null;
  const stateText = (e: QueuedRedemption) => {
    switch (e.state) {
      case 'pending':
        return t('queue.pending');
      case 'redeemed':
        return t('queue.redeemed');
      case 'held':
        return t('queue.held');
      case 'conflict':
        return e.elsewhere
          ? t('queue.conflict', {
              location: e.elsewhere.location ?? '—',
              time: when(e.elsewhere.at),
            })
          : t('queue.conflict_plain', { message: e.message ?? '' });
      default:
        return t('queue.refused', { message: e.message ?? e.state });
    }
  };
  return (
    <section aria-labelledby="queue-title" className="mt-2 flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <h2 id="queue-title" className="flex-1 text-xl font-black">
          {t('queue.title')}
        </h2>
        {pending > 0 && (
          <span
            data-testid="pending-count"
            className="rounded-full bg-amber-300 px-3 py-1 font-bold text-gray-950"
          >
            {t('queue.waiting', { count: pending })}
          </span>
        )}
      </div>
      <ul className="flex flex-col gap-2" data-testid="queue">
        {entries.map((e) => (
          <li
            key={e.client_id}
            data-state={e.state}
            className={`rounded-xl p-3 ring-2 ${e.state === 'pending' ? 'bg-gray-900 ring-amber-300' : e.state === 'redeemed' ? 'bg-gray-900 ring-green-600' : 'bg-red-950 ring-red-500'}`}
          >
            <p className="text-lg font-bold">
              {e.reward_name ?? t('card.reference', { ref: e.win })}
            </p>
            <p className="text-sm text-gray-100">
              {when(e.redeemed_at)} · {e.win}
            </p>
            <p className="font-bold">{stateText(e)}</p>
          </li>
        ))}
      </ul>
      {pending > 0 && online && (
        <button type="button" className="btn-secondary min-h-14 text-xl" onClick={onSend}>
          {t('queue.send')}
        </button>
      )}
    </section>
  );
}

function VerdictCard({
  t,
  verdict,
  business,
  when,
  day,
  redeeming,
  onRedeem,
  onNext,
  onClose,
}: {
  t: ScannerT;
  verdict: Verdict;
  business: string;
  when: (iso: string) => string;
  day: (iso: string) => string;
  redeeming: boolean;
  onRedeem: () => void;
  onNext: () => void;
  onClose: () => void;
}) {
  const good =
    verdict.kind === 'valid' ||
    verdict.kind === 'valid_offline' ||
    verdict.kind === 'redeemed_now' ||
    verdict.kind === 'queued';
  const canRedeem = verdict.kind === 'valid' || verdict.kind === 'valid_offline';
  const reward = 'reward' in verdict ? verdict.reward : null;
  const until = (iso: string | null, unix: number | null = null) => {
    const at = iso ?? (unix !== null ? new Date(unix * 1000).toISOString() : null);
    return at ? t('card.valid_until', { date: day(at) }) : t('card.no_expiry');
  };

  let headline: string;
  const lines: string[] = [];
  let name: string | null = reward?.reward.name ?? null;
  switch (verdict.kind) {
    case 'valid':
      headline = t('card.valid');
      if (verdict.reward.winner_name)
        lines.push(t('card.for', { name: verdict.reward.winner_name }));
      lines.push(until(verdict.reward.expires_at));
      break;
    case 'valid_offline':
      headline = t('card.valid_offline');
      name = verdict.name ?? t('card.offline_reward', { business });
      lines.push(until(null, verdict.expires));
      break;
    case 'redeemed_now':
      headline = t('card.redeemed_now');
      if (verdict.reward.winner_name)
        lines.push(t('card.for', { name: verdict.reward.winner_name }));
      break;
    case 'queued':
      headline = t('card.redeemed_now');
      name = verdict.entry.reward_name ?? t('card.offline_reward', { business });
      lines.push(t('card.queued'));
      break;
    case 'used': {
      headline = t('card.used');
      const place = verdict.reward.redeemed;
      if (place)
        lines.push(
          place.location
            ? t('card.used_where', { location: place.location.name, time: when(place.at) })
            : t('card.used_when', { time: when(place.at) }),
        );
      break;
    }
    case 'used_here':
      headline = t('card.used');
      name = verdict.entry.reward_name;
      lines.push(t('card.used_here', { time: when(verdict.entry.redeemed_at) }));
      break;
    case 'expired': {
      headline = t('card.expired');
      const at =
        verdict.reward?.expires_at ??
        (verdict.expires !== null ? new Date(verdict.expires * 1000).toISOString() : null);
      if (at) lines.push(t('card.expired_on', { date: day(at) }));
      break;
    }
    case 'voided':
      headline = t('card.voided');
      if (verdict.reward.voided)
        lines.push(t('card.voided_reason', { reason: verdict.reward.voided.reason }));
      break;
    case 'held':
      headline = t('card.held');
      if (verdict.reward.winner_name)
        lines.push(t('card.for', { name: verdict.reward.winner_name }));
      lines.push(t('card.held_text'));
      break;
    case 'invalid':
      headline = t('card.invalid');
      lines.push(verdict.text);
      break;
  }
  const ref = reward?.id ?? (verdict.kind === 'valid_offline' ? verdict.win : null);

  return (
    <div
      role="alertdialog"
      aria-labelledby="verdict"
      data-testid="verdict"
      data-verdict={verdict.kind}
      className={`flex min-h-dvh flex-col gap-4 p-5 ${good ? 'bg-green-700' : 'bg-red-700'} text-white`}
    >
      <div className="flex flex-1 flex-col items-center justify-center gap-3 text-center">
        <div aria-hidden="true" className="text-8xl leading-none font-black">
          {good ? '✓' : '✕'}
        </div>
        <h1 id="verdict" className="text-5xl leading-tight font-black">
          {headline}
        </h1>
        {name && <p className="text-3xl font-extrabold break-words">{name}</p>}
        {reward?.reward.value && <p className="text-xl font-bold">{reward.reward.value}</p>}
        {lines.map((line) => (
          <p key={line} className="text-2xl font-bold">
            {line}
          </p>
        ))}
        {ref && <p className="font-mono text-lg opacity-90">{t('card.reference', { ref })}</p>}
      </div>
      {canRedeem && (
        <button
          type="button"
          className="h-28 w-full rounded-3xl bg-white text-4xl font-black text-green-800 shadow-xl active:scale-[0.98] disabled:opacity-60"
          onClick={onRedeem}
          disabled={redeeming}
        >
          {redeeming ? t('card.redeeming') : t('card.redeem')}
        </button>
      )}
      <div className="flex gap-3">
        <button
          type="button"
          className="min-h-16 flex-1 rounded-2xl bg-black/30 text-2xl font-bold ring-2 ring-white/70"
          onClick={onNext}
        >
          {t('card.next')}
        </button>
        <button
          type="button"
          aria-label={t('camera.cancel')}
          className="min-h-16 min-w-16 rounded-2xl bg-black/30 text-3xl font-bold ring-2 ring-white/70"
          onClick={onClose}
        >
          ×
        </button>
      </div>
    </div>
  );
}

function ScanIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-8"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
    >
      <path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3M4 12h16" />
    </svg>
  );
}

function LockIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
    >
      <rect x="5" y="11" width="14" height="9" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </svg>
  );
}
