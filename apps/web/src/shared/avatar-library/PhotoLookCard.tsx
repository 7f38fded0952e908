import type { UserAvatarLook } from '@framecast/contract';
import { Text, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import classes from './AvatarLookCard.module.css';

interface Props {
  look: UserAvatarLook;
  /** The avatar's name (a look's own name may repeat across avatars). */
  avatarName: string;
  selected: boolean;
  onSelect: (look: UserAvatarLook) => void;
}

/** A ready look of one of the space's own avatars, chosen like a library look. */
export function PhotoLookCard({ look, avatarName, selected, onSelect }: Props) {
  const label = look.name && look.name !== avatarName ? `${avatarName} · ${look.name}` : avatarName;
  return (
    <div className={classes.card} data-selected={selected || undefined}>
      <UnstyledButton className={classes.choose} aria-pressed={selected} aria-label={label} onClick={() => onSelect(look)} data-testid={`my-look-${look.id}`}>
        <span className={classes.media}>
          {look.image_url && <img src={look.image_url} alt="" loading="lazy" className={classes.still} data-fit="contain" />}
          {selected && (
            <span className={classes.check}>
              <IconCheck size={14} stroke={3} />
            </span>
          )}
        </span>
        <Text size="xs" fw={600} truncate mt={6} px={2}>
          {avatarName}
        </Text>
        {look.name && look.name !== avatarName && (
          <Text size="xs" c="dimmed" truncate px={2} lh={1.3}>
            {look.name}
          </Text>
        )}
      </UnstyledButton>
    </div>
  );
}
