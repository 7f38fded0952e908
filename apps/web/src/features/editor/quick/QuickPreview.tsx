import { Box, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Stage } from '../components/Stage';

/** A small still of the scene being edited, drawn by the timeline editor's stage from the same layout as the render. */
export function QuickPreview({ watermark }: { watermark: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="quick-preview">
      <div>
        <Title order={2} size="h5">
          {t('editor.quick.preview.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('editor.quick.preview.hint')}
        </Text>
      </div>
      <Box h={{ base: 220, sm: 280 }} style={{ display: 'flex', borderRadius: 8, overflow: 'hidden' }}>
        <Stage watermark={watermark} />
      </Box>
    </Stack>
  );
}
