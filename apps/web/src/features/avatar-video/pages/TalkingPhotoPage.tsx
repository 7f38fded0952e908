import { Alert, Button, Center, Container, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useProjectDetail } from '../../../shared/projects/project-detail';
import { TalkingPhotoEditor } from '../components/TalkingPhotoEditor';
import { useEditorSession } from '../hooks/useEditorSession';
import { photoLayerOf } from '../photo-document';

/**
 * /talking-photo and /talking-photo?id=: waits for the opened draft, then mounts an editor keyed by the
 * draft (see AvatarVideoPage). A draft whose avatar is a library look opens in the Avatar Video form.
 */
export default function TalkingPhotoPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const detail = useProjectDetail(id);
  const session = useEditorSession(id);

  if (id && detail.isError) {
    return (
      <Container size={640} py="xl">
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('avatarVideo.loadErrorTitle')}>
          <Text size="sm">{t('avatarVideo.loadError')}</Text>
          <Button mt="md" component={Link} to="/talking-photo" leftSection={<IconPlus size={16} />}>
            {t('talkingPhoto.newVideo')}
          </Button>
        </Alert>
      </Container>
    );
  }
  if (id && !detail.data && !session.adopted) {
    return (
      <Center py="xl" mih={240}>
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (detail.data && !session.adopted && !photoLayerOf(detail.data.document)) return <Navigate to={`/talking-avatar?id=${detail.data.id}`} replace />;
  return <TalkingPhotoEditor key={session.key} opened={detail.data} onCreated={session.adopt} />;
}
