import { type Asset, AVATAR_NAME_MAX, UPLOAD_RULES } from '@framecast/contract';
import { Blockquote, Grid, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { consentStatement, type WizardState } from '../wizard';
import { ConsentRecorder } from './ConsentRecorder';
import { extensionsText } from './FootageStep';
import { OneFileUpload } from './OneFileUpload';

interface Props {
  state: WizardState;
  onName: (name: string) => void;
  onConsent: (asset: Asset | null) => void;
  onMode: (mode: WizardState['consentMode']) => void;
}

/** Step 2: the statement with the name in it, read aloud on camera here or in an uploaded video. */
export function ConsentStep({ state, onName, onConsent, onMode }: Props) {
  const { t } = useTranslation();
  const [recorded, setRecorded] = useState<File | null>(null);
  const recording = state.consentMode === 'record';
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <Title order={2} fz="lg">
            {t('customAvatar.consent.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('customAvatar.consent.text')}
          </Text>
          <TextInput
            label={t('customAvatar.consent.name')}
            description={t('customAvatar.consent.nameHint')}
            placeholder={t('customAvatar.consent.namePlaceholder')}
            maxLength={AVATAR_NAME_MAX}
            value={state.name}
            onChange={(e) => onName(e.currentTarget.value)}
            data-testid="consent-name"
          />
          <Paper withBorder radius="lg" p={0}>
            <Blockquote
              color="brand"
              icon={<IconQuote size={18} />}
              iconSize={32}
              radius="lg"
              p="md"
              pt="lg"
              cite={t('customAvatar.consent.statementLabel')}
              data-testid="consent-statement"
              styles={{ root: { margin: 0, border: 0 } }}
            >
              <Text fz="lg" lh={1.5} fw={500}>
                {consentStatement(state.name, `[${t('customAvatar.consent.yourName')}]`)}
              </Text>
            </Blockquote>
          </Paper>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          <SegmentedControl
            aria-label={t('customAvatar.consent.modesLabel')}
            value={state.consentMode}
            onChange={(v) => onMode(v as WizardState['consentMode'])}
            data={[
              { value: 'record', label: t('customAvatar.consent.modes.record') },
              { value: 'upload', label: t('customAvatar.consent.modes.upload') },
            ]}
            style={{ alignSelf: 'flex-start' }}
            data-testid="consent-mode"
          />
          {recording ? (
            <ConsentRecorder onUse={setRecorded} onUploadInstead={() => onMode('upload')} sent={recorded} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('customAvatar.consent.uploadRules', { exts: extensionsText(UPLOAD_RULES.consent_video.extensions) })}
            </Text>
          )}
          {/* One upload for both ways, so a consent sent from either stays when the other is looked at. */}
          <OneFileUpload
            tool="consent_video"
            asset={state.consent}
            onAsset={onConsent}
            pickLabel={t('customAvatar.consent.pick')}
            replaceLabel={t('customAvatar.consent.replace')}
            testId="consent-upload"
            file={recorded}
            noPicker={recording}
          />
          {state.consent && !recording && (
            <video
              src={state.consent.url}
              controls
              preload="metadata"
              style={{ width: '100%', maxHeight: 300, borderRadius: 8, background: '#000' }}
              data-testid="consent-video"
            />
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
