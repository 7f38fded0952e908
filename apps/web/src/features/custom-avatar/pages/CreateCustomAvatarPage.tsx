import { AVATAR_NAME_MAX, CustomAvatarCreateRequest } from '@framecast/contract';
import { Alert, Anchor, Button, Center, Container, Group, Loader, Stack, Stepper, Text, Title, useMatches } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconLogin, IconUserOff } from '@tabler/icons-react';
import { useReducer, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useUser } from '../../../shared/api/user-info';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { StatusPage } from '../../../shared/ui/StatusPage';
import { useCreateCustomAvatar, useCustomAvatar } from '../api';
import { AvatarStatusView } from '../components/AvatarStatusView';
import { ConsentStep } from '../components/ConsentStep';
import { FootageStep } from '../components/FootageStep';
import { type Failure, SubmitStep } from '../components/SubmitStep';
import { createRequest, furthestStep, initialWizard, STEPS, stepDone, wizardReducer } from '../wizard';
import { failureOf } from '../../../shared/api/failure';

const PATH = '/create-custom-avatar';
const nameSchema = CustomAvatarCreateRequest.shape.name;

/**
 * /create-custom-avatar: Create Video Avatar (spec 000 §2.12) — Upload, Consent, Submit — then, at
 * `?id=`, the avatar's way to ready. The route needs no sign-in ("authority off"): a visitor reads the
 * steps and is asked to sign in before uploading anything.
 */
export default function CreateCustomAvatarPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const { token } = useUser();
  // Kept while the status shows, so "Try again" after a refused consent keeps the footage.
  const [state, dispatch] = useReducer(wizardReducer, undefined, initialWizard);

  const retry = (keepFootage: boolean) => {
    dispatch(keepFootage && state.footage ? { type: 'retryConsent' } : { type: 'reset' });
    setParams({});
  };

  return (
    <Container size={1100} py="lg" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to="/avatar?tab=custom" size="sm" c="dimmed" data-testid="custom-back">
            <IconArrowLeft size={14} style={{ verticalAlign: -2, marginRight: 4 }} />
            {t(id ? 'customAvatar.view.back' : 'customAvatar.back')}
          </Anchor>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t('customAvatar.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('customAvatar.subtitle')}
          </Text>
        </Stack>
        {id && token ? (
          <StatusSection id={id} onRetry={retry} />
        ) : (
          <Wizard state={state} dispatch={dispatch} signedIn={Boolean(token)} onCreated={(avatarId) => setParams({ id: avatarId })} />
        )}
      </Stack>
    </Container>
  );
}

function StatusSection({ id, onRetry }: { id: string; onRetry: (keepFootage: boolean) => void }) {
  const { t } = useTranslation();
  const avatar = useCustomAvatar(id);
  if ((avatar.isError && !avatar.data) || (avatar.data && !avatar.data.custom)) {
    return (
      <StatusPage
        icon={<IconUserOff size={40} />}
        title={t('avatars.detail.missingTitle')}
        testId="custom-missing"
        actions={
          <Button component={Link} to="/avatar?tab=custom">
            {t('customAvatar.view.back')}
          </Button>
        }
      >
        {t('customAvatar.view.notFound')}
      </StatusPage>
    );
  }
  if (!avatar.data) {
    return (
      <Center py="xl" mih={240}>
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  return <AvatarStatusView avatar={avatar.data} onRetry={onRetry} />;
}

interface WizardProps {
  state: ReturnType<typeof initialWizard>;
  dispatch: (action: Parameters<typeof wizardReducer>[1]) => void;
  signedIn: boolean;
  onCreated: (id: string) => void;
}

function Wizard({ state, dispatch, signedIn, onCreated }: WizardProps) {
  const { t } = useTranslation();
  const create = useCreateCustomAvatar();
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const furthest = furthestStep(state);
  // On a phone the three steps share 390 pixels: their labels only.
  const described = useMatches({ base: false, sm: true });
  const step = STEPS[state.step];
  const done = stepDone(state, state.step);
  const blocker =
    step === 'upload'
      ? !state.footage
        ? t('customAvatar.upload.needFootage')
        : t('customAvatar.upload.needChecks')
      : step === 'consent'
        ? t('customAvatar.consent.needConsent')
        : null;

  const setName = (name: string) => {
    dispatch({ type: 'name', name });
    setNameError(null);
  };

  const submit = async () => {
    setFailure(null);
    const named = nameSchema.safeParse(state.name);
    if (!named.success) {
      setNameError(state.name.trim() ? t('avatars.errors.nameLong', { max: AVATAR_NAME_MAX }) : t('avatars.errors.name'));
      return;
    }
    const body = createRequest(state);
    if (!body) return;
    try {
      const avatar = await create.mutateAsync(body);
      onCreated(avatar.id);
    } catch (err) {
      const refused = failureOf(err);
      if (!refused) return;
      if (refused.fields.name) setNameError(refused.fields.name);
      else setFailure({ code: refused.code, message: refused.reason });
    }
  };

  const signIn = signedIn ? undefined : (
    <Alert color="brand" variant="light" icon={<IconLogin size={18} />} title={t('customAvatar.signIn.title')} data-testid="custom-sign-in">
      <Stack gap="sm">
        <Text size="sm">{t('customAvatar.signIn.text')}</Text>
        <Button component={Link} to={`/login?redirect=${encodeURIComponent(PATH)}`} style={{ alignSelf: 'flex-start' }} data-testid="custom-sign-in-button">
          {t('customAvatar.signIn.action')}
        </Button>
      </Stack>
    </Alert>
  );

  return (
    <Stack gap="lg" data-testid="custom-wizard" data-step={step}>
      <Stepper
        active={state.step}
        onStepClick={(s) => dispatch({ type: 'go', step: s })}
        allowNextStepsSelect={false}
        size="sm"
        wrap={false}
        data-testid="custom-steps"
      >
        {STEPS.map((s, i) => (
          <Stepper.Step
            key={s}
            label={t(`customAvatar.steps.${s}`)}
            description={described ? t(`customAvatar.steps.${s}Hint`) : undefined}
            allowStepSelect={i <= furthest}
            data-testid={`custom-step-${s}`}
          />
        ))}
      </Stepper>
      {step === 'upload' && (
        <FootageStep
          state={state}
          onFootage={(asset) => dispatch({ type: 'footage', asset })}
          onCheck={(check, value) => dispatch({ type: 'check', check, value })}
          signIn={signIn}
        />
      )}
      {step === 'consent' && (
        <ConsentStep
          state={state}
          onName={setName}
          onConsent={(asset) => dispatch({ type: 'consent', asset })}
          onMode={(mode) => dispatch({ type: 'consentMode', mode })}
        />
      )}
      {step === 'submit' && (
        <SubmitStep state={state} nameError={nameError} failure={failure} submitting={create.isPending} onName={setName} onSubmit={() => void submit()} />
      )}
      {step !== 'submit' && (
        <Group justify="space-between" gap="sm" pt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          {state.step > 0 ? (
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
              onClick={() => dispatch({ type: 'go', step: state.step - 1 })}
              data-testid="custom-previous"
            >
              {t('customAvatar.previous')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm" wrap="nowrap">
            {!done && signedIn && blocker && (
              <Text size="xs" c="dimmed" ta="right" data-testid="custom-blocker">
                {blocker}
              </Text>
            )}
            <Button
              rightSection={<IconArrowRight size={16} />}
              disabled={!done}
              onClick={() => dispatch({ type: 'go', step: state.step + 1 })}
              data-testid="custom-next"
            >
              {t('customAvatar.next')}
            </Button>
          </Group>
        </Group>
      )}
      {step === 'submit' && (
        <Group>
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => dispatch({ type: 'go', step: 1 })} data-testid="custom-previous">
            {t('customAvatar.previous')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
