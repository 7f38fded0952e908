import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { followDownload } from '../../../shared/ui/follow-download';

/** POST project/download {ids} → a short-lived link to the video, or to a zip of several. */
export const downloadProjects = (ids: string[]) => request('projectDownload', { ids });

export const useDownloadProjects = () => useMutation({ mutationFn: downloadProjects, onSuccess: followDownload });
