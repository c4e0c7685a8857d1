import type { Media } from '@playdesk/contract';
import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../../api/client';
import { useUploadMedia } from './api';
import { UploadCancelled } from './upload';
import { precheckFile, uploadRefusal } from './upload-rules';
import { useT } from '../../i18n/i18n';

export interface RunningUpload {
  name: string;
  percent: number;
  controller: AbortController;
}

/**
 * One upload at a time for an image field: the file is checked first (type, size), then sent with
 * its progress; a new upload or the field going away cancels the running one. `error` holds the
 * refusal in the server's words (or the precheck's).
 */
export function useUpload({
  onUploaded,
  announce,
}: {
  onUploaded(media: Media, file: File): void;
  announce(message: string): void;
}) {
  const t = useT();
  const mutation = useUploadMedia();
  const [upload, setUpload] = useState<RunningUpload | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Cancel a running upload when the field goes away.
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  async function start(file: File) {
    setError(null);
    const problem = precheckFile(file);
    if (problem) {
      setError(t(problem));
      return;
    }
    const controller = new AbortController();
    running.current?.abort();
    running.current = controller;
    setUpload({ name: file.name, percent: 0, controller });
    announce(t('media.uploading_label', { name: file.name }));
    try {
      const media = await mutation.mutateAsync({
        file,
        signal: controller.signal,
        onProgress: (percent) =>
          setUpload((current) =>
            current && current.controller === controller ? { ...current, percent } : current,
          ),
      });
      onUploaded(media, file);
    } catch (cause) {
      if (cause instanceof UploadCancelled) {
        announce(t('media.cancelled'));
      } else {
        setError(uploadRefusal(t, messageOf(cause)));
        announce('');
      }
    } finally {
      if (running.current === controller) running.current = null;
      setUpload((current) => (current?.controller === controller ? null : current));
    }
  }

  return { upload, error, setError, start };
}
