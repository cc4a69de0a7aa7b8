import { createHmac, randomBytes } from 'node:crypto'
import type { Database } from '#server/db/database.js'
import { installationKey } from '#server/db/installation-keys.js'
import { AppError } from '#server/errors.js'
import {
  type EmailBlockInput,
  type EmailBlocksResponse,
  emailBlockKindOf,
} from '#shared/api/staff-email-blocks.js'
import { type Actor, recordAudit } from '../audit/record.js'
import { answersTo, type StaffMember } from '../auth/policy.js'
import type { Site, SiteService } from '../sites/service.js'
import { domainAndParents, domainOf, isDisposableDomain } from './disposable.js'
import { presentEmailBlocks } from './presenter.js'
import {
  countSignupsFrom,
  deleteEmailBlock,
  findEmailBlockById,
  findMatchingBlock,
  insertEmailBlock,
  listEmailBlocks,
} from './queries.js'

const hour = 60 * 60 * 1000

function actorOf(staff: StaffMember): Actor {
  return { staffId: staff.user.id, ip: staff.ip }
}

/**
 * Sign-up defence (docs/product.md §4 Sign-up defence, docs/decisions/0029): throwaway-mail domains, the
 * site's own block list of domains and addresses, and a limit of accounts per network address and hour. The
 * address is kept only as a keyed hash, which is all counting needs.
 */
export class SignupDefence {
  private key: Promise<string> | undefined

  constructor(
    private readonly db: Database,
    private readonly sites: Pick<SiteService, 'findById'>,
    /** RATE_LIMIT_SCALE, which multiplies every per-address limit (journeys all sign up from one address). */
    private readonly limitScale = 1,
  ) {}

  /** The keyed hash of a network address, the same in every server process of the installation. */
  async addressHash(address: string): Promise<string> {
    this.key ??= installationKey(this.db, 'signup-address-key', () => randomBytes(32).toString('hex'))
    return createHmac('sha256', await this.key)
      .update(address)
      .digest('hex')
  }

  /** Refuses an e-mail address the site does not take: throwaway, or on its block list. */
  async checkEmail(site: Site, email: string): Promise<void> {
    const address = email.toLowerCase()
    const domain = domainOf(address)
    if (isDisposableDomain(domain)) throw new AppError('email_disposable', { field: 'email' })
    if (await findMatchingBlock(this.db, site.id, address, domainAndParents(domain)))
      throw new AppError('email_refused', { field: 'email' })
  }

  /** Refuses a signup from an address that opened the site's hourly number of accounts already. */
  async checkSignup(site: Site, email: string, addressHash: string, now = Date.now()): Promise<void> {
    await this.checkEmail(site, email)
    const recent = await countSignupsFrom(this.db, site.id, addressHash, now - hour)
    if (recent >= site.settings.signups_per_address_hour * this.limitScale)
      throw new AppError('too_many_signups')
  }

  async list(staff: StaffMember, siteId: number): Promise<EmailBlocksResponse> {
    await this.checkSite(staff, siteId)
    return presentEmailBlocks(await listEmailBlocks(this.db, siteId))
  }

  async add(staff: StaffMember, input: EmailBlockInput): Promise<EmailBlocksResponse> {
    await this.checkSite(staff, input.site)
    const kind = emailBlockKindOf(input.value)
    if (!kind)
      throw new AppError('validation_failed', {
        field: 'value',
        messageKey: 'staff.errors.email_block_invalid',
      })
    await this.db.transaction().execute(async (trx) => {
      const added = await insertEmailBlock(trx, {
        siteId: input.site,
        kind,
        value: input.value,
        now: Date.now(),
      })
      if (!added) return
      await recordAudit(trx, actorOf(staff), {
        action: 'site.email_block.add',
        siteId: input.site,
        target: { kind: 'site', id: input.site },
        after: { kind, value: input.value },
      })
    })
    return this.list(staff, input.site)
  }

  async remove(staff: StaffMember, siteId: number, id: number): Promise<EmailBlocksResponse> {
    await this.checkSite(staff, siteId)
    const block = await findEmailBlockById(this.db, siteId, id)
    if (!block) throw new AppError('not_found')
    await this.db.transaction().execute(async (trx) => {
      await deleteEmailBlock(trx, siteId, id)
      await recordAudit(trx, actorOf(staff), {
        action: 'site.email_block.remove',
        siteId,
        target: { kind: 'site', id: siteId },
        before: { kind: block.kind, value: block.value },
      })
    })
    return this.list(staff, siteId)
  }

  private async checkSite(staff: StaffMember, siteId: number) {
    if (!answersTo(staff, siteId) || !(await this.sites.findById(siteId))) throw new AppError('not_found')
  }
}
