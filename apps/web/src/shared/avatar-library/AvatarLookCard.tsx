import type { AvatarLook } from '@framecast/contract';
import type { Emotion } from '@framecast/timeline';
import { Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { currentLanguage } from '../i18n';
import { lookLabel } from './library-names';
import classes from './AvatarLookCard.module.css';

/**
 * The still and the clip of a look in one emotion (the default look's own when the emotion has none);
 * `cutout`: the person without the look's room, as videos draw it over a background.
 */
export const lookMedia = (look: AvatarLook, emotion: Emotion, cutout = false) => {
  const e = look.emotions.find((x) => x.emotion === emotion) ?? look.emotions.find((x) => x.emotion === 'default');
  if (cutout) return { image: e?.cutout_image_url ?? look.preview_url, clip: e?.cutout_clip_url ?? null };
  return { image: e?.image_url ?? look.preview_url, clip: e?.clip_url ?? null };
};

interface Props {
  look: AvatarLook;
  emotion: Emotion;
  selected: boolean;
  onSelect: (look: AvatarLook) => void;
  onFavorite: (look: AvatarLook, favorite: boolean) => void;
}

/**
 * One look: its still in the chosen emotion; pointing at it or choosing it plays the emotion's clip. The
 * star beside the choose button (not inside it: buttons do not nest) marks the look as a favourite.
 */
export function AvatarLookCard({ look, emotion, selected, onSelect, onFavorite }: Props) {
  const { t } = useTranslation();
  const [hover, setHover] = useState(false);
  const { image, clip } = lookMedia(look, emotion);
  const playing = Boolean(clip) && (hover || selected);
  const lookName = lookLabel(look, currentLanguage());
  const starLabel = t(look.favorite ? 'avatarVideo.favorites.remove' : 'avatarVideo.favorites.add');
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only plays the preview clip; the buttons inside are the controls
    <div className={classes.card} data-selected={selected || undefined} onMouseEnter={() => setHover(true)} onMouseLeave={() => setHover(false)}>
      <UnstyledButton
        className={classes.choose}
        aria-pressed={selected}
        aria-label={`${look.name} · ${lookName}`}
        onClick={() => onSelect(look)}
        onFocus={() => setHover(true)}
        onBlur={() => setHover(false)}
        data-testid={`avatar-look-${look.id}`}
      >
        <span className={classes.media}>
          <img src={image} alt="" loading="lazy" className={classes.still} />
          {playing && <video key={clip} src={clip!} poster={image} className={classes.clip} autoPlay muted loop playsInline />}
          {selected && (
            <span className={classes.check}>
              <IconCheck size={14} stroke={3} />
            </span>
          )}
        </span>
        <Text size="xs" fw={600} truncate mt={6} px={2}>
          {look.name}
        </Text>
        <Text size="xs" c="dimmed" truncate px={2} lh={1.3}>
          {lookName}
        </Text>
      </UnstyledButton>
      <Tooltip label={starLabel} openDelay={400} withinPortal>
        <UnstyledButton
          className={classes.star}
          data-active={look.favorite || undefined}
          aria-label={starLabel}
          onClick={() => onFavorite(look, !look.favorite)}
          data-testid={`avatar-favorite-${look.id}`}
        >
          {look.favorite ? <IconStarFilled size={14} /> : <IconStar size={14} stroke={2} />}
        </UnstyledButton>
      </Tooltip>
    </div>
  );
}
