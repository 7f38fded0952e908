import type { ProjectDetail } from '@framecast/contract';
import { Alert, Button, Center, Container, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useProjectDetail } from '../../../shared/projects/project-detail';
import { useEditorSession } from '../../../shared/projects/useEditorSession';

interface Props {
  /** The form's own address and its "New …" label. */
  newPath: string;
  newLabel: string;
  /** Where a draft this form did not make opens instead (another form's address), or null. */
  elsewhere: (project: ProjectDetail) => string | null;
  /** The editor for the opened draft (undefined for a new video), keyed by the session. */
  editor: (opened: ProjectDetail | undefined, onCreated: (id: string) => void, key: number) => ReactNode;
}

/**
 * A creation form's page with `?id=`: waits for the opened draft, then mounts an editor keyed by the
 * draft so that opening another one or "New …" starts from that document, not from stale state.
 */
export function DraftGate({ newPath, newLabel, elsewhere, editor }: Props) {
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
          <Button mt="md" component={Link} to={newPath} leftSection={<IconPlus size={16} />}>
            {newLabel}
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
  const other = detail.data && !session.adopted ? elsewhere(detail.data) : null;
  if (other) return <Navigate to={other} replace />;
  return editor(detail.data, session.adopt, session.key);
}
