/** Where an avatar's files live: under its space's assets, so a space's deletion takes them too. */
export const avatarFilePrefix = (spaceId: string, avatarId: string) => `assets/${spaceId}/avatars/${avatarId}/`;
