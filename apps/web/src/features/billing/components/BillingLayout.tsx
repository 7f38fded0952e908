import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import classes from './BillingLayout.module.css';

export type BillingTab = 'subscription' | 'invoices' | 'payment' | 'usage';

const TABS: { key: BillingTab; to: string }[] = [
  { key: 'subscription', to: '/billing/subscriptions' },
  { key: 'invoices', to: '/billing/invoices' },
  { key: 'payment', to: '/billing/payment/details' },
  { key: 'usage', to: '/billing/usage/details' },
];

/** The frame of the four billing pages: the title and a row of links that read as tabs (each is its own address). */
export function BillingLayout({ active, children }: { active: BillingTab; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container size={1080} py="xl" px={{ base: 'md', sm: 'xl' }}>
      <Stack gap={4} mb="md">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('billing.title')}
        </Title>
        <Text c="dimmed">{t('billing.subtitle')}</Text>
      </Stack>
      <nav aria-label={t('billing.tabsLabel')} className={classes.tabs} data-testid="billing-tabs">
        {TABS.map((tab) => (
          <Link key={tab.key} to={tab.to} className={classes.tab} aria-current={tab.key === active ? 'page' : undefined} data-testid={`billing-tab-${tab.key}`}>
            {t(`billing.tabs.${tab.key}`)}
          </Link>
        ))}
      </nav>
      {children}
    </Container>
  );
}
