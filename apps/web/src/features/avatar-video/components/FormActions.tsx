import { Button, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy, IconRocket } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LimitAlert } from '../../../shared/pricing/LimitAlert';

interface Props {
  saving: boolean;
  disabled: boolean;
  onSave: () => void;
  onRender: () => void;
  /**
   * Why the last Render was refused before anything was sent (the script is over the plan's length):
   * said at the button that was pressed, with Upgrade, since the warning by the script may be off screen.
   */
  refusal?: string | null;
}

/** Save draft and Render. */
export function FormActions({ saving, disabled, onSave, onRender, refusal = null }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Group gap="sm" grow wrap="nowrap">
        <Button variant="default" leftSection={<IconDeviceFloppy size={16} />} onClick={onSave} loading={saving} disabled={disabled} data-testid="save-draft">
          {t('avatarVideo.saveDraft')}
        </Button>
        <Button leftSection={<IconRocket size={16} />} onClick={onRender} disabled={disabled || saving} data-testid="render-button">
          {t('avatarVideo.render')}
        </Button>
      </Group>
      {refusal && <LimitAlert message={refusal} upgradeLabel={t('render.upgrade')} source="render-too-long" testId="render-refused" />}
    </Stack>
  );
}
