import { Badge, Text, Title } from '@mantine/core';
import { IconLanguage, IconMicrophone, IconMovie, IconUserSquareRounded } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { AuthMode } from '../../../shared/dialogs/auth-dialog';
import { LanguageSwitch } from '../../../shared/ui/LanguageSwitch';
import { Logo } from '../../../shared/ui/Logo';
import { AuthPanel } from '../components/AuthPanel';
import { useAfterSignIn } from '../hooks/useAfterSignIn';
import { useLoginNotice } from '../hooks/useLoginNotice';
import { useRedirectIfSignedIn } from '../hooks/useRedirectIfSignedIn';
import { useState } from 'react';
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
  const [mode, setMode] = useState<AuthMode>(0);
  const [email, setEmail] = useState((state as { email?: string } | null)?.email ?? '');
  const notice = useLoginNotice();
  const goOn = useAfterSignIn();
  useRedirectIfSignedIn(goOn);
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
          <AuthPanel
            key={`${mode}-${email}`}
            mode={mode}
            withBrand={false}
            showLanguage={false}
            initialEmail={email}
            notice={notice}
            onModeChange={(next, value) => {
              setEmail(value);
              setMode(next);
            }}
            onSignedIn={goOn}
          />
        </div>
      </section>
    </main>
  );
}
