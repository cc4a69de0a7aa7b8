import type { Database } from '#server/db/database.js'
import { AppError } from '#server/errors.js'
import type { EventPublisher } from '#server/realtime/events.js'
import { type StaffRole, staffErrors } from '#shared/api/staff.js'
import { normalizeEmail } from '#shared/email.js'
import {
  consumeEmailToken,
  findEmailToken,
  findUserByEmail,
  findUserById,
  insertEmailToken,
  updateUserPassword,
} from '../account/queries.js'
import { linkLifetimeMs, linkPaths } from '../account/service.js'
import { commandLine, recordAudit } from '../audit/record.js'
import { loginBlockedForMs } from '../auth/login-block.js'
import { hashPassword, verifyPassword } from '../auth/passwords.js'
import { isStaffRole } from '../auth/policy.js'
import { blocked, type LoginFacts, recordLoginAttempt } from '../auth/service.js'
import { createSession, endAllSessions } from '../auth/sessions.js'
import { hashToken, newToken } from '../auth/tokens.js'
import { findSiteBySlug, listSites } from '../staff-sites/queries.js'
import {
  findSecondFactor,
  findStaffByEmail,
  insertRecoveryCodes,
  insertStaffAccount,
  listStaffAccounts,
  listStaffSiteSlugs,
  markEnrolled,
  replaceSecondFactor,
  replaceStaffSites,
  takeRecoveryCode,
  takeTotpStep,
  updateRole,
} from './queries.js'
import {
  enrolmentPicture,
  hashRecoveryCode,
  isRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpStep,
} from './second-factor.js'

export interface StaffInvitation {
  userId: number
  created: boolean
  /** The path of the single-use enrolment page, to put after the site's address. */
  path: string
  site: { id: number; slug: string; domain: string }
}

class StaffUsageError extends Error {
  override name = 'StaffUsageError'
}

export { StaffUsageError }

/**
 * Staff accounts (docs/product.md, Staff): made or promoted from the command line, enrolled through a
 * single-use link (password and authenticator app), logged in with password and second factor.
 */
export class StaffAccounts {
  constructor(
    private readonly db: Database,
    private readonly events: EventPublisher | null,
  ) {}

  /**
   * Creates the account (or promotes the member with that address) with the role, restricted to the site
   * when one is named, and answers a single-use enrolment link. Run again, it issues a new link and a
   * new secret: the old ones stop working.
   */
  async invite(input: { email: string; role: StaffRole; site?: string }, now = Date.now()) {
    const email = normalizeEmail(input.email)
    if (!isStaffRole(input.role)) throw new StaffUsageError(`unknown role ${input.role}`)
    const site = input.site ? await findSiteBySlug(this.db, input.site) : (await listSites(this.db, null))[0]
    if (!site)
      throw new StaffUsageError(input.site ? `no site ${input.site}` : 'the database has no site yet')
    const token = newToken()
    const invitation = await this.db.transaction().execute(async (trx) => {
      const existing = await findUserByEmail(trx, site.id, email)
      const userId = existing?.id ?? (await insertStaffAccount(trx, site.id, email, now))
      await updateRole(trx, userId, input.role, now)
      await replaceStaffSites(trx, userId, input.site ? [site.id] : [])
      await replaceSecondFactor(trx, userId, newTotpSecret(), now)
      await insertEmailToken(trx, {
        userId,
        purpose: 'staff_enrolment',
        tokenHash: hashToken(token),
        expiresAt: now + linkLifetimeMs.staff_enrolment,
      })
      await recordAudit(trx, commandLine, {
        action: existing ? 'staff.promoted' : 'staff.created',
        siteId: site.id,
        target: { kind: 'staff', id: userId },
        before: existing ? { role: existing.role } : null,
        after: { role: input.role, email, sites: input.site ? [input.site] : 'all' },
      })
      return { userId, created: !existing }
    })
    // Sessions opened before, as a member or with the old secret, end.
    await endAllSessions(this.db, invitation.userId)
    this.events?.publish({ type: 'sessions.ended', userId: invitation.userId })
    return {
      ...invitation,
      path: `${linkPaths.staff_enrolment}?token=${token}`,
      site,
    } satisfies StaffInvitation
  }

  async list() {
    const accounts = await listStaffAccounts(this.db)
    return Promise.all(
      accounts.map(async (account) => ({
        ...account,
        enrolled: account.enrolled_at !== null,
        sites: await listStaffSiteSlugs(this.db, account.id),
      })),
    )
  }

  /** Takes the staff role from every account with this address: they are members again, logged out. */
  async remove(emailInput: string, now = Date.now()): Promise<number> {
    const accounts = await findStaffByEmail(this.db, normalizeEmail(emailInput))
    for (const account of accounts) {
      await this.db.transaction().execute(async (trx) => {
        await updateRole(trx, account.id, 'member', now)
        await replaceStaffSites(trx, account.id, [])
        await recordAudit(trx, commandLine, {
          action: 'staff.removed',
          siteId: account.site_id,
          target: { kind: 'staff', id: account.id },
          before: { role: account.role },
          after: { role: 'member' },
        })
      })
      await endAllSessions(this.db, account.id)
      this.events?.publish({ type: 'sessions.ended', userId: account.id })
    }
    return accounts.length
  }

  private async enrolmentOf(token: string) {
    const link = await findEmailToken(this.db, hashToken(token), 'staff_enrolment')
    const factor = link && (await findSecondFactor(this.db, link.user_id))
    if (!link || !factor) throw new AppError('link_invalid')
    return { userId: link.user_id, secret: factor.secret }
  }

  /** What the enrolment page shows: the secret as a QR code and as text. */
  async enrolment(token: string, siteId: number) {
    const { userId, secret } = await this.enrolmentOf(token)
    const account = await findUserById(this.db, userId)
    if (!account || account.site_id !== siteId) throw new AppError('link_invalid')
    const picture = await enrolmentPicture(secret, account.email)
    return { email: account.email, secret, otpauth_uri: picture.uri, qr_svg: picture.svg }
  }

  /**
   * Sets the password and enrols the authenticator app, proven by one code from it; answers the recovery
   * codes (shown this once) and a staff session.
   */
  async enrol(input: { token: string; password: string; code: string }, facts: LoginFacts, now = Date.now()) {
    const { userId, secret } = await this.enrolmentOf(input.token)
    const step = totpStep(secret, input.code, now)
    if (step === null) throw codeInvalid()
    const passwordHash = await hashPassword(input.password)
    const recoveryCodes = newRecoveryCodes()
    await this.db.transaction().execute(async (trx) => {
      const used = await consumeEmailToken(trx, hashToken(input.token), 'staff_enrolment')
      if (!used || used.user_id !== userId) throw new AppError('link_invalid')
      await updateUserPassword(trx, userId, passwordHash)
      await markEnrolled(trx, userId, step, now)
      await insertRecoveryCodes(trx, userId, recoveryCodes.map(hashRecoveryCode))
      await recordAudit(
        trx,
        { staffId: userId, ip: facts.ip },
        {
          action: 'staff.enrolled',
          siteId: facts.siteId,
          target: { kind: 'staff', id: userId },
        },
      )
    })
    const sessionToken = await createSession(this.db, userId, facts.userAgent, { ip: facts.ip, staff: true })
    return { userId, sessionToken, recoveryCodes }
  }

  /**
   * A staff login: password and second factor together. Wrong passwords and wrong codes both count
   * toward the login block; an address that is no staff account answers like a wrong password.
   */
  async login(input: { email: string; password: string; code: string }, facts: LoginFacts, now = Date.now()) {
    const blockedFor = await loginBlockedForMs(this.db, facts.siteId, input.email, now)
    if (blockedFor > 0) throw blocked(blockedFor)
    const account = await findUserByEmail(this.db, facts.siteId, input.email)
    const staff = account && isStaffRole(account.role) && account.status !== 'erased' ? account : undefined
    const valid = await verifyPassword(staff ? staff.password_hash : null, input.password)
    if (!staff || !valid) return this.refuse(input.email, facts, new AppError('login_failed'))
    if (!(await this.secondFactorHolds(staff.id, input.code, now)))
      return this.refuse(input.email, facts, codeInvalid())
    await recordLoginAttempt(this.db, input.email, facts, true)
    if (staff.status === 'disabled') throw new AppError('account_disabled')
    const sessionToken = await createSession(this.db, staff.id, facts.userAgent, {
      ip: facts.ip,
      staff: true,
    })
    return { userId: staff.id, sessionToken }
  }

  private async refuse(email: string, facts: LoginFacts, error: AppError): Promise<never> {
    await recordLoginAttempt(this.db, email, facts, false)
    const nowBlocked = await loginBlockedForMs(this.db, facts.siteId, email)
    throw nowBlocked > 0 ? blocked(nowBlocked) : error
  }

  private async secondFactorHolds(userId: number, code: string, now: number): Promise<boolean> {
    const factor = await findSecondFactor(this.db, userId)
    if (!factor?.enrolled_at) return false
    if (isRecoveryCode(code)) return takeRecoveryCode(this.db, userId, hashRecoveryCode(code), now)
    const step = totpStep(factor.secret, code, now)
    return step !== null && (await takeTotpStep(this.db, userId, step))
  }
}

function codeInvalid() {
  return new AppError('second_factor_invalid', { field: 'code', messageKey: staffErrors.codeInvalid })
}
