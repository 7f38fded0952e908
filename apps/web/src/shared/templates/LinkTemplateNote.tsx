import { TEMPLATE_MESSAGES } from '@framecast/contract';
import type { AspectRatio } from '@framecast/timeline';
import { Alert, Group, Text } from '@mantine/core';
import { IconLayoutGrid } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useTemplate } from './api';
import { templateMessage } from './messages';
import { templateName } from './names';

interface Props {
  /** `?useTemplateId=` of the address that opened the wizard, until it is read or found missing. */
  linkTemplateId: string | null;
  /** The wizard's chosen template. */
  chosenId: string | null;
  /** The link's template, read: the wizard takes it and its aspect ratio. */
  onApply: (template: { id: string; aspectRatio: AspectRatio }) => void;
  /** The link's template does not exist: the wizard forgets it. */
  onMissing: () => void;
}

/**
 * The template a wizard was opened with (`?useTemplateId=`): once read, the video takes it and its
 * aspect ratio, and this says so; a template that does not exist is said once and forgotten.
 */
export function LinkTemplateNote({ linkTemplateId, chosenId, onApply, onMissing }: Props) {
  const { t } = useTranslation();
  const linked = useTemplate(linkTemplateId);
  const [missing, setMissing] = useState(false);
  const data = linked.data;

  useEffect(() => {
    if (data && linkTemplateId === data.id && chosenId !== data.id) onApply({ id: data.id, aspectRatio: data.aspect_ratio });
  }, [data, linkTemplateId, chosenId, onApply]);
  useEffect(() => {
    if (linked.isError && linkTemplateId) {
      setMissing(true);
      onMissing();
    }
  }, [linked.isError, linkTemplateId, onMissing]);

  if (missing) {
    return (
      <Alert
        color="orange"
        variant="light"
        withCloseButton
        closeButtonLabel={t('common.close')}
        onClose={() => setMissing(false)}
        data-testid="link-template-missing"
      >
        {templateMessage(TEMPLATE_MESSAGES.notFound)}
      </Alert>
    );
  }
  if (!data || !linkTemplateId || chosenId !== data.id) return null;
  return (
    <Group gap={8} wrap="nowrap" data-testid="link-template">
      <IconLayoutGrid size={16} color="var(--mantine-color-brand-6)" aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm">
        {t('url2video.fromTemplate', { name: templateName(data, t) })} · {data.aspect_ratio}
      </Text>
    </Group>
  );
}
