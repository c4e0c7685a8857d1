/** What both connector forms share: the consent choices they offer and their state. */
import { useState } from 'react';
import { ApiError, messageOf } from '../../../api/client';
import { toast } from '../../../session/toast';
import { splitServerErrors } from '../../../ui/form-errors';

export interface Choice {
  id: string;
  name: string;
}

type Errors = Record<string, string>;

function useErrors() {
  const [errors, setErrors] = useState<Errors>({});
  const [other, setOther] = useState<string | null>(null);
  return {
    errors,
    other,
    clear() {
      setErrors({});
      setOther(null);
    },
    fromError(e: unknown, fields: readonly string[]) {
      if (e instanceof ApiError && e.status === 400) {
        const split = splitServerErrors(e.body, fields);
        setErrors({ ...split.fields });
        setOther(split.other.length > 0 ? split.other.join(' ') : null);
        if (Object.keys(split.fields).length === 0 && split.other.length === 0)
          setOther(messageOf(e));
      } else setOther(messageOf(e));
    },
  };
}

/**
 * The state of a connector's form: the key or token typed (empty: keep the saved one), the
 * consent, on/off, and the errors of the last save.
 */
export function useConnectorForm(settings: { consent_id: string | null; enabled: boolean }) {
  const [secret, setSecret] = useState('');
  const [consent, setConsent] = useState(settings.consent_id ?? '');
  const [enabled, setEnabled] = useState(settings.enabled);
  const errors = useErrors();
  /** Saves `body`: the secret typed is cleared and `saved` shown, or the errors by `fields`. */
  function submitWith<T>(
    mutate: (body: T, options: { onSuccess: () => void; onError: (e: unknown) => void }) => void,
    body: T,
    saved: string,
    fields: readonly string[],
  ) {
    errors.clear();
    mutate(body, {
      onSuccess: () => {
        setSecret('');
        toast.success(saved);
      },
      onError: (err) => errors.fromError(err, fields),
    });
  }
  return { secret, setSecret, consent, setConsent, enabled, setEnabled, errors, submitWith };
}

export type ConnectorForm = ReturnType<typeof useConnectorForm>;
