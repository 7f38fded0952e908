import type { Asset, UserAvatar } from '@framecast/contract';
import { Button, Group, Stack, Stepper, Text, useMatches } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useReducer, useState } from 'react';
import { isApiError } from '../../../shared/api/errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useUserAvatars } from '../../../shared/user-avatars/api';
import { useCreateProductAvatar, useCutout, useStartCutout } from '../api';
import { nameProblem, productMessage } from '../messages';
import { LIBRARY_PICTURE } from '../placement';
import { createRequest, cutoutSize, furthestStep, initialWizard, placementOf, STEPS, stepDone, wizardReducer } from '../wizard';
import { BaseStep } from './BaseStep';
import { CreatePanel } from './CreatePanel';
import { MakingView } from './MakingView';
import { PlaceStep } from './PlaceStep';
import { ProductStep } from './ProductStep';
import { type Failure, failureOf } from '../../../shared/api/failure';

/** The three steps, their Previous and Next, and the look being made once created. */
export function Wizard({ avatar }: { avatar: UserAvatar | null }) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(wizardReducer, undefined, initialWizard);
  const cutoutQuery = useCutout(state.cutoutId);
  const cutout = cutoutQuery.data?.id === state.cutoutId ? cutoutQuery.data : undefined;
  const start = useStartCutout();
  const create = useCreateProductAvatar();
  const list = useUserAvatars({ scope: 'mine', kind: 'product' });
  const [startFailure, setStartFailure] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  // The avatar a first Create made, and the look being made now.
  const [created, setCreated] = useState<UserAvatar | null>(null);
  const [making, setMaking] = useState<string | null>(null);
  // On a phone the three steps share 390 pixels: their labels only.
  const described = useMatches({ base: false, sm: true });
  const step = STEPS[state.step]!;
  const done = stepDone(state, cutout, state.step);
  // A first look that failed: trying again adds a look to the avatar already made rather than another avatar.
  const target = avatar ?? created;

  const startCutout = async (asset: Asset, removeBackground: boolean) => {
    setStartFailure(null);
    try {
      const started = await start.mutateAsync({ asset_id: asset.id, remove_background: removeBackground });
      dispatch({ type: 'cutout', id: started.id });
    } catch (err) {
      dispatch({ type: 'cutout', id: null });
      setStartFailure(failureOf(err, productMessage)?.reason ?? t('productAvatar.errors.cutoutFailed'));
    }
  };

  const submit = async () => {
    setFailure(null);
    if (!target) {
      const problem = nameProblem(state.name);
      setNameError(problem ?? null);
      if (problem) return;
    }
    const body = createRequest(state, cutout, target?.id ?? null);
    if (!body) return;
    const before = new Set(target?.looks.map((l) => l.id) ?? []);
    try {
      const answer = await create.mutateAsync(body);
      const look = answer.looks.find((l) => !before.has(l.id)) ?? answer.looks.at(-1);
      setCreated(answer);
      if (look) setMaking(look.id);
    } catch (err) {
      const refused = failureOf(err, productMessage);
      if (refused?.field === 'name') setNameError(refused.reason);
      setFailure(refused);
    }
  };

  if (created && making) {
    return <MakingView avatarId={created.id} lookId={making} expectedSeconds={list.data?.expected_seconds} onBack={() => setMaking(null)} />;
  }

  const cutoutFailure = startFailure ?? (cutoutQuery.isError && isApiError(cutoutQuery.error) ? productMessage(cutoutQuery.error.message) : null);
  const blocker = step === 'product' ? t('productAvatar.steps.needProduct') : step === 'avatar' ? t('productAvatar.steps.needAvatar') : null;

  return (
    <Stack gap="lg" data-testid="product-wizard" data-step={step}>
      <Stepper
        active={state.step}
        onStepClick={(s) => dispatch({ type: 'go', step: s, cutout })}
        allowNextStepsSelect={false}
        size="sm"
        wrap={false}
        data-testid="product-steps"
      >
        {STEPS.map((s, i) => (
          <Stepper.Step
            key={s}
            label={t(`productAvatar.steps.${s}`)}
            description={described ? t(`productAvatar.steps.${s}Hint`) : undefined}
            allowStepSelect={i <= furthestStep(state, cutout)}
            data-testid={`product-step-${s}`}
          />
        ))}
      </Stepper>
      {step === 'product' && (
        <ProductStep
          asset={state.asset}
          removeBackground={state.removeBackground}
          cutout={cutout}
          failure={cutoutFailure}
          starting={start.isPending}
          onAsset={(asset) => {
            dispatch({ type: 'asset', asset });
            void startCutout(asset, state.removeBackground);
          }}
          onRemoveBackground={(on) => {
            dispatch({ type: 'removeBackground', on });
            if (state.asset) void startCutout(state.asset, on);
          }}
          onRetry={() => state.asset && void startCutout(state.asset, state.removeBackground)}
        />
      )}
      {step === 'avatar' && <BaseStep base={state.base} onBase={(base) => dispatch({ type: 'base', base })} />}
      {step === 'place' && state.base && cutout?.image_url && (
        <PlaceStep
          key={state.base.ref}
          base={state.base}
          cutout={{ url: cutout.image_url, ...cutoutSize(cutout) }}
          placement={placementOf(state, cutout)}
          onPlacement={(placement) => (dispatch({ type: 'placement', placement }), setFailure(null))}
          pictureSize={state.pictureSize ?? LIBRARY_PICTURE}
          onPictureSize={(size) => dispatch({ type: 'pictureSize', size })}
        >
          <CreatePanel
            avatarName={target?.name ?? null}
            name={state.name}
            nameError={nameError}
            onName={(name) => (dispatch({ type: 'name', name }), setNameError(null))}
            product={cutout.image_url}
            baseLabel={state.base.label}
            usage={list.data?.usage}
            failure={failure}
            submitting={create.isPending}
            onCreate={() => void submit()}
          />
        </PlaceStep>
      )}
      <Group justify="space-between" gap="sm" pt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        {state.step > 0 ? (
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            onClick={() => dispatch({ type: 'go', step: state.step - 1, cutout })}
            data-testid="product-previous"
          >
            {t('productAvatar.previous')}
          </Button>
        ) : (
          <span />
        )}
        {step !== 'place' && (
          <Group gap="sm" wrap="nowrap">
            {!done && blocker && (
              <Text size="xs" c="dimmed" ta="right" data-testid="product-blocker">
                {blocker}
              </Text>
            )}
            <Button
              rightSection={<IconArrowRight size={16} />}
              disabled={!done}
              onClick={() => dispatch({ type: 'go', step: state.step + 1, cutout })}
              data-testid="product-next"
            >
              {t('productAvatar.next')}
            </Button>
          </Group>
        )}
      </Group>
    </Stack>
  );
}
