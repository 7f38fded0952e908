import { Badge, Text, Title } from '@mantine/core';
import { IconLanguage, IconMicrophone, IconMovie, IconUserSquareRounded } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLocation } from 'react-router';
import { LanguageSwitch } from '../../../shared/ui/LanguageSwitch';
import { Logo } from '../../../shared/ui/Logo';
import { StandaloneAuthPanel } from '../components/StandaloneAuthPanel';
import classes from './HomeLoginPage.module.css';

const features = [
  { icon: IconUserSquareRounded, key: 'home.cards.customAvatar.title' },
  { icon: IconMovie, key: 'home.cards.url2video.title' },
  { icon: IconLanguage, key: 'home.cards.translation.title' },
  { icon: IconMicrophone, key: 'home.cards.podcast.title' },
] as const;

/** /home-login: the sign-in landing for visitors who come from the official website. */
export default function HomeLoginPage() {
  const { t } = useTranslation();
  const { state } = useLocation();
  return (
    <main className={classes.page}>
      <header className={classes.top}>
        <Logo size={30} inverted />
        <LanguageSwitch variant="white" />
      </header>
      <section className={classes.hero}>
        <div>
          <Badge variant="light" color="pink" size="lg" radius="sm">
            {t('auth.homeLogin.eyebrow')}
          </Badge>
          <Title order={1} mt="md" fz={{ base: 34, md: 48 }} lh={1.1} c="white">
            {t('auth.homeLogin.title')}
          </Title>
          <Text mt="md" fz="lg" c="rgba(255,255,255,0.78)" maw={520}>
            {t('auth.homeLogin.text')}
          </Text>
          <div className={classes.features}>
            {features.map(({ icon: Icon, key }) => (
              <div className={classes.feature} key={key}>
                <Icon size={20} color="#ffd36e" />
                {t(key)}
              </div>
            ))}
          </div>
        </div>
        <div className={classes.card}>
          <StandaloneAuthPanel showLanguage={false} titleOrder={2} initialEmail={(state as { email?: string } | null)?.email} />
        </div>
      </section>
    </main>
  );
}
