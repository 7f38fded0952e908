import { Container, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { StatusPage } from '../../../shared/ui/StatusPage';
import { useGoods } from '../api/list-goods';
import { AvatarReviewTab } from '../components/AvatarReviewTab';
import { CouponsTab } from '../components/CouponsTab';
import { EnginesTab } from '../components/EnginesTab';
import { GoodsTab } from '../components/GoodsTab';
import { UserPanel } from '../components/UserPanel';
import { type AdminUser, UserSearch } from '../components/UserSearch';

/**
 * /operator: the server's operator (ADMIN_EMAILS) manages users' plans, credits and access, refunds
 * orders, edits coupons and goods, and reviews the consent videos of custom avatars the automatic check
 * could not decide on. Anyone else gets the server's 40300 on the first call, and
 * this page says so instead of showing empty tools.
 */
export default function OperatorPage() {
  const { t } = useTranslation();
  const goods = useGoods();
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<AdminUser | null>(null);

  if (goods.isError && isApiError(goods.error, 40300))
    return (
      <StatusPage icon={<IconLock size={40} />} color="gray" title={t('operator.forbiddenTitle')} testId="operator-forbidden">
        {t('operator.forbiddenText')}
      </StatusPage>
    );

  return (
    <Container size={1200} py="xl" px={{ base: 'md', sm: 'xl' }}>
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('operator.title')}
        </Title>
        <Text c="dimmed">{t('operator.subtitle')}</Text>
      </Stack>
      {!goods.data ? (
        <Skeleton h={320} radius="lg" />
      ) : (
        <Tabs defaultValue="users" keepMounted={false} data-testid="operator-tabs">
          <Tabs.List mb="lg">
            <Tabs.Tab value="users" data-testid="operator-tab-users">
              {t('operator.tabs.users')}
            </Tabs.Tab>
            <Tabs.Tab value="coupons" data-testid="operator-tab-coupons">
              {t('operator.tabs.coupons')}
            </Tabs.Tab>
            <Tabs.Tab value="goods" data-testid="operator-tab-goods">
              {t('operator.tabs.goods')}
            </Tabs.Tab>
            <Tabs.Tab value="reviews" data-testid="operator-tab-reviews">
              {t('operator.tabs.reviews')}
            </Tabs.Tab>
            <Tabs.Tab value="engines" data-testid="operator-tab-engines">
              {t('operator.tabs.engines')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="users">
            {picked ? (
              <UserPanel user={picked} onChange={setPicked} onBack={() => setPicked(null)} />
            ) : (
              <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder>
                <UserSearch q={q} onSearch={setQ} onPick={setPicked} />
              </Paper>
            )}
          </Tabs.Panel>
          <Tabs.Panel value="coupons">
            <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder>
              <CouponsTab goods={goods.data.goods_list} />
            </Paper>
          </Tabs.Panel>
          <Tabs.Panel value="goods">
            <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder>
              <GoodsTab goods={goods.data.goods_list} />
            </Paper>
          </Tabs.Panel>
          <Tabs.Panel value="reviews">
            <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder>
              <AvatarReviewTab />
            </Paper>
          </Tabs.Panel>
          <Tabs.Panel value="engines">
            <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder>
              <EnginesTab />
            </Paper>
          </Tabs.Panel>
        </Tabs>
      )}
    </Container>
  );
}
