import type { Media } from '@playdesk/contract';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { UploadIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { formatBytes, UPLOAD_TEXT } from './upload-rules';
import type { RunningUpload } from './useUpload';
import { richText, useT } from '../../i18n/i18n';

/** The three faces of an image field: uploading, showing its image, and empty. */

export function UploadProgress({ upload }: { upload: RunningUpload }) {
  const t = useT();
  return (
    <div
      className="flex min-h-28 items-center gap-4 rounded-xl border border-primary-200 bg-primary-50/60 p-4"
      data-testid="image-uploading"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-white text-primary-600 shadow-sm">
        <Spinner className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-800">
          {t('media.uploading', { name: upload.name })}
        </p>
        <div
          className="mt-2 h-1.5 overflow-hidden rounded-full bg-primary-100"
          role="progressbar"
          aria-label={t('media.uploading_label', { name: upload.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={upload.percent}
        >
          <div
            className="h-full rounded-full bg-primary-600 transition-[width] duration-150"
            style={{ width: `${Math.max(4, upload.percent)}%` }}
          />
        </div>
        <p className="mt-1 text-xs text-slate-500">
          {t('media.percent', { percent: upload.percent })}
        </p>
      </div>
      <Button variant="ghost" size="sm" onClick={() => upload.controller.abort()}>
        {t('common.cancel')}
      </Button>
    </div>
  );
}

export function ImagePreview({
  value,
  label,
  inputId,
  dragging,
  disabled,
  broken,
  onBroken,
  name,
  meta,
  onRemove,
}: {
  value: string;
  label: string;
  inputId: string;
  dragging: boolean;
  disabled: boolean;
  /** The image did not load. */
  broken: boolean;
  onBroken(): void;
  name: string;
  /** The upload's details, when this field uploaded or picked it. */
  meta: Media | null;
  onRemove(): void;
}) {
  const t = useT();
  return (
    <div
      className={cx(
        'flex items-center gap-4 rounded-xl border bg-white p-3 shadow-sm transition-colors',
        dragging ? 'border-primary-500 ring-2 ring-primary-200' : 'border-slate-200',
        'peer-focus-visible:ring-2 peer-focus-visible:ring-primary-300',
      )}
    >
      <div
        className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200"
        style={CHECKERBOARD}
      >
        {broken ? (
          <span className="px-1 text-center text-[11px] leading-tight text-slate-500">
            {t('media.unavailable')}
          </span>
        ) : (
          <img
            src={value}
            alt={t('media.preview_alt', { label })}
            className="size-full object-contain"
            onError={onBroken}
          />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-800" title={value}>
          {name}
        </p>
        <p className="mt-0.5 text-xs text-slate-500">
          {meta
            ? [
                meta.width && meta.height ? `${meta.width} × ${meta.height}` : null,
                formatBytes(meta.size, t),
              ]
                .filter(Boolean)
                .join(' · ')
            : dragging
              ? t('media.drop_replace')
              : t('media.drop_new')}
        </p>
        <div className="mt-2 flex flex-wrap gap-1">
          <label
            htmlFor={inputId}
            className={cx(
              'inline-flex h-8 cursor-pointer items-center rounded-lg bg-white px-3 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50',
              disabled && 'pointer-events-none opacity-60',
            )}
          >
            {t('media.replace')}
          </label>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-600 hover:bg-red-50 hover:text-red-700"
            onClick={onRemove}
            disabled={disabled}
            aria-label={t('media.remove_label', { label: label.toLowerCase() })}
          >
            {t('media.remove')}
          </Button>
        </div>
      </div>
    </div>
  );
}

export function DropZone({
  inputId,
  dragging,
  invalid,
  disabled,
}: {
  inputId: string;
  dragging: boolean;
  invalid: boolean;
  disabled: boolean;
}) {
  const t = useT();
  return (
    <label
      htmlFor={inputId}
      data-testid="image-dropzone"
      className={cx(
        'flex min-h-28 cursor-pointer flex-col items-center justify-center gap-1.5 rounded-xl border-2 border-dashed px-4 py-5 text-center transition-colors',
        dragging
          ? 'border-primary-500 bg-primary-50'
          : invalid
            ? 'border-red-300 bg-red-50/40 hover:border-red-400'
            : 'border-slate-300 bg-slate-50/60 hover:border-primary-400 hover:bg-primary-50/50',
        'peer-focus-visible:border-primary-500 peer-focus-visible:ring-2 peer-focus-visible:ring-primary-200',
        disabled && 'pointer-events-none opacity-60',
      )}
    >
      <UploadIcon className="size-7 text-primary-500" />
      <span className="text-sm text-slate-700">
        {dragging
          ? t('media.drop_upload')
          : richText(
              t,
              'media.drag',
              {},
              {
                choose: (
                  <span className="font-semibold text-primary-700 underline-offset-2 hover:underline">
                    {t('media.choose_file')}
                  </span>
                ),
              },
            )}
      </span>
      <span className="text-xs text-slate-500">{t(UPLOAD_TEXT.accepted)}</span>
    </label>
  );
}

/** Shows transparency in the preview. */
const CHECKERBOARD = {
  backgroundImage: 'repeating-conic-gradient(#f1f5f9 0% 25%, #ffffff 0% 50%)',
  backgroundSize: '14px 14px',
} as const;
