import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

/** POST project/download {ids} → a short-lived link to the video, or to a zip of several. */
export const downloadProjects = (ids: string[]) => request('projectDownload', { ids });

/** Follows the link so the browser saves the file (the server sends it as an attachment). */
const followDownload = ({ url, filename }: { url: string; filename: string }): void => {
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
};

export const useDownloadProjects = () => useMutation({ mutationFn: downloadProjects, onSuccess: followDownload });
