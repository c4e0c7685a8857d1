/**
 * The camera view: `qr-scanner` (a lazy chunk, loaded when staff tap "Scan") reads QR codes from
 * the back camera and hands the first one over. It decodes in a worker, so the page stays
 * responsive on a cheap phone.
 */
import { useEffect, useRef, useState } from 'react';
import type { ScannerT } from './i18n.js';

export function Camera({
  t,
  onCode,
  onCancel,
}: {
  t: ScannerT;
  onCode: (text: string) => void;
  onCancel: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'on' | 'failed'>('starting');
  const done = useRef(onCode);
  useEffect(() => {
    done.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stopped = false;
    let stop: (() => void) | null = null;
    void import('qr-scanner')
      .then(async ({ default: QrScanner }) => {
        if (stopped || !video.current) return;
        const scanner = new QrScanner(
          video.current,
          (result) => {
            if (stopped) return;
            stopped = true;
            scanner.stop();
            done.current(result.data);
          },
          { preferredCamera: 'environment', maxScansPerSecond: 8, returnDetailedScanResult: true },
        );
        stop = () => {
          scanner.stop();
          scanner.destroy();
        };
        await scanner.start();
        if (!stopped) setState('on');
      })
      .catch(() => {
        if (!stopped) setState('failed');
      });
    return () => {
      stopped = true;
      stop?.();
    };
  }, []);

  return (
    <div className="flex flex-col gap-3">
      <p className="text-center text-xl font-bold">{t('camera.title')}</p>
      <div className="relative overflow-hidden rounded-2xl bg-black ring-4 ring-white/30">
        <video
          ref={video}
          data-testid="camera"
          className="aspect-square w-full object-cover"
          muted
          playsInline
        />
        {state === 'starting' && (
          <p className="absolute inset-0 flex items-center justify-center text-lg">
            {t('camera.starting')}
          </p>
        )}
      </div>
      {state === 'failed' && (
        <p role="alert" className="rounded-xl bg-red-900 p-4 text-lg font-semibold">
          {t('camera.denied')}
        </p>
      )}
      <button type="button" className="btn-secondary" onClick={onCancel}>
        {t('camera.cancel')}
      </button>
    </div>
  );
}
