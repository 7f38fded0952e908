import { ErrorCode, type PhotoFace } from '@framecast/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../api/client';

/** GET talking-photo/faces → a photo's size and faces; its two errors are shown by the photo field. */
export const photoFacesQuery = (id: string) =>
  queryOptions({
    queryKey: ['talking-photo', 'faces', id],
    queryFn: ({ signal }) => request('photoFaces', { id }, { signal, quiet: [ErrorCode.IMAGE_LOAD_FAILED, ErrorCode.NO_FACE, ErrorCode.NOT_FOUND] }),
    staleTime: Infinity,
  });

export const usePhotoFaces = (id: string | null) => useQuery({ ...photoFacesQuery(id ?? ''), enabled: id !== null });

/** The centre of a face box, rounded (it goes into the document). */
export const faceCentre = (f: PhotoFace) => ({ x: Math.round((f.x + f.width / 2) * 1e4) / 1e4, y: Math.round((f.y + f.height / 2) * 1e4) / 1e4 });

/** What a photo field edits: the portrait (an image asset's id), its width / height, and the centre of the face that speaks. */
export interface PhotoPart {
  photo: string | null;
  photoAspect: number | null;
  face: { x: number; y: number } | null;
}
