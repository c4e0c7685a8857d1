/**
 * `/page-embedder/{account}/{url_encoded}/{game}` (docs/product-rules.md#domains): one of the
 * business's own pages, full screen, with its game over it as a closable popup. The server says
 * first whether the page is on the business's Domains list (else a refusal: never an open redirect
 * nor a frame of someone else's page) and whether the page lets itself be framed (else the game
 * shows on its own with a link to the page).
 */
import { useEffect, useRef, useState } from 'react';
import { gameEmbedderUrl } from '@playdesk/contract/urls';
import { checkPageEmbed, type PageEmbedAnswer } from '../lib/page-embed.js';
import { EmbedIcon, PlayIcon, WarningIcon } from '../ui/icons.js';
import { InfoCard, PageShell } from '../ui/PageShell.js';
import { messageOf } from '../lib/error-text.js';
import { useT } from '../i18n/i18n.js';

type State = { kind: 'loading' } | { kind: 'refused'; message: string } | PageEmbedAnswer;

function GameFrame({ gameId, title }: { gameId: string; title: string }) {
  return (
    <iframe
      src={gameEmbedderUrl('', gameId)}
      title={title}
      className="h-full w-full border-0"
      allow="clipboard-write; fullscreen"
      data-testid="page-embedder-game"
    />
  );
}

function Popup({ gameId, onClose }: { gameId: string; onClose: () => void }) {
  const t = useT();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div
      className="fixed inset-0 z-10 flex items-center justify-center bg-gray-950/60 p-3"
      role="dialog"
      aria-modal="true"
      aria-label={t('embedder.game')}
    >
      <div className="relative h-[min(90dvh,760px)] w-full max-w-md overflow-hidden rounded-3xl bg-white shadow-2xl">
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label={t('embedder.close')}
          className="absolute top-2 end-2 z-10 flex size-9 items-center justify-center rounded-full bg-white/90 text-xl font-bold text-gray-700 shadow ring-1 ring-gray-900/10 hover:bg-white"
        >
          ×
        </button>
        <GameFrame gameId={gameId} title={t('embedder.game')} />
      </div>
    </div>
  );
}

export function PageEmbedder({
  account,
  pageUrl,
  gameId,
}: {
  account: string;
  pageUrl: string | null;
  gameId: string | null;
}) {
  const t = useT();
  const incomplete = !pageUrl || !gameId;
  const [state, setState] = useState<State>(
    incomplete ? { kind: 'refused', message: t('embedder.incomplete') } : { kind: 'loading' },
  );
  const [open, setOpen] = useState(true);

  useEffect(() => {
    document.title = 'Playdesk';
    if (!pageUrl || !gameId) return;
    const controller = new AbortController();
    checkPageEmbed(account, pageUrl, gameId, controller.signal).then(
      (answer) => setState(answer),
      (error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        setState({ kind: 'refused', message: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [account, pageUrl, gameId]);

  if (state.kind === 'loading') return <div className="pd-backdrop min-h-dvh" aria-busy="true" />;

  if (state.kind === 'refused')
    return (
      <PageShell>
        <InfoCard icon={WarningIcon} title={t('embedder.refused')}>
          <p data-testid="page-embedder-refused">{state.message}</p>
        </InfoCard>
      </PageShell>
    );

  if (!state.frameable)
    return (
      <PageShell>
        <div className="mb-3 rounded-2xl bg-white/95 px-4 py-3 text-sm text-gray-700 shadow">
          <p className="flex items-start gap-2">
            <EmbedIcon className="mt-0.5 size-4 shrink-0 text-primary-600" />
            <span>
              {t('embedder.not_frameable')}{' '}
              <a
                href={state.url}
                className="font-semibold text-primary-700 underline"
                rel="noopener"
                data-testid="page-embedder-link"
              >
                {t('embedder.open_page')}
              </a>
            </span>
          </p>
        </div>
        <div className="h-[min(80dvh,720px)] overflow-hidden rounded-3xl bg-white shadow-2xl">
          <GameFrame gameId={gameId!} title={t('embedder.game')} />
        </div>
      </PageShell>
    );

  return (
    <div className="fixed inset-0 bg-white">
      <iframe
        src={state.url}
        title={t('embedder.page')}
        className="h-full w-full border-0"
        // The business's own page: its scripts and forms work; it cannot navigate this tab away.
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
        data-testid="page-embedder-page"
      />
      {open ? (
        <Popup gameId={gameId!} onClose={() => setOpen(false)} />
      ) : (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="pd-btn-primary fixed end-4 bottom-4 z-10 flex items-center gap-2 shadow-xl"
        >
          <PlayIcon className="size-5" />
          {t('rewards.play')}
        </button>
      )}
    </div>
  );
}
