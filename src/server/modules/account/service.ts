import type { Mailer } from '#server/adapters/mail.js'
import type { Database } from '#server/db/database.js'
import { AppError } from '#server/errors.js'
import type { EventPublisher } from '#server/realtime/events.js'
import type { SignupInput, Tracking } from '#shared/api/account.js'
import { accountErrors } from '#shared/api/account.js'
import { reactivationDays } from '#shared/constants.js'
import type { CurrentUser } from '../auth/current-user.js'
import { hashPassword, verifyPassword } from '../auth/passwords.js'
import { createSession, endAllSessions, endOtherSessions } from '../auth/sessions.js'
import { hashToken, newToken } from '../auth/tokens.js'
import { grant } from '../credits/ledger.js'
import { isSearchable } from '../profile/visibility.js'
import type { SignupDefence } from '../signup-defence/service.js'
import { selectedCountry } from '../sites/presenter.js'
import type { Site } from '../sites/service.js'
import { queuePostback } from '../traffic/postbacks.js'
import { type AccountMail, sendAccountMail } from './mails.js'
import {
  consumeEmailToken,
  findUserByEmail,
  findUserById,
  insertEmailToken,
  insertProfile,
  insertTrackingData,
  insertUser,
  markUserActivated,
  markUserDeleted,
  markUserReactivated,
  type TokenPurpose,
  updateProfileSearchable,
  updateUserEmail,
  updateUserLanguage,
  updateUserPassword,
} from './queries.js'

const hour = 60 * 60 * 1000
const day = 24 * hour

/** How long each mailed link works. */
export const linkLifetimeMs: Record<TokenPurpose, number> = {
  activation: 7 * day,
  password_reset: 2 * hour,
  email_change: day,
  reactivation: reactivationDays * day,
  staff_enrolment: 3 * day,
}

/** Where each mailed link leads: a page that asks the server to act (a GET never changes anything). */
export const linkPaths: Record<TokenPurpose, string> = {
  activation: '/activate',
  password_reset: '/reset-password/do',
  email_change: '/mail-change/do',
  reactivation: '/reactivate',
  staff_enrolment: '/admin/enrol',
}

export interface RequestFacts {
  site: Site
  /** The network address the request came from. */
  address: string
  baseUrl: string
  geoCountry: string | null
  userAgent: string | undefined
  language: string
}

function isUniqueViolation(error: unknown): boolean {
  const text =
    String((error as { code?: string; message?: string })?.code ?? '') +
    String((error as Error)?.message ?? '')
  return /23505|UNIQUE constraint failed|SQLITE_CONSTRAINT_UNIQUE/.test(text)
}

/**
 * docs/product.md §4 Signups setting: all; with_trafficsource only with a traffic source; anything else is
 * closed.
 */
export function signupsOpen(site: Site, tracking: Tracking | undefined): boolean {
  if (site.settings.invite_only) return false
  if (site.settings.signups === 'all') return true
  if (site.settings.signups === 'with_trafficsource') return Boolean(tracking?.network)
  return false
}

export class AccountService {
  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly events: Pick<EventPublisher, 'publish'>,
    private readonly defence: Pick<SignupDefence, 'checkEmail' | 'checkSignup' | 'addressHash'>,
  ) {}

  async signup(input: SignupInput, facts: RequestFacts): Promise<{ userId: number; sessionToken: string }> {
    const { site } = facts
    if (!signupsOpen(site, input.tracking)) throw new AppError('signups_closed')
    await this.refuseExistingAccount(site.id, input.email)
    const addressHash = await this.defence.addressHash(facts.address)
    await this.defence.checkSignup(site, input.email, addressHash)
    const passwordHash = await hashPassword(input.password)
    const language = input.language ?? facts.language
    const userId = await this.createAccount(input, { ...facts, language }, passwordHash, addressHash).catch(
      (error: unknown) => {
        if (isUniqueViolation(error))
          throw new AppError('email_taken', { field: 'email', messageKey: accountErrors.emailTaken })
        throw error
      },
    )
    await this.mailLink(userId, 'activation', facts, 'activation')
    return { userId, sessionToken: await createSession(this.db, userId, facts.userAgent) }
  }

  private async refuseExistingAccount(siteId: number, email: string) {
    const existing = await findUserByEmail(this.db, siteId, email)
    if (!existing) return
    if (existing.status === 'deleted') {
      throw new AppError('account_pending_deletion', { field: 'email', details: { reactivate: true } })
    }
    throw new AppError('email_taken', {
      field: 'email',
      messageKey: accountErrors.emailTaken,
      details: { login: '/login' },
    })
  }

  private createAccount(
    input: SignupInput,
    facts: RequestFacts,
    passwordHash: string,
    addressHash: string,
  ): Promise<number> {
    const now = Date.now()
    const credits = facts.site.settings.signup_credits
    return this.db.transaction().execute(async (trx) => {
      const userId = await insertUser(trx, {
        siteId: facts.site.id,
        email: input.email,
        passwordHash,
        language: facts.language,
        addressHash,
        now,
      })
      await insertProfile(trx, {
        userId,
        siteId: facts.site.id,
        name: input.name,
        birthDate: input.date_of_birth,
        country: selectedCountry(facts.site, facts.geoCountry),
        now,
      })
      if (input.tracking && Object.values(input.tracking).some(Boolean)) {
        await insertTrackingData(trx, userId, input.tracking, now)
      }
      if (credits > 0)
        await grant(trx, {
          userId,
          amount: credits,
          reason: 'signup',
          key: `signup:${userId}`,
          now,
        })
      return userId
    })
  }

  /** Stores a fresh single-use link for the member and mails it. */
  private async mailLink(
    userId: number,
    purpose: TokenPurpose,
    facts: Pick<RequestFacts, 'site' | 'baseUrl'>,
    kind: AccountMail,
    newEmail?: string,
  ) {
    const user = await findUserById(this.db, userId)
    if (!user) return
    const token = newToken()
    await insertEmailToken(this.db, {
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: Date.now() + linkLifetimeMs[purpose],
      newEmail,
    })
    await sendAccountMail(this.mailer, {
      kind,
      to: newEmail ?? user.email,
      name: user.name ?? '',
      language: user.language,
      site: facts.site,
      baseUrl: facts.baseUrl,
      url: `${facts.baseUrl}${linkPaths[purpose]}?token=${token}`,
    })
  }

  async resendActivation(user: CurrentUser, facts: RequestFacts): Promise<void> {
    if (user.status !== 'not_confirmed') return
    await this.mailLink(user.id, 'activation', facts, 'activation')
  }

  /** The back-office sends a member a new activation link. */
  async sendActivationLink(userId: number, facts: Pick<RequestFacts, 'site' | 'baseUrl'>): Promise<void> {
    await this.mailLink(userId, 'activation', facts, 'activation')
  }

  /** The back-office sends a member a password reset link. */
  async sendPasswordResetLink(userId: number, facts: Pick<RequestFacts, 'site' | 'baseUrl'>): Promise<void> {
    await this.mailLink(userId, 'password_reset', facts, 'password_reset')
  }

  async activate(token: string): Promise<number> {
    const used = await consumeEmailToken(this.db, hashToken(token), 'activation')
    if (!used) throw new AppError('link_invalid')
    const now = Date.now()
    await this.db.transaction().execute(async (trx) => {
      const user = await markUserActivated(trx, used.user_id, now)
      // A member who turned invisible before confirming stays out of search.
      if (!user) return
      await updateProfileSearchable(trx, used.user_id, isSearchable(user.status, user.invisible))
      await queuePostback(trx, { event: 'activation', userId: used.user_id, now })
    })
    return used.user_id
  }

  async requestPasswordReset(email: string, facts: RequestFacts): Promise<void> {
    const user = await findUserByEmail(this.db, facts.site.id, email)
    if (!user || user.status === 'erased' || user.status === 'disabled')
      throw new AppError('email_not_found', { field: 'email' })
    await this.mailLink(user.id, 'password_reset', facts, 'password_reset')
  }

  async resetPassword(token: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password)
    const used = await consumeEmailToken(this.db, hashToken(token), 'password_reset')
    if (!used) throw new AppError('link_invalid')
    await updateUserPassword(this.db, used.user_id, passwordHash)
    await endAllSessions(this.db, used.user_id)
    this.events.publish({ type: 'sessions.ended', userId: used.user_id })
  }

  async changePassword(user: CurrentUser, oldPassword: string, password: string): Promise<void> {
    await this.checkPassword(user.id, oldPassword, 'old_password', accountErrors.oldPasswordWrong)
    const passwordHash = await hashPassword(password)
    await updateUserPassword(this.db, user.id, passwordHash)
    await endOtherSessions(this.db, user.id, user.sessionId)
    this.events.publish({ type: 'sessions.ended', userId: user.id })
  }

  private async checkPassword(userId: number, password: string, field: string, messageKey: string) {
    const row = await findUserById(this.db, userId)
    if (!(await verifyPassword(row?.password_hash || null, password))) {
      throw new AppError('validation_failed', { field, messageKey })
    }
  }

  async requestEmailChange(
    user: CurrentUser,
    newEmail: string,
    password: string,
    facts: RequestFacts,
  ): Promise<void> {
    await this.checkPassword(user.id, password, 'password', accountErrors.oldPasswordWrong)
    if (newEmail === user.email || (await findUserByEmail(this.db, user.siteId, newEmail))) {
      throw new AppError('email_taken', { field: 'email', messageKey: accountErrors.emailTaken })
    }
    await this.defence.checkEmail(facts.site, newEmail)
    await this.mailLink(user.id, 'email_change', facts, 'email_change', newEmail)
  }

  async confirmEmailChange(token: string): Promise<void> {
    const used = await consumeEmailToken(this.db, hashToken(token), 'email_change')
    if (!used?.new_email) throw new AppError('link_invalid')
    await updateUserEmail(this.db, used.user_id, used.new_email).catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw new AppError('email_taken', { messageKey: accountErrors.emailTaken })
      throw error
    })
  }

  async deleteAccount(
    user: CurrentUser,
    input: { reason: string; remarks?: string; password: string },
    facts: RequestFacts,
  ) {
    await this.checkPassword(user.id, input.password, 'password', accountErrors.oldPasswordWrong)
    const now = Date.now()
    await this.db.transaction().execute(async (trx) => {
      await markUserDeleted(trx, user.id, { reason: input.reason, remarks: input.remarks ?? null, now })
      await updateProfileSearchable(trx, user.id, false)
    })
    await endAllSessions(this.db, user.id)
    this.events.publish({ type: 'sessions.ended', userId: user.id })
    await this.mailLink(user.id, 'reactivation', facts, 'account_deleted')
  }

  /** Mails a new reactivation link to an account pending deletion (asked for from the signup form). */
  async resendReactivation(email: string, facts: RequestFacts): Promise<void> {
    const user = await findUserByEmail(this.db, facts.site.id, email)
    if (user?.status !== 'deleted') return
    await this.mailLink(user.id, 'reactivation', facts, 'account_deleted')
  }

  async reactivate(token: string, facts: RequestFacts): Promise<{ userId: number; sessionToken: string }> {
    const used = await consumeEmailToken(this.db, hashToken(token), 'reactivation')
    if (!used) throw new AppError('link_invalid')
    const user = await findUserById(this.db, used.user_id)
    if (user?.status !== 'deleted') throw new AppError('link_invalid')
    const now = Date.now()
    const status = user.activated_at ? 'active' : 'not_confirmed'
    await this.db.transaction().execute(async (trx) => {
      await markUserReactivated(trx, user.id, status, now)
      await updateProfileSearchable(trx, user.id, isSearchable(status, user.invisible))
    })
    await sendAccountMail(this.mailer, {
      kind: 'reactivated',
      to: user.email,
      name: user.name ?? '',
      language: user.language,
      site: facts.site,
      baseUrl: facts.baseUrl,
    })
    return { userId: user.id, sessionToken: await createSession(this.db, user.id, facts.userAgent) }
  }

  async setLanguage(user: CurrentUser, language: string): Promise<void> {
    await updateUserLanguage(this.db, user.id, language)
  }
}
