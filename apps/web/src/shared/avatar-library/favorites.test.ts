import type { AvatarListData } from '@framecast/contract';
import { describe, expect, it } from 'vitest';
import { applyFavorite } from './favorites';

const look = (id: string, favorite = false) => {
  const [avatar, key] = id.split('/') as [string, string];
  return {
    id,
    avatar_id: avatar,
    name: avatar,
    look_name: key,
    gender: 'female' as const,
    age: 'adult' as const,
    theme: 'studio' as const,
    pose: 'standing' as const,
    ethnicity: 'european' as const,
    occupation: 'agent' as const,
    voice: 'espeak:en-us',
    preview_url: `/p/${id}.png`,
    emotions: [],
    favorite,
  };
};
const list = (...sets: [string, ReturnType<typeof look>[]][]): AvatarListData => ({
  sets: sets.map(([id, looks]) => ({ id, name: id, gender: 'female', looks })),
  total: sets.length,
  licence: { name: 'CC0', text: '' },
  engine: { id: 'local', description: '' },
});
const flags = (d: AvatarListData) => d.sets.flatMap((s) => s.looks.map((l) => `${l.id}:${l.favorite}`));

describe('applyFavorite (the optimistic star)', () => {
  const data = list(['maya', [look('maya/support'), look('maya/office', true)]], ['omar', [look('omar/agent')]]);

  it('flips the flag of the starred look only, in any list', () => {
    const next = applyFavorite(data, { gender: 'female' }, { id: 'maya/support', favorite: true });
    expect(flags(next)).toEqual(['maya/support:true', 'maya/office:true', 'omar/agent:false']);
    expect(next.total).toBe(2);
    expect(flags(data)).toEqual(['maya/support:false', 'maya/office:true', 'omar/agent:false']);
    expect(flags(applyFavorite(data, undefined, { id: 'maya/office', favorite: false }))).toEqual([
      'maya/support:false',
      'maya/office:false',
      'omar/agent:false',
    ]);
  });

  it('drops an unstarred look from a favourites list, and its avatar when it was the last look', () => {
    const favs = list(['maya', [look('maya/office', true), look('maya/creator', true)]], ['omar', [look('omar/agent', true)]]);
    const one = applyFavorite(favs, { theme: 'favorites' }, { id: 'maya/office', favorite: false });
    expect(flags(one)).toEqual(['maya/creator:true', 'omar/agent:true']);
    expect(one.total).toBe(2);
    const gone = applyFavorite(favs, { theme: 'favorites', sample: '0' }, { id: 'omar/agent', favorite: false });
    expect(gone.sets.map((s) => s.id)).toEqual(['maya']);
    expect(gone.total).toBe(1);
  });

  it('leaves a list without the look untouched', () => {
    expect(applyFavorite(data, {}, { id: 'kenji/studio', favorite: true })).toBe(data);
  });
});
