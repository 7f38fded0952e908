import type { Asset, BrandSlot } from '@framecast/contract';
import { addBookendScene, type Logo, patchScene, setLogo, setMusic } from '@framecast/timeline';
import { Anchor, Button, Group, Paper, SegmentedControl, SimpleGrid, Slider, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAssetList } from '../../../shared/assets/api';
import { AssetThumb } from '../../../shared/assets/AssetThumb';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFirstPlanWith } from '../../../shared/pricing/first-plan-with';
import { LimitAlert } from '../../../shared/pricing/LimitAlert';
import { usePlanFeature } from '../../../shared/pricing/usePlanFeature';
import { useEditor, useEditorDoc, useSelectedScene } from '../model/editor-store';
import classes from './BrandKitPanel.module.css';
import { BrandStyleSection } from './BrandStyleSection';
import { PanelTitle } from './PanelTitle';
import { TrackRow } from './TrackRow';
import { useTrackPreview } from './useTrackPreview';

const CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
const ref = (a: Asset) => `asset:${a.id}`;
/** An intro or outro whose video's length is not known yet (still being probed) lasts this long; Layout changes it. */
const BOOKEND_FALLBACK_SECONDS = 5;

/**
 * The space's brand kit put into this video: its colours and fonts (BrandStyleSection), its logo (corner,
 * size, opacity), its music as the bed, its picture behind a scene or the whole video, its video as an
 * intro or outro scene. The kit is a plan
 * feature; without it the panel says which plan has it.
 */
export function BrandKitPanel() {
  const { t } = useTranslation();
  const allowed = usePlanFeature('brand_kit');
  const withPlan = useFirstPlanWith('brand_kit');
  return (
    <Stack gap="md" data-testid="brand-kit-panel">
      <PanelTitle title={t('editor.panels.brandKit')} hint={t('editor.media.brand.hint')} />
      {allowed === false ? (
        <LimitAlert
          message={withPlan ? t('brandKit.planLimit', { plan: withPlan }) : t('brandKit.planLimitAny')}
          upgradeLabel={t('brandKit.upgrade')}
          source="editor-brand-kit"
          testId="editor-brand-kit-plan"
        />
      ) : (
        allowed && <KitSlots />
      )}
    </Stack>
  );
}

function KitSlots() {
  const { t } = useTranslation();
  const doc = useEditorDoc();
  const change = useEditor((s) => s.change);
  const { sceneIndex, scene } = useSelectedScene();
  const preview = useTrackPreview();
  const logo = doc.logo;
  const setLogoPart = (patch: Partial<Logo>, mergeKey?: string) => change(t('editor.media.history.logo'), (d) => setLogo(d, patch), mergeKey);

  return (
    <>
      <BrandStyleSection />
      <Slot slot="logo" title={t('editor.media.brand.logo')}>
        {(items) => (
          <>
            <SimpleGrid cols={3} spacing={6}>
              {items.map((a) => (
                <UnstyledButton
                  key={a.id}
                  className={classes.pick}
                  data-active={logo?.src === ref(a)}
                  aria-pressed={logo?.src === ref(a)}
                  aria-label={`${t('editor.media.brand.applyLogo')}: ${a.name}`}
                  onClick={() => setLogoPart({ src: ref(a) })}
                  data-testid={`brand-logo-${a.id}`}
                >
                  <AssetThumb asset={a} height={56} />
                </UnstyledButton>
              ))}
            </SimpleGrid>
            {logo && (
              <Stack gap={6} data-testid="brand-logo-controls">
                <Text size="xs">{t('editor.media.brand.position')}</Text>
                <SegmentedControl
                  size="xs"
                  fullWidth
                  value={logo.position}
                  onChange={(v) => setLogoPart({ position: v as Logo['position'] })}
                  data={CORNERS.map((c) => ({ value: c, label: t(`editor.media.brand.positions.${c}`) }))}
                  data-testid="brand-logo-corner"
                />
                <Text size="xs">{t('editor.media.brand.logoWidth')}</Text>
                <Slider
                  min={0.02}
                  max={0.5}
                  step={0.01}
                  value={logo.width}
                  label={null}
                  thumbLabel={t('editor.media.brand.logoWidth')}
                  onChange={(width) => setLogoPart({ width }, 'logo:width')}
                />
                <Text size="xs">{t('editor.media.brand.logoOpacity')}</Text>
                <Slider
                  min={0.1}
                  max={1}
                  step={0.05}
                  value={logo.opacity}
                  label={(v) => `${Math.round(v * 100)}%`}
                  thumbLabel={t('editor.media.brand.logoOpacity')}
                  onChange={(opacity) => setLogoPart({ opacity }, 'logo:opacity')}
                />
                <Button
                  size="xs"
                  variant="subtle"
                  color="gray"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => change(t('editor.media.history.logo'), (d) => setLogo(d, null))}
                  data-testid="brand-logo-remove"
                >
                  {t('editor.media.brand.removeLogo')}
                </Button>
              </Stack>
            )}
          </>
        )}
      </Slot>
      <Slot slot="music" title={t('editor.media.brand.music')}>
        {(items) =>
          items.map((a) => (
            <TrackRow
              key={a.id}
              id={ref(a)}
              name={a.name}
              url={a.url}
              inUse={doc.music?.src === ref(a)}
              preview={preview}
              useLabel={t('editor.media.brand.applyMusic')}
              onUse={() => change(t('editor.media.history.music'), (d) => setMusic(d, { src: ref(a) }))}
            />
          ))
        }
      </Slot>
      <Slot slot="image" title={t('editor.media.brand.image')}>
        {(items) =>
          items.map((a) => (
            <KitItem key={a.id} asset={a}>
              <Button
                size="compact-xs"
                variant="default"
                onClick={() =>
                  change(t('editor.media.history.background'), (d) => patchScene(d, scene.id, { background: { type: 'image', src: ref(a), fit: 'cover' } }))
                }
                data-testid="brand-image-scene"
              >
                {t('editor.media.brand.sceneBackground', { n: sceneIndex + 1 })}
              </Button>
              <Button
                size="compact-xs"
                variant="default"
                onClick={() => change(t('editor.media.history.background'), (d) => void (d.background = { type: 'image', src: ref(a), fit: 'cover' }))}
                data-testid="brand-image-video"
              >
                {t('editor.media.brand.videoBackground')}
              </Button>
            </KitItem>
          ))
        }
      </Slot>
      <Slot slot="video" title={t('editor.media.brand.video')}>
        {(items) =>
          items.map((a) => {
            const bookend = (at: 'first' | 'last') =>
              change(t(`editor.media.history.${at === 'first' ? 'intro' : 'outro'}`), (d) =>
                addBookendScene(d, { at, background: { type: 'video', src: ref(a), fit: 'cover' }, duration: a.meta.duration ?? BOOKEND_FALLBACK_SECONDS }),
              );
            return (
              <KitItem key={a.id} asset={a}>
                <Button size="compact-xs" variant="default" onClick={() => bookend('first')} data-testid="brand-video-intro">
                  {t('editor.media.brand.intro')}
                </Button>
                <Button size="compact-xs" variant="default" onClick={() => bookend('last')} data-testid="brand-video-outro">
                  {t('editor.media.brand.outro')}
                </Button>
              </KitItem>
            );
          })
        }
      </Slot>
      <Anchor component={Link} to="/brand-kit" size="xs" underline="always" data-testid="brand-manage">
        {t('editor.media.brand.manage')}
      </Anchor>
    </>
  );
}

/** One slot of the kit: its files, or a word that it is empty. */
function Slot({ slot, title, children }: { slot: BrandSlot; title: string; children: (items: Asset[]) => ReactNode }) {
  const { t } = useTranslation();
  const files = useAssetList({ brand_slot: slot, page_size: 24, sort: 'created', order: 'desc' });
  const items = files.data?.items ?? [];
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`editor-brand-${slot}`}>
      <Stack gap={8}>
        <Text size="sm" fw={600}>
          {title}
        </Text>
        {files.isSuccess && items.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t('editor.media.brand.empty')}
          </Text>
        ) : (
          children(items)
        )}
      </Stack>
    </Paper>
  );
}

/** A picture or video of the kit with what can be done with it. */
function KitItem({ asset, children }: { asset: Asset; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="center" data-testid={`brand-item-${asset.id}`}>
      <div style={{ width: 72, flex: 'none' }}>
        <AssetThumb asset={asset} height={48} />
      </div>
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Text size="xs" truncate title={asset.name}>
          {asset.name}
        </Text>
        <Group gap={4}>{children}</Group>
      </Stack>
    </Group>
  );
}
