import type { ProjectDetail } from '@framecast/contract';
import { Alert, Button, Center, Container, Loader, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useProjectDetail } from '../../../shared/projects/project-detail';
import { useEditorSession } from '../../../shared/projects/useEditorSession';
import { EditorStoreContext } from '../model/editor-store';
import { openDocument } from '../model/open-document';
import { QuickEditor } from './QuickEditor';
import { QuickStart } from './QuickStart';

/**
 * /quickeditor (spec 000 §2.4): `?id=` opens a draft or a rendered video script first, in the same
 * editor store, autosave and edit lock as /editor; no id lets the user pick a recent project. Phones may
 * open it: the guard sends only the timeline editor to /h5 (§2.13 rule 3).
 */
export default function QuickEditorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const detail = useProjectDetail(id);
  const session = useEditorSession(id);

  if (!id) return <QuickStart />;
  if (detail.isError) {
    return (
      <Container size={640} py="xl">
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('editor.loadErrorTitle')}>
          <Text size="sm">{t('editor.loadError')}</Text>
          <Button mt="md" component={Link} to="/quickeditor">
            {t('editor.quick.pick.title')}
          </Button>
        </Alert>
      </Container>
    );
  }
  if (!detail.data) {
    return (
      <Center h="60dvh">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  return <OpenQuickEditor key={session.key} opened={detail.data} />;
}

function OpenQuickEditor({ opened }: { opened: ProjectDetail }) {
  // Made once per opened project, as in /editor: a later answer for it must not reset the user's edits.
  // biome-ignore lint/correctness/useExhaustiveDependencies: made once per mount (keyed by the session)
  const { store, baseline } = useMemo(() => openDocument(opened, () => opened.document), []);
  return (
    <EditorStoreContext.Provider value={store}>
      <QuickEditor opened={opened} baseline={baseline} onReload={() => window.location.reload()} />
    </EditorStoreContext.Provider>
  );
}
