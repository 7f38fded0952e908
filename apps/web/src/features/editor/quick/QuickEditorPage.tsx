import type { ProjectDetail } from '@framecast/contract';
import { Center, Loader } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { OpenFailed } from '../components/OpenFailed';
import { useOpenedProject, useOpenedStore } from '../hooks/useOpenedProject';
import { EditorStoreContext } from '../model/editor-store';
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
  const { detail, session, failed } = useOpenedProject(id);

  if (!id) return <QuickStart />;
  if (failed) return <OpenFailed to="/quickeditor" label={t('editor.quick.pick.title')} />;
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
  const { store, baseline } = useOpenedStore(opened, () => opened.document);
  return (
    <EditorStoreContext.Provider value={store}>
      <QuickEditor opened={opened} baseline={baseline} onReload={() => window.location.reload()} />
    </EditorStoreContext.Provider>
  );
}
