import { ErrorCode, httpStatusOf, type Localized, type UploadTarget } from '@framecast/contract';
import * as tus from 'tus-js-client';
import { ApiError } from '../api/errors';
import { failureMessage } from '../i18n/localize';

export interface Transfer {
  /** Resolves when every byte is on the server. */
  done: Promise<void>;
  pause(): void;
  resume(): void;
  /** Stops sending; the server deletes what arrived when the upload is cancelled. */
  abort(): void;
}

interface Callbacks {
  onProgress(sent: number, total: number): void;
  /** The resumable upload's URL, to resume it after a reload. */
  onLocation(url: string): void;
}

/** Retries back off for about a minute of dropped connection before the row shows an error. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000];

const DISK_FULL_STATUS = httpStatusOf(ErrorCode.DISK_FULL);

/** The server's refusal in the envelope, as a call's would be (its message in the current language), or the error as it came. */
function envelopeError(err: Error | tus.DetailedError): Error {
  const body = err instanceof tus.DetailedError ? err.originalResponse?.getBody() : undefined;
  try {
    const env = JSON.parse(body ?? '') as { code?: unknown; msg?: unknown; data?: unknown };
    if (typeof env.code === 'number' && typeof env.msg === 'string')
      return new ApiError(env.code, failureMessage(env.msg, env.code, (env.data as { i18n?: Localized } | null)?.i18n), env.data ?? null, env.msg);
  } catch {
    // not an envelope: a dropped connection, a proxy's page
  }
  return err;
}

/**
 * tus-js-client's own rule (retry all but 4xx, save 409 and 423) except for a full disk on the server:
 * a minute of retries cannot free it, so the row says so at once.
 */
const shouldRetry = (err: tus.DetailedError): boolean => {
  const status = err.originalResponse?.getStatus() ?? 0;
  if (status === DISK_FULL_STATUS) return false;
  return !(status >= 400 && status < 500) || status === 409 || status === 423;
};

/** Sends a file to its signed target: tus in chunks (resumable), or one signed PUT. */
export function startTransfer(file: File, target: UploadTarget, resumeFrom: string | null, cb: Callbacks): Transfer {
  return target.protocol === 'tus' ? tusTransfer(file, target, resumeFrom, cb) : putTransfer(file, target, cb);
}

function tusTransfer(file: File, target: UploadTarget, resumeFrom: string | null, cb: Callbacks): Transfer {
  let settle!: { resolve: () => void; reject: (e: Error) => void };
  const done = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  const upload = new tus.Upload(file, {
    endpoint: target.url,
    uploadUrl: resumeFrom,
    headers: target.headers,
    chunkSize: target.chunk_bytes,
    retryDelays: RETRY_DELAYS,
    metadata: { filename: file.name, filetype: file.type },
    // We remember uploads ourselves (with their signed token), keyed by tool and file.
    storeFingerprintForResuming: false,
    onUploadUrlAvailable: () => upload.url && cb.onLocation(upload.url),
    onProgress: cb.onProgress,
    onSuccess: () => settle.resolve(),
    onShouldRetry: shouldRetry,
    onError: (err) => settle.reject(envelopeError(err)),
  });
  upload.start();
  return {
    done,
    pause: () => void upload.abort(false),
    resume: () => upload.start(),
    abort: () => void upload.abort(false),
  };
}

function putTransfer(file: File, target: UploadTarget, cb: Callbacks): Transfer {
  let xhr: XMLHttpRequest;
  let settle!: { resolve: () => void; reject: (e: Error) => void };
  const done = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  const send = () => {
    xhr = new XMLHttpRequest();
    xhr.open('PUT', target.url);
    for (const [k, v] of Object.entries(target.headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => cb.onProgress(e.loaded, e.total || file.size);
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? settle.resolve() : settle.reject(new Error(`upload failed (${xhr.status})`)));
    xhr.onerror = () => settle.reject(new Error('network error'));
    xhr.send(file);
  };
  send();
  // A single PUT cannot pause: pausing stops it and resuming sends the file again.
  return { done, pause: () => xhr.abort(), resume: send, abort: () => xhr.abort() };
}
