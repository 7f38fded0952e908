import { RENDERING_STATUSES, type ProjectDetail, type RequestOf } from '@framecast/contract';
import { estimateScriptSeconds, projectNameFromScript, TimelineError, type TimelineDoc } from '@framecast/timeline';
import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useProjectDetail } from '../../../shared/projects/project-detail';
import { useSaveProject } from '../../../shared/projects/save-project';

/**
 * What a creation form is (Avatar Video, Talking Photo): its defaults, how a saved document fills it,
 * what is still missing, and how it becomes a document.
 */
export interface FormKind<F extends { script: string; speed: number }, P extends string> {
  defaults: F;
  fromDocument: (doc: TimelineDoc) => F;
  /** The first missing piece, shown beside its field; null when the form is complete. */
  problem: (form: F) => P | null;
  /** Throws TimelineError (reason 'script') when nothing can be spoken. */
  toDocument: (form: F) => TimelineDoc;
  source: RequestOf<'projectSave'>['source'];
  untitled: string;
}

/** Problems beside their fields, plus 'unspeakable' (nothing to say) and 'tooLong' (over the plan's limit). */
export type ProblemOf<P extends string> = P | 'unspeakable' | 'tooLong';

/**
 * A creation form and the project behind it. The editor is mounted once per draft (see
 * useEditorSession): the form starts from the opened document, or the defaults for a new video. Saving
 * creates the draft on first save (the id then goes into the address) and sends the revision it edited
 * afterwards.
 */
export function useFormProject<F extends { script: string; speed: number }, P extends string>(
  kind: FormKind<F, P>,
  opened: ProjectDetail | undefined,
  onCreated: (id: string) => void,
) {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const detail = useProjectDetail(id);
  const save = useSaveProject();
  const [form, setForm] = useState<F>(() => (opened ? kind.fromDocument(opened.document) : kind.defaults));
  const [dirty, setDirty] = useState(false);
  const [problem, setProblem] = useState<ProblemOf<P> | null>(null);
  // Which project the form is and the revision it edits, known at once after a save; the address
  // follows a moment later, and a second click in that moment must not create a second draft.
  const saved = useRef<{ id: string | null; revision?: number }>({ id: opened?.id ?? null, revision: opened?.revision });
  // Saves run one after another, each with the id and revision the previous one returned.
  const chain = useRef<Promise<unknown>>(Promise.resolve());

  const patch = useCallback((change: Partial<F>) => {
    setForm((f) => ({ ...f, ...change }));
    setDirty(true);
    setProblem(null);
  }, []);

  /** Fills in what the form learns on its own (a photo's shape): not an edit, so nothing is unsaved. */
  const complete = useCallback((change: Partial<F>) => setForm((f) => ({ ...f, ...change })), []);

  const send = useCallback(
    async (current: F, document: TimelineDoc): Promise<ProjectDetail | null> => {
      const { id: projectId, revision } = saved.current;
      try {
        const project = await save.mutateAsync({
          id: projectId ?? undefined,
          name: projectId ? undefined : projectNameFromScript(current.script) || kind.untitled,
          document,
          revision: projectId ? revision : undefined,
          source: kind.source,
          category: 'avatar_video',
        });
        saved.current = { id: project.id, revision: project.revision };
        setDirty(false);
        if (project.id !== projectId) {
          onCreated(project.id);
          setParams({ id: project.id }, { replace: true });
        }
        return project;
      } catch {
        return null; // the client has shown the error
      }
    },
    [save, setParams, kind, onCreated],
  );

  /** Saves the form; null when something is missing (the problem is shown) or the server refused. */
  const saveNow = useCallback(async (): Promise<ProjectDetail | null> => {
    const missing = kind.problem(form);
    if (missing) {
      setProblem(missing);
      return null;
    }
    let document: TimelineDoc;
    try {
      document = kind.toDocument(form);
    } catch (error) {
      if (error instanceof TimelineError && error.reason === 'script') {
        setProblem('unspeakable');
        return null;
      }
      throw error;
    }
    const run = chain.current.then(() => send(form, document));
    chain.current = run;
    return run;
  }, [form, send, kind]);

  /**
   * Saves the form for a render, or not at all when the render would be refused for its length: a new
   * script over the plan's limit must not leave a draft behind.
   */
  const saveForRender = useCallback(
    async (limitSeconds: number): Promise<ProjectDetail | null> => {
      if (!kind.problem(form) && estimateScriptSeconds(form.script, form.speed) > limitSeconds) {
        setProblem('tooLong');
        return null;
      }
      return saveNow();
    },
    [form, saveNow, kind],
  );

  const project = id ? detail.data : undefined;
  return {
    id,
    form,
    patch,
    complete,
    dirty,
    problem,
    saveNow,
    saveForRender,
    saving: save.isPending,
    project,
    /** A render is running: the document is locked until it ends. */
    locked: project ? RENDERING_STATUSES.includes(project.status) : false,
  };
}
