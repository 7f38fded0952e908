import type { ProjectDetail, Template } from '@framecast/contract';
import type { TimelineDoc } from '@framecast/timeline';
import { Alert, Button, Center, Container, Loader, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { currentLanguage } from '../../../shared/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useProjectDetail } from '../../../shared/projects/project-detail';
import { useTemplateDocument } from '../../../shared/templates/api';
import { useEditorSession } from '../../../shared/projects/useEditorSession';
import { useVoices } from '../../../shared/voices/api';
import { speaks } from '../../../shared/voices/languages';
import { EditorShell } from '../components/EditorShell';
import { blankDocument } from '../model/blank-document';
import { EditorStoreContext } from '../model/editor-store';
import { openDocument } from '../model/open-document';

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
  const detail = useProjectDetail(id);
  const session = useEditorSession(id);
  const voices = useVoices();

  if ((id && detail.isError) || (templateId && template.isError)) {
    return (
      <Container size={640} py="xl">
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('editor.loadErrorTitle')}>
          <Text size="sm">{t('editor.loadError')}</Text>
          <Button mt="md" component={Link} to="/projects">
            {t('editor.back')}
          </Button>
        </Alert>
      </Container>
    );
  }
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
  // The store is made once per opened project: later answers for it must not reset the user's edits.
  // biome-ignore lint/correctness/useExhaustiveDependencies: made once per mount (keyed by the session)
  const { store, baseline } = useMemo(() => openDocument(opened, blank, { fromTemplate: template !== undefined }), []);
  return (
    <EditorStoreContext.Provider value={store}>
      <EditorShell opened={opened} template={template} baseline={baseline} onCreated={onCreated} onReload={() => window.location.reload()} />
    </EditorStoreContext.Provider>
  );
}
