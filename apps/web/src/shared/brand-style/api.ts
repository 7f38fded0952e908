import type { RequestOf } from '@framecast/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../api/client';

/** The space's brand colours and fonts: the /brand-kit page sets them, the editor's Brand Kit panel applies them. */
export const brandStyleKeys = { all: ['brand-style'] as const };

export const brandStyleQuery = () => queryOptions({ queryKey: brandStyleKeys.all, queryFn: () => request('brandStyle', {}) });

export const useBrandStyle = (enabled = true) => useQuery({ ...brandStyleQuery(), enabled });

/** Saves the style; its failures are the caller's to show beside the form (no toast). */
export function useSaveBrandStyle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (style: RequestOf<'brandStyleSave'>) => request('brandStyleSave', style, { quiet: 'all' }),
    onSuccess: (data) => client.setQueryData(brandStyleKeys.all, data),
  });
}
