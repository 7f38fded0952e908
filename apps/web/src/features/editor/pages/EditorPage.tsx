import type { ProjectDetail, Template } from '@framecast/contract';
import type { TimelineDoc } from '@framecast/timeline';
import { Center, Loader } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { currentLanguage } from '../../../shared/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useTemplateDocument } from '../../../shared/templates/api';
import { useVoices } from '../../../shared/voices/api';
import { speaks } from '../../../shared/voices/languages';
import { EditorShell } from '../components/EditorShell';
import { OpenFailed } from '../components/OpenFailed';
import { useOpenedProject, useOpenedStore } from '../hooks/useOpenedProject';
import { blankDocument } from '../model/blank-document';
import { EditorStoreContext } from '../model/editor-store';

/**
 * /editor: `?id=` opens a project (a draft or a rendered video) in the timeline editor; no id is a blank
 * video, saved as a draft at its first change. `?template=` starts from a template's document instead
 * (template editing: the draft can be saved back to My Templates) and stays in the address once the
 * draft has its id. Phones are sent to /h5 by the guard (route meta `editor`).
 */
export default function EditorPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const templateId = params.get('template');
  const template = useTemplateDocument(templateId);
  const { detail, session, failed } = useOpenedProject(id);
  const voices = useVoices();

  if (failed || (templateId && template.isError)) return <OpenFailed to="/projects" label={t('editor.back')} />;
  const opened = id ? detail.data : undefined;
  const ready = (id ? opened || session.adopted : templateId ? template.data : voices.data || voices.isError) && (!templateId || template.data);
  if (!ready) {
    return (
      <Center h="100dvh">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  // A first voice in the user's language for a blank video; the script panel changes it per line.
  const lng = currentLanguage();
  const voice = voices.data?.items.find((v) => speaks(v, lng === 'zh' ? 'cmn' : 'en'))?.id ?? voices.data?.items[0]?.id ?? 'espeak:en-us';
  return (
    <OpenEditor
      key={session.key}
      opened={opened}
      template={template.data?.template}
      blank={() => template.data?.document ?? blankDocument(voice)}
      onCreated={(project) => {
        session.adopt(project.id);
        setParams({ id: project.id, ...(templateId ? { template: templateId } : {}) }, { replace: true });
      }}
    />
  );
}

interface OpenProps {
  opened: ProjectDetail | undefined;
  /** The template the video was started from (template editing), if any. */
  template: Template | undefined;
  blank: () => TimelineDoc;
  onCreated: (p: ProjectDetail) => void;
}

function OpenEditor({ opened, template, blank, onCreated }: OpenProps) {
  const { store, baseline } = useOpenedStore(opened, blank, { fromTemplate: template !== undefined });
  return (
    <EditorStoreContext.Provider value={store}>
      <EditorShell opened={opened} template={template} baseline={baseline} onCreated={onCreated} onReload={() => window.location.reload()} />
    </EditorStoreContext.Provider>
  );
}
