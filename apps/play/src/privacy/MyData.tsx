/**
 * "Forget me" (a lazy chunk): what the business holds about this player (a subject access
 * answer), a JSON download of it, and erasure after a confirmation. Erased, this device forgets
 * the player too: the token, the name and the form's values.
 */
import { useEffect, useState } from 'react';
import { api, ApiError } from '../lib/api.js';
import { messageOf } from '../lib/error-text.js';
import type { PlayerDataResponse } from '../lib/api.js';
import { playerIdentity } from '../lib/player.js';
import type { SafeStore } from '../lib/storage.js';
import { CheckIcon, WarningIcon } from '../ui/icons.js';
import { PersonalData } from './PersonalData.js';
import { useT } from '../i18n/i18n.js';

type State =
  | { kind: 'loading' }
  /** This device has no player for the business (or the server no longer knows it). */
  | { kind: 'none' }
  | { kind: 'ready'; data: PlayerDataResponse }
  | { kind: 'failed'; message: string }
  | { kind: 'erased'; message: string };

interface MyDataProps {
  accountPublicId: string;
  store: SafeStore;
  /** After erasure (the pad starts afresh). */
  onErased?: () => void;
}

/** Offers the answer as a file named after the business and the day. */
function download(data: PlayerDataResponse): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `my-data-${data.business.public_id}-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** What the business holds, then what the games record for statistics (docs/insight.md#privacy). */
export function MyData(props: MyDataProps) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <Held {...props} />
      <p className="text-xs text-gray-500">{t('privacy.statistics')}</p>
    </div>
  );
}

function Held({ accountPublicId, store, onErased }: MyDataProps) {
  const t = useT();
  const [state, setState] = useState<State>(() =>
    playerIdentity(store, accountPublicId).token() ? { kind: 'loading' } : { kind: 'none' },
  );
  const [confirming, setConfirming] = useState(false);
  const [erasing, setErasing] = useState(false);
  const [eraseError, setEraseError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const token = playerIdentity(store, accountPublicId).token();
    if (!token) return;
    const controller = new AbortController();
    api
      .myData(token, controller.signal)
      .then((data) => setState({ kind: 'ready', data }))
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        if (error instanceof ApiError && error.status === 401) setState({ kind: 'none' });
        else setState({ kind: 'failed', message: messageOf(error) });
      });
    return () => controller.abort();
  }, [accountPublicId, store, attempt]);

  const erase = async () => {
    const identity = playerIdentity(store, accountPublicId);
    const token = identity.token();
    if (!token) return;
    setErasing(true);
    setEraseError(null);
    try {
      const { message } = await api.forgetMe(token);
      identity.forget();
      setState({ kind: 'erased', message });
      onErased?.();
    } catch (error) {
      setEraseError(messageOf(error));
    } finally {
      setErasing(false);
    }
  };

  switch (state.kind) {
    case 'loading':
      return (
        <p role="status" className="py-6 text-center text-gray-600">
          {t('privacy.loading')}
        </p>
      );
    case 'none':
      return <p className="text-center text-[15px] text-gray-600">{t('privacy.none')}</p>;
    case 'failed':
      return (
        <div className="flex flex-col gap-3 text-center">
          <p role="alert" className="text-[15px] text-red-800">
            {state.message}
          </p>
          <button
            type="button"
            className="pd-btn-soft"
            onClick={() => {
              setState({ kind: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            {t('common.try_again')}
          </button>
        </div>
      );
    case 'erased':
      return (
        <p
          role="status"
          className="flex items-start gap-2 rounded-2xl bg-emerald-50 p-3 text-[15px] font-medium text-emerald-900 ring-1 ring-emerald-200"
        >
          <CheckIcon className="size-5 shrink-0" />
          <span>
            {state.message} {t('privacy.erased')}
          </span>
        </p>
      );
  }

  const { data } = state;
  return (
    <div className="flex flex-col gap-4">
      <PersonalData data={data} />
      <button type="button" className="pd-btn-soft w-full" onClick={() => download(data)}>
        {t('privacy.download')}
      </button>
      {confirming ? (
        <div
          role="group"
          aria-labelledby="erase-question"
          className="flex flex-col gap-2 rounded-2xl bg-red-50 p-3 ring-1 ring-red-200"
        >
          <p id="erase-question" className="text-[15px] font-semibold text-red-900">
            {t('privacy.erase_question', { business: data.business.business_name })}
          </p>
          {eraseError && (
            <p role="alert" className="text-sm text-red-800">
              <WarningIcon className="me-1 inline size-4 align-[-0.2em]" />
              {eraseError}
            </p>
          )}
          <div className="grid grid-cols-2 gap-2">
            <button type="button" className="pd-btn-soft" onClick={() => setConfirming(false)}>
              {t('privacy.cancel')}
            </button>
            <button
              type="button"
              disabled={erasing}
              aria-busy={erasing}
              onClick={() => void erase()}
              className="pd-btn bg-red-600 text-white hover:bg-red-700"
              data-autofocus
            >
              {erasing ? t('privacy.erasing') : t('privacy.erase_yes')}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="pd-btn w-full text-red-700 ring-1 ring-red-200 ring-inset hover:bg-red-50"
          onClick={() => setConfirming(true)}
        >
          {t('privacy.erase')}
        </button>
      )}
    </div>
  );
}
