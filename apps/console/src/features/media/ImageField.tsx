import type { Media } from '@playdesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { messageOf } from '../../api/client';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { Spinner } from '../../ui/Spinner';
import {
  ACCEPT_ATTRIBUTE,
  formatBytes,
  imageName,
  precheckFile,
  UPLOAD_TEXT,
} from './upload-rules';
import { MediaLibrary, mediaKeys } from './MediaLibrary';
import { uploadMedia, UploadCancelled } from './upload';

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

type Upload = { name: string; percent: number; controller: AbortController };

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
  const id = useId();
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [details, setDetails] = useState<{ url: string; name: string; media: Media } | null>(null);
  const [broken, setBroken] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [library, setLibrary] = useState(false);
  const queryClient = useQueryClient();

  // Cancel a running upload when the field goes away.
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const shownError = uploadError ?? error ?? null;
  const describedBy = [shownError ? errorId : null, hintId].filter(Boolean).join(' ');
  const busy = upload !== null;

  async function start(file: File) {
    setUploadError(null);
    const problem = precheckFile(file);
    if (problem) {
      setUploadError(problem);
      return;
    }
    const controller = new AbortController();
    running.current?.abort();
    running.current = controller;
    setUpload({ name: file.name, percent: 0, controller });
    setAnnouncement(`Uploading ${file.name}`);
    try {
      const media = await uploadMedia(file, {
        signal: controller.signal,
        onProgress: (percent) =>
          setUpload((current) =>
            current && current.controller === controller ? { ...current, percent } : current,
          ),
      });
      setDetails({ url: media.url, name: file.name, media });
      setBroken(null);
      onChange(media.url);
      void queryClient.invalidateQueries({ queryKey: mediaKeys.all });
      setAnnouncement(`${label}: image uploaded`);
    } catch (cause) {
      if (cause instanceof UploadCancelled) {
        setAnnouncement('Upload cancelled');
      } else {
        setUploadError(messageOf(cause));
        setAnnouncement('');
      }
    } finally {
      if (running.current === controller) running.current = null;
      setUpload((current) => (current?.controller === controller ? null : current));
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  function onFiles(files: FileList | null) {
    const file = files?.[0];
    if (file && !disabled) void start(file);
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
    setAnnouncement(`${label}: image removed`);
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
          <div
            className="flex min-h-28 items-center gap-4 rounded-xl border border-primary-200 bg-primary-50/60 p-4"
            data-testid="image-uploading"
          >
            <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-white text-primary-600 shadow-sm">
              <Spinner className="size-6" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-800">
                Uploading {upload.name}…
              </p>
              <div
                className="mt-2 h-1.5 overflow-hidden rounded-full bg-primary-100"
                role="progressbar"
                aria-label={`Uploading ${upload.name}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={upload.percent}
              >
                <div
                  className="h-full rounded-full bg-primary-600 transition-[width] duration-150"
                  style={{ width: `${Math.max(4, upload.percent)}%` }}
                />
              </div>
              <p className="mt-1 text-xs text-slate-500">{upload.percent} %</p>
            </div>
            <Button variant="ghost" size="sm" onClick={() => upload.controller.abort()}>
              Cancel
            </Button>
          </div>
        ) : value ? (
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
              {broken === value ? (
                <span className="px-1 text-center text-[11px] leading-tight text-slate-500">
                  Image unavailable
                </span>
              ) : (
                <img
                  src={value}
                  alt={`${label} preview`}
                  className="size-full object-contain"
                  onError={() => setBroken(value)}
                />
              )}
            </div>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-800" title={value}>
                {meta && details ? details.name : imageName(value)}
              </p>
              <p className="mt-0.5 text-xs text-slate-500">
                {meta
                  ? [
                      meta.width && meta.height ? `${meta.width} × ${meta.height}` : null,
                      formatBytes(meta.size),
                    ]
                      .filter(Boolean)
                      .join(' · ')
                  : dragging
                    ? 'Drop to replace'
                    : 'Drop a new image here to replace it'}
              </p>
              <div className="mt-2 flex flex-wrap gap-1">
                <label
                  htmlFor={inputId}
                  className={cx(
                    'inline-flex h-8 cursor-pointer items-center rounded-lg bg-white px-3 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50',
                    disabled && 'pointer-events-none opacity-60',
                  )}
                >
                  Replace
                </label>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-red-600 hover:bg-red-50 hover:text-red-700"
                  onClick={remove}
                  disabled={disabled}
                  aria-label={`Remove ${label.toLowerCase()}`}
                >
                  Remove
                </Button>
              </div>
            </div>
          </div>
        ) : (
          <label
            htmlFor={inputId}
            data-testid="image-dropzone"
            className={cx(
              'flex min-h-28 cursor-pointer flex-col items-center justify-center gap-1.5 rounded-xl border-2 border-dashed px-4 py-5 text-center transition-colors',
              dragging
                ? 'border-primary-500 bg-primary-50'
                : shownError
                  ? 'border-red-300 bg-red-50/40 hover:border-red-400'
                  : 'border-slate-300 bg-slate-50/60 hover:border-primary-400 hover:bg-primary-50/50',
              'peer-focus-visible:border-primary-500 peer-focus-visible:ring-2 peer-focus-visible:ring-primary-200',
              disabled && 'pointer-events-none opacity-60',
            )}
          >
            <UploadIcon className="size-7 text-primary-500" />
            <span className="text-sm text-slate-700">
              {dragging ? (
                'Drop the image to upload it'
              ) : (
                <>
                  Drag an image here or{' '}
                  <span className="font-semibold text-primary-700 underline-offset-2 hover:underline">
                    choose a file
                  </span>
                </>
              )}
            </span>
            <span className="text-xs text-slate-500">{UPLOAD_TEXT.accepted}</span>
          </label>
        )}
      </div>
      {shownError ? (
        <p id={errorId} className="text-sm text-red-600" role="alert" data-testid="image-error">
          {shownError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <p id={hintId} className={cx('text-xs text-slate-500', !hint && 'sr-only')}>
          {hint ?? UPLOAD_TEXT.accepted}
        </p>
        {busy || disabled ? null : (
          <button
            type="button"
            onClick={() => setLibrary(true)}
            className="shrink-0 rounded text-xs font-medium text-primary-700 hover:text-primary-800 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            Choose from uploads
          </button>
        )}
      </div>
      <MediaLibrary
        open={library}
        onOpenChange={setLibrary}
        title={`${label}: choose an upload`}
        onPick={(media) => {
          setLibrary(false);
          setUploadError(null);
          setDetails({ url: media.url, name: imageName(media.url), media });
          setBroken(null);
          onChange(media.url);
          setAnnouncement(`${label}: image chosen`);
        }}
      />
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

/** Shows transparency in the preview. */
const CHECKERBOARD = {
  backgroundImage: 'repeating-conic-gradient(#f1f5f9 0% 25%, #ffffff 0% 50%)',
  backgroundSize: '14px 14px',
} as const;

function UploadIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <path d="M3 16.5v2.25A2.25 2.25 0 0 0 5.25 21h13.5A2.25 2.25 0 0 0 21 18.75V16.5" />
      <path d="M16.5 7.5 12 3 7.5 7.5M12 3v13.5" />
    </svg>
  );
}
