import { Button, Group, List, Modal, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { closePricingDialog, openPricing } from '../../../shared/pricing/store';
import { useOffer } from '../../../shared/api/offer';
import { AVATARX_MAX_MINUTES } from '../model/plans';
import { DIALOG_Z } from './PaymentDialog';
import classes from './pricing.module.css';

/** Spec 001 §9: the carousel turns every 5 seconds. */
export const CAROUSEL_MS = 5000;

/** Generated slides (no network images): a gradient and a silhouette each. */
const SLIDES = [
  { key: 'studio', background: 'linear-gradient(135deg, #4426b1 0%, #8966ff 60%, #c4b4ff 100%)' },
  { key: 'outdoor', background: 'linear-gradient(135deg, #0b5d4b 0%, #12b886 55%, #96f2d7 100%)' },
  { key: 'product', background: 'linear-gradient(135deg, #8a3b00 0%, #f76707 55%, #ffd8a8 100%)' },
] as const;

/** 'Create More with AvatarX' (spec 001 §2): a carousel and what an upgrade brings. */
export function AvatarXDialog({ source }: { source: string }) {
  const { t } = useTranslation();
  const offer = useOffer();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), CAROUSEL_MS);
    return () => clearInterval(timer);
  }, [paused]);
  const slide = SLIDES[index] ?? SLIDES[0];
  return (
    <Modal opened onClose={closePricingDialog} centered size="lg" zIndex={DIALOG_Z} title={t('pricing.avatarx.title')} data-testid="avatarx-dialog">
      <Stack gap="md">
        <section
          aria-roledescription="carousel"
          aria-label={t('pricing.avatarx.title')}
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
        >
          <div className={classes.slide} style={{ background: slide.background }} data-testid="avatarx-slide" data-index={index}>
            <div className={classes.slideFigure} aria-hidden />
            <span className={classes.slideCaption}>
              <VisuallyHidden>{t('pricing.avatarx.slide', { index: index + 1, total: SLIDES.length })}: </VisuallyHidden>
              {t(`pricing.avatarx.slides.${slide.key}`)}
            </span>
          </div>
          <Group justify="center" gap={8} mt="xs">
            {SLIDES.map((s, i) => (
              <button
                key={s.key}
                type="button"
                className={classes.dot}
                data-active={i === index || undefined}
                aria-label={t('pricing.avatarx.slide', { index: i + 1, total: SLIDES.length })}
                aria-current={i === index}
                onClick={() => setIndex(i)}
              />
            ))}
          </Group>
        </section>
        <Title order={3} size="h4">
          {t('pricing.avatarx.text')}
        </Title>
        <List
          spacing={6}
          icon={
            <ThemeIcon size={18} radius="xl" variant="light">
              <IconCheck size={12} aria-hidden />
            </ThemeIcon>
          }
        >
          <List.Item>{t('pricing.avatarx.long', { count: AVATARX_MAX_MINUTES })}</List.Item>
          {offer && (
            <>
              <List.Item>{t('pricing.avatarx.stock', { people: offer.avatars.people, looks: offer.avatars.looks })}</List.Item>
              <List.Item>{t('pricing.avatarx.voices', { count: offer.voices.count, languages: offer.voices.languages })}</List.Item>
            </>
          )}
          <List.Item>{t('pricing.avatarx.noWatermark')}</List.Item>
        </List>
        <Button
          size="md"
          onClick={() => {
            closePricingDialog();
            openPricing({ source: `${source}:avatarx` });
          }}
          data-testid="avatarx-upgrade"
        >
          {t('pricing.avatarx.upgrade')}
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          {t('pricing.subtitle')}
        </Text>
      </Stack>
    </Modal>
  );
}
