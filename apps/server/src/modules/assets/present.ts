import { downloadFileName, type Asset, type AssetFolder, type MediaMeta, type UploadTool } from '@framecast/contract';
import type { FileLinks } from '../../platform/storage/index.js';
import type { WithCreator } from '../users/service.js';
import type { AssetRow, FolderRowWithCount } from './store.js';

export const URL_TTL_S = 6 * 3600;
const iso = (d: Date | string) => new Date(d).toISOString();

/** The name the file downloads under (the one rule for download names), keeping its own extension. */
export const assetDownloadName = (row: { name: string }) => downloadFileName(row.name, 'file');

export function toAsset(row: WithCreator<AssetRow>, links: FileLinks): Asset {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    mime: row.mime,
    size_bytes: Number(row.size_bytes),
    sha256: row.sha256,
    folder_id: row.folder_id,
    brand_slot: row.brand_slot,
    tool: row.tool as UploadTool,
    meta: row.meta as MediaMeta,
    url: links.url(row.storage_key, URL_TTL_S),
    download_url: links.url(row.storage_key, URL_TTL_S, assetDownloadName(row)),
    thumbnail_url: row.thumb_key ? links.url(row.thumb_key, URL_TTL_S) : null,
    waveform: row.waveform,
    derived: row.derived,
    warnings: row.warnings,
    created_by: { id: row.created_by, nickname: row.creator_nickname },
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function toFolder(row: WithCreator<FolderRowWithCount>): AssetFolder {
  const expiresAt = row.expires_at ? new Date(row.expires_at) : null;
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    count: Number(row.count ?? 0),
    expired: expiresAt !== null && expiresAt.getTime() <= Date.now(),
    expires_at: expiresAt?.toISOString() ?? null,
    created_by: { id: row.created_by, nickname: row.creator_nickname },
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
