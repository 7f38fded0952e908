import { USER_AVATAR_KINDS } from '@framecast/contract';
import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { CommunitySection } from '../components/CommunitySection';
import { CustomAvatars } from '../components/CustomAvatars';
import { LibrarySection } from '../components/LibrarySection';
import { SpaceAvatars } from '../components/SpaceAvatars';

type Kind = (typeof USER_AVATAR_KINDS)[number];
const isKind = (v: string | null): v is Kind => USER_AVATAR_KINDS.includes(v as Kind);

/** /avatar: the space's Photo, Custom (video) and Product avatars (the tab is in the address), the built-in library and the community's (spec 000 §2.12). */
export default function AvatarsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const kind: Kind = isKind(tab) ? tab : 'photo';
  return (
    <Container size={1200} py="lg" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t('avatars.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('avatars.subtitle')}
          </Text>
        </div>
        <Tabs value={kind} onChange={(v) => setParams(v && v !== 'photo' ? { tab: v } : {}, { replace: true })} keepMounted={false}>
          <Tabs.List mb="md">
            {USER_AVATAR_KINDS.map((k) => (
              <Tabs.Tab key={k} value={k} data-testid={`avatars-tab-${k}`}>
                {t(`avatars.tabs.${k}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {USER_AVATAR_KINDS.map((k) => (
            <Tabs.Panel key={k} value={k}>
              {k === 'custom' ? <CustomAvatars /> : <SpaceAvatars kind={k} />}
            </Tabs.Panel>
          ))}
        </Tabs>
        <LibrarySection />
        <CommunitySection />
      </Stack>
    </Container>
  );
}
