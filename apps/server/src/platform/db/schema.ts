import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp the database fills in when the insert leaves it out. */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string | null;
  nickname: string;
  avatar_key: string | null;
  show_id: string;
  status: 'active' | 'guest' | 'banned';
  is_signup_questionnaire: boolean;
  questionnaire: Json<Record<string, unknown>> | null;
  need_set_pwd: boolean;
  promote_src: string;
  attribution: Json<Record<string, unknown>>;
  invite_code: string | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface SessionsTable {
  id: string;
  token_hash: string;
  user_id: string;
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  revoke_reason: 'logout' | 'elsewhere' | 'password' | 'email' | null;
  ip: string | null;
  user_agent: string | null;
}

export interface EmailCodesTable {
  id: string;
  ticket_hash: string;
  email: string;
  action: 'reg' | 'resetpwd' | 'resetemail';
  code_hash: string;
  stage: 'sent' | 'verified' | 'used' | 'dead';
  attempts: Generated<number>;
  user_id: string | null;
  ip: string | null;
  expires_at: Timestamp;
  created_at: DefaultedTimestamp;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  email: string;
  ip: string;
  created_at: DefaultedTimestamp;
}

export interface CaptchasTable {
  id: string;
  answer: string;
  expires_at: Timestamp;
}

export interface SpacesTable {
  id: string;
  unique_id: string;
  name: string;
  owner_id: string;
  personal: boolean;
  seats: number;
  created_at: DefaultedTimestamp;
}

export interface SpaceMembersTable {
  space_id: string;
  user_id: string;
  role: number;
  joined_at: DefaultedTimestamp;
}

export interface SubscriptionsTable {
  id: string;
  user_id: string;
  plan: number;
  period: 'month' | 'year' | 'none';
  started_at: Timestamp;
  ends_at: Timestamp | null;
  created_at: DefaultedTimestamp;
}

export interface PageViewsTable {
  id: Generated<number>;
  user_id: string | null;
  appid: number | null;
  path: string;
  referrer: string | null;
  payload: string | null;
  trace_id: string | null;
  client_ts: Timestamp;
  ip: string | null;
  created_at: DefaultedTimestamp;
}

export interface GuestTransfersTable {
  guest_user_id: string;
  user_id: string;
  moved: number;
  created_at: DefaultedTimestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  email_codes: EmailCodesTable;
  login_failures: LoginFailuresTable;
  captchas: CaptchasTable;
  spaces: SpacesTable;
  space_members: SpaceMembersTable;
  subscriptions: SubscriptionsTable;
  page_views: PageViewsTable;
  guest_transfers: GuestTransfersTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type EmailCode = Selectable<EmailCodesTable>;
