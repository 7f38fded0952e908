import { type ProjectDetail, RENDERING_STATUSES } from '@framecast/contract';
import { canRedo, canUndo, type TimelineDoc } from '@framecast/timeline';
import { ActionIcon, Alert, Button, Container, Grid, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconAlertCircle, IconArrowBackUp, IconArrowForwardUp, IconTimeline, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSpaceEntitlements } from '../../../shared/api/space-entitlements';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { EditLockBanner } from '../../../shared/projects/EditLockBanner';
import { RenderDialog } from '../../../shared/projects/RenderDialog';
import { useEditLock } from '../../../shared/projects/useEditLock';
import { useProjectEvents } from '../../../shared/projects/useProjectEvents';
import { PreviewAudio } from '../components/PreviewAudio';
import { SaveIndicator } from '../components/SaveIndicator';
import { useAutosave } from '../hooks/useAutosave';
import { usePlaybackClock } from '../hooks/usePlaybackClock';
import { usePlayKey } from '../hooks/usePlayKey';
import { usePreviewSpeech } from '../hooks/usePreviewSpeech';
import { useEditor, useEditorApi } from '../model/editor-store';
import { type RenderProblem, renderProblems } from '../model/render-check';
import { QuickCaptions } from './QuickCaptions';
import { QuickLines } from './QuickLines';
import { QuickPresenter } from './QuickPresenter';
import { QuickPreview } from './QuickPreview';

interface Props {
  opened: ProjectDetail;
  /** The document as the server holds it. */
  baseline: TimelineDoc | null;
  onReload: () => void;
}

/**
 * The quick editor: the video's lines, its presenter and captions, a preview and Render — the same
 * document, autosave, lock and render checks as the timeline editor, for people who never want a timeline.
 */
export function QuickEditor({ opened, baseline, onReload }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const space = useSpaceEntitlements();
  const store = useEditorApi();
  const [problems, setProblems] = useState<RenderProblem[]>([]);
  const [renderId, setRenderId] = useState<string | null>(null);
  const { lockedBy } = useEditLock(opened.id);
  const rendering = RENDERING_STATUSES.includes(opened.status);
  useProjectEvents(rendering ? [opened.id] : []);
  const autosave = useAutosave({ opened, baseline, paused: lockedBy !== null || rendering, untitled: t('editor.untitled'), onCreated: () => {} });
  const history = useEditor((s) => s.history);
  const undo = useEditor((s) => s.undo);
  const redo = useEditor((s) => s.redo);
  useHotkeys([
    ['mod+Z', undo],
    ['mod+shift+Z', redo],
    ['mod+Y', redo],
  ]);
  // The preview plays as the timeline editor's does: the same clock, speech from the server and sound.
  usePlaybackClock();
  usePreviewSpeech(lockedBy === null);
  usePlayKey({ leaveControls: true });

  const render = async () => {
    const doc = store.getState().history.doc;
    const found = renderProblems(doc, space.max_video_seconds);
    setProblems(found);
    if (found.length) return;
    await autosave.flush();
    if (store.getState().history.doc === doc) setRenderId(opened.id);
  };
  // The full editor opens the saved document: what is typed here is sent first (the backup holds it if not).
  const openFull = async () => {
    await autosave.flush();
    navigate(`/editor?id=${opened.id}`);
  };
  const blocked = lockedBy !== null ? t('editor.lockedBy', { name: lockedBy || t('editor.someone') }) : rendering ? t('editor.rendering') : null;

  return (
    <Container size={1200} py="md" px={{ base: 'sm', sm: 'md' }} data-testid="quick-editor">
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Stack gap={2} miw={0}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {t('editor.quick.title')}
            </Text>
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Title order={1} size="h4" lineClamp={1} dir="auto" data-testid="quick-name">
                {opened.name}
              </Title>
              <SaveIndicator state={autosave.state} onReload={onReload} />
            </Group>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Tooltip label={t('editor.undo')}>
              <ActionIcon variant="subtle" size="lg" aria-label={t('editor.undo')} disabled={!canUndo(history)} onClick={undo} data-testid="undo">
                <IconArrowBackUp size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('editor.redo')}>
              <ActionIcon variant="subtle" size="lg" aria-label={t('editor.redo')} disabled={!canRedo(history)} onClick={redo} data-testid="redo">
                <IconArrowForwardUp size={18} />
              </ActionIcon>
            </Tooltip>
            {/* Phones are sent from the timeline editor to /h5, so they are not offered it. */}
            <Button variant="default" leftSection={<IconTimeline size={16} />} onClick={() => void openFull()} visibleFrom="sm" data-testid="quick-open-full">
              {t('editor.quick.fullEditor')}
            </Button>
            <Tooltip label={blocked} disabled={!blocked}>
              <Button leftSection={<IconPlayerPlay size={16} />} onClick={() => void render()} disabled={blocked !== null} data-testid="quick-render">
                {t('editor.render')}
              </Button>
            </Tooltip>
          </Group>
        </Group>
        {lockedBy !== null && <EditLockBanner editor={lockedBy} />}
        {problems.length > 0 && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} withCloseButton onClose={() => setProblems([])} data-testid="render-problems">
            {problems.map((p) => (
              <Text key={`${p.scene}:${p.key}`} size="sm">
                {p.scene !== null
                  ? t('editor.problems.onScene', { scene: t('editor.scenes.scene', { n: p.scene + 1 }), problem: t(`editor.problems.${p.key}`, p.params) })
                  : t(`editor.problems.${p.key}`, p.params)}
              </Text>
            ))}
          </Alert>
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <QuickLines />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <QuickPreview watermark={space.watermark} />
              <QuickPresenter />
              <QuickCaptions />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
      <PreviewAudio />
      <RenderDialog
        projectId={renderId}
        opened={renderId !== null}
        onClose={() => setRenderId(null)}
        onRendered={(pid) => navigate(`/video-detail?id=${pid}`)}
      />
    </Container>
  );
}
