import type { BatchCreateData, BatchItem, ScriptAngle } from '@framecast/contract';
import type { AspectRatio } from '@framecast/timeline';
import { createContext, useContext } from 'react';
import { create, type UseBoundStore, type StoreApi } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { currentLanguage } from '../../shared/i18n';
import { session, StorageKey } from '../../shared/storage/keys';
import type { VideoSettings } from '../../shared/video-form/settings';
import {
  applyLinkTemplate,
  type BatchKind,
  type BatchWizard,
  chooseAngle,
  chooseTemplate,
  confirmProducts,
  finish,
  initialBatch,
  resolveEntry,
  retryEntry,
  seeded,
  withAnalysis,
  withLinkTemplate,
  withPicked,
  withSettings,
} from './wizard';

interface Actions {
  setText: (text: string) => void;
  analysed: (items: readonly BatchItem[]) => void;
  resolve: (index: number, outcome: { productId: string } | { error: string }) => void;
  retry: (index: number, analysisId: string) => void;
  pick: (ids: readonly string[]) => void;
  seed: (ids: readonly string[], templateId: string | null) => void;
  confirmProducts: (ids: readonly string[]) => void;
  patchSettings: (patch: Partial<VideoSettings>) => void;
  chooseAngle: (angle: ScriptAngle) => void;
  chooseTemplate: (template: { id: string; aspectRatio: AspectRatio }) => void;
  setLinkTemplate: (id: string | null) => void;
  applyLinkTemplate: (template: { id: string; aspectRatio: AspectRatio }) => void;
  finish: (result: BatchCreateData) => void;
  reset: () => void;
}

export type BatchStore = UseBoundStore<StoreApi<BatchWizard & Actions>>;

/**
 * One wizard's progress, kept in sessionStorage (this tab only) so a reload keeps the links being read,
 * the products, the settings and the result. Each action is one of wizard.ts's transitions.
 */
const createBatchStore = (name: string): BatchStore =>
  create<BatchWizard & Actions>()(
    persist(
      (set) => ({
        ...initialBatch(currentLanguage()),
        setText: (text) => set({ text }),
        analysed: (items) => set((w) => withAnalysis(w, items, Date.now())),
        resolve: (index, outcome) => set((w) => resolveEntry(w, index, outcome)),
        retry: (index, analysisId) => set((w) => retryEntry(w, index, analysisId, Date.now())),
        pick: (ids) => set((w) => withPicked(w, ids)),
        seed: (ids, templateId) => set((w) => seeded(w, ids, templateId)),
        confirmProducts: (ids) => set((w) => confirmProducts(w, ids)),
        patchSettings: (patch) => set((w) => withSettings(w, patch)),
        chooseAngle: (angle) => set((w) => chooseAngle(w, angle)),
        chooseTemplate: (template) => set((w) => chooseTemplate(w, template)),
        setLinkTemplate: (id) => set((w) => withLinkTemplate(w, id)),
        applyLinkTemplate: (template) => set((w) => applyLinkTemplate(w, template)),
        finish: (result) => set((w) => finish(w, result)),
        reset: () => set(initialBatch(currentLanguage())),
      }),
      {
        name,
        version: 1,
        storage: createJSONStorage(() => ({ getItem: session.get, setItem: session.set, removeItem: session.remove })),
        partialize: ({ text, entries, products, settings, angle, template, linkTemplateId, result }): BatchWizard => ({
          text,
          entries,
          products,
          settings,
          angle,
          template,
          linkTemplateId,
          result,
        }),
      },
    ),
  );

const stores: Record<BatchKind, BatchStore> = { mode: createBatchStore(StorageKey.batchMode), product: createBatchStore(StorageKey.batchProduct) };
export const batchStore = (kind: BatchKind): BatchStore => stores[kind];

/** The wizard a page shows (Batch Mode or Batch Product), for its steps. */
export const BatchKindContext = createContext<BatchKind>('mode');
export const useBatchKind = () => useContext(BatchKindContext);
/** The wizard of the page's kind. */
export const useBatch = () => stores[useBatchKind()]();
