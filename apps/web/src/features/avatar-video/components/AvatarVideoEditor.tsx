import { type ProjectDetail, V } from '@framecast/contract';
import { captionText, splitSentences } from '@framecast/timeline';
import { Container, Grid, Stack } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useSpaceEntitlements } from '../../../shared/api/space-entitlements';
import { localizeMessage, translate } from '../../../shared/i18n/localize';
import { RenderDialog } from '../../../shared/projects/RenderDialog';
import { toastSuccess } from '../../../shared/ui/toast';
import { useAvatarLibrary } from '../../../shared/avatar-library/get-avatar-library';
import { useUserAvatars } from '../../../shared/user-avatars/api';
import { useVoices } from '../../../shared/voices/api';
import { AspectPreview } from './AspectPreview';
import { AvatarPicker } from '../../../shared/video-form/AvatarPicker';
import { EngineNote } from '../../../shared/video-form/EngineNote';
import { FormActions } from './FormActions';
import { EditorHeader } from './EditorHeader';
import { ScriptEditor } from './ScriptEditor';
import { Section } from '../../../shared/ui/Section';
import { VideoSettings } from './VideoSettings';
import { VoicePicker } from '../../../shared/video-form/VoicePicker';
// The same live status as the projects pages, so a render that ends unlocks this page without a reload.
import { useProjectEvents } from '../../../shared/projects/useProjectEvents';
import { useAvatarVideoProject, type FieldProblem } from '../hooks/useAvatarVideoProject';
import { useEditLock } from '../../../shared/projects/useEditLock';
import { suggestVoice, voiceMismatch } from '../../../shared/voices/voice-search';
import classes from '../pages/AvatarVideoPage.module.css';

const SECTION_OF: Record<FieldProblem, string> = {
  avatar: 'avatar-picker',
  voice: 'voice-picker',
  script: 'script-section',
  unspeakable: 'script-section',
  tooLong: 'script-section',
};

interface Props {
  /** The draft the address opened (undefined for a new video); the form starts from it. */
  opened: ProjectDetail | undefined;
  /** Told the id of the draft the first save creates, before it reaches the address. */
  onCreated: (id: string) => void;
}

/** The /talking-avatar form: choose an avatar, write the script, pick a voice and a frame, then render (spec 000 §2.12). */
export function AvatarVideoEditor({ opened, onCreated }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const space = useSpaceEntitlements();
  const p = useAvatarVideoProject(opened, onCreated);
  const voices = useVoices();
  const catalogue = useAvatarLibrary({ sample: '0' });
  const own = useUserAvatars({ scope: 'mine' });
  const [voiceChosen, setVoiceChosen] = useState(false);
  const [renderId, setRenderId] = useState<string | null>(null);
  useProjectEvents(p.locked && p.project ? [p.project.id] : []);
  // Another member has this draft open: read it, but saving and rendering wait for them.
  const { lockedBy } = useEditLock(p.id);

  const look = useMemo(() => catalogue.data?.sets.flatMap((s) => s.looks).find((l) => l.id === p.form.avatar) ?? null, [catalogue.data, p.form.avatar]);
  const photoLook = useMemo(() => own.data?.items.flatMap((a) => a.looks).find((l) => l.ref === p.form.avatar) ?? null, [own.data, p.form.avatar]);
  // Splitting a long script is not free; only a script edit changes the first sentence.
  // Captions show the words, not the pause and pronunciation marks.
  const firstSentence = useMemo(() => {
    const first = p.form.subtitles ? splitSentences(p.form.script)[0] : undefined;
    return first === undefined ? undefined : captionText(first);
  }, [p.form.subtitles, p.form.script]);
  const caption = p.form.subtitles ? (firstSentence ?? t('avatarVideo.preview.caption')) : null;

  const problemText = (field: 'avatar' | 'voice' | 'script'): string | null => {
    if (p.problem === 'unspeakable' && field === 'script') return localizeMessage(V.scriptError);
    return p.problem === field ? t(`avatarVideo.problems.${field}`) : null;
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
          title={t('avatarVideo.title')}
          subtitle={t('avatarVideo.subtitle')}
          newPath="/talking-avatar"
          newLabel={t('avatarVideo.newVideo')}
          id={p.id}
          project={p.project}
          dirty={p.dirty}
          locked={p.locked}
          lockedBy={lockedBy}
        />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="lg">
              <AvatarPicker
                selected={p.form.avatar}
                emotion={p.form.emotion}
                error={problemText('avatar')}
                onEmotion={(emotion) => p.patch({ emotion })}
                onSelect={(l) => {
                  const suggested = voiceChosen ? null : suggestVoice(l, voices.data?.items ?? [], p.form.script, i18n.language);
                  p.patch(suggested ? { avatar: l.id, voice: suggested } : { avatar: l.id });
                }}
                onSelectMine={(l, avatar) => p.patch(!voiceChosen && avatar.voice ? { avatar: l.ref, voice: avatar.voice } : { avatar: l.ref })}
              />
              <ScriptEditor
                script={p.form.script}
                speed={p.form.speed}
                limits={space}
                error={problemText('script')}
                onScript={(script) => p.patch({ script })}
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
                  onVoice={(v) => {
                    setVoiceChosen(true);
                    p.patch({ voice: v.id });
                  }}
                />
              </ScriptEditor>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="md" className={classes.side}>
              <Section step={3} title={t('avatarVideo.settings.title')} testId="settings-section">
                <AspectPreview form={p.form} look={look} photoLook={photoLook?.image_url ?? null} caption={caption} watermark={space.watermark} />
                <VideoSettings form={p.form} onChange={p.patch} />
              </Section>
              <EngineNote />
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
