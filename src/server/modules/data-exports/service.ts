import { randomBytes } from 'node:crypto'
import { mkdir, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import type { FastifyBaseLogger } from 'fastify'
import { type ExportFiles, isExportFileName } from '#server/adapters/export-files.js'
import type { Mailer } from '#server/adapters/mail.js'
import type { PhotoStorage } from '#server/adapters/storage.js'
import type { Database } from '#server/db/database.js'
import { AppError } from '#server/errors.js'
import { translatorFor } from '#server/i18n.js'
import type { Job } from '#server/jobs/scheduler.js'
import { composeMail, mailBrand, siteSender } from '#server/mail/compose.js'
import {
  type DataExportResponse,
  dataExportDays,
  dataExportRequestHours,
  type StaffDataExportsResponse,
} from '#shared/api/data-exports.js'
import { mailLocale } from '../account/mails.js'
import { type Actor, recordAudit } from '../audit/record.js'
import type { CurrentUser } from '../auth/current-user.js'
import { answersTo, type StaffMember } from '../auth/policy.js'
import { hashToken, newToken } from '../auth/tokens.js'
import type { Site, SiteService } from '../sites/service.js'
import { collectMemberData } from './collect.js'
import { presentOwnExport, presentStaffExports } from './presenter.js'
import {
  claimExport,
  consumeDownloadToken,
  type ExportRow,
  findExport,
  findLatestCountedExport,
  findLatestOwnExport,
  hasOpenExport,
  insertExport,
  listExportsOf,
  listFilesToRemove,
  listWaitingExports,
  markFailed,
  markFileRemoved,
  markReady,
  markStaffDownload,
} from './queries.js'
import { exportFiles, writeExportZip } from './zip.js'

const hour = 60 * 60 * 1000
const day = 24 * hour
/** How long one job may take to prepare an export before another may take it over. */
const leaseMs = 15 * 60 * 1000

export interface DataExportDeps {
  db: Database
  storage: PhotoStorage
  mailer: Mailer
  sites: Pick<SiteService, 'findById'>
  siteUrl(site: Pick<Site, 'domain'>): string
  /** Where finished files are kept: a private folder, or the object store shared by every process. */
  files: ExportFiles
  /** A private folder of this machine's data folder, where a file is written before it is kept. */
  folder: string
  log: FastifyBaseLogger
}

/** A prepared file to send: its bytes and the name the browser saves it as. */
export interface ExportDownload {
  body: Readable
  name: string
}

/**
 * Members' own data (docs/product.md, Your own data): a member, or staff for them, asks for an export; a job
 * writes everything the site holds about the member into a ZIP in a private folder; the member gets a mail
 * with a link that works once and for 7 days, staff download their copy from the member's page. Files go
 * once fetched (member copies), expired, or the account deleted.
 */
export class DataExports {
  private running: Promise<void> | null = null
  private again = false

  constructor(private readonly deps: DataExportDeps) {}

  async state(user: CurrentUser, now = Date.now()): Promise<DataExportResponse> {
    const latest = await findLatestOwnExport(this.deps.db, user.id)
    const counted = await findLatestCountedExport(this.deps.db, user.id)
    const next = counted ? nextRequestAt(counted, now) : null
    return {
      export: latest ? presentOwnExport(latest) : null,
      can_request: next === null,
      next_request_at: next === Number.POSITIVE_INFINITY ? null : next,
    }
  }

  /** A member asks for their own data: once the previous export is finished, and once a day. */
  async request(user: CurrentUser, now = Date.now()): Promise<DataExportResponse> {
    await this.deps.db.transaction().execute(async (trx) => {
      const counted = await findLatestCountedExport(trx, user.id)
      const next = counted ? nextRequestAt(counted, now) : null
      if (next === Number.POSITIVE_INFINITY) throw new AppError('data_export_in_progress')
      if (next !== null)
        throw new AppError('data_export_limit', { params: { hours: dataExportRequestHours } })
      await insertExport(trx, { siteId: user.siteId, userId: user.id, requestedBy: null, now })
    })
    this.kick()
    return this.state(user, now)
  }

  /** The mailed link: hands out the file once, and never after its 7 days. */
  async download(token: string, now = Date.now()): Promise<ExportDownload> {
    const used = await consumeDownloadToken(this.deps.db, hashToken(token), now)
    if (!used?.file) throw new AppError('data_export_link_invalid')
    return this.fileOf(used.file, used.user_id, now)
  }

  async staffList(staff: StaffMember, memberId: number): Promise<StaffDataExportsResponse> {
    await this.memberFor(staff, memberId)
    return presentStaffExports(await listExportsOf(this.deps.db, memberId))
  }

  /** A staff copy: prepared like the member's own, but not mailed; the request is audited with it. */
  async staffRequest(
    staff: StaffMember,
    memberId: number,
    now = Date.now(),
  ): Promise<StaffDataExportsResponse> {
    const member = await this.memberFor(staff, memberId)
    await this.deps.db.transaction().execute(async (trx) => {
      if (await hasOpenExport(trx, memberId, true)) throw new AppError('data_export_in_progress')
      const id = await insertExport(trx, {
        siteId: member.site_id,
        userId: memberId,
        requestedBy: staff.user.id,
        now,
      })
      await recordAudit(trx, actorOf(staff), {
        action: 'member.data_export.request',
        siteId: member.site_id,
        target: { kind: 'member', id: memberId },
        after: { export: id },
      })
    })
    this.kick()
    return this.staffList(staff, memberId)
  }

  /** A staff copy, ready and not expired, for a staff member who may see the member; audited. */
  async staffDownload(staff: StaffMember, id: number, now = Date.now()): Promise<ExportDownload> {
    const row = await findExport(this.deps.db, id)
    if (!row || row.requested_by === null) throw new AppError('not_found')
    await this.memberFor(staff, row.user_id)
    if (row.status !== 'ready' || !row.file || (row.expires_at ?? 0) <= now) throw new AppError('not_found')
    await this.deps.db.transaction().execute(async (trx) => {
      await markStaffDownload(trx, id, now)
      await recordAudit(trx, actorOf(staff), {
        action: 'member.data_export.download',
        siteId: row.site_id,
        target: { kind: 'member', id: row.user_id },
        after: { export: id },
      })
    })
    return this.fileOf(row.file, row.user_id, now)
  }

  /** Prepares the waiting exports now, in this process, besides the job's rounds (a request kicks it). */
  kick(): void {
    // A request during a run may come after that run listed the waiting ones: one more run takes it.
    this.again = this.running !== null
    if (this.running) return
    this.running = (async () => {
      do {
        this.again = false
        try {
          await this.prepareWaiting()
        } catch (error) {
          this.deps.log.error({ err: error }, 'data export failed')
        }
      } while (this.again)
      this.running = null
    })()
  }

  /** Resolves once the preparation this process started (if any) has finished. */
  async settled(): Promise<void> {
    await this.running
  }

  /** Prepares every waiting export this process can take; answers how many it prepared. */
  async prepareWaiting(now = Date.now()): Promise<number> {
    let prepared = 0
    for (const id of await listWaitingExports(this.deps.db, now)) {
      if (!(await claimExport(this.deps.db, id, now, leaseMs))) continue
      const row = await findExport(this.deps.db, id)
      if (!row) continue
      try {
        await this.prepare(row)
        prepared += 1
      } catch (error) {
        this.deps.log.error({ err: error, export: id }, 'data export failed')
        await markFailed(this.deps.db, id)
      }
    }
    return prepared
  }

  /** Removes the files of expired, downloaded (member copies) and deleted accounts' exports. */
  async removeOldFiles(now = Date.now()): Promise<number> {
    const rows = await listFilesToRemove(this.deps.db, now)
    for (const row of rows) {
      if (row.file) await this.removeFile(row.file)
      await markFileRemoved(this.deps.db, row.id, row.status)
    }
    return rows.length
  }

  job(): Job {
    return {
      name: 'data-exports',
      everyMs: 60 * 1000,
      run: async () => {
        await this.prepareWaiting()
        await this.removeOldFiles()
      },
    }
  }

  private async prepare(row: ExportRow): Promise<void> {
    const { db } = this.deps
    const data = await collectMemberData(db, row.user_id)
    const site = await this.deps.sites.findById(row.site_id)
    if (!data || !site) throw new Error('member or site gone')
    const language = mailLocale(String(data.account.language))
    const file = `${randomBytes(16).toString('hex')}.zip`
    await mkdir(this.deps.folder, { recursive: true, mode: 0o700 })
    // Not under its own name until it is whole and kept: a half-written file is never handed out.
    const path = join(this.deps.folder, `${file}.part`)
    const now = Date.now()
    const expiresAt = now + dataExportDays * day
    let sizeBytes: number
    try {
      sizeBytes = await writeExportZip(path, {
        data,
        readme: readmeText(language, site.name, now),
        readPhoto: (name) => this.deps.storage.read(name),
      })
      await this.deps.files.write(file, path)
    } catch (error) {
      await unlink(path).catch(() => undefined)
      throw error
    }
    const token = row.requested_by === null ? newToken() : null
    await markReady(db, row.id, {
      file,
      sizeBytes,
      tokenHash: token ? hashToken(token) : null,
      now,
      expiresAt,
    })
    if (token) await this.mailLink(site, String(data.account.email), language, nameOf(data.profile), token)
  }

  private async mailLink(site: Site, to: string, language: string, name: string | null, token: string) {
    const t = translatorFor(mailLocale(language))
    const baseUrl = this.deps.siteUrl(site)
    const values = { site: site.name, name, days: dataExportDays }
    const content = composeMail(
      {
        subject: t('mail.data_export.subject', values),
        greeting: name ? t('mail.greeting', values) : t('mail.greeting_unnamed'),
        paragraphs: [t('mail.data_export.body', values)],
        action: { label: t('mail.data_export.action', values), url: `${baseUrl}/data-export?token=${token}` },
        note: t('mail.data_export.note', values),
      },
      mailBrand(site, baseUrl),
      t,
    )
    await this.deps.mailer.send({ to, from: siteSender(site), ...content })
  }

  private async fileOf(file: string, userId: number, now: number): Promise<ExportDownload> {
    if (!isExportFileName(file)) throw new AppError('not_found')
    const body = await this.deps.files.read(file)
    if (!body) throw new AppError('data_export_link_invalid')
    const date = new Date(now).toISOString().slice(0, 10)
    return { body, name: `data-${userId}-${date}.zip` }
  }

  private async removeFile(file: string) {
    if (!isExportFileName(file)) return
    await this.deps.files.remove(file)
  }

  private async memberFor(staff: StaffMember, memberId: number) {
    const member = await this.deps.db
      .selectFrom('users')
      .select(['id', 'site_id'])
      .where('id', '=', memberId)
      .where('is_fictional', '=', 0)
      .executeTakeFirst()
    if (!member || !answersTo(staff, member.site_id)) throw new AppError('not_found')
    return member
  }
}

function actorOf(staff: StaffMember): Actor {
  return { staffId: staff.user.id, ip: staff.ip }
}

function nameOf(profile: Record<string, unknown> | null): string | null {
  return typeof profile?.name === 'string' ? profile.name : null
}

/**
 * When the member may ask again after their latest export that counts (a failed one does not): null now,
 * infinity while it is still being prepared.
 */
function nextRequestAt(latest: { status: string; created_at: number }, now: number): number | null {
  if (latest.status === 'pending' || latest.status === 'preparing') return Number.POSITIVE_INFINITY
  const next = latest.created_at + dataExportRequestHours * hour
  return next > now ? next : null
}

/** README.txt: what each file holds, in the member's language. */
export function readmeText(language: string, siteName: string, now: number): string {
  const t = translatorFor(mailLocale(language))
  const values = { site: siteName, date: new Date(now).toISOString().slice(0, 10), days: dataExportDays }
  return [
    t('data_export.readme.title', values),
    '',
    t('data_export.readme.intro', values),
    '',
    `README.txt — ${t('data_export.readme.files.readme', values)}`,
    ...exportFiles.map((file) => `${file}.json — ${t(`data_export.readme.files.${file}`, values)}`),
    `photos/ — ${t('data_export.readme.files.photo_folder', values)}`,
    '',
    t('data_export.readme.outro', values),
    '',
  ].join('\r\n')
}
