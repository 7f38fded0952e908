import { entitlements, ErrorCode, formatBytes } from '@framecast/contract';
import type { Db } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/errors.js';
import { planOf } from '../billing/service.js';
import { spaceOwnerId } from '../spaces/service.js';
import { spaceUsageBytes } from './store.js';

/** Storage a space holds and may hold: the quota follows its owner's plan. */
export async function spaceUsage(db: Db, spaceId: string): Promise<{ used_bytes: number; quota_bytes: number }> {
  const ownerId = await spaceOwnerId(db, spaceId);
  const [used, plan] = await Promise.all([spaceUsageBytes(db, spaceId), planOf(db, ownerId)]);
  return { used_bytes: used, quota_bytes: entitlements(plan.actual_plan).storageBytes };
}

/** Refuses a file that would take the space past its quota. */
export async function assertRoomFor(db: Db, spaceId: string, bytes: number): Promise<void> {
  const u = await spaceUsage(db, spaceId);
  if (u.used_bytes + bytes > u.quota_bytes) {
    throw new AppError(
      ErrorCode.STORAGE_FULL,
      `Your storage is full (${formatBytes(u.used_bytes)} of ${formatBytes(u.quota_bytes)} used). Delete some files or upgrade your plan.`,
      {
        used_bytes: u.used_bytes,
        quota_bytes: u.quota_bytes,
        i18n: { key: 'uploadRules.storageFull', params: { used: formatBytes(u.used_bytes), quota: formatBytes(u.quota_bytes) } },
      },
    );
  }
}
