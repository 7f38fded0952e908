import type { AvatarListData, AvatarListRequest, AvatarFavoriteRequest } from '@framecast/contract';

/**
 * One cached library answer after starring or unstarring a look: the look's flag flips everywhere, and a
 * favourites-only list drops an unstarred look (and an avatar left with no look). A look newly starred
 * cannot be added to a favourites list here (its place and filters are the server's); a refetch adds it.
 */
export function applyFavorite(data: AvatarListData, params: AvatarListRequest | undefined, change: AvatarFavoriteRequest): AvatarListData {
  const favoritesOnly = params?.theme === 'favorites';
  let touched = false;
  const sets = data.sets.flatMap((set) => {
    if (!set.looks.some((l) => l.id === change.id)) return [set];
    touched = true;
    const looks =
      favoritesOnly && !change.favorite
        ? set.looks.filter((l) => l.id !== change.id)
        : set.looks.map((l) => (l.id === change.id ? { ...l, favorite: change.favorite } : l));
    return looks.length > 0 ? [{ ...set, looks }] : [];
  });
  if (!touched) return data;
  return { ...data, sets, total: data.total - (data.sets.length - sets.length) };
}
