import { type ProjectDetail, RENDERING_STATUSES, type Template } from '@framecast/contract';
import { removeLayer, type TimelineDoc } from '@framecast/timeline';
import { Alert, Text, UnstyledButton } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import {
  IconAlertCircle,
  IconBadgeCc,
  IconLayout,
  IconLetterT,
  IconMicrophone,
  IconMusic,
  IconPalette,
  IconPhoto,
  IconShape,
  IconUser,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSpaceEntitlements } from '../../../shared/api/space-entitlements';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toastError } from '../../../shared/ui/toast';
import { RenderDialog } from '../../../shared/projects/RenderDialog';
import { EditLockBanner } from '../../../shared/projects/EditLockBanner';
import { useEditLock } from '../../../shared/projects/useEditLock';
import { useProjectEvents } from '../../../shared/projects/useProjectEvents';
import { useAutosave } from '../hooks/useAutosave';
import { usePlaybackClock } from '../hooks/usePlaybackClock';
import { usePreviewSpeech } from '../hooks/usePreviewSpeech';
import { useEditor, useEditorApi } from '../model/editor-store';
import { type RenderProblem, renderProblems } from '../model/render-check';
import { AvatarPanel } from '../panels/AvatarPanel';
import { BrandKitPanel } from '../panels/BrandKitPanel';
import { ElementsPanel } from '../panels/ElementsPanel';
import { LayoutPanel } from '../panels/LayoutPanel';
import { MediaPanel } from '../panels/MediaPanel';
import { MusicPanel } from '../panels/MusicPanel';
import { ScriptPanel } from '../panels/ScriptPanel';
import { SubtitlesPanel } from '../panels/SubtitlesPanel';
import { TextPanel } from '../panels/TextPanel';
import { Timeline } from '../timeline/Timeline';
import { useTimelineHotkeys } from '../timeline/useTimelineHotkeys';
import { EditorTopBar } from './EditorTopBar';
import { PlayBar } from './PlayBar';
import { PreviewAudio } from './PreviewAudio';
import { SaveTemplateDialog } from './SaveTemplateDialog';
import { Stage } from './Stage';
import classes from './EditorShell.module.css';

const PANELS = [
  { key: 'script', icon: IconMicrophone, body: ScriptPanel },
  { key: 'avatar', icon: IconUser, body: AvatarPanel },
  { key: 'layout', icon: IconLayout, body: LayoutPanel },
  { key: 'text', icon: IconLetterT, body: TextPanel },
  { key: 'elements', icon: IconShape, body: ElementsPanel },
  { key: 'media', icon: IconPhoto, body: MediaPanel },
  { key: 'subtitles', icon: IconBadgeCc, body: SubtitlesPanel },
  { key: 'music', icon: IconMusic, body: MusicPanel },
  { key: 'brandKit', icon: IconPalette, body: BrandKitPanel },
] as const;
type PanelKey = (typeof PANELS)[number]['key'];

interface Props {
  opened: ProjectDetail | undefined;
  /** The template the video was started from (template editing), if any. */
  template: Template | undefined;
  /** The document as the server holds it (null: nothing saved yet). */
  baseline: TimelineDoc | null;
  onCreated: (project: ProjectDetail) => void;
  onReload: () => void;
}

/** The timeline editor (spec 000 §2.12): panels on the left, the stage, the timeline below, autosaved. */
export function EditorShell({ opened, template, baseline, onCreated, onReload }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const space = useSpaceEntitlements();
  const store = useEditorApi();
  const [panel, setPanel] = useState<PanelKey>('script');
  const [problems, setProblems] = useState<RenderProblem[]>([]);
  const [renderId, setRenderId] = useState<string | null>(null);
  const [savingTemplate, setSavingTemplate] = useState(false);
  const [id, setId] = useState(opened?.id ?? null);
  const { lockedBy } = useEditLock(id);
  const rendering = opened ? RENDERING_STATUSES.includes(opened.status) : false;
  useProjectEvents(rendering && opened ? [opened.id] : []);
  const autosave = useAutosave({
    opened,
    baseline,
    paused: lockedBy !== null || rendering,
    untitled: t('editor.untitled'),
    onCreated: (project) => {
      setId(project.id);
      onCreated(project);
    },
  });
  const undo = useEditor((s) => s.undo);
  const redo = useEditor((s) => s.redo);

  usePlaybackClock();
  usePreviewSpeech(lockedBy === null);

  // Read when pressed: the shell does not re-render (nor re-render what it holds) for each selection.
  const removeSelected = () => {
    const { layerId, sceneId, change } = store.getState();
    if (layerId) change(t('editor.history.removeLayer'), (d) => removeLayer(d, sceneId, layerId));
  };
  // Typing in a box keeps its own keys (mantine's useHotkeys leaves inputs alone by default).
  useHotkeys([
    ['mod+Z', undo],
    ['mod+shift+Z', redo],
    ['mod+Y', redo],
    ['Delete', removeSelected],
    ['Backspace', removeSelected],
  ]);
  useTimelineHotkeys();

  const render = async () => {
    const doc = store.getState().history.doc;
    const found = renderProblems(doc, space.max_video_seconds);
    setProblems(found);
    const first = found.find((p) => p.scene !== null);
    if (first) store.getState().selectScene(doc.scenes[first.scene!]!.id);
    if (found.length) return;
    await autosave.flush();
    const projectId = autosave.projectId();
    if (projectId && store.getState().history.doc === doc) setRenderId(projectId);
  };

  const Body = PANELS.find((p) => p.key === panel)!.body;
  // What the shell holds follows the store by itself; the shell re-renders for its save state and
  // dialogs, which must not re-render the stage, the timeline and the panel with it.
  const body = useMemo(() => <Body />, [Body]);
  const center = useMemo(
    () => (
      <div className={classes.center}>
        <Stage watermark={space.watermark} />
        <Timeline lead={<PlayBar />} />
      </div>
    ),
    [space.watermark],
  );
  const blocked = lockedBy !== null ? t('editor.lockedBy', { name: lockedBy || t('editor.someone') }) : rendering ? t('editor.rendering') : null;

  return (
    <div className={classes.shell}>
      <EditorTopBar
        name={opened?.name ?? t('editor.untitled')}
        save={autosave.state}
        onReload={onReload}
        onRender={() => void render()}
        onSaveTemplate={lockedBy === null ? () => setSavingTemplate(true) : undefined}
        renderBlocked={blocked}
      />
      {lockedBy !== null && <EditLockBanner editor={lockedBy} />}
      {problems.length > 0 && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          withCloseButton
          onClose={() => setProblems([])}
          py={6}
          data-testid="render-problems"
        >
          {problems.map((p) => (
            <Text key={`${p.scene}:${p.key}`} size="sm">
              {p.scene !== null
                ? t('editor.problems.onScene', { scene: t('editor.scenes.scene', { n: p.scene + 1 }), problem: t(`editor.problems.${p.key}`, p.params) })
                : t(`editor.problems.${p.key}`, p.params)}
            </Text>
          ))}
        </Alert>
      )}
      <main className={classes.body}>
        <nav className={classes.rail} aria-label={t('editor.panels.label')}>
          {PANELS.map(({ key, icon: Icon }) => (
            <UnstyledButton
              key={key}
              className={classes.tab}
              data-active={panel === key}
              aria-pressed={panel === key}
              onClick={() => setPanel(key)}
              data-testid={`panel-${key}`}
            >
              <Icon size={20} aria-hidden />
              {t(`editor.panels.${key}`)}
            </UnstyledButton>
          ))}
        </nav>
        <section className={classes.panel} aria-label={t(`editor.panels.${panel}`)}>
          {body}
        </section>
        {center}
      </main>
      <PreviewAudio />
      {savingTemplate && (
        <SaveTemplateDialog
          opened
          onClose={() => setSavingTemplate(false)}
          template={template}
          name={opened?.name ?? t('editor.untitled')}
          saveDraft={async () => {
            await autosave.flush();
            const projectId = autosave.projectId();
            if (!projectId) toastError(t('editor.saveTemplate.notSaved'));
            return projectId;
          }}
        />
      )}
      {renderId !== null && (
        <RenderDialog projectId={renderId} opened onClose={() => setRenderId(null)} onRendered={(pid) => navigate(`/video-detail?id=${pid}`)} />
      )}
    </div>
  );
}
