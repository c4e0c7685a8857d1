/**
 * The form's verification step (docs/fair-play.md#verified-email-and-phone), a lazy chunk with the
 * `later` texts: shown when the server refused the form because the game wants the email (or the
 * phone) verified. It asks for a code at once, then takes the 6 digits (the browser can fill them
 * from the email or SMS: `autocomplete="one-time-code"`), or, in link mode, waits for the player to
 * open the emailed link and press Continue. A new code can be asked for once the server's wait
 * (`resend_in_seconds`, or a 429's `Retry-After`) has passed, counted down on the button.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { VerificationSentResponse } from '@playdesk/contract';
import { api, ApiError } from '../lib/api.js';
import { messageOf } from '../lib/error-text.js';
import { richText, useI18n } from '../i18n/i18n.js';
import { WarningIcon } from '../ui/icons.js';

export interface VerifyStepProps {
  gameId: string;
  channel: 'email' | 'phone';
  /** The address as the player typed it. */
  address: string;
  /** Verified (the code was right, or Continue after the link): send the form again. */
  onVerified: () => Promise<void>;
  /** Back to the form, to change the address. */
  onBack: () => void;
}

const INPUT =
  'w-full rounded-xl bg-white px-3 py-2.5 text-center font-mono text-2xl tracking-[0.4em] text-gray-900 ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-primary-500 aria-invalid:ring-2 aria-invalid:ring-red-500';

export function VerifyStep({ gameId, channel, address, onVerified, onBack }: VerifyStepProps) {
  const { t, lang } = useI18n();
  const id = useId().replace(/:/g, '');
  const [mode, setMode] = useState<'code' | 'link' | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const asked = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const base = `play/games/${encodeURIComponent(gameId)}/verify/${channel}`;
  const field = channel === 'email' ? { email: address } : { phone: address };

  useEffect(() => {
    if (resendAt <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [resendAt, now]);

  async function send(again: boolean) {
    setBusy(true);
    setProblem(null);
    setNote(null);
    try {
      const sent = await api.post<VerificationSentResponse>(base, { ...field, language: lang });
      setMode(sent.mode);
      setResendAt(Date.now() + sent.resend_in_seconds * 1000);
      if (again) setNote(t('verify.sent_again'));
    } catch (error) {
      // A code sent a moment ago (this form sent before, or another tab) still works: type it.
      if (error instanceof ApiError && error.code === 'verify.resend_wait') {
        setMode((m) => m ?? 'code');
        setResendAt(Date.now() + Number(error.params.seconds ?? 60) * 1000);
      } else {
        setMode((m) => m ?? 'code');
      }
      setProblem(messageOf(error));
    } finally {
      setNow(Date.now());
      setBusy(false);
    }
  }

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void send(false);
    // The first code is asked for once, when the step opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (mode === 'code') input.current?.focus();
  }, [mode]);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setNote(null);
    if (mode === 'code') {
      const digits = code.replace(/\D/g, '');
      if (digits.length !== 6) return setProblem(t('verify.enter_code'));
      setBusy(true);
      setProblem(null);
      try {
        await api.post(`${base}/confirm`, { ...field, code: digits });
      } catch (error) {
        setBusy(false);
        setProblem(messageOf(error));
        input.current?.focus();
        return;
      }
    } else {
      setBusy(true);
      setProblem(null);
    }
    try {
      await onVerified();
    } catch (error) {
      const unverified =
        error instanceof ApiError &&
        (error.code === 'lead.email_unverified' || error.code === 'lead.phone_unverified');
      setProblem(unverified && mode === 'link' ? t('verify.link_pending') : messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  const wait = Math.max(0, Math.ceil((resendAt - now) / 1000));
  const problemId = `${id}-problem`;

  return (
    <form
      noValidate
      onSubmit={(e) => void confirm(e)}
      className="flex flex-col gap-4"
      aria-labelledby={`${id}-title`}
      data-testid="verify-step"
    >
      <div>
        <h3 id={`${id}-title`} className="text-lg font-bold text-gray-900">
          {t(channel === 'email' ? 'verify.email_title' : 'verify.phone_title')}
        </h3>
        <p className="mt-1 text-sm text-gray-700" aria-live="polite">
          {mode === null
            ? t('verify.sending')
            : richText(
                t,
                mode === 'link' ? 'verify.link_sent' : 'verify.code_sent',
                {},
                {
                  // Left to right in every language, and a number kept on one line.
                  address: (
                    <bdi
                      dir="ltr"
                      className={channel === 'phone' ? 'whitespace-nowrap' : 'break-words'}
                    >
                      {address}
                    </bdi>
                  ),
                },
              )}
        </p>
      </div>
      {mode === 'code' && (
        <div>
          <label htmlFor={`${id}-code`} className="mb-1 block text-sm font-semibold text-gray-800">
            {t('verify.code_label')}
          </label>
          <input
            ref={input}
            id={`${id}-code`}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            value={code}
            onChange={(e) => {
              setCode(e.currentTarget.value);
              setProblem(null);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            className={INPUT}
          />
        </div>
      )}
      {problem && (
        <p
          id={problemId}
          role="alert"
          className="rounded-2xl bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
        >
          <WarningIcon className="me-1.5 inline size-5 align-[-0.3em]" />
          {problem}
        </p>
      )}
      {note && (
        <p role="status" className="text-sm text-gray-700">
          {note}
        </p>
      )}
      <button
        type="submit"
        disabled={busy || mode === null}
        aria-busy={busy}
        className="pd-btn-primary min-h-14 w-full rounded-2xl text-lg"
      >
        {busy ? t('verify.sending') : t(mode === 'link' ? 'verify.continue' : 'verify.confirm')}
      </button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          onClick={() => void send(true)}
          disabled={busy || wait > 0}
          className="min-h-11 rounded-xl px-2 font-semibold text-primary-700 underline-offset-2 hover:underline disabled:text-gray-500 disabled:no-underline"
        >
          {wait > 0 ? t('verify.resend_in', { seconds: wait }) : t('verify.resend')}
        </button>
        <button
          type="button"
          onClick={onBack}
          className="min-h-11 rounded-xl px-2 font-semibold text-gray-700 underline-offset-2 hover:underline"
        >
          {t(channel === 'email' ? 'verify.change_email' : 'verify.change_phone')}
        </button>
      </div>
    </form>
  );
}
