import { Alert, Avatar, Badge, Button, Center, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconLogin, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { clearInviteCode } from '../../../shared/tracking/attribution';
import { StandaloneFrame } from '../../../shared/ui/StandaloneFrame';
import { toastInfo, toastSuccess } from '../../../shared/ui/toast';
import { useInviter } from '../api/get-inviter';
import { useJoinSpace } from '../api/join-space';
import { formatDate } from '../format';
import { SpaceAvatar } from './SpaceAvatar';

interface Props {
  /** The invitation code, from /s/:code or /invite/space?inviteCode=. */
  code: string;
  /** An account is signed in (a free trial counts as signed out: it must sign up to join). */
  signedIn: boolean;
  /** This page's address, to come back to after signing in. */
  here: string;
}

/** A message the landing shows in place of the invitation (an unknown, expired or full one). */
function Refusal({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="md" ta="center" data-testid="invite-error">
      <IconAlertTriangle size={44} stroke={1.5} color="var(--mantine-color-orange-6)" aria-hidden />
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {t('spaces.landing.errorTitle')}
      </Title>
      <Text c="dimmed" data-testid="invite-error-message">
        {message}
      </Text>
      <Button component={Link} to="/home" variant="default">
        {t('common.goHome')}
      </Button>
    </Stack>
  );
}

/**
 * The invitation landing: who invited, to which space and role. Signed in, one button joins (the server
 * then works in the new space); signed out, sign up with the code (the server joins at sign-up) or sign
 * in and come back here.
 */
export function InviteLanding({ code, signedIn, here }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const inviter = useInviter(code);
  const join = useJoinSpace();
  const [refused, setRefused] = useState<string | null>(null);

  const onJoin = () => {
    setRefused(null);
    join.mutate(
      { invite_code: code },
      {
        onSuccess: ({ space }) => {
          // Used: a later sign-up in this browser must not carry it (the landing's address stored it).
          clearInviteCode();
          toastSuccess(t('spaces.landing.joined', { name: space.name }));
          navigate('/home', { replace: true });
        },
        onError: (error) => {
          if (isApiError(error, 19012)) {
            clearInviteCode();
            toastInfo(error.message);
            navigate('/home', { replace: true });
          } else setRefused(error.message);
        },
      },
    );
  };

  let body: ReactNode;
  if (!code) body = <Refusal message={t('spaces.landing.noCode')} />;
  else if (inviter.isError) body = <Refusal message={inviter.error.message} />;
  else if (!inviter.data) body = <Skeleton h={280} radius="lg" aria-label={t('common.loading')} />;
  else {
    const invite = inviter.data;
    body = (
      <Stack align="center" gap="md" ta="center" data-testid="invite-landing">
        <SpaceAvatar name={invite.space_name} photo={invite.space_photo_url} size={76} radius={22} />
        <Title order={1} fz={{ base: 22, sm: 26 }} data-testid="invite-space-name">
          {t('spaces.landing.title', { name: invite.space_name })}
        </Title>
        <Group gap={8} justify="center" wrap="nowrap">
          <Avatar src={invite.inviter_avatar_url} alt="" size={26} radius="xl" color="brand">
            {invite.inviter_nickname.slice(0, 1).toUpperCase()}
          </Avatar>
          <Text size="sm" data-testid="invite-inviter">
            {t('spaces.landing.invitedBy', { name: invite.inviter_nickname || t('spaces.landing.someone') })}
          </Text>
        </Group>
        <Badge variant="light" size="lg" tt="none" data-testid="invite-role">
          {t('spaces.landing.role', { role: t(`spaces.roles.${invite.role_name}`) })}
        </Badge>
        <Text size="xs" c="dimmed">
          {invite.email ? `${t('spaces.landing.forEmail', { email: invite.email })} ` : ''}
          {t('spaces.landing.expires', { date: formatDate(invite.expires_at, i18n.language) })}
        </Text>
        {refused && (
          <Alert color="red" variant="light" w="100%" ta="left" data-testid="invite-error-message">
            {refused}
          </Alert>
        )}
        {signedIn ? (
          <Button size="md" fullWidth leftSection={<IconUsersGroup size={18} />} loading={join.isPending} onClick={onJoin} data-testid="invite-join">
            {t('spaces.landing.join')}
          </Button>
        ) : (
          <Stack gap="xs" w="100%">
            <Button
              size="md"
              fullWidth
              component={Link}
              to={`/register?inviteCode=${encodeURIComponent(code)}`}
              // An invitation by email is for that address: sign-up starts with it (never in the URL).
              state={invite.email ? { email: invite.email } : undefined}
              leftSection={<IconUserPlus size={18} />}
              data-testid="invite-signup"
            >
              {t('spaces.landing.signUp')}
            </Button>
            <Text size="sm" c="dimmed" mt={4}>
              {t('spaces.landing.haveAccount')}
            </Text>
            <Button
              variant="default"
              fullWidth
              component={Link}
              to={`/login?redirect=${encodeURIComponent(here)}`}
              state={invite.email ? { email: invite.email } : undefined}
              leftSection={<IconLogin size={18} />}
              data-testid="invite-signin"
            >
              {t('common.signIn')}
            </Button>
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <StandaloneFrame>
      <Center px="md" pb="xl" mih="calc(100vh - 72px)">
        <Paper w="100%" maw={460} p={{ base: 'lg', sm: 'xl' }} radius="xl" withBorder shadow="sm">
          {body}
        </Paper>
      </Center>
    </StandaloneFrame>
  );
}
