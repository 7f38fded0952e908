import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy, IconRocket } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';

interface Props {
  saving: boolean;
  disabled: boolean;
  onSave: () => void;
  onRender: () => void;
}

/** Save draft and Render. */
export function FormActions({ saving, disabled, onSave, onRender }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" grow wrap="nowrap">
      <Button variant="default" leftSection={<IconDeviceFloppy size={16} />} onClick={onSave} loading={saving} disabled={disabled} data-testid="save-draft">
        {t('avatarVideo.saveDraft')}
      </Button>
      <Button leftSection={<IconRocket size={16} />} onClick={onRender} disabled={disabled || saving} data-testid="render-button">
        {t('avatarVideo.render')}
      </Button>
    </Group>
  );
}
