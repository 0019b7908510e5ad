import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { errorMessages, type ErrorCode } from '../error-messages';
import {
  RetriesExhausted,
  systemClock,
  uploadRetryPolicy,
  withRetry,
  type RetryClock,
  type RetryPolicy,
} from './retry-policy';
import { sendUpload, type SendUpload } from './send-upload';
import { UploadFailure, type UploadedFile, type UploadKind } from './upload-types';

/** The largest file the server takes (SPEC §5); checked here first so nothing is sent in vain. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export type UploadStatus = 'uploading' | 'waiting' | 'done' | 'failed';

/** One file of the list: uploaded already (`file`), on its way, waiting to retry, or failed. */
export type UploadEntry = {
  key: string;
  name: string;
  size: number;
  isImage: boolean;
  status: UploadStatus;
  /** 0..1 of the current try. */
  progress: number;
  /** A picture to show: the thumbnail once stored, the local file while it uploads. */
  previewUrl: string | null;
  file: UploadedFile | null;
  code: ErrorCode | null;
  /** What went wrong (failed), or why it is waiting to try again. */
  message: string | null;
  /** A failed entry the person may try again (the automatic retries ran out). */
  canRetry: boolean;
};

export type UseFileUploadsOptions = {
  kind: UploadKind;
  /** At most this many files in the list. */
  max: number;
  /** Files the record has already (e.g. a product's images), in order. */
  initial?: readonly UploadedFile[];
  maxFileBytes?: number;
  /** For tests: the sender, the clock of the retries and their policy. */
  send?: SendUpload;
  clock?: RetryClock;
  policy?: RetryPolicy;
};

export type FileUploads = {
  kind: UploadKind;
  max: number;
  maxFileBytes: number;
  entries: readonly UploadEntry[];
  /** The stored files' ids in the list's order (the first is the main image): what a form submits. */
  fileIds: string[];
  /** The stored files themselves, in order. */
  files: UploadedFile[];
  /** Some file is still uploading or waiting to retry: a form should not submit yet. */
  busy: boolean;
  /** Entries that failed (not in `fileIds`). */
  failedCount: number;
  /** A sentence about the last thing that did not go as asked (cancelled, too many files…). */
  notice: string | null;
  add: (files: readonly File[]) => void;
  /** Files the picker or drop refused before any upload, with the reason's code. */
  refuse: (refused: readonly { name: string; code: ErrorCode; message?: string }[]) => void;
  cancel: (key: string) => void;
  remove: (key: string) => void;
  retry: (key: string) => void;
  move: (key: string, by: -1 | 1) => void;
  makeMain: (key: string) => void;
  /** Starts over from `files` (a form that loaded its record after mounting). */
  reset: (files: readonly UploadedFile[]) => void;
  dismissNotice: () => void;
};

let counter = 0;
const nextKey = () => `upload-${++counter}`;

function storedEntry(file: UploadedFile): UploadEntry {
  return {
    key: `file-${file.id}`,
    name: file.name,
    size: file.size,
    isImage: file.kind === 'IMAGE',
    status: 'done',
    progress: 1,
    previewUrl: file.kind === 'IMAGE' ? file.thumbnailUrl : null,
    file,
    code: null,
    message: null,
    canRetry: false,
  };
}

const isImageFile = (file: File) => file.type.startsWith('image/');

function localPreview(file: File): string | null {
  return isImageFile(file) && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

function revoke(url: string | null): void {
  if (url?.startsWith('blob:') && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}

function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/**
 * The state of one form's uploads (the one upload pipeline of the client): files upload as soon
 * as they are added, with progress; 5xx/408/429 and dropped connections are retried with back-off
 * for up to 10 minutes (SPEC §4), then the entry fails with a Retry button; other refusals fail at
 * once with their code's sentence. Cancelling aborts the request and drops the entry. Render it
 * with `<FileUploader uploads={…} />`; submit `fileIds`, and wait while `busy`.
 */
export function useFileUploads({
  kind,
  max,
  initial = [],
  maxFileBytes = MAX_UPLOAD_BYTES,
  send = sendUpload,
  clock = systemClock,
  policy = uploadRetryPolicy,
}: UseFileUploadsOptions): FileUploads {
  const [entries, setEntries] = useState<UploadEntry[]>(() => initial.map(storedEntry));
  const [notice, setNotice] = useState<string | null>(null);
  const sources = useRef(new Map<string, File>());
  const controllers = useRef(new Map<string, AbortController>());
  // what event handlers read (add: the room left; cancel: the name), kept in step after each render
  const entriesRef = useRef(entries);
  useEffect(() => {
    entriesRef.current = entries;
  }, [entries]);

  const update = useCallback((key: string, change: Partial<UploadEntry>) => {
    setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  }, []);

  const drop = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    sources.current.delete(key);
    setEntries((current) => {
      const gone = current.find((entry) => entry.key === key);
      if (gone) revoke(gone.previewUrl);
      return current.filter((entry) => entry.key !== key);
    });
  }, []);

  const start = useCallback(
    (key: string) => {
      const source = sources.current.get(key);
      if (!source) return;
      const controller = new AbortController();
      controllers.current.set(key, controller);
      update(key, { status: 'uploading', progress: 0, code: null, message: null, canRetry: false });
      withRetry(
        () => {
          update(key, { status: 'uploading', progress: 0 });
          return send(source, {
            kind,
            signal: controller.signal,
            onProgress: (progress) => update(key, { progress }),
          });
        },
        {
          policy,
          clock,
          signal: controller.signal,
          onRetry: ({ failure, delayMs }) =>
            update(key, {
              status: 'waiting',
              code: failure.code,
              message: `${failure.message} Trying again in ${Math.max(1, Math.round(delayMs / 1000))} s.`,
            }),
        },
      ).then(
        (file) => {
          controllers.current.delete(key);
          sources.current.delete(key);
          setEntries((current) =>
            current.map((entry) => {
              if (entry.key !== key) return entry;
              revoke(entry.previewUrl);
              return { ...storedEntry(file), key };
            }),
          );
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          controllers.current.delete(key);
          if (error instanceof RetriesExhausted) {
            update(key, {
              status: 'failed',
              code: error.last.code,
              message: `The upload failed: ${error.last.message}`,
              canRetry: true,
            });
          } else {
            const failure =
              error instanceof UploadFailure
                ? error
                : new UploadFailure('INTERNAL_SERVER_ERROR', 0, errorMessages.INTERNAL_SERVER_ERROR);
            update(key, { status: 'failed', code: failure.code, message: failure.message, canRetry: false });
          }
        },
      );
    },
    [clock, kind, policy, send, update],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const room = max - entriesRef.current.length;
      const taken = files.slice(0, Math.max(0, room));
      const tooLarge: string[] = [];
      const added: UploadEntry[] = [];
      for (const file of taken) {
        if (file.size > maxFileBytes) {
          tooLarge.push(file.name);
          continue;
        }
        const key = nextKey();
        sources.current.set(key, file);
        added.push({
          key,
          name: file.name,
          size: file.size,
          isImage: isImageFile(file),
          status: 'uploading',
          progress: 0,
          previewUrl: localPreview(file),
          file: null,
          code: null,
          message: null,
          canRetry: false,
        });
      }
      const notes: string[] = [];
      if (tooLarge.length)
        notes.push(
          `${tooLarge.join(', ')}: ${errorMessages.PAYLOAD_TOO_LARGE} The limit is ${formatMegabytes(maxFileBytes)}.`,
        );
      if (files.length > taken.length)
        notes.push(`At most ${max} file${max === 1 ? '' : 's'}: ${files.length - taken.length} not added.`);
      setNotice(notes.length ? notes.join(' ') : null);
      if (added.length === 0) return;
      setEntries((current) => [...current, ...added]);
      for (const entry of added) start(entry.key);
    },
    [max, maxFileBytes, start],
  );

  const refuse = useCallback<FileUploads['refuse']>((refused) => {
    if (refused.length === 0) return;
    setNotice(
      refused.map(({ name, code, message }) => `${name}: ${message ?? errorMessages[code]}`).join(' '),
    );
  }, []);

  const cancel = useCallback(
    (key: string) => {
      const entry = entriesRef.current.find((candidate) => candidate.key === key);
      drop(key);
      if (entry) setNotice(`${entry.name}: ${errorMessages.CANCELED}`);
    },
    [drop],
  );

  const retry = useCallback((key: string) => start(key), [start]);

  const move = useCallback((key: string, by: -1 | 1) => {
    setEntries((current) => {
      const from = current.findIndex((entry) => entry.key === key);
      const to = from + by;
      if (from < 0 || to < 0 || to >= current.length) return current;
      const next = [...current];
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    });
  }, []);

  const makeMain = useCallback((key: string) => {
    setEntries((current) => {
      const entry = current.find((candidate) => candidate.key === key);
      return entry ? [entry, ...current.filter((candidate) => candidate.key !== key)] : current;
    });
  }, []);

  const reset = useCallback((files: readonly UploadedFile[]) => {
    for (const controller of controllers.current.values()) controller.abort();
    controllers.current.clear();
    sources.current.clear();
    setEntries((current) => {
      for (const entry of current) revoke(entry.previewUrl);
      return files.map(storedEntry);
    });
    setNotice(null);
  }, []);

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const entry of entriesRef.current) revoke(entry.previewUrl);
    };
  }, []);

  return useMemo(() => {
    const files = entries.flatMap((entry) => (entry.status === 'done' && entry.file ? [entry.file] : []));
    return {
      kind,
      max,
      maxFileBytes,
      entries,
      files,
      fileIds: files.map((file) => file.id),
      busy: entries.some((entry) => entry.status === 'uploading' || entry.status === 'waiting'),
      failedCount: entries.filter((entry) => entry.status === 'failed').length,
      notice,
      add,
      refuse,
      cancel,
      remove: drop,
      retry,
      move,
      makeMain,
      reset,
      dismissNotice: () => setNotice(null),
    };
  }, [add, cancel, drop, entries, kind, makeMain, max, maxFileBytes, move, notice, refuse, reset, retry]);
}
