import type { Template } from '@framecast/contract';
import { Paper, Stack, Title } from '@mantine/core';
import { currentLanguage } from '../../../shared/i18n';
import { languageName } from '../../../shared/i18n/language-names';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useProduct } from '../../../shared/products/api';
import { FactsTable, type Fact } from '../../../shared/projects/FactsTable';
import { templateName } from '../../../shared/templates/names';
import { usePresenterLabel } from '../../../shared/video-form/usePresenterLabel';
import { voiceLabel } from '../../../shared/voices/names';
import { useVoices } from '../../../shared/voices/api';
import { useWizard } from '../store';

/** What the video will be made of: the product, the settings, the presenter and voice, and the template. */
export function Summary({ template }: { template: Template | null }) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const { productId, settings } = useWizard();
  const product = useProduct(productId);
  const voices = useVoices();
  const presenter = usePresenterLabel(settings.avatar);
  const voice = voices.data?.items.find((v) => v.id === settings.voice);

  const facts: Fact[] = [
    { key: 'product', label: t('url2video.summary.product'), value: product.data?.name ?? '…' },
    { key: 'ratio', label: t('url2video.summary.ratio'), value: settings.aspectRatio },
    { key: 'length', label: t('url2video.summary.length'), value: t(`url2video.settings.lengths.${settings.length}`) },
    { key: 'language', label: t('url2video.summary.language'), value: languageName(settings.language, lng) },
    { key: 'presenter', label: t('url2video.summary.presenter'), value: presenter },
    { key: 'voice', label: t('url2video.summary.voice'), value: voice ? voiceLabel(voice, lng) : '…' },
    { key: 'subtitles', label: t('url2video.summary.subtitles'), value: t(settings.subtitles ? 'url2video.summary.on' : 'url2video.summary.off') },
    {
      key: 'template',
      label: t('url2video.summary.template'),
      value: template ? templateName(template, t) : t('url2video.template.noneChosen'),
      bad: template === null,
    },
  ];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="url2video-summary">
      <Stack gap="xs">
        <Title order={2} fz={17}>
          {t('url2video.summary.title')}
        </Title>
        <FactsTable facts={facts} testIdPrefix="url2video-summary-" verticalSpacing={6} withRowBorders />
      </Stack>
    </Paper>
  );
}
