import { Avatar, type AvatarProps } from '@mantine/core';

/** A space's photo, or its initial on the brand colour. Decorative: the name is always written beside it. */
export function SpaceAvatar({ name, photo, ...props }: { name: string; photo: string | null } & Omit<AvatarProps, 'src' | 'alt'>) {
  return (
    <Avatar src={photo} alt="" color="brand" variant="filled" {...props}>
      {name.trim().slice(0, 1).toUpperCase() || '·'}
    </Avatar>
  );
}
