import { checkUpload, ErrorCode, type Asset, type BrandSlot, type UploadCompleteData, type UploadTarget, type UploadTool } from '@framecast/contract';
import { useCallback, useRef, useState } from 'react';
import { request } from '../api/client';
import { isApiError } from '../api/errors';
import { localizeMessage } from '../i18n/localize';
import { probeFile } from './probe-file';
import { fileKey, findStored, forget, store } from './resume-store';
import { startTransfer, type Transfer } from './transfer';

export type UploadStatus = 'checking' | 'uploading' | 'paused' | 'verifying' | 'done' | 'failed';

export interface UploadItem {
  id: string;
  name: string;
  size: number;
  status: UploadStatus;
  sent: number;
  /** Picked up where an earlier (interrupted) upload of the same file stopped. */
  resumed: boolean;
  error?: string;
  asset?: Asset;
  /** The space's earlier file with the same bytes, offered until the user chooses (use it, or keep both). */
  duplicate?: UploadCompleteData['duplicate_of'];
  /** They chose the earlier file: its name, said in the row. */
  usedExisting?: string;
}

export interface UploaderOptions {
  tool: UploadTool;
  folderId?: string | null;
  brandSlot?: BrandSlot | null;
  onUploaded?: (asset: Asset) => void;
  /** The user chose the earlier copy of a file just uploaded: the new one is deleted, this is the one to use. */
  onUsedExisting?: (existing: Asset, removedId: string) => void;
}

interface Running {
  transfer: Transfer | null;
  target: UploadTarget | null;
  key: string;
}

const message = (err: unknown) => (isApiError(err) ? err.message : err instanceof Error ? err.message : String(err));

/**
 * Uploads files for one tool: checks each file in the browser against the tool's rule (instant
 * feedback), sends it (resumable, pausable), then has the server check the real content and keep it.
 */
export function useUploader(opts: UploaderOptions) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const running = useRef(new Map<string, Running>());
  const optsRef = useRef(opts);
  optsRef.current = opts;

  const patch = useCallback((id: string, p: Partial<UploadItem>) => setItems((all) => all.map((it) => (it.id === id ? { ...it, ...p } : it))), []);

  const run = useCallback(
    async (id: string, file: File, fresh = false) => {
      const { tool, folderId = null, brandSlot = null } = optsRef.current;
      const key = fileKey(tool, file);
      const state: Running = { transfer: null, target: null, key };
      running.current.set(id, state);
      try {
        const facts = await probeFile(file);
        const verdict = checkUpload(tool, facts);
        if (!verdict.ok) return patch(id, { status: 'failed', error: localizeMessage(verdict.message, undefined, verdict.i18n) });
        const stored = fresh ? null : findStored(key);
        const target =
          stored?.target ??
          (await request(
            'uploadSign',
            { tool, filename: file.name, size: file.size, content_type: file.type || 'application/octet-stream', folder_id: folderId, brand_slot: brandSlot },
            { quiet: 'all' },
          ));
        state.target = target;
        if (!stored) store(key, { target, location: null });
        patch(id, { status: 'uploading', resumed: Boolean(stored?.location) });
        const transfer = startTransfer(file, target, stored?.location ?? null, {
          onProgress: (sent) => patch(id, { sent }),
          onLocation: (location) => store(key, { target, location }),
        });
        state.transfer = transfer;
        try {
          await transfer.done;
        } catch (err) {
          // The server forgot an old upload (expired, finished elsewhere): start this file afresh once.
          if (stored && !fresh) {
            forget(key);
            return run(id, file, true);
          }
          throw err;
        }
        patch(id, { status: 'verifying', sent: file.size });
        const asset = await request('uploadComplete', { upload_id: target.upload_id }, { quiet: 'all' });
        forget(key);
        const { duplicate_of, ...kept } = asset;
        patch(id, { status: 'done', asset: kept, duplicate: duplicate_of });
        optsRef.current.onUploaded?.(kept);
      } catch (err) {
        if (!running.current.has(id)) return; // cancelled
        if (isApiError(err) && (err.code === ErrorCode.UPLOAD_REJECTED || err.code === ErrorCode.UPLOAD_NOT_FOUND || err.code === ErrorCode.STORAGE_FULL))
          forget(key);
        patch(id, { status: 'failed', error: message(err) });
      } finally {
        if (running.current.get(id) === state) running.current.delete(id);
      }
    },
    [patch],
  );

  const add = useCallback(
    (files: File[]) => {
      for (const file of files) {
        const id = crypto.randomUUID();
        setItems((all) => [...all, { id, name: file.name, size: file.size, status: 'checking', sent: 0, resumed: false }]);
        void run(id, file);
      }
    },
    [run],
  );

  const pause = useCallback(
    (id: string) => {
      running.current.get(id)?.transfer?.pause();
      patch(id, { status: 'paused' });
    },
    [patch],
  );

  const resume = useCallback(
    (id: string) => {
      running.current.get(id)?.transfer?.resume();
      patch(id, { status: 'uploading' });
    },
    [patch],
  );

  const cancel = useCallback((id: string) => {
    const state = running.current.get(id);
    running.current.delete(id);
    state?.transfer?.abort();
    if (state?.target) void request('uploadCancel', { upload_id: state.target.upload_id }, { quiet: 'all' }).catch(() => {});
    if (state) forget(state.key);
    setItems((all) => all.filter((it) => it.id !== id));
  }, []);

  const dismiss = useCallback((id: string) => setItems((all) => all.filter((it) => it.id !== id)), []);

  /** The same bytes were already there: use that file, and the copy just made goes. */
  const chooseExisting = useCallback(
    async (item: UploadItem) => {
      if (!item.duplicate || !item.asset) return;
      const existing = await request('assetDetail', { id: item.duplicate.id });
      await request('assetDelete', { ids: [item.asset.id], confirm: true });
      patch(item.id, { duplicate: null, usedExisting: existing.name, asset: existing });
      optsRef.current.onUsedExisting?.(existing, item.asset.id);
    },
    [patch],
  );
  const keepBoth = useCallback((id: string) => patch(id, { duplicate: null }), [patch]);
  const clearFinished = useCallback(() => setItems((all) => all.filter((it) => it.status !== 'done' && it.status !== 'failed')), []);

  return { items, add, pause, resume, cancel, dismiss, clearFinished, chooseExisting, keepBoth };
}
export type Uploader = ReturnType<typeof useUploader>;
