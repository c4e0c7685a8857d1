/**
 * After a finished game (never over it, never on load): the invitation to add the business's app
 * to the home screen — Chrome's kept install prompt, or the iOS "Add to Home Screen" steps — at
 * most once a week per player, and the "Notify me of the next game" opt-in (a push subscription
 * made on the player's tap), which the player can turn off here too.
 */
import { useEffect, useState } from 'react';
import type { PwaStart } from '@playdesk/contract';
import { localDateString } from '../lib/dates.js';
import { playerIdentity } from '../lib/player.js';
import type { SafeStore } from '../lib/storage.js';
import { pwaApi } from './api.js';
import { applyAppLook } from './app-look.js';
import { forgetInstallPrompt, keptInstallPrompt } from './register.js';
import { messageOf } from '../lib/error-text.js';
import { richText, useI18n, useT } from '../i18n/i18n.js';

const WEEK_MS = 7 * 24 * 3600 * 1000;
const inviteKey = (account: string) => `pd-app-invite:${account}`;

function isStandalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}
function isIos(): boolean {
  return /iPhone|iPad|iPod/.test(navigator.userAgent) && !/CriOS|FxiOS/.test(navigator.userAgent);
}
const pushSupported = () =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** The registration controlling player pages, if the worker is up within a few seconds. */
async function playerRegistration(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 8000));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

type PushState = 'unsupported' | 'off' | 'busy' | 'on' | 'denied';

export function AfterGame({ account, store }: { account: string; store: SafeStore }) {
  const t = useT();
  // The app's texts and the notifications in the player's language (the pseudo-locale: none).
  const { lang: uiLang } = useI18n();
  const lang = uiLang === 'en-XA' ? undefined : uiLang;
  const [app, setApp] = useState<PwaStart | null>(null);
  const [push, setPush] = useState<PushState>(() =>
    !pushSupported() ? 'unsupported' : Notification.permission === 'denied' ? 'denied' : 'off',
  );
  const [message, setMessage] = useState<string | null>(null);
  // The invitation: not in the installed app, at most once a week.
  const [invite, setInvite] = useState<'prompt' | 'ios' | null>(() => {
    if (isStandalone()) return null;
    const last = Number(store.get(inviteKey(account)) ?? 0);
    if (Date.now() - last <= WEEK_MS) return null;
    return keptInstallPrompt() ? 'prompt' : isIos() ? 'ios' : null;
  });
  const token = playerIdentity(store, account).token();

  useEffect(() => {
    pwaApi
      .start(account, localDateString(), lang)
      .then(({ pwa }) => {
        setApp(pwa);
        applyAppLook({
          themeColor: pwa.theme_color,
          appleTouchIcon: pwa.apple_touch_icon,
          appName: pwa.app_name,
        });
      })
      .catch(() => undefined);
    if (pushSupported()) {
      void playerRegistration().then(async (reg) => {
        const sub = reg ? await reg.pushManager.getSubscription() : null;
        if (sub) setPush('on');
      });
    }
  }, [account, lang]);

  const invited = invite !== null;
  useEffect(() => {
    if (invited) store.set(inviteKey(account), String(Date.now()));
  }, [invited, account, store]);

  const turnOn = async () => {
    if (!token) return;
    setPush('busy');
    setMessage(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setPush(permission === 'denied' ? 'denied' : 'off');
        return;
      }
      const reg = await playerRegistration();
      if (!reg) throw new Error(t('pwa.push_unavailable'));
      const { public_key } = await pwaApi.pushKey();
      const sub =
        (await reg.pushManager.getSubscription()) ??
        (await reg.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(public_key),
        }));
      const res = await pwaApi.subscribe(account, sub.toJSON(), token, lang);
      setMessage(res.message);
      setPush('on');
    } catch (err) {
      setMessage(messageOf(err));
      setPush('off');
    }
  };

  const turnOff = async () => {
    if (!token) return;
    setPush('busy');
    try {
      const reg = await playerRegistration();
      const sub = reg ? await reg.pushManager.getSubscription() : null;
      if (sub) {
        await pwaApi.unsubscribe(account, sub.endpoint, token);
        await sub.unsubscribe();
      }
      setMessage(t('pwa.push_off'));
      setPush('off');
    } catch (err) {
      setMessage(messageOf(err));
      setPush('on');
    }
  };

  const install = async () => {
    const prompt = keptInstallPrompt();
    if (!prompt) return;
    forgetInstallPrompt();
    await prompt.prompt();
    await prompt.userChoice.catch(() => undefined);
    setInvite(null);
  };

  const showPush = push !== 'unsupported' && token !== null;
  if (!showPush && !invite) return null;
  return (
    <section
      aria-label={t('pwa.keep_playing')}
      className="pd-rise flex flex-col gap-3 rounded-2xl bg-primary-50 p-4 text-[15px] text-gray-700"
    >
      {invite && (
        <div className="flex items-start gap-3" data-testid="install-invite">
          {app && <img src={app.icon} alt="" width={48} height={48} className="rounded-xl" />}
          <div className="flex-1">
            <p className="font-semibold text-gray-900">{app?.app_name ?? t('pwa.get_app')}</p>
            <p>{app?.install_text || t('pwa.install_text')}</p>
            {invite === 'prompt' ? (
              <button type="button" className="pd-btn-primary mt-2" onClick={() => void install()}>
                {t('pwa.install')}
              </button>
            ) : (
              <p className="mt-1 text-sm">
                {richText(
                  t,
                  'pwa.ios',
                  {},
                  {
                    share: <strong>{t('pwa.ios_share')}</strong>,
                    icon: <span aria-hidden="true">⎋</span>,
                    add: <strong>{t('pwa.ios_add')}</strong>,
                  },
                )}
              </p>
            )}
          </div>
        </div>
      )}
      {showPush && (
        <div className="flex flex-col gap-1">
          {push === 'on' ? (
            <p className="flex flex-wrap items-center gap-2">
              <span>🔔 {t('pwa.push_on')}</span>
              <button
                type="button"
                className="text-sm font-semibold text-primary-700 underline"
                onClick={() => void turnOff()}
              >
                {t('pwa.push_turn_off')}
              </button>
            </p>
          ) : push === 'denied' ? (
            <p className="text-sm">{t('pwa.push_blocked')}</p>
          ) : (
            <button
              type="button"
              className="pd-btn-primary"
              disabled={push === 'busy'}
              onClick={() => void turnOn()}
            >
              {t('pwa.push_turn_on')}
            </button>
          )}
          {message && (
            <p role="status" className="text-sm text-gray-600">
              {message}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
