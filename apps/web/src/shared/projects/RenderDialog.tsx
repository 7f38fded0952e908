import { type CreditCheckData, ErrorCode, type ErrorData, Plan } from '@framecast/contract';
import { Alert, Anchor, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDroplet, IconRocket } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { ApiError } from '../api/errors';
import { durationText, errorText, localizeMessage, translate } from '../i18n/localize';
import { planLabel } from '../i18n/plan-names';
import { useUser } from '../api/user-info';
import { openPricing, openPricingDialog } from '../pricing/store';
import { toastInfo } from '../ui/toast';
import { useCreditCheck } from './credit-check';
import { FactsTable, type Fact } from './FactsTable';
import { formatClock } from './format';
import { isAlreadyRendering, useRenderProject } from './render';

/** Codes for which upgrading the plan is the way forward. */
const UPGRADE_CODES: readonly number[] = [ErrorCode.VIDEO_TOO_LONG, ErrorCode.INSUFFICIENT_CREDITS];

/** AvatarX makes videos up to this long (spec 001 §2); a plan with a shorter limit is offered it. */
const AVATARX_SECONDS = 5 * 60;

/**
 * Spec 001 §8, out of credits: a free user upgrades; a paid user may upgrade for unlimited or buy
 * credits. Credits bought go to the buyer, so in someone else's team space (whose owner pays) only the
 * upgrade is offered.
 */
function useCanBuyCredits(): boolean {
  const { user } = useUser();
  // At home the space's plan is the user's own: the one a credit pack is bought on.
  if (!user || user.status === 'guest' || !user.space.personal) return false;
  return user.space.plan !== Plan.Free;
}

interface Props {
  projectId: string | null;
  opened: boolean;
  onClose: () => void;
  /** The render is queued or was already running: the caller shows its progress. */
  onRendered: (projectId: string) => void;
}

/** What stops this render before the server is asked: too long for the plan, or no credits left. */
function blocker(check: CreditCheckData): { message: string; code: number } | null {
  if (check.duration > check.limit_seconds) {
    return { message: translate({ key: 'v.videoTooLong', params: { seconds: check.limit_seconds } }), code: ErrorCode.VIDEO_TOO_LONG };
  }
  if (check.credits_balance < check.credits_needed) return { message: errorText(ErrorCode.INSUFFICIENT_CREDITS), code: ErrorCode.INSUFFICIENT_CREDITS };
  return null;
}

/** The render dialog: length against the plan's limit, credits, queue and watermark, then confirm. */
export function RenderDialog({ projectId, opened, onClose, onRendered }: Props) {
  const { t } = useTranslation();
  const check = useCreditCheck(projectId, opened);
  const render = useRenderProject();
  const resetRender = render.reset;
  // Set on the first click, before React re-renders the button as loading: a double click sends one call.
  const sending = useRef(false);
  // A dialog opened again forgets the last attempt's error.
  useEffect(() => {
    if (opened) resetRender();
  }, [opened, resetRender]);

  // Already rendering (a second click, another tab): that render's progress is the answer, not a failure.
  const alreadyRendering = (id: string, error: unknown) => {
    toastInfo(localizeMessage(error instanceof Error ? error.message : '', ErrorCode.PROJECT_BUSY));
    onRendered(id);
  };
  const checkError = check.error;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new check answer decides this; the callbacks are fresh props every render
  useEffect(() => {
    if (opened && projectId && isAlreadyRendering(checkError)) alreadyRendering(projectId, checkError);
  }, [opened, projectId, checkError]);

  const data = check.data;
  const blocked = data ? blocker(data) : null;
  const failure =
    (render.error && !isAlreadyRendering(render.error) ? render.error : null) ??
    (check.error && !data && !isAlreadyRendering(check.error) ? check.error : null);
  const problem = failure ? { message: failure.message, code: failure instanceof ApiError ? failure.code : 0 } : blocked;
  // The plan's length limit: the check's figures, or the refusal's fields (the check itself refuses a video too long).
  const refusedLimit = Number((failure instanceof ApiError ? (failure.data as ErrorData | null) : null)?.fields?.limit_seconds);
  const limitSeconds = data?.limit_seconds ?? (Number.isFinite(refusedLimit) && refusedLimit > 0 ? refusedLimit : null);

  // Upgrading opens the pricing drawer over the page (spec 001 §2).
  const upgrade = (source: string) => {
    onClose();
    openPricing({ source });
  };

  const canBuyCredits = useCanBuyCredits();
  const buyCredits = () => {
    onClose();
    openPricingDialog({ kind: 'credits', source: 'render-dialog' });
  };
  // A video too long for the plan: AvatarX makes them up to 5 minutes (spec 001 §2).
  const avatarX = () => {
    onClose();
    openPricingDialog({ kind: 'avatarx', source: 'render-too-long' });
  };

  const confirm = () => {
    if (!projectId || sending.current) return;
    sending.current = true;
    render.mutate(projectId, {
      onSuccess: (summary) => onRendered(summary.id),
      onError: (error) => {
        if (isAlreadyRendering(error)) alreadyRendering(projectId, error);
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('render.title')} centered size="md">
      <Stack gap="md" data-testid="render-dialog">
        {check.isFetching && !data ? (
          <Group gap="sm" py="lg" justify="center">
            <Loader size="sm" />
            <Text size="sm" c="dimmed">
              {t('render.checking')}
            </Text>
          </Group>
        ) : data ? (
          <Figures data={data} />
        ) : null}
        {data?.watermark && (
          <Alert color="yellow" variant="light" icon={<IconDroplet size={18} />} data-testid="render-watermark">
            {t('render.watermark')}{' '}
            <Anchor component="button" type="button" size="sm" fw={600} onClick={() => upgrade('render-watermark')} data-testid="render-watermark-upgrade">
              {t('render.upgradeToRemove')}
            </Anchor>
          </Alert>
        )}
        {problem && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} data-testid="render-error">
            {problem.code === ErrorCode.INSUFFICIENT_CREDITS && canBuyCredits ? t('pricing.credits.outPaid') : problem.message}
            {UPGRADE_CODES.includes(problem.code) && (
              <>
                {' '}
                <Anchor component="button" type="button" size="sm" fw={600} onClick={() => upgrade('render-dialog')} data-testid="render-upgrade-link">
                  {t('render.upgrade')}
                </Anchor>
              </>
            )}
            {problem.code === ErrorCode.INSUFFICIENT_CREDITS && canBuyCredits && (
              <>
                {' · '}
                <Anchor component="button" type="button" size="sm" fw={600} onClick={buyCredits} data-testid="render-buy-credits">
                  {t('pricing.credits.open')}
                </Anchor>
              </>
            )}
            {problem.code === ErrorCode.VIDEO_TOO_LONG && limitSeconds !== null && limitSeconds < AVATARX_SECONDS && (
              <>
                {' · '}
                <Anchor component="button" type="button" size="sm" fw={600} onClick={avatarX} data-testid="render-avatarx">
                  {t('pricing.avatarx.longer', { count: AVATARX_SECONDS / 60 })}
                </Anchor>
              </>
            )}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-testid="render-dismiss">
            {t('common.cancel')}
          </Button>
          <Button
            leftSection={<IconRocket size={16} />}
            onClick={confirm}
            loading={render.isPending}
            disabled={!data || Boolean(blocked) || render.isPending}
            data-testid="render-confirm"
          >
            {data ? t('render.confirm', { count: data.credits_needed }) : t('render.confirmPlain')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Figures({ data }: { data: CreditCheckData }) {
  const { t } = useTranslation();
  const over = data.duration > data.limit_seconds;
  const short = data.credits_balance < data.credits_needed;
  const facts: Fact[] = [
    { key: 'duration', label: t('render.length'), value: t('render.lengthValue', { time: formatClock(data.duration) }), bad: over },
    { key: 'limit', label: t('render.limit', { plan: planLabel(data.plan) }), value: durationText(data.limit_seconds) },
    { key: 'credits', label: t('render.credits'), value: t('render.creditsValue', { count: data.credits_needed, balance: data.credits_balance }), bad: short },
    { key: 'queue', label: t('render.queue'), value: data.queue_minutes > 0 ? t('render.queueMinutes', { count: data.queue_minutes }) : t('render.queueNone') },
  ];
  return <FactsTable facts={facts} testIdPrefix="render-" verticalSpacing={8} withRowBorders data-testid="render-figures" />;
}
