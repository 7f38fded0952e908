import { Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../../shared/ui/LanguageSwitch';
import { Logo } from '../../../shared/ui/Logo';
import type { LegalDoc } from '../content/types';

/** A legal text in the current language. These pages never load user info. */
export function LegalDocument({ en, zh, testId }: { en: LegalDoc; zh: LegalDoc; testId: string }) {
  const { t, i18n } = useTranslation();
  const doc = i18n.language === 'zh' ? zh : en;
  return (
    <main style={{ minHeight: '100vh', background: 'var(--mantine-color-gray-0)' }}>
      <Group justify="space-between" px="lg" h={72} maw={960} mx="auto">
        <Link to="/home" style={{ color: 'inherit', textDecoration: 'none' }}>
          <Logo size={30} />
        </Link>
        <LanguageSwitch />
      </Group>
      <Container size={760} pb={64}>
        <Paper p={{ base: 'lg', sm: 48 }} radius="lg" withBorder data-testid={testId}>
          <Stack gap="lg">
            <div>
              <Title order={1}>{doc.title}</Title>
              <Text c="dimmed" size="sm" mt={4}>
                {doc.updated}
              </Text>
            </div>
            <Text lh={1.7}>{doc.intro}</Text>
            {doc.sections.map((section) => (
              <Stack gap="xs" key={section.heading}>
                <Title order={2} fz="lg">
                  {section.heading}
                </Title>
                {section.paragraphs.map((p) => (
                  <Text key={p} lh={1.7} c="dark.6">
                    {p}
                  </Text>
                ))}
              </Stack>
            ))}
            <Group gap="lg" pt="md">
              <Anchor component={Link} to="/terms-of-use" size="sm">
                {t('common.terms')}
              </Anchor>
              <Anchor component={Link} to="/privacy-policy" size="sm">
                {t('common.privacy')}
              </Anchor>
              <Anchor component={Link} to="/home" size="sm">
                {t('common.backHome')}
              </Anchor>
            </Group>
          </Stack>
        </Paper>
      </Container>
    </main>
  );
}
