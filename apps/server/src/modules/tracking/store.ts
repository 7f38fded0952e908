import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import type { Database } from '../../platform/db/schema.js';

/** SQL of the page_views table. */
export const insertPageView = (db: Db, row: Insertable<Database['page_views']>) => db.insertInto('page_views').values(row).execute();
