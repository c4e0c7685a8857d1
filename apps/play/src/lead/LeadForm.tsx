/**
 * The player form (a lazy chunk): the fields the business picked, its consents (never ticked in
 * advance), quick checks before sending, the server's problems beside each field, and the first
 * problem focused. Sent, it makes this browser's player known (the token the server may return
 * is kept) and keeps the texts typed in the player's own storage for next time. An email the
 * business already knew is only confirmed by the link the server emails to it. A game that wants
 * the email (or phone) verified — from every form, or, its fair play says so, from a risky one —
 * refuses the form until it is: the verification step (a lazy chunk) then takes the code, and the
 * form is sent again (docs/fair-play.md#verified-email-and-phone).
 */
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { emitEmbedEvent } from '../embed/bus.js';
import { api, ApiError } from '../lib/api.js';
import { messageOf } from '../lib/error-text.js';
import type { PublicGame, PublicLeadForm } from '../lib/api.js';
import { playerIdentity } from '../lib/player.js';
import type { StoredProfile } from '../lib/player.js';
import type { SafeStore } from '../lib/storage.js';
import { WarningIcon } from '../ui/icons.js';
import { ConsentControl, controlId, LeadFieldControl } from './LeadFields.js';
import { consentKey, fieldErrorsOf, leadMemory, leadRequest, validateLead } from './lead-values.js';
import type { FieldErrors, LeadValue, LeadValues } from './lead-values.js';
import { loadTexts, richText, useI18n, withTexts } from '../i18n/i18n.js';
import { appBeacon } from '../insight/app-beacon.js';
import { track } from '../insight/track.js';
import { currentVisit } from '../insight/visit.js';
import { challenges } from '../fair/challenge.js';
import { arrivalReferrer } from '../loyalty/referrer.js';

const LazyVerifyStep = lazy(() =>
  withTexts(import('./VerifyStep.js'), 'later').then((m) => ({ default: m.VerifyStep })),
);

/** What the server asked to verify before it takes the form. */
interface Verifying {
  channel: 'email' | 'phone';
  address: string;
}

interface LeadFormProps {
  form: PublicLeadForm;
  game: PublicGame;
  store: SafeStore;
  /** The page the form is filled on, as the business's consent records keep it. */
  pageUrl: string | null;
  submitLabel: string;
  /** The play the form follows (mode `after`): the lead counts for its variant and source. */
  sessionId?: string | null;
  /** Sent: what the pad tells the player next (LeadResult). */
  onDone: (result: LeadResult) => void;
}

export interface LeadResult {
  /** Consents waiting for the click in their email. */
  pending: number;
  /**
   * The email belongs to a player the business already knew: a link to confirm it was emailed,
   * and until it is opened this device keeps its own player.
   */
  emailSent: boolean;
  /** This device's player as the server now has it (the first name given may name it). */
  profile: StoredProfile;
}

/**
 * The funnel's `form_field` step: the field last focused when the player leaves the form unsent
 * (it closes, or the page is hidden or left), recorded once per form shown.
 */
function useFieldLeft(game: PublicGame, sessionId: string | null | undefined) {
  const last = useRef<string | null>(null);
  const done = useRef(false);
  const now = useRef({ game, sessionId });
  useEffect(() => {
    now.current = { game, sessionId };
  });
  useEffect(() => {
    const left = () => {
      if (done.current || !last.current) return;
      done.current = true;
      const { game: shown, sessionId: play } = now.current;
      track('form_field', shown, {
        target: last.current.slice(0, 64),
        ...(play ? { session_id: play } : {}),
      });
    };
    const undo = appBeacon().onLeave(left);
    return () => {
      undo();
      left();
    };
  }, []);
  return {
    focused: (key: string) => (last.current = key),
    sent: () => (done.current = true),
  };
}

export function LeadForm({
  form,
  game,
  store,
  pageUrl,
  submitLabel,
  sessionId,
  onDone,
}: LeadFormProps) {
  const prefix = useId().replace(/:/g, '');
  const account = game.account.public_id;
  const memory = useMemo(() => leadMemory(store, account), [store, account]);
  const { t, lang } = useI18n();
  const [values, setValues] = useState<LeadValues>(() => memory.load());
  const [ticks, setTicks] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const [verifying, setVerifying] = useState<Verifying | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const fieldLeft = useFieldLeft(game, sessionId);
  // Whether sending must prove work is asked while the player fills the form (fair/challenge.ts):
  // the form's own risk, from the forms this visitor sent.
  const gameId = game.public_id;
  useEffect(() => challenges.prefetch(gameId, 'lead'), [gameId]);

  /** Keys in the order shown: the first with a problem gets the focus. */
  const order = useMemo(
    () => [...form.fields.map((f) => f.key), ...form.consents.map((c) => consentKey(c.public_id))],
    [form],
  );

  useEffect(() => {
    if (focusTick === 0) return;
    const first = order.find((key) => errors[key]);
    const target = first
      ? document.getElementById(controlId(prefix, first))
      : formRef.current?.querySelector<HTMLElement>('[role="alert"]');
    target?.focus();
    // Only a new round of problems moves the focus, not each keystroke that clears one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusTick]);

  const clear = (key: string) =>
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _cleared, ...rest } = current;
      return rest;
    });
  const setValue = (key: string, value: LeadValue) => {
    setValues((v) => ({ ...v, [key]: value }));
    clear(key);
  };
  const setTick = (publicId: string, checked: boolean) => {
    setTicks((t) => ({ ...t, [publicId]: checked }));
    clear(consentKey(publicId));
  };
  const showProblems = (fields: FieldErrors, other: string[]) => {
    setErrors(fields);
    setGeneral(other);
    setFocusTick((n) => n + 1);
  };

  /** Sends the form as it is now; throws the server's refusal. */
  const deliver = async () => {
    const identity = playerIdentity(store, account);
    const referrer = arrivalReferrer();
    // The form's language goes on the player and on each consent record it writes.
    const body = {
      ...leadRequest(form, values, ticks, pageUrl),
      language: lang,
      // Where the visit came from (first touch), and the play the form follows.
      visit: currentVisit(),
      ...(sessionId ? { session_id: sessionId } : {}),
      // The player whose share link brought this tab (docs/loyalty.md#referral).
      ...(referrer ? { referrer } : {}),
    };
    const response = await challenges.send(
      game.public_id,
      (headers) => api.sendLead(game.public_id, body, identity.token(), headers),
      'lead',
    );
    fieldLeft.sent();
    if (response.player_token) identity.setToken(response.player_token);
    // A name chosen before the player existed is still to be saved: it stays as chosen.
    const stored = identity.profile();
    const profile: StoredProfile = stored?.pending
      ? { ...stored, public_id: response.player.public_id }
      : { ...response.player };
    identity.setProfile(profile);
    memory.save(body.values);
    // The host page hears that a lead was sent, never what it holds.
    emitEmbedEvent('lead', { game: game.public_id });
    onDone({
      pending: response.pending_consents.length,
      emailSent: response.email_confirmation_sent,
      profile,
    });
  };

  /** A refused form: the verification it asks for, or its problems beside the fields. */
  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      const channel =
        error.code === 'lead.email_unverified'
          ? 'email'
          : error.code === 'lead.phone_unverified'
            ? 'phone'
            : null;
      // The field of that type, whatever its key (the business may have named it otherwise).
      const field = channel ? form.fields.find((f) => f.type === channel) : undefined;
      const address = field ? values[field.key] : undefined;
      if (channel && typeof address === 'string')
        return setVerifying({ channel, address: address.trim() });
    }
    if (error instanceof ApiError && error.status === 400 && error.errors.length > 0) {
      const { fields, general: other } = fieldErrorsOf(error.errors, new Set(order));
      // A refusal with its own code (a phone without its country code, a throw-away address)
      // says it in the player's language beside its field; the form's other answers
      // (`lead.invalid`) keep the server's words.
      if (error.code && error.code !== 'lead.invalid') {
        const text = messageOf(error);
        for (const key of Object.keys(fields)) fields[key] = text;
      }
      showProblems(fields, Object.keys(fields).length > 0 ? other : [error.message]);
    } else {
      showProblems({}, [messageOf(error)]);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problems = validateLead(form, values, ticks, new Date(), t);
    if (Object.keys(problems).length > 0) return showProblems(problems, []);
    setBusy(true);
    setGeneral([]);
    try {
      await deliver();
    } catch (error) {
      // The refusals' texts (error.*) are in the later texts: here before they show.
      if (error instanceof ApiError && error.code) await loadTexts('later');
      setBusy(false);
      refused(error);
    }
  };

  /** The address is verified (or the player says the link is opened): the form goes again. */
  const afterVerified = async () => {
    try {
      await deliver();
    } catch (error) {
      // Still not verified (the link not opened yet): the step says so and stays.
      if (error instanceof ApiError && error.code === `lead.${verifying?.channel}_unverified`)
        throw error;
      setVerifying(null);
      setBusy(false);
      refused(error);
    }
  };

  if (verifying)
    return (
      <Suspense fallback={<p className="text-sm text-gray-600">{t('lead.sending')}</p>}>
        <LazyVerifyStep
          key={verifying.channel}
          gameId={game.public_id}
          channel={verifying.channel}
          address={verifying.address}
          onVerified={afterVerified}
          onBack={() => {
            setVerifying(null);
            setBusy(false);
          }}
        />
      </Suspense>
    );

  const anyRequired = form.fields.some((f) => f.required) || form.consents.some((c) => c.mandatory);
  // The server names the player by the first name given (docs/product-rules.md#one-player-per-person).
  const asksFirstName = form.fields.some((f) => f.type === 'first_name');

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => void submit(e)}
      onFocusCapture={(event) => {
        // The field (or consent) the focus went to: the one the player was at if they leave.
        for (let at = event.target as HTMLElement | null; at && at !== formRef.current;) {
          const key = order.find(
            (k) => at!.id === controlId(prefix, k) || at!.id.startsWith(`${controlId(prefix, k)}-`),
          );
          if (key) return fieldLeft.focused(key);
          at = at.parentElement;
        }
      }}
      className="flex flex-col gap-4"
    >
      {anyRequired && (
        <p className="text-xs text-gray-500">
          {richText(t, 'lead.required_note', {}, { mark: <span className="text-red-600">*</span> })}
        </p>
      )}
      {form.fields.map((field) => (
        <LeadFieldControl
          key={field.key}
          field={field}
          idPrefix={prefix}
          value={values[field.key]}
          error={errors[field.key]}
          onChange={(value) => setValue(field.key, value)}
        />
      ))}
      {form.consents.length > 0 && (
        <fieldset className="flex flex-col gap-3 rounded-2xl bg-gray-50 p-3 ring-1 ring-gray-200">
          <legend className="sr-only">{t('lead.consent_legend')}</legend>
          {form.consents.map((consent) => (
            <ConsentControl
              key={consent.public_id}
              consent={consent}
              id={controlId(prefix, consentKey(consent.public_id))}
              checked={ticks[consent.public_id] === true}
              error={errors[consentKey(consent.public_id)]}
              onChange={(checked) => setTick(consent.public_id, checked)}
            />
          ))}
        </fieldset>
      )}
      {general.length > 0 && (
        <div
          role="alert"
          tabIndex={-1}
          className="rounded-2xl bg-red-50 p-3 text-sm font-medium whitespace-pre-line text-red-800 ring-1 ring-red-200"
        >
          <WarningIcon className="me-1.5 inline size-5 align-[-0.3em]" />
          {general.join('\n')}
        </div>
      )}
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className="pd-btn-primary min-h-14 w-full rounded-2xl text-lg"
      >
        {busy ? t('lead.sending') : submitLabel}
      </button>
      <p className="text-center text-xs text-gray-500">
        {t('lead.keeps', { business: game.account.business_name })}
        {asksFirstName && ` ${t('lead.first_name_shows')}`}
      </p>
    </form>
  );
}
