import { Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconPencil } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { SaveState } from '../hooks/useAutosave';

/** Spec 000 §4's save indicator: Auto saved, Saving, Unsaved; a stale or refused save says so. */
export function SaveIndicator({ state, onReload }: { state: SaveState; onReload: () => void }) {
  const { t } = useTranslation();
  if (state.kind === 'conflict') {
    return (
      <Group gap={6} data-testid="save-state" data-state="conflict">
        <IconAlertTriangle size={16} color="var(--mantine-color-orange-7)" aria-hidden />
        <Text size="xs" c="orange.8">
          {t('editor.save.conflict')}
        </Text>
        <Button size="compact-xs" variant="light" color="orange" onClick={onReload}>
          {t('editor.save.reload')}
        </Button>
      </Group>
    );
  }
  const { icon, label, color } = {
    saved: { icon: <IconCircleCheck size={16} aria-hidden />, label: t('editor.save.saved'), color: 'teal.9' },
    saving: { icon: <Loader size={12} aria-hidden />, label: t('editor.save.saving'), color: 'gray.7' },
    unsaved: { icon: <IconPencil size={16} aria-hidden />, label: t('editor.save.unsaved'), color: 'gray.7' },
    refused: { icon: <IconAlertTriangle size={16} aria-hidden />, label: t('editor.save.unsaved'), color: 'red.8' },
  }[state.kind];
  return (
    <Group gap={4} c={color} data-testid="save-state" data-state={state.kind} role="status" aria-live="polite" wrap="nowrap" maw={360}>
      {icon}
      <Text size="xs" c={color} style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
      {state.kind === 'refused' && (
        <Text size="xs" c={color} lineClamp={1} title={state.message} data-testid="save-refusal">
          · {state.message}
        </Text>
      )}
    </Group>
  );
}
