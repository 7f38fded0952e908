import { Badge, Table, Text } from '@mantine/core';
import { useOffer } from '../../../shared/api/offer';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCapabilities } from '../../../shared/video-form/capabilities';

/** The optional engines, each with the setting that connects it (customers only read what it adds, in words). */
const ENGINES = ['tts', 'talkingHead', 'voiceClone', 'images', 'llm'] as const;
type Engine = (typeof ENGINES)[number];
const SETTING: Record<Engine, string> = {
  tts: 'ENGINE_TTS_URL',
  talkingHead: 'ENGINE_TALKING_HEAD_URL',
  voiceClone: 'ENGINE_VOICE_CLONE_URL',
  images: 'ENGINE_IMAGES_URL',
  llm: 'ENGINE_LLM_URL',
};

/** Which optional engines this server has connected, by the setting names of the README. */
export function EnginesTab() {
  const { t } = useTranslation();
  const offer = useOffer();
  const caps = useCapabilities().data;
  const connected: Record<Engine, boolean | undefined> = {
    tts: caps?.speech.http,
    talkingHead: offer?.tools.lip_sync,
    voiceClone: offer?.tools.voice_cloning,
    images: offer?.tools.realistic_avatars,
    llm: caps ? caps.scripts.engine === 'chat' : undefined,
  };
  return (
    <>
      <Text size="sm" c="dimmed" mb="md">
        {t('operator.engines.intro')}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="sm" data-testid="operator-engines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('operator.engines.engine')}</Table.Th>
              <Table.Th>{t('operator.engines.setting')}</Table.Th>
              <Table.Th>{t('operator.engines.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ENGINES.map((e) => (
              <Table.Tr key={e} data-testid={`operator-engine-${e}`}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {t(`operator.engines.names.${e}`)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`operator.engines.adds.${e}`)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text component="code" size="sm" ff="monospace">
                    {SETTING[e]}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {connected[e] === undefined ? null : (
                    <Badge color={connected[e] ? 'teal' : 'gray'} variant="light">
                      {t(connected[e] ? 'operator.engines.connected' : 'operator.engines.notSet')}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
