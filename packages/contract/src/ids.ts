import { z } from 'zod';

/** A row id: a uuid, checked before any query sees it (the database answers a malformed one with an error). */
export const Uuid = (message: string) => z.string().uuid(message);

/** A list's folder filter: a folder id, or 'root' for what lies outside any folder. */
export const FolderFilter = z.string().refine((v) => v === 'root' || z.uuid().safeParse(v).success, 'Unknown folder');
