import type { RequestOf } from '@framecast/contract';
import { request } from '../../../shared/api/client';

/** POST project/lip_sync_boost {project_id, order_sn} → the minutes used and left. */
export const lipSyncBoost = (body: RequestOf<'lipSyncBoost'>) => request('lipSyncBoost', body);
