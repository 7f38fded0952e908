import { type ProjectDetail, V } from '@framecast/contract';
import { captionText, splitSentences } from '@framecast/timeline';
import { Container, Grid, Stack } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSpaceEntitlements } from '../../../shared/api/space-entitlements';
import { useAsset } from '../../../shared/assets/api';
import { localizeMessage, translate } from '../../../shared/i18n/localize';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { RenderDialog } from '../../../shared/projects/RenderDialog';
import { useProjectEvents } from '../../../shared/projects/useProjectEvents';
import { toastSuccess } from '../../../shared/ui/toast';
import { useVoices } from '../../../shared/voices/api';
import { useEditLock } from '../../../shared/projects/useEditLock';
import { type PhotoFieldProblem, useTalkingPhotoProject } from '../hooks/useTalkingPhotoProject';
import { type TalkingPhotoForm, toPhotoDocument } from '../photo-document';
import { voiceMismatch } from '../../../shared/voices/voice-search';
import { EngineNote } from '../../../shared/video-form/EngineNote';
import { FormActions } from './FormActions';
import { FramePreview } from './FramePreview';
import { PhotoField } from '../../../shared/photo/PhotoField';
import { EditorHeader } from './EditorHeader';
import { ScriptEditor } from './ScriptEditor';
import { Section } from '../../../shared/ui/Section';
import { FrameSettings } from './VideoSettings';
import { VoicePicker } from '../../../shared/video-form/VoicePicker';
import classes from '../pages/AvatarVideoPage.module.css';
import previewClasses from './AspectPreview.module.css';

const SECTION_OF: Record<PhotoFieldProblem, string> = {
  photo: 'photo-section',
  face: 'photo-section',
  voice: 'voice-picker',
  script: 'script-section',
  unspeakable: 'script-section',
  tooLong: 'script-section',
};

interface Props {
  opened: ProjectDetail | undefined;
  onCreated: (id: string) => void;
}

/** The frame as the video will show it: the photo cropped to fill it, the subtitle band, the watermark. */
function PhotoPreview({ form, caption, watermark }: { form: TalkingPhotoForm; caption: string | null; watermark: boolean }) {
  const photo = useAsset(form.photo).data;
  const aspect = form.photoAspect ?? 0.75;
  const doc = useMemo(
    () => toPhotoDocument({ ...form, photo: form.photo ?? 'preview', photoAspect: aspect, voice: form.voice ?? 'espeak:en', script: 'Preview.' }),
    [form, aspect],
  );
  const avatarAspect = useCallback(() => aspect, [aspect]);
  return (
    <FramePreview
      doc={doc}
      avatarAspect={avatarAspect}
      background="#111827"
      caption={caption}
      subtitlePreset={form.subtitlePreset}
      watermark={watermark}
      avatar={(_, style) => (photo ? <img src={photo.url} alt="" className={previewClasses.avatar} style={style} data-testid="preview-photo" /> : null)}
    />
  );
}

/** The /talking-photo form: a portrait, its speaking face, the script and voice, the frame; then render (spec 000 §2.12). */
export function TalkingPhotoEditor({ opened, onCreated }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const space = useSpaceEntitlements();
  const p = useTalkingPhotoProject(opened, onCreated);
  const voices = useVoices();
  const [renderId, setRenderId] = useState<string | null>(null);
  useProjectEvents(p.locked && p.project ? [p.project.id] : []);
  const { lockedBy } = useEditLock(p.id);

  // Captions show the words, not the pause and pronunciation marks.
  const firstSentence = useMemo(() => {
    const first = p.form.subtitles ? splitSentences(p.form.script)[0] : undefined;
    return first === undefined ? undefined : captionText(first);
  }, [p.form.subtitles, p.form.script]);
  const caption = p.form.subtitles ? (firstSentence ?? t('avatarVideo.preview.caption')) : null;

  const problemText = (field: 'photo' | 'voice' | 'script'): string | null => {
    if (p.problem === 'unspeakable' && field === 'script') return localizeMessage(V.scriptError);
    if (field === 'photo' && (p.problem === 'photo' || p.problem === 'face')) return t(`talkingPhoto.problems.${p.problem}`);
    return p.problem === field ? t(`talkingPhoto.problems.${field}`) : null;
  };

  useEffect(() => {
    if (p.problem) document.querySelector(`[data-testid="${SECTION_OF[p.problem]}"]`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [p.problem]);

  const save = async () => {
    if (await p.saveNow()) toastSuccess(t('avatarVideo.saved'));
  };
  const render = async () => {
    const project = await p.saveForRender(space.max_video_seconds);
    if (project) setRenderId(project.id);
  };
  const busy = p.locked || lockedBy !== null;

  return (
    <Container size={1320} py="lg" px={{ base: 'sm', sm: 'xl' }} className={classes.page}>
      <Stack gap="lg">
        <EditorHeader
          title={t('talkingPhoto.title')}
          subtitle={t('talkingPhoto.subtitle')}
          newPath="/talking-photo"
          newLabel={t('talkingPhoto.newVideo')}
          id={p.id}
          project={p.project}
          dirty={p.dirty}
          locked={p.locked}
          lockedBy={lockedBy}
        />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="lg">
              <PhotoField
                value={{ photo: p.form.photo, photoAspect: p.form.photoAspect, face: p.form.face }}
                error={problemText('photo')}
                onChange={p.patch}
                onMeasured={p.complete}
              />
              <ScriptEditor
                script={p.form.script}
                speed={p.form.speed}
                limits={space}
                error={problemText('script')}
                onScript={(script) => p.patch({ script })}
                hint={t('talkingPhoto.script.hint')}
                placeholder={t('talkingPhoto.script.placeholder')}
                pronunciation={voices.data?.items.find((v) => v.id === p.form.voice)?.pronunciation}
              >
                <VoicePicker
                  data={voices.data}
                  loading={voices.isPending}
                  failed={voices.isError}
                  mismatch={voiceMismatch(
                    p.form.script,
                    voices.data?.items.find((v) => v.id === p.form.voice),
                  )}
                  voice={p.form.voice}
                  error={problemText('voice')}
                  onVoice={(v) => p.patch({ voice: v.id })}
                />
              </ScriptEditor>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="md" className={classes.side}>
              <Section step={3} title={t('avatarVideo.settings.title')} testId="settings-section">
                <PhotoPreview form={p.form} caption={caption} watermark={space.watermark} />
                <Stack gap="md" data-testid="video-settings">
                  <FrameSettings form={p.form} onChange={p.patch} />
                </Stack>
              </Section>
              <EngineNote subject="photo" />
              <div className={classes.actions}>
                <FormActions
                  saving={p.saving}
                  disabled={busy}
                  onSave={() => void save()}
                  onRender={() => void render()}
                  refusal={p.problem === 'tooLong' ? translate({ key: 'v.videoTooLong', params: { seconds: space.max_video_seconds } }) : null}
                />
              </div>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
      <RenderDialog projectId={renderId} opened={renderId !== null} onClose={() => setRenderId(null)} onRendered={(id) => navigate(`/video-detail?id=${id}`)} />
    </Container>
  );
}
