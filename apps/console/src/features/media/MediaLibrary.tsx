import type { Media } from '@playdesk/contract';
import { useState } from 'react';
import { MEDIA_PAGE_SIZE, useMediaPage } from './api';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { Modal } from '../../ui/Modal';
import { Skeleton } from '../../ui/Skeleton';
import { formatBytes, imageName } from './upload-rules';
import { useT } from '../../i18n/i18n';

/** A dialog with the account's earlier uploads, to reuse one (a logo in every game, …). */
export function MediaLibrary({
  open,
  onOpenChange,
  onPick,
  title,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onPick(media: Media): void;
  title: string;
}) {
  const t = useT();
  const [page, setPage] = useState(1);
  const list = useMediaPage(page, open);
  const items = list.data?.data ?? [];
  const total = list.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / MEDIA_PAGE_SIZE));

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={t('media.library.description')}
      size="lg"
      testId="media-library"
      footer={
        pages > 1 ? (
          <div className="flex w-full items-center justify-between gap-2">
            <p className="text-sm text-slate-500">{t('media.library.page', { page, pages })}</p>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                size="sm"
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
              >
                {t('media.library.previous')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= pages}
                onClick={() => setPage((p) => p + 1)}
              >
                {t('media.library.next')}
              </Button>
            </div>
          </div>
        ) : undefined
      }
    >
      {list.isPending ? (
        <div className="grid grid-cols-3 gap-3 sm:grid-cols-4">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="aspect-square rounded-lg" />
          ))}
        </div>
      ) : list.isError ? (
        <p className="py-8 text-center text-sm text-slate-600">
          {t('media.library.failed')}{' '}
          <button
            type="button"
            className="font-medium text-primary-700 underline"
            onClick={() => void list.refetch()}
          >
            {t('common.try_again')}
          </button>
        </p>
      ) : items.length === 0 ? (
        <p className="py-8 text-center text-sm text-slate-600">{t('media.library.empty')}</p>
      ) : (
        <ul
          className={cx(
            'grid grid-cols-3 gap-3 sm:grid-cols-4',
            list.isPlaceholderData && 'opacity-60',
          )}
        >
          {items.map((media) => (
            <li key={media.url}>
              <button
                type="button"
                onClick={() => onPick(media)}
                className="group block w-full overflow-hidden rounded-lg border border-slate-200 bg-white text-left hover:border-primary-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
                aria-label={
                  media.width && media.height
                    ? t('media.library.use_sized', {
                        name: imageName(media.url),
                        width: String(media.width),
                        height: String(media.height),
                      })
                    : t('media.library.use', { name: imageName(media.url) })
                }
              >
                <span
                  className="block aspect-square"
                  style={{
                    backgroundImage: 'repeating-conic-gradient(#f1f5f9 0% 25%, #ffffff 0% 50%)',
                    backgroundSize: '14px 14px',
                  }}
                >
                  <img
                    src={media.url}
                    alt=""
                    loading="lazy"
                    className="size-full object-contain transition group-hover:scale-[1.03]"
                  />
                </span>
                <span className="block truncate border-t border-slate-100 px-2 py-1 text-[11px] text-slate-500">
                  {media.width && media.height ? `${media.width}×${media.height} · ` : ''}
                  {formatBytes(media.size, t)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
