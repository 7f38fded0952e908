import type { Migration } from 'kysely';
import * as m2026112201 from './2026112201_accounts.js';

/** Every migration, by timestamped name. Listed statically so the same set runs from source and bundles. */
export const migrations: Record<string, Migration> = {
  '2026112201_accounts': m2026112201,
};
