import { RENDERING_STATUSES, type ProjectDetail } from '@framecast/contract';
import { estimateScriptSeconds, TimelineError } from '@framecast/timeline';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useProjectDetail } from '../../../shared/projects/project-detail';
import { useSaveProject } from '../api/save-project';
import { projectNameFromScript } from '@framecast/timeline';
import { DEFAULT_FORM, formFromDocument, formProblem, toDocument, type AvatarVideoForm, type FormProblem } from '../document';

/**
 * Problems shown beside the field they belong to; 'unspeakable' is a script with nothing to say,
 * 'tooLong' one longer than the plan allows (the script editor says so already).
 */
export type FieldProblem = FormProblem | 'unspeakable' | 'tooLong';

/**
 * The form of /talking-avatar and the project behind it. The editor is mounted once per draft (see
 * useEditorSession): its form starts from the opened document, or the defaults for a new video. Saving
 * creates the draft on first save (the id then goes into the address) and sends the revision it edited
 * afterwards.
 */
export function useAvatarVideoProject(opened: ProjectDetail | undefined, onCreated: (id: string) => void) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const detail = useProjectDetail(id);
  const save = useSaveProject();
  const [form, setForm] = useState<AvatarVideoForm>(() => (opened ? formFromDocument(opened.document) : DEFAULT_FORM));
  const [dirty, setDirty] = useState(false);
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  // Which project the form is and the revision it edits, known at once after a save; the address
  // follows a moment later, and a second click in that moment must not create a second draft.
  const saved = useRef<{ id: string | null; revision?: number }>({ id: opened?.id ?? null, revision: opened?.revision });
  // Saves run one after another, each with the id and revision the previous one returned.
  const chain = useRef<Promise<unknown>>(Promise.resolve());

  const patch = useCallback((change: Partial<AvatarVideoForm>) => {
    setForm((f) => ({ ...f, ...change }));
    setDirty(true);
    setProblem(null);
  }, []);

  const send = useCallback(
    async (current: AvatarVideoForm, document: ReturnType<typeof toDocument>): Promise<ProjectDetail | null> => {
      const { id: projectId, revision } = saved.current;
      try {
        const project = await save.mutateAsync({
          id: projectId ?? undefined,
          name: projectId ? undefined : projectNameFromScript(current.script) || t('avatarVideo.untitled'),
          document,
          revision: projectId ? revision : undefined,
          source: 'talking_avatar',
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
    [save, setParams, t, onCreated],
  );

  /** Saves the form; null when something is missing (the problem is shown) or the server refused. */
  const saveNow = useCallback(async (): Promise<ProjectDetail | null> => {
    const missing = formProblem(form);
    if (missing) {
      setProblem(missing);
      return null;
    }
    let document: ReturnType<typeof toDocument>;
    try {
      document = toDocument(form);
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
  }, [form, send]);

  /**
   * Saves the form for a render, or not at all when the render would be refused for its length: a new
   * script over the plan's limit must not leave a draft behind.
   */
  const saveForRender = useCallback(
    async (limitSeconds: number): Promise<ProjectDetail | null> => {
      if (!formProblem(form) && estimateScriptSeconds(form.script, form.speed) > limitSeconds) {
        setProblem('tooLong');
        return null;
      }
      return saveNow();
    },
    [form, saveNow],
  );

  const project = id ? detail.data : undefined;
  return {
    id,
    form,
    patch,
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
