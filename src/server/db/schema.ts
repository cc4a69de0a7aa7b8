import type { Generated } from 'kysely'

/** Row types of the tables created by the migrations. Timestamps are epoch ms, flags 0 or 1. */
export interface DB {
  sites: SitesTable
  site_domains: { host: string; site_id: number }
  site_settings: { site_id: number; name: string; value: string }
  company_info: CompanyInfoTable
  fictional_profiles: FictionalProfilesTable
  fictional_operators: { fictional_id: number; operator_id: number }
  conversation_queue: ConversationQueueTable
  conversation_claims: {
    conversation_id: number
    operator_id: number
    claimed_at: number
    expires_at: number
  }
  held_replies: HeldRepliesTable
  first_contacts: FirstContactsTable
  staff_notes: { subject_id: number; body: string; updated_by: number | null; updated_at: number }
  site_logos: { site_id: number; image: Buffer; width: number; height: number; updated_at: number }
  interests: { id: Generated<number>; slug: string; sort_order: Generated<number> }
  regions: { id: Generated<number>; country: string; code: string; name: string; kind: string }
  users: UsersTable
  profiles: ProfilesTable
  profile_interests: { user_id: number; interest_id: number }
  tracking_data: TrackingTable
  sessions: SessionsTable
  login_attempts: LoginAttemptsTable
  email_tokens: EmailTokensTable
  user_flags: { user_id: number; name: string; set_at: number }
  photos: PhotosTable
  text_reviews: TextReviewsTable
  likes: LikesTable
  auto_likes: { user_id: number; day: string; profile_id: number | null; created_at: number }
  blocks: { blocker_id: number; blocked_id: number; created_at: number }
  gifts: GiftsTable
  conversations: ConversationsTable
  conversation_members: ConversationMembersTable
  messages: MessagesTable
  credit_ledger: CreditLedgerTable
  bundles: BundlesTable
  discount_codes: DiscountCodesTable
  discount_code_uses: DiscountCodeUsesTable
  payments: PaymentsTable
  /** The built-in test provider's side of its payments (migration 0006). */
  test_provider_payments: TestProviderPaymentsTable
  /** Each payment's history: created, status changes, refunds and chargebacks (migration 0020). */
  payment_events: PaymentEventsTable
  direct_debit_requests: DirectDebitRequestsTable
  notification_settings: { user_id: number; type: string; email: Generated<number>; push: Generated<number> }
  push_subscriptions: PushSubscriptionsTable
  complaints: ComplaintsTable
  complaint_entries: ComplaintEntriesTable
  member_warnings: MemberWarningsTable
  job_leases: { name: string; holder: string; expires_at: number }
  /** Made once per installation and shared by its server processes (the VAPID key pair). */
  installation_keys: { name: string; value: string; created_at: number }
  notification_mails: NotificationMailsTable
  mail_reports: MailReportsTable
  mail_campaigns: MailCampaignsTable
  /** The sites a staff member answers to; none: every site (migration 0010). */
  staff_sites: { user_id: number; site_id: number }
  staff_second_factors: StaffSecondFactorsTable
  staff_recovery_codes: { id: Generated<number>; user_id: number; code_hash: string; used_at: number | null }
  /** Append-only record of staff actions. */
  audit_log: AuditLogTable
  /** E-mail domains and addresses a site refuses at signup (migration 0015). */
  email_blocks: EmailBlocksTable
  /** Members' requests for an export of their own data (migration 0017). */
  data_exports: DataExportsTable
  /** What the chat's spam and scam rules noticed, for the review list (migration 0018). */
  message_flags: MessageFlagsTable
  /** Lander visits, counted first party with the address truncated (migration 0023). */
  visits: VisitsTable
  /** The postback URL template of a site's traffic network (migration 0023). */
  postback_configs: PostbackConfigsTable
  /** Postbacks queued with their event, sent by a job (migration 0023). */
  postbacks: PostbacksTable
  postback_attempts: PostbackAttemptsTable
  /** The revenue desk's figures per site, day, country, figure and key, kept by a job (migration 0024). */
  daily_figures: DailyFiguresTable
  /** Invoices and credit notes, issued once and kept (migration 0021). */
  invoices: InvoicesTable
  /** The next number of each seller company's invoice series per year (migration 0021). */
  invoice_series: { series_key: string; year: number; next_number: number }
  /** Hits per limited route and key until reset_at, shared by the server processes (migration 0025). */
  rate_limits: { key: string; count: number; reset_at: number }
}

export interface EmailBlocksTable {
  id: Generated<number>
  site_id: number
  kind: 'domain' | 'address'
  /** Lower case; a domain blocks its subdomains too. */
  value: string
  created_at: number
}

export interface StaffSecondFactorsTable {
  user_id: number
  /** Base32 TOTP secret. */
  secret: string
  enrolled_at: number | null
  /** The TOTP time step of the last accepted code: a code is accepted once. */
  last_step: number | null
  created_at: number
}

export interface AuditLogTable {
  id: Generated<number>
  /** 0: the command line (npm run staff). */
  staff_id: number
  site_id: number | null
  ip: string
  action: string
  target_kind: string
  target_id: number | null
  reason: string | null
  /** JSON objects of the changed values. */
  before_values: string | null
  after_values: string | null
  created_at: number
}

export interface SitesTable {
  id: Generated<number>
  slug: string
  name: string
  domain: string
  domain_language: Generated<string>
  cdn_prefix: Generated<string>
  time_zone: Generated<string>
  created_at: number
}

export interface CompanyInfoTable {
  site_id: number
  name: string
  address: string
  postal_code: Generated<string>
  city: string
  country: string
  kvk: Generated<string>
  tradenames: Generated<string>
  vat_numbers: Generated<string>
  support_email: string
  support_phone: Generated<string>
  delete_discount: Generated<number>
}

export interface UsersTable {
  id: Generated<number>
  site_id: number
  email: string
  password_hash: Generated<string>
  status: Generated<string>
  role: Generated<string>
  credits: Generated<number>
  paid_user: Generated<number>
  language: Generated<string>
  is_fictional: Generated<number>
  invisible: Generated<number>
  notifications_disabled: Generated<string>
  signup_date: number
  last_seen_at: number | null
  activated_at: number | null
  deleted_at: number | null
  delete_reason: string | null
  delete_remarks: string | null
  /** Keyed hash of the network address the account signed up from (migration 0015), for the hourly limit. */
  signup_address_hash: string | null
  created_at: number
  updated_at: number
}

export interface ProfilesTable {
  user_id: number
  site_id: number
  searchable: Generated<number>
  name: string
  gender: string | null
  sexuality: string | null
  birth_date: string
  country: string
  region_id: number | null
  city: string | null
  latitude: number | null
  longitude: number | null
  hair_color: string | null
  eye_color: string | null
  body_type: string | null
  relationship_status: string | null
  tattoos: string | null
  height_cm: number | null
  about_me: string | null
  status: Generated<string>
  main_photo_id: number | null
  has_photo: Generated<number>
  last_active_at: number
  updated_at: number
}

export interface TrackingTable {
  user_id: number
  network: string | null
  ref: string | null
  sub1: string | null
  sub2: string | null
  sub3: string | null
  landing_path: string | null
  created_at: number
}

export interface SessionsTable {
  id: Generated<number>
  user_id: number
  token_hash: string
  user_agent: string | null
  created_at: number
  last_seen_at: number
  expires_at: number
  /** When this session's page last went into the background (POST /api/page-hidden.php). */
  hidden_at: number | null
  /** Staff sessions end after this long without a request; members' have no idle limit (null). */
  idle_limit_ms: number | null
  ip: string | null
}

export interface LoginAttemptsTable {
  id: Generated<number>
  site_id: number
  email: string
  ip: string
  succeeded: Generated<number>
  user_agent: string | null
  created_at: number
}

export interface EmailTokensTable {
  id: Generated<number>
  user_id: number
  purpose: string
  token_hash: string
  new_email: string | null
  expires_at: number
  used_at: number | null
  created_at: number
}

export interface PhotosTable {
  id: Generated<number>
  user_id: number
  filename: string
  thumb_filename: string
  width: number
  height: number
  is_private: Generated<number>
  status: Generated<string>
  sort_order: Generated<number>
  /** 'profile' (shown on the profile) or 'chat' (sent in a conversation, shown only there). */
  purpose: Generated<string>
  created_at: number
  /** When staff checked the photo (migration 0016); null while it waits in the queue. */
  reviewed_at: number | null
  reviewed_by: number | null
  reject_reason: string | null
}

/** A changed name or about-me text waiting for a check, or the record of one (migration 0016). */
export interface TextReviewsTable {
  id: Generated<number>
  site_id: number
  user_id: number
  field: string
  old_value: string | null
  new_value: string
  held: Generated<number>
  status: Generated<string>
  reject_reason: string | null
  created_at: number
  reviewed_at: number | null
  reviewed_by: number | null
}

export interface LikesTable {
  liker_id: number
  liked_id: number
  is_new: Generated<number>
  source: Generated<string>
  created_at: number
}

export interface GiftsTable {
  id: Generated<number>
  site_id: number | null
  slug: string
  image: string
  credits: number | null
  sort_order: Generated<number>
  active: Generated<number>
}

export interface ConversationsTable {
  id: Generated<number>
  site_id: number
  user_low_id: number
  user_high_id: number
  started_by: number
  /** The last message delivered to both (a held one counts from its clearing); members' own: cm.last_message_*. */
  last_message_at: number | null
  last_message_id: number | null
  last_sender_id: number | null
  created_at: number
}

export interface ConversationMembersTable {
  conversation_id: number
  user_id: number
  num_unread: Generated<number>
  last_read_message_id: number | null
  removed_at: number | null
  /**
   * The last message this member may see (migration 0018): their list's order and preview. A message held
   * for review is the sender's only until cleared; the conversation's own columns are the last delivered.
   */
  last_message_at: number | null
  last_message_id: number | null
  /** Messages up to this id are hidden for this member (they removed the conversation). */
  cleared_message_id: number | null
}

export interface MessagesTable {
  id: Generated<number>
  conversation_id: number
  sender_id: number
  kind: Generated<string>
  body: string | null
  gift_id: number | null
  photo_id: number | null
  cost: Generated<number>
  answered_by: number | null
  created_at: number
  /** Hash of the normalised text of a member's text (migration 0018); null for photos and staff answers. */
  fingerprint: Generated<string | null>
  /** Set while the message waits for a moderator, unseen by its recipient; null: delivered. */
  held_at: Generated<number | null>
}

export interface CreditLedgerTable {
  id: Generated<number>
  user_id: number
  amount: number
  kind: string
  reason: string
  reference: string | null
  idempotency_key: string
  created_at: number
}

export interface BundlesTable {
  id: Generated<number>
  site_id: number
  currency: string
  price_cents: number
  credits: number
  bonus_credits: Generated<number>
  best_value: Generated<number>
  sort_order: Generated<number>
  active: Generated<number>
}

export interface DiscountCodesTable {
  id: Generated<number>
  site_id: number
  code: string
  value_percentage: number
  minimum_order_value: Generated<number>
  country: string | null
  user_id: number | null
  currency: string | null
  status: Generated<string>
  validity: Generated<string>
  paymentmethods: Generated<string>
  expires_at: number | null
  created_at: number
}

export interface DiscountCodeUsesTable {
  id: Generated<number>
  discount_code_id: number
  user_id: number
  payment_id: number | null
  use_key: string
  created_at: number
}

export interface PaymentsTable {
  id: Generated<number>
  site_id: number
  user_id: number
  bundle_id: number
  provider: string
  provider_payment_id: string | null
  method: string
  country: string
  currency: string
  amount_cents: number
  credits: number
  discount_code_id: number | null
  discount_percentage: Generated<number>
  /** 1 when the payment's once-per-user code had already gone to another payment of the member. */
  discount_withdrawn: Generated<number>
  status: Generated<string>
  created_at: number
  updated_at: number
  completed_at: number | null
  amount_refunded_cents: Generated<number>
  amount_charged_back_cents: Generated<number>
}

export interface PaymentEventsTable {
  id: Generated<number>
  payment_id: number
  kind: string
  status: string | null
  amount_cents: number | null
  staff_id: number | null
  detail: string | null
  created_at: number
}

export interface TestProviderPaymentsTable {
  id: string
  amount_cents: number
  currency: string
  description: string
  method: string
  redirect_url: string
  webhook_url: string
  metadata: Generated<string>
  status: Generated<string>
  amount_refunded_cents: Generated<number>
  amount_charged_back_cents: Generated<number>
  created_at: number
  updated_at: number
}

export interface PushSubscriptionsTable {
  id: Generated<number>
  user_id: number
  endpoint: string
  p256dh: string
  auth: string
  created_at: number
  last_used_at: number | null
}

export interface ComplaintsTable {
  id: Generated<number>
  site_id: number
  user_id: number | null
  subject_type: string
  subject_id: number | null
  reason: string
  body: string
  status: Generated<string>
  created_at: number
  email: string | null
  name: string | null
  language: string | null
  /** The staff member handling it (migration 0019). */
  assignee_id: number | null
  answered_at: number | null
  closed_at: number | null
}

/** A complaint's history: internal notes, answers mailed to the complainant, actions (migration 0019). */
export interface ComplaintEntriesTable {
  id: Generated<number>
  complaint_id: number
  staff_id: number | null
  kind: string
  body: string
  created_at: number
}

/** A warning from the staff that a member sees until they confirm reading it (migration 0019). */
export interface MemberWarningsTable {
  id: Generated<number>
  site_id: number
  user_id: number
  complaint_id: number | null
  staff_id: number | null
  body: string
  created_at: number
  read_at: number | null
}

export interface NotificationMailsTable {
  id: Generated<number>
  user_id: number
  type: string
  batch_key: string
  payload: Generated<string>
  due_at: number
  lease_holder: string | null
  lease_until: number | null
  attempts: Generated<number>
  outcome: 'sent' | 'skipped' | 'failed' | null
  sent_at: number | null
  created_at: number
}

export interface MailReportsTable {
  id: Generated<number>
  site_id: number
  user_id: number | null
  email: string
  kind: string
  detail: string | null
  created_at: number
}

export interface MailCampaignsTable {
  id: Generated<number>
  site_id: number
  type: string
  content: string
  send_at: number
  queued_at: number | null
  created_at: number
}

export interface DirectDebitRequestsTable {
  id: Generated<number>
  site_id: number
  user_id: number
  bundle_id: number
  /** Kept for the collection; never shown or logged (iban_masked is). */
  iban: string
  iban_masked: string
  holder: string
  phone: string
  amount_cents: number
  currency: string
  discount_code_id: number | null
  discount_percentage: Generated<number>
  discount_kind: string | null
  code_hash: string
  attempts: Generated<number>
  status: Generated<string>
  payment_id: number | null
  expires_at: number
  created_at: number
  confirmed_at: number | null
}

export interface FictionalProfilesTable {
  user_id: number
  site_id: number
  /** active: in search and answered; paused: in search, out of the queue; retired: out of search too. */
  state: Generated<string>
  /** JSON array of locales the profile writes in. */
  languages: Generated<string>
  created_by: number | null
  created_at: number
  updated_at: number
}

export interface ConversationQueueTable {
  conversation_id: number
  site_id: number
  fictional_id: number
  member_id: number
  language: string
  waiting_since: number
}

export interface HeldRepliesTable {
  id: Generated<number>
  conversation_id: number
  site_id: number
  fictional_id: number
  member_id: number
  operator_id: number
  kind: string
  body: string | null
  gift_id: number | null
  /** A chat photo (a copy of one of the profile's gallery photos) the answer sends. */
  photo_id: number | null
  send_at: number
  created_at: number
}

/** A message a fictional profile sent first to a new member, by the first-contacts job; once per pair. */
export interface FirstContactsTable {
  id: Generated<number>
  site_id: number
  member_id: number
  fictional_id: number
  conversation_id: number | null
  message_id: number | null
  sent_at: number
}

export interface DataExportsTable {
  id: Generated<number>
  site_id: number
  user_id: number
  /** The staff member who asked for it; null: the member asked themselves (and gets the mail). */
  requested_by: number | null
  /** pending, preparing, ready, downloaded, expired or failed. */
  status: Generated<string>
  /** SHA-256 of the mailed link's token; null for a staff copy and once used or expired. */
  token_hash: string | null
  /** The ZIP's name in the exports folder under the data folder. */
  file: string | null
  size_bytes: number | null
  /** While a job prepares it: until when that job holds it. */
  lease_until: number | null
  created_at: number
  ready_at: number | null
  expires_at: number | null
  downloaded_at: number | null
}

export interface MessageFlagsTable {
  id: Generated<number>
  site_id: number
  user_id: number
  /** same_text, contact_details or new_account_reach. */
  rule: string
  /** What one open flag gathers: the fingerprint for the same text, the rule's name otherwise. */
  flag_key: string
  /** JSON of the evidence (texts, counts, message ids). */
  evidence: string
  hits: Generated<number>
  created_at: number
  last_hit_at: number
  resolved_at: number | null
  resolved_by: number | null
  /** cleared or disabled; null while open. */
  resolution: string | null
}

export interface InvoicesTable {
  id: Generated<number>
  site_id: number
  payment_id: number
  kind: 'invoice' | 'credit_note'
  /** What the document was issued for, unique (invoice:<payment>, refund:<payment>:<cents>, chargeback:<payment>). */
  issue_key: string
  /** The invoice a credit note corrects. */
  corrects_id: number | null
  /** refund or chargeback for a credit note; null for an invoice. */
  reason: string | null
  series_key: string
  year: number
  sequence: number
  number: string
  issued_at: number
  buyer_name: string
  buyer_email: string
  buyer_country: string
  /** JSON of the seller's company details as issued. */
  seller: string
  site_name: string
  language: string
  credits: number
  currency: string
  net_cents: number
  /** Basis points: 1900 is 19 %. */
  vat_rate: number
  vat_cents: number
  total_cents: number
}

export interface DailyFiguresTable {
  site_id: number
  /** The site's calendar day, 'YYYY-MM-DD'. */
  day: string
  country: string
  figure: string
  /** Payment method (revenue), spend reason (credits_spent); '' for the others. */
  key: string
  /** ISO currency of revenue figures; '' for the others. */
  currency: string
  value: number
}

export interface VisitsTable {
  id: string
  site_id: number
  day: string
  path: string
  network: string | null
  ref: string | null
  sub1: string | null
  sub2: string | null
  sub3: string | null
  /** Truncated: IPv4 /24, IPv6 /48. */
  address: string
  bounce_logged: Generated<number>
  bounced: Generated<number>
  created_at: number
}

export interface PostbackConfigsTable {
  id: Generated<number>
  site_id: number
  network: string
  url_template: string
  /** Comma-separated events: activation, first_purchase. */
  events: string
  created_at: number
  updated_at: number
}

export interface PostbacksTable {
  id: Generated<number>
  site_id: number
  user_id: number
  network: string
  event: string
  url: string
  /** pending, sent or failed. */
  state: string
  attempts: Generated<number>
  next_attempt_at: number | null
  claimed_until: number | null
  created_at: number
  sent_at: number | null
}

export interface PostbackAttemptsTable {
  id: Generated<number>
  postback_id: number
  attempted_at: number
  status_code: number | null
  error: string | null
}
