import { PRODUCT_WIDTH_MAX, PRODUCT_WIDTH_MIN, type ProductPlacement } from '@framecast/contract';
import { Alert, Button, Grid, Group, Slider, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Section } from '../../../shared/ui/Section';
import { PRESETS, percents, presetOf, presetPlacement, resize, type Size } from '../placement';
import type { Base } from '../wizard';
import { ProductStage } from './ProductStage';

interface Props {
  base: Base;
  cutout: { url: string; width: number; height: number };
  placement: ProductPlacement;
  onPlacement: (placement: ProductPlacement) => void;
  /** The picture's sides: a library drawing's, or a look's own once its picture has loaded. */
  pictureSize: Size;
  onPictureSize: (size: Size) => void;
  /** The name, the figures and Create, beside the stage. */
  children: ReactNode;
}

/** Step 3: where the product sits on the avatar's picture and how big, then the name and Create. */
export function PlaceStep({ base, cutout, placement, onPlacement, pictureSize, onPictureSize, children }: Props) {
  const { t } = useTranslation();
  const preset = presetOf(placement, pictureSize, cutout);
  const at = percents(placement);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Section step={3} title={t('productAvatar.place.title')} hint={t('productAvatar.place.hint')} testId="place-step">
          <ProductStage
            picture={base.image}
            pictureAlt={t('productAvatar.place.pictureAlt', { name: base.label })}
            pictureSize={pictureSize}
            onPictureSize={onPictureSize}
            cutout={cutout}
            placement={placement}
            onPlacement={onPlacement}
          />
          <div>
            <Text size="sm" fw={600} mb={6} id="place-presets">
              {t('productAvatar.place.presetsLabel')}
            </Text>
            <Group gap="xs" role="group" aria-labelledby="place-presets">
              {PRESETS.map((k) => (
                <Button
                  key={k}
                  size="xs"
                  variant={preset === k ? 'filled' : 'default'}
                  aria-pressed={preset === k}
                  onClick={() => onPlacement(presetPlacement(k, pictureSize, cutout))}
                  data-testid={`place-preset-${k}`}
                >
                  {t(`productAvatar.place.presets.${k}`)}
                </Button>
              ))}
            </Group>
          </div>
          <div>
            <Group justify="space-between" mb={6}>
              <Text size="sm" fw={600} id="place-size">
                {t('productAvatar.place.size')}
              </Text>
              <Text size="xs" c="dimmed" data-testid="place-where">
                {t('productAvatar.place.where', at)}
              </Text>
            </Group>
            <Slider
              min={Math.round(PRODUCT_WIDTH_MIN * 100)}
              max={Math.round(PRODUCT_WIDTH_MAX * 100)}
              step={1}
              value={at.width}
              onChange={(v) => onPlacement(resize(placement, v / 100))}
              label={(v) => `${v}%`}
              thumbLabel={t('productAvatar.place.size')}
              data-testid="place-size"
            />
          </div>
          <Text size="xs" c="dimmed">
            {t('productAvatar.place.help')}
          </Text>
          <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} data-testid="place-note">
            {t('productAvatar.place.note')}
          </Alert>
        </Section>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">{children}</Stack>
      </Grid.Col>
    </Grid>
  );
}
