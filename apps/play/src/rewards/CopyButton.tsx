import { useEffect, useState } from 'react';
import { copyText } from '@playdesk/ui/clipboard';
import { CheckIcon, CopyIcon } from './icons.js';
import { useT } from '../i18n/i18n.js';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copy `text`, then "Copied" for a moment (said to screen readers too). */
export function CopyButton({
  text,
  what,
  className = 'pd-btn-soft shrink-0',
}: {
  text: string;
  /** What is copied, for the button's name and the message ("code", "link", "fingerprint"). */
  what: 'code' | 'fingerprint';
  className?: string;
}) {
  const t = useT();
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [state]);

  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={t('copy.label', { what })}
        onClick={() => void copyText(text).then((ok) => setState(ok ? 'copied' : 'failed'))}
      >
        {state === 'copied' ? (
          <CheckIcon className="size-5 text-emerald-700" />
        ) : (
          <CopyIcon className="size-5" />
        )}
        <span aria-hidden="true">{state === 'copied' ? t('copy.copied') : t('copy.copy')}</span>
      </button>
      <span
        role="status"
        className={state === 'failed' ? 'basis-full text-sm text-red-800' : 'sr-only'}
      >
        {state === 'copied'
          ? t('copy.done', { what })
          : state === 'failed'
            ? t('copy.failed', { what })
            : ''}
      </span>
    </>
  );
}
