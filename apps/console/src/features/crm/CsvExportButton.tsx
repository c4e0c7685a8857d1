import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../../api/client';
import { useT } from '../../i18n/i18n';
import { toast } from '../../session/toast';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { downloadStream, formatBytes } from './download';

function DownloadIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={className}>
      <path d="M10.75 2.75a.75.75 0 0 0-1.5 0v8.614L6.295 8.235a.75.75 0 1 0-1.09 1.03l4.25 4.5a.75.75 0 0 0 1.09 0l4.25-4.5a.75.75 0 0 0-1.09-1.03l-2.955 3.129V2.75Z" />
      <path d="M3.5 12.75a.75.75 0 0 0-1.5 0v2.5A2.75 2.75 0 0 0 4.75 18h10.5A2.75 2.75 0 0 0 18 15.25v-2.5a.75.75 0 0 0-1.5 0v2.5c0 .69-.56 1.25-1.25 1.25H4.75c-.69 0-1.25-.56-1.25-1.25v-2.5Z" />
    </svg>
  );
}

/** What one export's button says, in its user's language. */
export interface CsvExportTexts {
  button: string;
  /** Before the first bytes arrive. */
  preparing: string;
  /** While it runs: `size` received so far. */
  received: (size: string) => string;
  /** The toast once saved. */
  done: (name: string, size: string) => string;
}

/**
 * The one "Export CSV" button of the console (players, a reward's winners, the redemption report):
 * the server streams the file without a length, so the button shows the bytes received so far, and
 * "Cancel" stops the download. `testId` names the button; its progress is `${testId}-progress`.
 */
export function CsvExportButton({
  path,
  fallbackName,
  texts,
  testId,
}: {
  path: string;
  fallbackName: string;
  texts: CsvExportTexts;
  testId: string;
}) {
  const t = useT();
  const [bytes, setBytes] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setBytes(0);
    try {
      const file = await downloadStream(path, {
        signal: controller.signal,
        fallbackName,
        onProgress: setBytes,
      });
      toast.success(texts.done(file.name, formatBytes(file.bytes)));
    } catch (error) {
      if (!controller.signal.aborted) toast.warning(messageOf(error));
    } finally {
      abort.current = null;
      setBytes(null);
    }
  };

  if (bytes === null) {
    return (
      <Button
        variant="secondary"
        icon={<DownloadIcon className="size-4" />}
        onClick={() => void start()}
        data-testid={testId}
      >
        {texts.button}
      </Button>
    );
  }
  return (
    <div
      className="inline-flex h-10 items-center gap-3 rounded-lg bg-primary-50 pr-1 pl-3 text-sm text-primary-800 ring-1 ring-primary-200 ring-inset"
      role="status"
      data-testid={`${testId}-progress`}
    >
      <Spinner className="size-4" />
      <span className="tabular-nums">
        {bytes > 0 ? texts.received(formatBytes(bytes)) : texts.preparing}
      </span>
      <Button variant="ghost" size="sm" onClick={() => abort.current?.abort()}>
        {t('common.cancel')}
      </Button>
    </div>
  );
}
