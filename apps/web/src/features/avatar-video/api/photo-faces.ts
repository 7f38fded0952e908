import { ErrorCode } from '@framecast/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

/** GET talking-photo/faces → a photo's size and faces; its two errors are shown by the photo field. */
export const photoFacesQuery = (id: string) =>
  queryOptions({
    queryKey: ['talking-photo', 'faces', id],
    queryFn: ({ signal }) => request('photoFaces', { id }, { signal, quiet: [ErrorCode.IMAGE_LOAD_FAILED, ErrorCode.NO_FACE, ErrorCode.NOT_FOUND] }),
    staleTime: Infinity,
  });

export const usePhotoFaces = (id: string | null) => useQuery({ ...photoFacesQuery(id ?? ''), enabled: id !== null });
