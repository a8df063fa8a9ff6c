import type { Migration } from 'kysely';
import * as m0001 from './0001_users_and_cafes';
import * as m0002 from './0002_notifications';
import * as m0003 from './0003_catalogue';
import * as m0004 from './0004_catalogue_indexes';
import * as m0005 from './0005_orders';
import * as m0006 from './0006_money';
import * as m0007 from './0007_cafe_rating_totals';
import * as m0008 from './0008_store';
import * as m0009 from './0009_store_order_list_index';
import * as m0010 from './0010_tickets';
import * as m0011 from './0011_admin';
import * as m0012 from './0012_store_media';
import * as m0013 from './0013_hardening';
import * as m0014 from './0014_speed';
import * as m0015 from './0015_saved_carts';
import * as m0016 from './0016_ticket_search';
import * as m0017 from './0017_store_search';
import * as m0018 from './0018_product_file_position';
import * as m0020 from './0020_list_versions';
import * as m0021 from './0021_more_list_versions';
import * as m0022 from './0022_ticket_counts_per_statement';
import * as m0023 from './0023_cafe_fee_list';
import * as m0024 from './0024_cafe_paused_by_block';
import * as m0025 from './0025_store_order_cancel';
import * as m0026 from './0026_store_cash_due_index';
import * as m0027 from './0027_store_audit_area';
import * as m0028 from './0028_audit_target_index';
import * as m0029 from './0029_withdrawal_user_list_index';

/**
 * Every migration, by name, in order. Listed by hand rather than read from the folder so the
 * same list works under tsx, vitest and any bundler; a test checks no file is left out.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_users_and_cafes': m0001,
  '0002_notifications': m0002,
  '0003_catalogue': m0003,
  '0004_catalogue_indexes': m0004,
  '0005_orders': m0005,
  '0006_money': m0006,
  '0007_cafe_rating_totals': m0007,
  '0008_store': m0008,
  '0009_store_order_list_index': m0009,
  '0010_tickets': m0010,
  '0011_admin': m0011,
  '0012_store_media': m0012,
  '0013_hardening': m0013,
  '0014_speed': m0014,
  '0015_saved_carts': m0015,
  '0016_ticket_search': m0016,
  '0017_store_search': m0017,
  '0018_product_file_position': m0018,
  '0020_list_versions': m0020,
  '0021_more_list_versions': m0021,
  '0022_ticket_counts_per_statement': m0022,
  '0023_cafe_fee_list': m0023,
  '0024_cafe_paused_by_block': m0024,
  '0025_store_order_cancel': m0025,
  '0026_store_cash_due_index': m0026,
  '0027_store_audit_area': m0027,
  '0028_audit_target_index': m0028,
  '0029_withdrawal_user_list_index': m0029,
};
