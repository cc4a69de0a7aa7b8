import type { StaffMemberResponse, StaffMemberRow } from '#shared/api/staff.js'
import type {
  countConversations,
  findMemberAccount,
  listComplaints,
  listLedger,
  listLogins,
  listMemberPhotos,
  listNotificationSettings,
  listPayments,
  listSessions,
  searchMembers,
} from './queries.js'

type Rows<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>
type MemberRow = Rows<typeof searchMembers>[number]
type Account = NonNullable<Rows<typeof findMemberAccount>>

function thumbUrl(row: { site_id: number; thumb_filename: string | null }, cdnPrefixes: Map<number, string>) {
  return row.thumb_filename ? `${cdnPrefixes.get(row.site_id) ?? '/cdn/'}${row.thumb_filename}` : null
}

/** A row of the back-office's member list; staff see addresses, never password hashes or tokens. */
export function presentMemberRow(row: MemberRow | Account, cdnPrefixes: Map<number, string>): StaffMemberRow {
  return {
    id: row.id,
    site_id: row.site_id,
    email: row.email,
    name: row.name ?? null,
    status: row.status,
    role: row.role,
    credits: row.credits,
    paid_user: row.paid_user === 1,
    fictional: row.is_fictional === 1,
    signup_date: row.signup_date,
    last_seen_at: row.last_seen_at,
    thumb_url: thumbUrl(row, cdnPrefixes),
  }
}

export interface MemberPageRows {
  account: Account
  photos: Rows<typeof listMemberPhotos>
  ledger: Rows<typeof listLedger>
  payments: Rows<typeof listPayments>
  conversations: Rows<typeof countConversations>
  sessions: Rows<typeof listSessions>
  logins: Rows<typeof listLogins>
  notifications: Rows<typeof listNotificationSettings>
  pushDevices: number
  complaints: Rows<typeof listComplaints>
}

/** A member's page in the back-office: everything but secrets (passwords, tokens, bank details). */
export function presentMemberPage(
  rows: MemberPageRows,
  cdnPrefixes: Map<number, string>,
): StaffMemberResponse {
  const { account } = rows
  const cdnPrefix = cdnPrefixes.get(account.site_id) ?? '/cdn/'
  return {
    member: {
      ...presentMemberRow(account, cdnPrefixes),
      language: account.language,
      invisible: account.invisible === 1,
      activated_at: account.activated_at,
      deleted_at: account.deleted_at,
      delete_reason: account.delete_reason,
      notifications_disabled: JSON.parse(account.notifications_disabled) as string[],
    },
    profile:
      account.profile_id === null
        ? null
        : {
            name: account.name ?? '',
            gender: account.gender,
            birth_date: account.birth_date ?? '',
            country: account.country ?? '',
            city: account.city,
            about_me: account.about_me,
            status: account.profile_status ?? '',
          },
    photos: rows.photos.map((photo) => ({
      id: photo.id,
      url: `${cdnPrefix}${photo.filename}`,
      thumb_url: `${cdnPrefix}${photo.thumb_filename}`,
      is_private: photo.is_private === 1,
      status: photo.status,
      purpose: photo.purpose,
      created_at: photo.created_at,
    })),
    ledger: rows.ledger,
    payments: rows.payments,
    conversations: rows.conversations,
    sessions: rows.sessions,
    logins: rows.logins.map((login) => ({ ...login, succeeded: login.succeeded === 1 })),
    notifications: rows.notifications.map((n) => ({
      type: n.type,
      email: n.email === 1,
      push: n.push === 1,
    })),
    push_devices: rows.pushDevices,
    complaints: rows.complaints.map((complaint) => ({
      id: complaint.id,
      about_member: complaint.user_id !== account.id,
      reason: complaint.reason,
      status: complaint.status,
      created_at: complaint.created_at,
    })),
  }
}
