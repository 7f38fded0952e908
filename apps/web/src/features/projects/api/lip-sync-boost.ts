import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { fetchUserInfo, setUserInfo } from '../../../shared/api/user-info';
import { projectKeys } from '../../../shared/projects/keys';

/** POST project/lip_sync_boost {project_id}: the whole video's minutes are taken and the video is re-rendered with lip sync. */
export const lipSyncBoost = (projectId: string) => request('lipSyncBoost', { project_id: projectId });

/** The boost, then the project (now queued again) and the user's minutes are read again. */
export const useLipSyncBoost = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: lipSyncBoost,
    onSuccess: async (_data, projectId) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
        client.invalidateQueries({ queryKey: projectKeys.lists() }),
        fetchUserInfo()
          .then(setUserInfo)
          .catch(() => undefined),
      ]);
    },
  });
};
