import { Stack, Text, Title } from '@mantine/core';
import { IconCircleCheckFilled, IconServer } from '@tabler/icons-react';
import type { OfferData } from '@framecast/contract';
import { useOffer } from '../../../shared/api/offer';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Logo } from '../../../shared/ui/Logo';
import { BrandArt } from './BrandArt';
import classes from './BrandColumn.module.css';

type Bullet = [key: string, values?: Record<string, number>];

/** What the product does, as this server offers it: a tool it cannot run is not claimed. */
const brandBullets = (offer: OfferData): Bullet[] => {
  const { tools } = offer;
  const bullets: Bullet[] = [];
  if (tools.avatar_video) bullets.push(['auth.brand.avatars', { people: offer.avatars.people }]);
  if (tools.url_to_video) bullets.push(['auth.brand.productLink']);
  bullets.push(tools.video_translation ? ['auth.brand.translation'] : ['auth.brand.voices', { count: offer.voices.count, languages: offer.voices.languages }]);
  return bullets;
};

/** The left column of the sign-in screen on desktop: brand, art and what the product does. */
export function BrandColumn({ className }: { className?: string }) {
  const { t } = useTranslation();
  const offer = useOffer();
  return (
    <aside className={`${classes.column} ${className ?? ''}`} aria-hidden="false">
      <div className={classes.content}>
        <Logo size={28} inverted />
      </div>
      <BrandArt />
      <Stack gap="md" className={classes.content}>
        <Title order={3} c="white" fz={21} lh={1.3}>
          {t('auth.brand.headline')}
        </Title>
        <ul className={classes.bullets}>
          {(offer ? brandBullets(offer) : []).map(([key, values]) => (
            <li key={key}>
              <IconCircleCheckFilled size={16} style={{ flexShrink: 0, marginTop: 1 }} />
              <span>{t(key, values)}</span>
            </li>
          ))}
        </ul>
        <Text size="xs" c="rgba(255,255,255,0.8)" style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
          <IconServer size={14} /> {t('auth.brand.selfHosted')}
        </Text>
      </Stack>
    </aside>
  );
}
