import type { AspectRatio } from '@framecast/timeline';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { currentLanguage } from '../../shared/i18n';
import { session, StorageKey } from '../../shared/storage/keys';
import {
  applyLinkTemplate,
  choose,
  chooseTemplate,
  discardDraft,
  editDraft,
  initialWizard,
  type Scripts,
  type Settings,
  saveDraft,
  type Wizard,
  withLinkTemplate,
  withMedia,
  withProduct,
  withScripts,
  withSettings,
} from './wizard';

type MediaOf = Parameters<typeof withMedia>[1];

interface Actions {
  setProduct: (id: string | null, ready?: boolean) => void;
  /** The product with the pictures and videos chosen for the video, in order (null: all). */
  setMedia: (product: MediaOf, ids: string[] | null) => void;
  setLinkTemplate: (id: string | null) => void;
  applyLinkTemplate: (template: { id: string; aspectRatio: AspectRatio }) => void;
  patchSettings: (patch: Partial<Settings>) => void;
  setScripts: (scripts: Scripts) => void;
  choose: (index: number) => void;
  editDraft: (text: string) => void;
  saveDraft: () => void;
  discardDraft: () => void;
  chooseTemplate: (template: { id: string; aspectRatio: AspectRatio }) => void;
  /** The video was made (the page clears the wizard when it is left). */
  finish: () => void;
  /** Start over. */
  reset: () => void;
}

/**
 * The URL to Video wizard's progress, kept in sessionStorage (this tab only) so a reload keeps the
 * product, settings, scripts (with the edited text and whether it is saved) and template. Each action is
 * one of wizard.ts's transitions.
 */
export const useWizard = create<Wizard & Actions>()(
  persist(
    (set) => ({
      ...initialWizard(currentLanguage()),
      setProduct: (id, ready = false) => set((w) => withProduct(w, id, ready)),
      setMedia: (product, ids) => set((w) => withMedia(w, product, ids)),
      setLinkTemplate: (id) => set((w) => withLinkTemplate(w, id)),
      applyLinkTemplate: (template) => set((w) => applyLinkTemplate(w, template)),
      patchSettings: (patch) => set((w) => withSettings(w, patch)),
      setScripts: (scripts) => set((w) => withScripts(w, scripts)),
      choose: (index) => set((w) => choose(w, index)),
      editDraft: (text) => set((w) => editDraft(w, text)),
      saveDraft: () => set((w) => saveDraft(w)),
      discardDraft: () => set((w) => discardDraft(w)),
      chooseTemplate: (template) => set((w) => chooseTemplate(w, template)),
      finish: () => set({ finished: true }),
      reset: () => set(initialWizard(currentLanguage())),
    }),
    {
      name: StorageKey.url2video,
      version: 1,
      storage: createJSONStorage(() => ({ getItem: session.get, setItem: session.set, removeItem: session.remove })),
      partialize: ({ productId, productReady, mediaIds, linkTemplateId, settings, scripts, chosen, script, draft, template, finished }): Wizard => ({
        productId,
        productReady,
        mediaIds,
        linkTemplateId,
        settings,
        scripts,
        chosen,
        script,
        draft,
        template,
        finished,
      }),
    },
  ),
);
