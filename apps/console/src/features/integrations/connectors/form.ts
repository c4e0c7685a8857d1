/** What both connector forms share: the consent choices they offer and their error state. */
import { useState } from 'react';
import { ApiError, messageOf } from '../../../api/client';
import { splitServerErrors } from '../../../ui/form-errors';

export interface Choice {
  id: string;
  name: string;
}

type Errors = Record<string, string>;

export function useErrors() {
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
