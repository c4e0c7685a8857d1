import type { Media } from '@playdesk/contract';
import { useId, useRef, useState, type DragEvent } from 'react';
import { cx } from '../../ui/cx';
import { ACCEPT_ATTRIBUTE, imageName, UPLOAD_TEXT } from './upload-rules';
import { MediaLibrary } from './MediaLibrary';
import { useUpload } from './useUpload';
import { DropZone, ImagePreview, UploadProgress } from './ImageFieldParts';
import { useT } from '../../i18n/i18n';

export interface ImageFieldProps {
  label: string;
  /** The image address (an uploaded `/media/…` path or an http(s) URL), or null. */
  value: string | null;
  onChange(url: string | null): void;
  hint?: string;
  /** A validation error of the surrounding form (e.g. "Add a picture for the puzzle"). */
  error?: string | undefined;
  disabled?: boolean;
  /** Hook for tests and the surrounding form. */
  testId?: string;
}

/**
 * An image picker that uploads: drag and drop or choose a file, progress while it goes up, a
 * preview of the result, replace and remove. Server refusals (wrong content, too large, SVG) are
 * shown under the field in the server's words.
 */
export function ImageField({
  label,
  value,
  onChange,
  hint,
  error,
  disabled = false,
  testId,
}: ImageFieldProps) {
  const t = useT();
  const id = useId();
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [details, setDetails] = useState<{ url: string; name: string; media: Media } | null>(null);
  const [broken, setBroken] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [library, setLibrary] = useState(false);
  const {
    upload,
    error: uploadError,
    setError: setUploadError,
    start,
  } = useUpload({
    announce: setAnnouncement,
    onUploaded: (media, file) => {
      setDetails({ url: media.url, name: file.name, media });
      setBroken(null);
      onChange(media.url);
      setAnnouncement(t('media.uploaded', { label }));
    },
  });

  const shownError = uploadError ?? error ?? null;
  const describedBy = [shownError ? errorId : null, hintId].filter(Boolean).join(' ');
  const busy = upload !== null;

  function onFiles(files: FileList | null) {
    const file = files?.[0];
    if (!file || disabled) return;
    void start(file).finally(() => {
      if (inputRef.current) inputRef.current.value = '';
    });
  }

  function onDragOver(event: DragEvent) {
    if (disabled || busy) return;
    if (!Array.from(event.dataTransfer.types).includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (disabled || busy) return;
    onFiles(event.dataTransfer.files);
  }

  function remove() {
    setUploadError(null);
    setDetails(null);
    onChange(null);
    setAnnouncement(t('media.removed', { label }));
    inputRef.current?.focus();
  }

  const meta = details && details.url === value ? details.media : null;

  return (
    <div className="space-y-1.5" data-testid={testId}>
      <div className="flex items-baseline justify-between gap-2">
        <label id={labelId} htmlFor={inputId} className="block text-sm font-medium text-slate-700">
          {label}
        </label>
      </div>
      <div
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        className="relative"
      >
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          className="peer sr-only"
          aria-labelledby={labelId}
          aria-describedby={describedBy || undefined}
          aria-invalid={shownError ? true : undefined}
          disabled={disabled || busy}
          onChange={(event) => onFiles(event.currentTarget.files)}
        />
        {busy ? (
          <UploadProgress upload={upload} />
        ) : value ? (
          <ImagePreview
            value={value}
            label={label}
            inputId={inputId}
            dragging={dragging}
            disabled={disabled}
            broken={broken === value}
            onBroken={() => setBroken(value)}
            name={meta && details ? details.name : imageName(value)}
            meta={meta}
            onRemove={remove}
          />
        ) : (
          <DropZone
            inputId={inputId}
            dragging={dragging}
            invalid={Boolean(shownError)}
            disabled={disabled}
          />
        )}
      </div>
      {shownError ? (
        <p id={errorId} className="text-sm text-red-600" role="alert" data-testid="image-error">
          {shownError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <p id={hintId} className={cx('text-xs text-slate-500', !hint && 'sr-only')}>
          {hint ?? t(UPLOAD_TEXT.accepted)}
        </p>
        {busy || disabled ? null : (
          <button
            type="button"
            onClick={() => setLibrary(true)}
            className="shrink-0 rounded text-xs font-medium text-primary-700 hover:text-primary-800 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            {t('media.choose')}
          </button>
        )}
      </div>
      <MediaLibrary
        open={library}
        onOpenChange={setLibrary}
        title={t('media.library.title', { label })}
        onPick={(media) => {
          setLibrary(false);
          setUploadError(null);
          setDetails({ url: media.url, name: imageName(media.url), media });
          setBroken(null);
          onChange(media.url);
          setAnnouncement(t('media.chosen', { label }));
        }}
      />
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
