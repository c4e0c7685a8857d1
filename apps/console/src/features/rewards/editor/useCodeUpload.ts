import type { CodeImportReport } from '@playdesk/contract';
import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../../../api/client';
import { UploadCancelled } from '../../../api/upload';
import { useUploadCodes } from '../api';
import { codeFileProblem } from '../codes-model';

export interface RunningCodeUpload {
  name: string;
  size: number;
  /** 0–100 of the bytes sent; at 100 the server is still reading the codes. */
  percent: number;
  controller: AbortController;
}

/**
 * One upload of codes at a time: the file is checked first (size, text), then sent as it is with
 * its progress; Cancel or leaving the page stops it. `error` is the refusal in the server's words
 * (or the check's), `report` what the last upload did.
 */
export function useCodeUpload(rewardId: string) {
  const mutation = useUploadCodes(rewardId);
  const [upload, setUpload] = useState<RunningCodeUpload | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<CodeImportReport | null>(null);

  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  /** Sends the file; true once its report is in (false: refused, failed or cancelled). */
  async function start(file: File): Promise<boolean> {
    setError(null);
    const problem = codeFileProblem(file);
    if (problem) {
      setError(problem);
      return false;
    }
    const controller = new AbortController();
    running.current?.abort();
    running.current = controller;
    setUpload({ name: file.name, size: file.size, percent: 0, controller });
    setReport(null);
    try {
      const answer = await mutation.mutateAsync({
        file,
        signal: controller.signal,
        onProgress: (percent) =>
          setUpload((current) =>
            current?.controller === controller ? { ...current, percent } : current,
          ),
      });
      setReport(answer);
      return true;
    } catch (cause) {
      if (!(cause instanceof UploadCancelled)) setError(messageOf(cause));
      return false;
    } finally {
      if (running.current === controller) running.current = null;
      setUpload((current) => (current?.controller === controller ? null : current));
    }
  }

  return { upload, error, report, setReport, start, cancel: () => running.current?.abort() };
}
