import type { PhotoFacesData } from '@framecast/contract';
import { Alert, Button, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconPhotoPlus, IconUserSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useAsset } from '../assets/api';
import { useTranslation } from '../i18n/use-translation';
import { MediaPicker } from '../media-picker/MediaPicker';
import { faceCentre, type PhotoPart, usePhotoFaces } from './photo-faces';
import { Section } from '../ui/Section';
import classes from './PhotoField.module.css';
import { failureOf } from '../api/failure';

interface Props {
  value: PhotoPart;
  error: string | null;
  onChange: (patch: PhotoPart) => void;
  /** What the faces tell about a photo already chosen (its shape), without counting as an edit. */
  onMeasured: (patch: Pick<PhotoPart, 'photoAspect'>) => void;
  /** The card's heading, when the field is not Talking Photo's first step. */
  heading?: { step?: number; title: string; hint: string };
}

/** The photo's height on the page, at most (CSS pixels). */
const PHOTO_HEIGHT = 360;

const same = (a: { x: number; y: number } | null, b: { x: number; y: number }) => !!a && Math.abs(a.x - b.x) < 1e-3 && Math.abs(a.y - b.y) < 1e-3;

/** Step 1 of Talking Photo (and the photo of a photo avatar): the portrait, its faces found by the server, and which one speaks. */
export function PhotoField({ value, error, onChange, onMeasured, heading }: Props) {
  const { t } = useTranslation();
  const head = heading ?? { step: 1, title: t('talkingPhoto.photo.title'), hint: t('talkingPhoto.photo.hint') };
  const [open, setOpen] = useState(false);
  const asset = useAsset(value.photo);
  const faces = usePhotoFaces(value.photo);
  const data: PhotoFacesData | undefined = faces.data;

  // A photo's shape arrives with its faces; a single face is chosen for the user.
  useEffect(() => {
    if (!data) return;
    if (value.photoAspect === null) onMeasured({ photoAspect: data.width / data.height });
    const only = data.faces.length === 1 ? faceCentre(data.faces[0]!) : null;
    if (only && !same(value.face, only)) onChange({ ...value, photoAspect: data.width / data.height, face: only });
  }, [data, value, onChange, onMeasured]);

  const chosen = data?.faces.findIndex((f) => same(value.face, faceCentre(f))) ?? -1;
  const failure = faces.isError ? (failureOf(faces.error)?.message ?? t('talkingPhoto.photo.failed')) : null;

  return (
    <Section step={head.step} title={head.title} hint={head.hint} testId="photo-section">
      {value.photo ? (
        <Stack gap="sm">
          <div className={classes.stage}>
            <div
              className={classes.photo}
              style={
                data
                  ? { aspectRatio: `${data.width} / ${data.height}`, width: `min(100%, ${Math.round((PHOTO_HEIGHT * data.width) / data.height)}px)` }
                  : undefined
              }
              data-testid="photo-preview"
            >
              {asset.data && <img src={asset.data.url} alt={t('talkingPhoto.photo.alt')} className={classes.image} />}
              {data?.faces.map((f, i) => {
                const box = { left: `${f.x * 100}%`, top: `${f.y * 100}%`, width: `${f.width * 100}%`, height: `${f.height * 100}%` };
                const label = t('talkingPhoto.photo.face', { index: i + 1 });
                return data.faces.length > 1 ? (
                  <UnstyledButton
                    key={`${f.x},${f.y}`}
                    className={classes.face}
                    style={box}
                    data-chosen={i === chosen}
                    aria-pressed={i === chosen}
                    aria-label={label}
                    title={label}
                    onClick={() => onChange({ ...value, photoAspect: data.width / data.height, face: faceCentre(f) })}
                    data-testid={`face-${i + 1}`}
                  >
                    <span className={classes.badge}>{i + 1}</span>
                  </UnstyledButton>
                ) : (
                  <span key={`${f.x},${f.y}`} className={classes.face} style={box} data-chosen="true" data-testid="face-1" />
                );
              })}
            </div>
          </div>
          <Group justify="space-between" gap="xs" wrap="wrap">
            {faces.isPending ? (
              <Group gap={6} data-testid="photo-status">
                <Loader size={14} />
                <Text size="sm" c="dimmed">
                  {t('talkingPhoto.photo.finding')}
                </Text>
              </Group>
            ) : data ? (
              <Group gap={6} wrap="nowrap" data-testid="photo-status">
                {data.faces.length > 1 && chosen < 0 ? (
                  <IconUserSearch size={16} color="var(--mantine-color-orange-7)" />
                ) : (
                  <IconCircleCheck size={16} color="var(--mantine-color-teal-7)" />
                )}
                <Text size="sm">
                  {data.faces.length === 1
                    ? t('talkingPhoto.photo.oneFace')
                    : chosen < 0
                      ? t('talkingPhoto.photo.manyFaces', { count: data.faces.length })
                      : t('talkingPhoto.photo.chosenFace', { index: chosen + 1, count: data.faces.length })}
                </Text>
              </Group>
            ) : (
              <span />
            )}
            <Button size="xs" variant="default" leftSection={<IconPhotoPlus size={14} />} onClick={() => setOpen(true)} data-testid="photo-change">
              {t('talkingPhoto.photo.change')}
            </Button>
          </Group>
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('talkingPhoto.photo.failed')} data-testid="photo-error">
              {failure}
            </Alert>
          )}
        </Stack>
      ) : (
        <UnstyledButton className={classes.empty} onClick={() => setOpen(true)} data-testid="photo-pick">
          <Stack gap={6} align="center">
            <IconPhotoPlus size={32} stroke={1.5} color="var(--mantine-color-violet-6)" />
            <Text fw={600}>{t('talkingPhoto.photo.choose')}</Text>
            <Text size="xs" c="dimmed">
              {t('talkingPhoto.photo.empty')}
            </Text>
          </Stack>
        </UnstyledButton>
      )}
      {error && (
        <Text size="sm" c="red.7" role="alert" data-testid="photo-problem">
          {error}
        </Text>
      )}
      <MediaPicker
        opened={open}
        onClose={() => setOpen(false)}
        title={t('talkingPhoto.photo.pickerTitle')}
        kinds={['image']}
        tool="photo"
        onPick={(a) => onChange({ photo: a.id, photoAspect: null, face: null })}
      />
    </Section>
  );
}
