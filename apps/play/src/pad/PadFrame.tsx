import { useState } from 'react';
import type { ReactNode } from 'react';
import { useReportHeight } from '../lib/embed.js';
import { UnavailableIcon } from '../ui/icons.js';
import { InfoCard, PageShell, RetryCard } from '../ui/PageShell.js';
import { Toast } from '../ui/Toast.js';
import type { ToastMessage } from '../ui/Toast.js';
import { useT } from '../i18n/i18n.js';

interface PadFrameProps {
  /** Without page chrome, reporting its height to the host page (/game-embedder/{id}). */
  embed: boolean;
  backgroundImage: string | null;
  /** A small label above the pad, on the full page only. */
  label?: ReactNode;
  toast: ToastMessage | null;
  onCloseToast: () => void;
  children: ReactNode;
}

/** Around the pad: the player page, or the embedder's bare box; the toast on top of either. */
export function PadFrame({
  embed,
  backgroundImage,
  label,
  toast,
  onCloseToast,
  children,
}: PadFrameProps) {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  useReportHeight(root, embed);
  if (embed) {
    return (
      <div ref={setRoot} className="mx-auto w-full max-w-md p-1.5">
        {children}
        <Toast toast={toast} onClose={onCloseToast} />
      </div>
    );
  }
  return (
    <PageShell backgroundImage={backgroundImage}>
      {label}
      {children}
      <Toast toast={toast} onClose={onCloseToast} />
    </PageShell>
  );
}

interface LoadProblemProps {
  /** 404: the game is not (or no longer) playable; else the load failed (offline, a 5xx). */
  unavailable: boolean;
  message: string | null;
  onRetry: () => void;
}

/** Why the game cannot show, and Try again when that may help. */
export function LoadProblem({ unavailable, message, onRetry }: LoadProblemProps) {
  const t = useT();
  if (unavailable) {
    return (
      <InfoCard icon={UnavailableIcon} title={t('pad.unavailable_title')}>
        <p>{message ?? t('pad.unavailable')}</p>
        <p>{t('pad.unavailable_help')}</p>
      </InfoCard>
    );
  }
  return <RetryCard title={t('common.connection_problem')} message={message} onRetry={onRetry} />;
}
