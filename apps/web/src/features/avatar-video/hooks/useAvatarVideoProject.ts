import { RENDERING_STATUSES, type ProjectDetail } from '@framecast/contract';
import { TimelineError } from '@framecast/timeline';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useProjectDetail } from '../../../shared/projects/project-detail';
import { useSaveProject } from '../api/save-project';
import { DEFAULT_FORM, formFromDocument, formProblem, projectNameFromScript, toDocument, type AvatarVideoForm, type FormProblem } from '../document';

/** Problems shown beside the field they belong to; 'unspeakable' is a script with nothing to say. */
export type FieldProblem = FormProblem | 'unspeakable';

/**
 * The form of /talking-avatar and the project behind it: `?id=` opens a saved draft, saving creates the
 * draft on first save (the id then goes into the address) and sends the revision it edited afterwards.
 */
export function useAvatarVideoProject() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const detail = useProjectDetail(id);
  const save = useSaveProject();
  const [form, setForm] = useState<AvatarVideoForm>(DEFAULT_FORM);
  const [loadedId, setLoadedId] = useState<string | null>(null);
  const [revision, setRevision] = useState<number | undefined>(undefined);
  const [dirty, setDirty] = useState(false);
  const [problem, setProblem] = useState<FieldProblem | null>(null);

  useEffect(() => {
    if (!id) {
      if (loadedId) {
        // "New video" from a loaded draft: start over.
        setForm(DEFAULT_FORM);
        setLoadedId(null);
        setRevision(undefined);
        setDirty(false);
      }
      return;
    }
    if (!detail.data || loadedId === id) return;
    setForm(formFromDocument(detail.data.document));
    setRevision(detail.data.revision);
    setLoadedId(id);
    setDirty(false);
  }, [id, detail.data, loadedId]);

  const patch = useCallback((change: Partial<AvatarVideoForm>) => {
    setForm((f) => ({ ...f, ...change }));
    setDirty(true);
    setProblem(null);
  }, []);

  /** Saves the form; null when something is missing (the problem is shown) or the server refused. */
  const saveNow = useCallback(async (): Promise<ProjectDetail | null> => {
    const missing = formProblem(form);
    if (missing) {
      setProblem(missing);
      return null;
    }
    let document;
    try {
      document = toDocument(form);
    } catch (error) {
      if (error instanceof TimelineError && error.reason === 'script') {
        setProblem('unspeakable');
        return null;
      }
      throw error;
    }
    try {
      const project = await save.mutateAsync({
        id: id ?? undefined,
        name: id ? undefined : projectNameFromScript(form.script) || t('avatarVideo.untitled'),
        document,
        revision: id ? revision : undefined,
        source: 'talking_avatar',
        category: 'avatar_video',
      });
      setRevision(project.revision);
      setLoadedId(project.id);
      setDirty(false);
      if (project.id !== id) setParams({ id: project.id }, { replace: true });
      return project;
    } catch {
      return null; // the client has shown the error
    }
  }, [form, id, revision, save, setParams, t]);

  const project = id ? detail.data : undefined;
  return {
    id,
    form,
    patch,
    dirty,
    problem,
    saveNow,
    saving: save.isPending,
    loading: Boolean(id) && detail.isPending,
    loadError: Boolean(id) && detail.isError,
    project,
    /** A render is running: the document is locked until it ends. */
    locked: project ? RENDERING_STATUSES.includes(project.status) : false,
  };
}
