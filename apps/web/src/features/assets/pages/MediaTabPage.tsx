import type { Asset } from '@framecast/contract';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { MediaLibraryPicker } from '../../../shared/media-picker/MediaPicker';
import { PreviewModal } from '../components/PreviewModal';
import { useDownloadAssets } from '../api/mutations';

/** /media-tab: the library as the picker every tool and the editor open, here on its own page. */
export default function MediaTabPage() {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<Asset | null>(null);
  const download = useDownloadAssets();
  return (
    <Container size={1100} py="xl" px={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('assets.mediaTab.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('assets.mediaTab.subtitle')}
          </Text>
        </div>
        <Paper withBorder radius="lg" p="md">
          <MediaLibraryPicker kinds={['video', 'image', 'audio']} onPick={setPicked} />
        </Paper>
      </Stack>
      <PreviewModal asset={picked} onClose={() => setPicked(null)} onDownload={(a) => download.mutate([a.id])} />
    </Container>
  );
}
