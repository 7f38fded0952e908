import type { Template } from '@framecast/contract';
import { Button, Group } from '@mantine/core';
import { IconArrowRight, IconPackage, IconPencil } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';

/**
 * What a previewed template offers, from the library or My Templates alike: open it in the editor (a
 * draft from it, which can be saved back to My Templates), apply it to a product, or start URL to Video with it.
 */
export function TemplateActions({ template }: { template: Template }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = encodeURIComponent(template.id);
  return (
    <Group gap="xs" grow>
      <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => navigate(`/editor?template=${id}`)} data-testid="template-edit">
        {t('templates.preview.edit')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconPackage size={16} />}
        onClick={() => navigate(`/apply-product/choose?useTemplateId=${id}`)}
        data-testid="template-apply"
      >
        {t('templates.preview.apply')}
      </Button>
      <Button rightSection={<IconArrowRight size={16} />} onClick={() => navigate(`/url2video?useTemplateId=${id}`)} data-testid="template-use">
        {t('templates.preview.use')}
      </Button>
    </Group>
  );
}
