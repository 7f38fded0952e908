import { Button, Group, Text, Title } from '@mantine/core';
import { IconVideoPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import classes from './Greeting.module.css';

const partOfDay = (hour: number) => (hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening');

/** "Good morning, <nickname>" and the main call to action. */
export function Greeting({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <section className={classes.hero} data-testid="home-greeting">
      <Group justify="space-between" align="center" gap="lg" style={{ position: 'relative', zIndex: 1 }}>
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }} c="white">
            {t(`home.${partOfDay(new Date().getHours())}`, { name })}
          </Title>
          <Text mt={6} c="rgba(255,255,255,0.85)">
            {t('home.subtitle')}
          </Text>
        </div>
        <Button
          component={Link}
          to="/talking-avatar"
          variant="white"
          color="dark"
          size="md"
          leftSection={<IconVideoPlus size={18} />}
          data-testid="home-create-video"
        >
          {t('home.createVideo')}
        </Button>
      </Group>
    </section>
  );
}
