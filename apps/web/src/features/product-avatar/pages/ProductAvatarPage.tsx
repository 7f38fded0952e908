import type { UserAvatar } from '@framecast/contract';
import { Anchor, Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconUserOff } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { StatusPage } from '../../../shared/ui/StatusPage';
import { useUserAvatar } from '../../../shared/user-avatars/api';
import { Wizard } from '../components/Wizard';

/**
 * /product-avatar: Product Avatar in three steps (spec 000 §2.12) — the product picture with its
 * background removed, the avatar that presents it, where it sits — making an avatar of kind product.
 * `?avatar_id=` adds one more look to a product avatar of the space (no name asked then).
 */
export default function ProductAvatarPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const avatarId = params.get('avatar_id');
  const existing = useUserAvatar(avatarId);

  if (avatarId && ((existing.isError && !existing.data) || (existing.data && (existing.data.kind !== 'product' || !existing.data.can_manage)))) {
    return (
      <StatusPage
        icon={<IconUserOff size={40} />}
        title={t('avatars.detail.missingTitle')}
        testId="product-avatar-missing"
        actions={
          <Button component={Link} to="/avatar?tab=product">
            {t('avatars.create.back')}
          </Button>
        }
      >
        {t('productAvatar.notFound')}
      </StatusPage>
    );
  }
  if (avatarId && !existing.data) {
    return (
      <Center py="xl" mih={240}>
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  const avatar: UserAvatar | null = existing.data ?? null;

  return (
    <Container size={1200} py="lg" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor
            component={Link}
            to={avatar ? `/photo-avatar-detail?id=${avatar.id}` : '/avatar?tab=product'}
            size="sm"
            c="dimmed"
            style={{ alignSelf: 'flex-start' }}
            data-testid="product-back"
          >
            <IconArrowLeft size={14} style={{ verticalAlign: -2, marginRight: 4 }} />
            {avatar ? t('avatars.create.backToAvatar', { name: avatar.name }) : t('avatars.create.back')}
          </Anchor>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {avatar ? t('productAvatar.titleLook', { name: avatar.name }) : t('productAvatar.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('productAvatar.subtitle')}
          </Text>
        </Stack>
        <Wizard avatar={avatar} />
      </Stack>
    </Container>
  );
}
