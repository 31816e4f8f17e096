// The database's tables as Kysely types, generated from the migrated schema (src/migrations).
// Do not edit: after a migration, run `pnpm --dir apps/server db:types`.
import type { ColumnType } from "kysely";

export type Generated<T> = T extends ColumnType<infer S, infer I, infer U>
  ? ColumnType<S, I | undefined, U>
  : ColumnType<T, T | undefined, T>;

export type Int8 = ColumnType<string, bigint | number | string, bigint | number | string>;

export type Json = JsonValue;

export type JsonArray = JsonValue[];

export type JsonObject = {
  [x: string]: JsonValue | undefined;
};

export type JsonPrimitive = boolean | number | string | null;

export type JsonValue = JsonArray | JsonObject | JsonPrimitive;

export type Numeric = ColumnType<string, number | string, number | string>;

export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface AdDailyStats {
  ad_id: number;
  clicks: Generated<number>;
  day: Timestamp;
  impressions: Generated<number>;
  invalid_clicks: Generated<number>;
}

export interface Ads {
  advertiser: string;
  alt_text: Generated<string>;
  body: Generated<string>;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  ends_at: Timestamp | null;
  headline: string;
  id: Generated<number>;
  kind: string | null;
  media_file_name: string | null;
  name: string;
  paused: Generated<boolean>;
  placements: string[];
  starts_at: Timestamp | null;
  states: Generated<string[]>;
  target_url: string;
  updated_at: Generated<Timestamp>;
  weight: Generated<number>;
}

export interface AdSettings {
  frequency_cap: Generated<number>;
  home_placements: Generated<string[]>;
  id: Generated<boolean>;
  rotation: Generated<string>;
  updated_at: Generated<Timestamp>;
}

export interface AdStats {
  ad_id: number;
  clicks: Generated<Int8>;
  impressions: Generated<Int8>;
  invalid_clicks: Generated<Int8>;
}

export interface AdViews {
  ad_id: number;
  day: Timestamp;
  seen: Generated<number>;
  viewer_id: number;
}

export interface ApplicationNotes {
  application_id: number;
  author_id: number | null;
  body: string;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
}

export interface ApplicationTags {
  application_id: number;
  created_at: Generated<Timestamp>;
  tag_id: number;
}

export interface AppMeta {
  key: string;
  updated_at: Generated<Timestamp>;
  value: string;
}

export interface AuditLog {
  action: string;
  actor_id: number | null;
  created_at: Generated<Timestamp>;
  details: Generated<Json>;
  id: Generated<number>;
  target_id: number | null;
}

export interface CardTokens {
  company_id: number;
  created_at: Generated<Timestamp>;
  token: string;
  user_id: number;
}

export interface ChangeCounters {
  name: string;
  version: Generated<Int8>;
}

export interface Companies {
  active_jobs: Generated<number>;
  billing_type: Generated<string>;
  blocked_users: Generated<number[]>;
  city: string | null;
  color_template: string | null;
  company_name: string;
  country: string | null;
  created_at: Generated<Timestamp>;
  email: string | null;
  email_to_verify: string | null;
  email_verified: Generated<boolean>;
  employer_id: number | null;
  enable_requisite_numbers: Generated<boolean>;
  experienced_driver_filter: Generated<boolean>;
  id: Generated<number>;
  latitude: number | null;
  logo: Json | null;
  longitude: number | null;
  phone: string | null;
  plan_id: Generated<number>;
  postal_code: string | null;
  sales_ref: string | null;
  second_chance_company: Generated<boolean>;
  size: string | null;
  state: string | null;
  status: Generated<string>;
  street1: string | null;
  street2: string | null;
  total_jobs: Generated<number>;
  updated_at: Generated<Timestamp>;
}

export interface CompanyBilling {
  city: string | null;
  company_id: number;
  company_name: Generated<string>;
  first_name: Generated<string>;
  last_name: Generated<string>;
  location: string | null;
  phone: string | null;
  state: string | null;
  street: string | null;
  updated_at: Generated<Timestamp>;
  updated_by: number | null;
  zip_code: string | null;
}

export interface CompanyTags {
  company_id: number;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  tag: string;
}

export interface CountedOnce {
  day: Timestamp;
  subject: string;
  subject_id: number;
  viewer: string;
}

export interface DriverProfiles {
  cdl_status: string | null;
  city: string | null;
  created_at: Generated<Timestamp>;
  earth_position: Generated<string | null>;
  endorsements: Generated<string[]>;
  home_time: string | null;
  home_zip: string | null;
  job_types: Generated<string[]>;
  latitude: number | null;
  longitude: number | null;
  owner_operator: boolean | null;
  state: string | null;
  updated_at: Generated<Timestamp>;
  user_id: number;
  work_experiences: Generated<string[]>;
  years_experience: number | null;
}

export interface DriverSubscriptions {
  expiration_date: Timestamp;
  id: Generated<number>;
  renewal_canceled_at: Timestamp | null;
  renewal_cancellation_reason: string | null;
  subscription: string;
  subscription_date: Timestamp;
  subscription_type: string;
  tier: string;
  user_id: number;
}

export interface EmailVerifications {
  company_id: number | null;
  email: string;
  expires_at: Timestamp;
  token_hash: string;
  used_at: Timestamp | null;
  user_id: number;
}

export interface IdempotencyKeys {
  company_id: number;
  completed_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  endpoint: string;
  key: string;
  request_hash: string;
  response_body: Json | null;
  response_status: number | null;
}

export interface Invoices {
  billing_date: Generated<Timestamp>;
  closed_at: Timestamp | null;
  company_id: number;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  paid_at: Timestamp | null;
  status: Generated<string>;
}

export interface JobAddons {
  addon_type: string;
  cost: Numeric;
  created_at: Generated<Timestamp>;
  external_url: string | null;
  id: Generated<number>;
  job_id: number;
  paid_at: Generated<Timestamp | null>;
  plan_kind: Generated<string>;
  renewable: Generated<boolean>;
  subscribed: Generated<boolean>;
}

export interface JobApplications {
  applied_at: Generated<Timestamp>;
  driver_id: number;
  id: Generated<number>;
  job_id: number;
  stage: Generated<string>;
  stage_changed_at: Timestamp | null;
  stage_changed_by: number | null;
}

export interface JobDailyStats {
  applications: Generated<number>;
  day: Timestamp;
  hyperlink_clicks: Generated<number>;
  job_id: number;
  views: Generated<number>;
}

export interface JobPosts {
  company_id: number;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  id: Generated<number>;
  token: string;
}

export interface JobRuns {
  attempt: number;
  detail: string | null;
  finished_at: Timestamp;
  id: Generated<Int8>;
  outcome: string;
  replica: string;
  started_at: Timestamp;
  task: string;
}

export interface Jobs {
  active: Generated<boolean>;
  additional_experience: string | null;
  approval_status: Generated<string>;
  auto_renew: Generated<boolean>;
  benefits: Generated<string[]>;
  boost_until: Timestamp | null;
  city: string;
  closed_at: Timestamp | null;
  company_id: number;
  cost: Numeric;
  country: string;
  created_at: Generated<Timestamp>;
  deleted_at: Timestamp | null;
  driver_search: Generated<string | null>;
  driver_unload: Generated<boolean>;
  earth_position: Generated<string | null>;
  employer_id: number;
  endorsements: Generated<string[]>;
  expected_pay: Numeric;
  expiration_date: Timestamp | null;
  home_time: string;
  id: Generated<number>;
  job_description: string;
  job_type: string;
  latitude: number;
  longitude: number;
  next_billing_date: Timestamp | null;
  post_id: number | null;
  postal_code: string | null;
  posting_date: Timestamp | null;
  renewable: Generated<boolean>;
  renewal_canceled_at: Timestamp | null;
  renewal_cancellation_reason: string | null;
  required_experience: string;
  salary_type: string;
  signon_bonus: Generated<Numeric>;
  starting_bonus: Generated<Numeric>;
  state: string;
  street1: string | null;
  title: string;
  updated_at: Generated<Timestamp>;
  video_url: string | null;
}

export interface JobTags {
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  job_id: number;
  tag_id: number;
}

export interface JobTasks {
  failures: Generated<Int8>;
  last_detail: string | null;
  last_finished_at: Timestamp | null;
  last_outcome: string;
  last_started_at: Timestamp;
  name: string;
  runs: Generated<Int8>;
}

export interface LeadInvites {
  created_at: Generated<Timestamp>;
  email: string;
  full_name: string;
  id: Generated<number>;
  user_id: number | null;
}

export interface MailOutbox {
  attempts: Generated<number>;
  body: string;
  created_at: Generated<Timestamp>;
  error: string | null;
  id: Generated<number>;
  kind: string;
  sent_at: Timestamp | null;
  subject: string;
  to_address: string;
}

export interface MediaFiles {
  area: string;
  company_id: number | null;
  content_type: string;
  created_at: Generated<Timestamp>;
  file_name: string;
  owner_user_id: number | null;
  rendition_of: string | null;
  seen_in_use_at: Timestamp | null;
  size: Int8;
}

export interface MediaMisses {
  at: Generated<Timestamp>;
  user_id: number;
}

export interface MediaReservations {
  company_id: number | null;
  expires_at: Timestamp;
  id: Generated<Int8>;
  owner_user_id: number;
  size: Int8;
}

export interface MediaUploadParts {
  created_at: Generated<Timestamp>;
  etag: string;
  part_number: number;
  sha256: string;
  size: Int8;
  upload_id: string;
}

export interface MediaUploads {
  area: string;
  company_id: number | null;
  created_at: Generated<Timestamp>;
  detected_type: string | null;
  expires_at: Timestamp;
  extension: string;
  file_name: string;
  finishing_at: Timestamp | null;
  id: string;
  owner_user_id: number;
  storage_upload_id: string;
  swept_at: Timestamp | null;
}

export interface NewsAlbums {
  created_at: Generated<Timestamp>;
  created_by: number | null;
  id: Generated<number>;
  title: string;
}

export interface NewsChannels {
  channel_type: string;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  description: string | null;
  id: Generated<number>;
  is_active: Generated<boolean>;
  name: string;
  updated_at: Generated<Timestamp>;
}

export interface NewsImages {
  album_id: number | null;
  channel_id: number;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  image_url: string;
  small_url: string;
  uploaded_by: number | null;
}

export interface NewsPosts {
  body: string;
  channel_id: number;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  is_active: Generated<boolean>;
  published_at: Generated<Timestamp | null>;
  scheduled_at: Timestamp | null;
  thumbnail: string | null;
  thumbnail_full: string | null;
  thumbnail_small: string | null;
  title: string;
  updated_at: Generated<Timestamp>;
  user_id: number;
  views: Generated<number>;
}

export interface NewsPostViews {
  post_id: number;
  user_id: number;
  viewed_at: Generated<Timestamp>;
}

export interface Notifications {
  company_id: number;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  job_id: number | null;
  kind: string;
  message: string;
  order_id: number | null;
  read_at: Timestamp | null;
}

export interface OrderItems {
  addons: Generated<string[]>;
  amount: Numeric;
  job_id: number;
  order_id: number;
}

export interface Orders {
  action_type: string;
  amount: Numeric;
  company_id: number;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  id: Generated<number>;
  invoice_id: number | null;
  job_id: number | null;
  paid_at: Timestamp | null;
  paid_for: string;
  post_id: number | null;
  runner_lease_until: Timestamp | null;
  status: Generated<string>;
}

export interface PasswordResetCodes {
  attempts: Generated<number>;
  code_hash: string;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  id: Generated<number>;
  reset_token_hash: string | null;
  used_at: Timestamp | null;
  user_id: number;
}

export interface PaymentMethods {
  brand: string;
  company_id: number;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  exp_month: number;
  exp_year: number;
  gateway_token: string;
  holder_name: string;
  id: Generated<number>;
  last_four: string;
  provider: Generated<string>;
  replaced_at: Timestamp | null;
}

export interface RateEvents {
  at: Generated<Timestamp>;
  key: string;
}

export interface RefreshTokens {
  created_at: Generated<Timestamp>;
  session_id: string;
  successor_hash: string | null;
  token_hash: string;
  used_at: Timestamp | null;
}

export interface SandboxGatewayCharges {
  amount_cents: Int8;
  created_at: Generated<Timestamp>;
  decline_code: string | null;
  id: string;
  idempotency_key: string;
  request_hash: string;
  source_token: string;
  status: string;
}

export interface SandboxGatewayRefunds {
  amount_cents: Int8;
  charge_id: string;
  created_at: Generated<Timestamp>;
  id: string;
  idempotency_key: string;
}

export interface SandboxGatewayTokens {
  behaviour: string;
  brand: string;
  consumed_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  exp_month: number;
  exp_year: number;
  holder_name: string;
  last_four: string;
  reusable: boolean;
  token: string;
}

export interface Sessions {
  created_at: Generated<Timestamp>;
  device_id: string;
  expires_at: Timestamp;
  id: string;
  impersonator_id: number | null;
  parent_session_id: string | null;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
  user_id: number;
}

export interface SocialTokenUses {
  expires_at: Timestamp;
  key: string;
}

export interface Transactions {
  amount: Numeric;
  brand: string | null;
  company_id: number;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  decline_code: string | null;
  gateway_charge_id: string | null;
  gateway_key: string;
  id: Generated<number>;
  invoice_id: number | null;
  last_four: string | null;
  lease_until: Timestamp | null;
  message: string | null;
  order_id: number;
  payment_method_id: number | null;
  provider: string;
  settled_at: Timestamp | null;
  source_token: string | null;
  status: string;
}

export interface UserRoles {
  role: string;
  user_id: number;
}

export interface Users {
  active: Generated<boolean>;
  billing_customer_id: string | null;
  blocked: Generated<boolean>;
  company_id: number | null;
  created_at: Generated<Timestamp>;
  deleted_at: Timestamp | null;
  email: string;
  email_to_verify: string | null;
  email_verified: Generated<boolean>;
  first_name: Generated<string>;
  id: Generated<number>;
  last_name: Generated<string>;
  password_hash: string | null;
  phone: string | null;
  profile_picture: string | null;
  terms_accepted_at: Timestamp | null;
  timezone: Generated<string>;
  tn_newsletters: Generated<boolean>;
  updated_at: Generated<Timestamp>;
}

export interface DB {
  ad_daily_stats: AdDailyStats;
  ad_settings: AdSettings;
  ad_stats: AdStats;
  ad_views: AdViews;
  ads: Ads;
  app_meta: AppMeta;
  application_notes: ApplicationNotes;
  application_tags: ApplicationTags;
  audit_log: AuditLog;
  card_tokens: CardTokens;
  change_counters: ChangeCounters;
  companies: Companies;
  company_billing: CompanyBilling;
  company_tags: CompanyTags;
  counted_once: CountedOnce;
  driver_profiles: DriverProfiles;
  driver_subscriptions: DriverSubscriptions;
  email_verifications: EmailVerifications;
  idempotency_keys: IdempotencyKeys;
  invoices: Invoices;
  job_addons: JobAddons;
  job_applications: JobApplications;
  job_daily_stats: JobDailyStats;
  job_posts: JobPosts;
  job_runs: JobRuns;
  job_tags: JobTags;
  job_tasks: JobTasks;
  jobs: Jobs;
  lead_invites: LeadInvites;
  mail_outbox: MailOutbox;
  media_files: MediaFiles;
  media_misses: MediaMisses;
  media_reservations: MediaReservations;
  media_upload_parts: MediaUploadParts;
  media_uploads: MediaUploads;
  news_albums: NewsAlbums;
  news_channels: NewsChannels;
  news_images: NewsImages;
  news_post_views: NewsPostViews;
  news_posts: NewsPosts;
  notifications: Notifications;
  order_items: OrderItems;
  orders: Orders;
  password_reset_codes: PasswordResetCodes;
  payment_methods: PaymentMethods;
  rate_events: RateEvents;
  refresh_tokens: RefreshTokens;
  sandbox_gateway_charges: SandboxGatewayCharges;
  sandbox_gateway_refunds: SandboxGatewayRefunds;
  sandbox_gateway_tokens: SandboxGatewayTokens;
  sessions: Sessions;
  social_token_uses: SocialTokenUses;
  transactions: Transactions;
  user_roles: UserRoles;
  users: Users;
}
