import { builtinMusicPath, MUSIC_MOODS, type MusicMood } from '@framecast/contract';
import { collectMediaRefs, type TimelineDoc } from '@framecast/timeline';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { request } from '../../../shared/api/client';
import { assetKeys } from '../../../shared/assets/api';
import { config } from '../../../shared/config';
import { useUserAvatars } from '../../../shared/user-avatars/api';

const ASSET = 'asset:';
const LOOK = 'look:';
const BUILTIN_MUSIC = /^builtin:music\/([a-z]+)$/;

/**
 * Where the stage loads each picture of the document from: the space's assets by their signed links
 * (`asset:<id>`, asked once each and cached), the user's own avatar looks (`look:<id>`), and the
 * built-in library's stills and music beds. Unknown or deleted media answers null, which the stage shows as a load error.
 */
export function useMediaLinks(doc: TimelineDoc) {
  const refs = useMemo(() => collectMediaRefs(doc), [doc]);
  const usesLooks = useMemo(() => doc.scenes.some((s) => s.layers.some((l) => l.type === 'avatar' && l.avatar.startsWith(LOOK))), [doc]);
  return useRefLinks(refs, usesLooks);
}

/** The same links for a few refs (the music bed, say) without following the whole document. */
export function useRefLinks(refs: readonly string[], usesLooks = false) {
  // The same media after an edit is the same list: the queries are not set up again.
  const key = refs.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the refs' content
  const ids = useMemo(() => refs.flatMap((ref) => (ref.startsWith(ASSET) ? [ref.slice(ASSET.length)] : [])), [key]);
  const assets = useQueries({
    queries: ids.map((id) => ({
      queryKey: assetKeys.detail(id),
      queryFn: () => request('assetDetail', { id }, { quiet: [40400] }),
      retry: false,
      staleTime: 5 * 60_000,
    })),
  });
  const own = useUserAvatars({ scope: 'mine' });
  const byId = new Map(assets.flatMap((q, i) => (q.data ? [[ids[i]!, q.data] as const] : [])));
  const looks = usesLooks
    ? new Map((own.data?.items ?? []).flatMap((a) => a.looks).map((l) => [l.ref, l.image_url] as const))
    : new Map<string, string | null>();

  return {
    url(ref: string): string | null {
      if (ref.startsWith(ASSET)) return byId.get(ref.slice(ASSET.length))?.url ?? null;
      const bed = BUILTIN_MUSIC.exec(ref)?.[1];
      if (bed && (MUSIC_MOODS as readonly string[]).includes(bed)) return `${config.apiBase}${builtinMusicPath(bed as MusicMood)}`;
      return null;
    },
    /** width / height of an asset, once its facts are known. */
    aspect(ref: string): number | null {
      const meta = ref.startsWith(ASSET) ? byId.get(ref.slice(ASSET.length))?.meta : undefined;
      return meta?.width && meta.height ? meta.width / meta.height : null;
    },
    avatar(avatar: string, emotion: string, cutout: boolean): string | null {
      if (avatar.startsWith(LOOK)) return looks.get(avatar) ?? null;
      if (avatar.startsWith(ASSET)) return null;
      // A library id names an avatar (`maya`) or one of its looks (`maya/support`); media is per look.
      const look = avatar.includes('/') ? avatar : null;
      return look ? `${config.apiBase}/avatar/media/${look}/${emotion}${cutout ? '-cutout' : ''}.png` : null;
    },
  };
}
