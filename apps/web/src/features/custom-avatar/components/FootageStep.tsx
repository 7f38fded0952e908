import { type Asset, formatBytes, UPLOAD_RULES } from '@framecast/contract';
import { Alert, Checkbox, Grid, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconVolumeOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { durationText } from '../../../shared/i18n/localize';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FOOTAGE_CHECKS, type FootageCheck, isSilent, type WizardState } from '../wizard';
import { OneFileUpload } from './OneFileUpload';

const RULE = UPLOAD_RULES.avatar_footage;
const VIDEO = RULE.kinds.video!;
export const extensionsText = (extensions: readonly string[]) => extensions.map((e) => e.toUpperCase()).join(', ');

interface Props {
  state: WizardState;
  onFootage: (asset: Asset | null) => void;
  onCheck: (check: FootageCheck, value: boolean) => void;
  /** Signed out: the rules show, the upload asks to sign in first. */
  signIn?: ReactNode;
}

/** Step 1: the footage's rules in plain words, the upload, a warning when it has no sound, and the four checks. */
export function FootageStep({ state, onFootage, onCheck, signIn }: Props) {
  const { t } = useTranslation();
  const rules = [
    t('customAvatar.upload.rules.format', { exts: extensionsText(RULE.extensions) }),
    t('customAvatar.upload.rules.length', { min: durationText(VIDEO.minSeconds ?? 60), max: durationText(VIDEO.maxSeconds ?? 300) }),
    t('customAvatar.upload.rules.resolution'),
    t('customAvatar.upload.rules.size', { size: formatBytes(VIDEO.maxBytes) }),
    t('customAvatar.upload.rules.sound'),
  ];
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          <Title order={2} fz="lg">
            {t('customAvatar.upload.title')}
          </Title>
          {signIn ?? (
            <>
              <OneFileUpload
                tool="avatar_footage"
                asset={state.footage}
                onAsset={onFootage}
                pickLabel={t('customAvatar.upload.pick')}
                replaceLabel={t('customAvatar.upload.replace')}
                testId="footage-upload"
              />
              {state.footage && (
                <video
                  src={state.footage.url}
                  controls
                  preload="metadata"
                  style={{ width: '100%', maxHeight: 320, borderRadius: 8, background: '#000' }}
                  data-testid="footage-video"
                />
              )}
              {isSilent(state.footage) && (
                <Alert
                  color="orange"
                  variant="light"
                  icon={<IconVolumeOff size={18} />}
                  title={t('customAvatar.upload.silentTitle')}
                  data-testid="footage-silent"
                >
                  {t('customAvatar.upload.silent')}
                </Alert>
              )}
            </>
          )}
          <Stack gap={6}>
            <Text fw={600} size="sm">
              {t('customAvatar.upload.checksTitle')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('customAvatar.upload.checksHint')}
            </Text>
            {FOOTAGE_CHECKS.map((c) => (
              <Checkbox
                key={c}
                label={t(`customAvatar.upload.checks.${c}`)}
                checked={state.checks[c]}
                onChange={(e) => onCheck(c, e.currentTarget.checked)}
                disabled={Boolean(signIn)}
                data-testid={`footage-check-${c}`}
              />
            ))}
          </Stack>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder radius="lg" p="md" bg="var(--mantine-color-gray-0)" data-testid="footage-rules">
          <Text fw={600} size="sm" mb="xs">
            {t('customAvatar.upload.rulesTitle')}
          </Text>
          <List spacing={6} size="sm" icon={<IconCheck size={14} color="var(--mantine-color-teal-7)" style={{ marginTop: 3 }} />}>
            {rules.map((r) => (
              <List.Item key={r}>{r}</List.Item>
            ))}
          </List>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
