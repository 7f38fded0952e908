import { Alert, Button, Center, Container, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useProjectDetail } from '../../../shared/projects/project-detail';
import { AvatarVideoEditor } from '../components/AvatarVideoEditor';
import { useEditorSession } from '../hooks/useEditorSession';
import { photoLayerOf } from '../photo-document';

/**
 * /talking-avatar and /talking-avatar?id=: waits for the opened draft, then mounts an editor keyed by
 * the draft so that opening another one or "New video" starts from that document, not from stale state.
 * A draft whose avatar is a photo opens in the Talking Photo form.
 */
export default function AvatarVideoPage() {
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
          <Button mt="md" component={Link} to="/talking-avatar" leftSection={<IconPlus size={16} />}>
            {t('avatarVideo.newVideo')}
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
  // A talking photo (a copy made with "Edit as new", say) opens in its own form.
  if (detail.data && photoLayerOf(detail.data.document)) return <Navigate to={`/talking-photo?id=${detail.data.id}`} replace />;
  return <AvatarVideoEditor key={session.key} opened={detail.data} onCreated={session.adopt} />;
}
