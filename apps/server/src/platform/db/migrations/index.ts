import type { Migration } from 'kysely';
import * as m2026112201 from './2026112201_accounts.js';
import * as m2026112202 from './2026112202_jobs.js';
import * as m2026112203 from './2026112203_projects.js';
import * as m2026112204 from './2026112204_job_priority.js';
import * as m2026112401 from './2026112401_assets.js';
import * as m2026112501 from './2026112501_avatar_favorites.js';
import * as m2026112510 from './2026112510_account_security.js';
import * as m2026112601 from './2026112601_project_assets.js';
import * as m2026112602 from './2026112602_outbox.js';
import * as m2026112701 from './2026112701_billing.js';
import * as m2026112801 from './2026112801_spaces.js';
import * as m2026112901 from './2026112901_voices.js';
import * as m2026113001 from './2026113001_user_avatars.js';
import * as m2026120101 from './2026120101_product_avatars.js';
import * as m2026120102 from './2026120102_products.js';
import * as m2026120201 from './2026120201_templates.js';
import * as m2026120301 from './2026120301_api_keys.js';
import * as m2026120401 from './2026120401_coupon_holds.js';
import * as m2026120402 from './2026120402_stream_ticket_space.js';
import * as m2026120530 from './2026120530_revoked_member_links.js';
import * as m2026120550 from './2026120550_template_posters.js';
import * as m2026120570 from './2026120570_period_settlement.js';
import * as m2026120601 from './2026120601_stream_ticket_actor.js';
import * as m2026120701 from './2026120701_brand_styles.js';

/** Every migration, by timestamped name. Listed statically so the same set runs from source and bundles. */
export const migrations: Record<string, Migration> = {
  '2026112201_accounts': m2026112201,
  '2026112202_jobs': m2026112202,
  '2026112203_projects': m2026112203,
  '2026112204_job_priority': m2026112204,
  '2026112401_assets': m2026112401,
  '2026112501_avatar_favorites': m2026112501,
  '2026112510_account_security': m2026112510,
  '2026112601_project_assets': m2026112601,
  '2026112602_outbox': m2026112602,
  '2026112701_billing': m2026112701,
  '2026112801_spaces': m2026112801,
  '2026112901_voices': m2026112901,
  '2026113001_user_avatars': m2026113001,
  '2026120101_product_avatars': m2026120101,
  '2026120102_products': m2026120102,
  '2026120201_templates': m2026120201,
  '2026120301_api_keys': m2026120301,
  '2026120401_coupon_holds': m2026120401,
  '2026120402_stream_ticket_space': m2026120402,
  '2026120530_revoked_member_links': m2026120530,
  '2026120550_template_posters': m2026120550,
  '2026120570_period_settlement': m2026120570,
  '2026120601_stream_ticket_actor': m2026120601,
  '2026120701_brand_styles': m2026120701,
};
