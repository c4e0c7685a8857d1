import type { GameStatus } from '@playdesk/contract';
import { gamePageUrl } from '@playdesk/contract/urls';
import { copyText } from '@playdesk/ui/clipboard';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from '../../../session/toast';
import { Button } from '../../../ui/Button';
import { Card, CardBody, CardHeader } from '../../../ui/Card';
import { InfoIcon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/Skeleton';
import { CopyIcon, DownloadIcon, ExternalIcon } from '../controls';
import { embedSnippet, qrFileName } from '../share';
import { useT } from '../../../i18n/i18n';

/** Share and embed: the public link, the iframe snippet and a QR code of the link. */
export function SharePanel({
  publicId,
  name,
  status,
}: {
  publicId: string;
  name: string;
  status: GameStatus;
}) {
  const t = useT();
  const origin = window.location.origin;
  const link = gamePageUrl(origin, publicId);
  const snippet = embedSnippet({ origin, publicId, title: name });
  const linkId = useId();
  const snippetId = useId();

  // "Share & embed" from the list opens the editor at this card.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== '#share') return;
    const timer = window.setTimeout(
      () => document.getElementById('share')?.scrollIntoView({ behavior: 'smooth' }),
      300,
    );
    return () => window.clearTimeout(timer);
  }, [hash]);

  const copy = async (text: string, what: 'link' | 'code') => {
    if (await copyText(text)) toast.success(t(`games.share.copied_${what}`));
    else toast.warning(t(`games.share.copy_failed_${what}`));
  };

  return (
    <Card id="share" className="scroll-mt-40">
      <CardHeader title={t('games.share.title')} description={t('games.share.hint')} />
      <CardBody className="space-y-6">
        {status !== 'published' ? (
          <p className="flex gap-2 rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200">
            <InfoIcon className="mt-0.5 size-4 shrink-0" />
            {status === 'draft' ? t('games.share.draft') : t('games.share.paused')}
          </p>
        ) : null}

        <div className="space-y-1.5">
          <label htmlFor={linkId} className="block text-sm font-medium text-slate-700">
            {t('games.share.link')}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={linkId}
              readOnly
              value={link}
              onFocus={(e) => e.currentTarget.select()}
              className="block h-10 w-full min-w-0 rounded-lg border sm:flex-1 border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-800 focus:border-primary-500 focus:ring-2 focus:ring-primary-200 focus:outline-none"
              data-testid="public-link"
            />
            <div className="flex gap-2">
              <Button
                variant="secondary"
                icon={<CopyIcon />}
                onClick={() => void copy(link, 'link')}
                className="flex-1 sm:flex-none"
              >
                {t('games.share.copy_link')}
              </Button>
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex h-10 flex-1 items-center justify-center gap-2 rounded-lg bg-white px-4 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 sm:flex-none"
              >
                <ExternalIcon />
                {t('games.share.open')}
                <span className="sr-only">{t('games.editor.new_tab')}</span>
              </a>
            </div>
          </div>
        </div>

        <div className="space-y-1.5">
          <div className="flex items-end justify-between gap-2">
            <label htmlFor={snippetId} className="block text-sm font-medium text-slate-700">
              {t('games.share.embed')}
            </label>
            <Button
              variant="ghost"
              size="sm"
              icon={<CopyIcon />}
              onClick={() => void copy(snippet, 'code')}
            >
              {t('games.share.copy_code')}
            </Button>
          </div>
          <textarea
            id={snippetId}
            readOnly
            value={snippet}
            rows={5}
            onFocus={(e) => e.currentTarget.select()}
            className="block w-full resize-none rounded-lg border border-slate-300 bg-slate-900 px-3 py-2.5 font-mono text-xs leading-5 text-slate-100 focus:border-primary-500 focus:ring-2 focus:ring-primary-200 focus:outline-none"
            aria-describedby={`${snippetId}-hint`}
            data-testid="embed-code"
            spellCheck={false}
          />
          <p id={`${snippetId}-hint`} className="text-xs text-slate-500">
            {t('games.share.embed_hint')}
          </p>
        </div>

        <QrCode link={link} name={name} />
      </CardBody>
    </Card>
  );
}

function QrCode({ link, name }: { link: string; name: string }) {
  const t = useT();
  const [qr, setQr] = useState<{ link: string; url: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    import('qrcode')
      .then((QRCode) =>
        QRCode.toDataURL(link, {
          width: 512,
          margin: 2,
          errorCorrectionLevel: 'M',
          color: { dark: '#1b1235', light: '#ffffff' },
        }),
      )
      .then((url) => {
        if (!cancelled) setQr({ link, url });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [link]);

  const ready = qr?.link === link ? qr.url : null;

  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:flex-row sm:items-center">
      <div className="size-36 shrink-0 overflow-hidden rounded-lg bg-white p-1 shadow-sm ring-1 ring-slate-200">
        {ready ? (
          <img
            src={ready}
            alt={t('games.share.qr_alt', { link })}
            className="size-full"
            data-testid="qr-code"
          />
        ) : failed ? (
          <p className="p-3 text-center text-xs text-slate-500">{t('games.share.qr_failed')}</p>
        ) : (
          <Skeleton className="size-full" />
        )}
      </div>
      <div className="min-w-0 text-center sm:text-left">
        <p className="text-sm font-semibold text-slate-900">{t('games.share.qr')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('games.share.qr_hint')}</p>
        {ready ? (
          <a
            href={ready}
            download={qrFileName(name)}
            className="mt-3 inline-flex h-9 items-center gap-2 rounded-lg bg-white px-3 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
          >
            <DownloadIcon />
            {t('games.share.download')}
          </a>
        ) : null}
      </div>
    </div>
  );
}
