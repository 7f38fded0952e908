import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconLink } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { AnalysisProgress } from '../../../shared/products/AnalysisProgress';
import { useLinkAnalysis } from '../../../shared/products/useLinkAnalysis';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The page was read into this product: the editor opens on it. */
  onReady: (productId: string) => void;
  onManual: () => void;
}

/** "Add product" by link: the URL checked here, then read by the server (up to 45 s) with a creeping bar and its stage. */
export function AddByLinkModal({ opened, onClose, onReady, onManual }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('products.link.title')} centered size="lg">
      {/* Mounted only while open, so each opening starts with an empty field. */}
      {opened && <LinkForm onReady={onReady} onManual={onManual} />}
    </Modal>
  );
}

function LinkForm({ onReady, onManual }: Pick<Props, 'onReady' | 'onManual'>) {
  const { t } = useTranslation();
  const link = useLinkAnalysis(onReady);
  const { text, normalized, fieldError, failure, analyse } = link;

  if (link.working) return <AnalysisProgress stage={link.stage} expected={link.expected} value={link.progress} url={text} />;

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        analyse();
      }}
      noValidate
    >
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('products.link.failedTitle')} data-testid="link-failure">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{failure}</Text>
              <Group gap="xs">
                <Button size="xs" variant="light" color="red" onClick={analyse} data-testid="link-retry">
                  {t('products.link.tryAgain')}
                </Button>
                <Button size="xs" variant="subtle" onClick={onManual} data-testid="link-manual">
                  {t('products.link.manual')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <TextInput
          label={t('products.link.label')}
          description={t('products.link.hint')}
          placeholder={t('products.link.placeholder')}
          leftSection={<IconLink size={16} />}
          value={text}
          onChange={(e) => link.setText(e.currentTarget.value)}
          error={fieldError}
          data-autofocus
          inputMode="url"
          autoComplete="url"
          data-testid="link-url"
        />
        {normalized && normalized !== text.trim() && (
          <Text size="xs" c="dimmed" mt={-8} style={{ overflowWrap: 'anywhere' }} data-testid="link-normalized">
            {t('products.link.willRead', { url: normalized })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" data-testid="link-analyse">
            {t('products.link.analyze')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
