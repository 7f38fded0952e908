import type { DataOf, Template } from '@framecast/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchTemplate, startTemplatePreview, storeTemplate, templateKeys } from './api';
import { createPreviewQueue, type PreviewQueue } from './preview-queue';

/** Templates whose preview was asked for in this tab: each is asked once, whichever page showed it first. */
const ASKED = new Set<string>();

type TemplateListData = DataOf<'templateList'>;

/**
 * The preview queue of one page of cards, for as long as the page is shown. Answers land in the query
 * cache (the lists and the detail), so every card and the preview dialog show a preview as soon as it is
 * ready; one that could not be started reads as failed on this page.
 */
export function useTemplatePreviews(): PreviewQueue | null {
  const client = useQueryClient();
  const [queue, setQueue] = useState<PreviewQueue | null>(null);
  useEffect(() => {
    const failed = (id: string) =>
      client.setQueriesData<TemplateListData>({ queryKey: templateKeys.lists() }, (old) =>
        old ? { ...old, items: old.items.map((t): Template => (t.id === id ? { ...t, preview: { ...t.preview, status: 'failed' } } : t)) } : old,
      );
    const next = createPreviewQueue({
      start: startTemplatePreview,
      poll: fetchTemplate,
      onUpdate: (template) => storeTemplate(client, template),
      onError: failed,
      asked: ASKED,
    });
    setQueue(next);
    return () => next.stop();
  }, [client]);
  return queue;
}
