import { randomBytes } from 'node:crypto'
import type { Database } from '#server/db/database.js'
import type { AppDeps } from '#server/deps.js'
import { AppError } from '#server/errors.js'
import type { Job } from '#server/jobs/scheduler.js'
import {
  type Money,
  maxTrafficDays,
  type PostbackConfigInput,
  type PostbacksResponse,
  postbackTemplateProblem,
  type TrafficFigures,
  type TrafficQuery,
  type TrafficResponse,
  trafficErrors,
} from '#shared/api/staff-traffic.js'
import type { VisitInput } from '#shared/api/visits.js'
import { addDays, localDate } from '#shared/calendarDays.js'
import { recordAudit } from '../audit/record.js'
import { answersTo, type StaffMember } from '../auth/policy.js'
import { siteDayStart } from '../likes/day.js'
import type { Site } from '../sites/service.js'
import { truncateAddress } from './address.js'
import { presentConfig, presentPostback } from './presenter.js'
import {
  activationFigures,
  attemptsOf,
  deleteConfig,
  deleteVisitsBefore,
  findConfig,
  findConfigById,
  firstPurchaseFigures,
  insertConfig,
  insertVisit,
  latestPostbacks,
  listConfigs,
  markBounced,
  type ReportScope,
  revenueFigures,
  signupFigures,
  updateConfig,
  visitFigures,
} from './queries.js'

const dayMs = 24 * 60 * 60 * 1000
/** Visits are kept 13 months (docs/product.md, Traffic sources), long enough to compare a month a year on. */
export const visitRetentionMs = 396 * dayMs
/** A visit can be marked bounced for a day after it began. */
const bounceWindowMs = dayMs

type Key = string | null
const keyOf = (key: Key) => key ?? ''

function emptyFigures(): TrafficFigures & { logged: number; bounced: number } {
  return {
    visitors: 0,
    bounce_rate: null,
    signups: 0,
    activations: 0,
    first_purchases: 0,
    revenue: [],
    revenue_per_signup: [],
    logged: 0,
    bounced: 0,
  }
}

function addMoney(list: Money[], currency: string, cents: number): Money[] {
  const known = list.find((money) => money.currency === currency)
  if (known) known.cents += cents
  else list.push({ currency, cents })
  return list.sort((a, b) => a.currency.localeCompare(b.currency))
}

type Working = ReturnType<typeof emptyFigures>

/** The figures as answered: bounce rate where bounces were logged, revenue per signup per currency. */
function finish(figures: Working): TrafficFigures {
  const { logged, bounced, ...rest } = figures
  return {
    ...rest,
    bounce_rate: logged > 0 ? bounced / logged : null,
    revenue_per_signup:
      figures.signups > 0
        ? figures.revenue.map((money) => ({
            currency: money.currency,
            cents: Math.round(money.cents / figures.signups),
          }))
        : [],
  }
}

/** Traffic sources: lander visits, the report per source and the networks' postbacks. */
export class TrafficDesk {
  constructor(private readonly deps: Pick<AppDeps, 'db' | 'sites'>) {}

  private get db(): Database {
    return this.deps.db
  }

  /** Stores a visit with the address truncated; answers its random id. */
  async recordVisit(site: Site, input: VisitInput, address: string, now = Date.now()): Promise<string> {
    const id = randomBytes(16).toString('base64url').slice(0, 22)
    const { path, lb, ...tracking } = input
    await insertVisit(this.db, {
      id,
      siteId: site.id,
      day: localDate(site.timeZone, now),
      path,
      tracking,
      address: truncateAddress(address),
      bounceLogged: lb === true,
      now,
    })
    return id
  }

  async markBounced(site: Site, visitId: string, now = Date.now()): Promise<void> {
    // An unknown or expired visit is not worth an error to a beacon nobody reads.
    await markBounced(this.db, site.id, visitId, now - bounceWindowMs)
  }

  private async siteOf(staff: StaffMember, siteId: number): Promise<Site> {
    const site = answersTo(staff, siteId) ? await this.deps.sites.findById(siteId) : null
    if (!site) throw new AppError('not_found')
    return site
  }

  async report(staff: StaffMember, query: TrafficQuery): Promise<TrafficResponse> {
    const site = await this.siteOf(staff, query.site)
    const from = siteDayStart(site.timeZone, query.from)
    const to = siteDayStart(site.timeZone, addDays(query.to, 1))
    if ((to - from) / dayMs > maxTrafficDays + 1)
      throw new AppError('validation_failed', { field: 'to', messageKey: trafficErrors.period })
    const scope: ReportScope = {
      siteId: site.id,
      group: query.group,
      network: query.network ?? null,
      fromDay: query.from,
      toDay: query.to,
      from,
      to,
    }
    const [visits, signups, activations, firsts, revenue] = await Promise.all([
      visitFigures(this.db, scope),
      signupFigures(this.db, scope),
      activationFigures(this.db, scope),
      firstPurchaseFigures(this.db, scope),
      revenueFigures(this.db, scope),
    ])
    const rows = new Map<string, Working & { key: Key }>()
    const totals = emptyFigures()
    const row = (key: Key) => {
      let found = rows.get(keyOf(key))
      if (!found) {
        found = { key, ...emptyFigures() }
        rows.set(keyOf(key), found)
      }
      return found
    }
    for (const visit of visits) {
      for (const target of [row(visit.key), totals]) {
        target.visitors += visit.visitors
        target.logged += visit.logged
        target.bounced += visit.bounced
      }
    }
    for (const [list, field] of [
      [signups, 'signups'],
      [activations, 'activations'],
      [firsts, 'first_purchases'],
    ] as const) {
      for (const item of list) {
        row(item.key)[field] += item.n
        totals[field] += item.n
      }
    }
    for (const item of revenue) {
      addMoney(row(item.key).revenue, item.currency, item.cents)
      addMoney(totals.revenue, item.currency, item.cents)
    }
    return {
      site_id: site.id,
      from: query.from,
      to: query.to,
      group: query.group,
      network: query.network ?? null,
      rows: [...rows.values()]
        .map(({ key, ...figures }) => ({ key, ...finish(figures) }))
        .sort(
          (a, b) =>
            b.signups - a.signups || b.visitors - a.visitors || keyOf(a.key).localeCompare(keyOf(b.key)),
        ),
      totals: finish(totals),
    }
  }

  async postbacks(staff: StaffMember, siteId: number): Promise<PostbacksResponse> {
    const site = await this.siteOf(staff, siteId)
    const [configs, postbacks] = await Promise.all([
      listConfigs(this.db, site.id),
      latestPostbacks(this.db, site.id),
    ])
    const attempts = await attemptsOf(
      this.db,
      postbacks.map((postback) => postback.id),
    )
    return {
      configs: configs.map(presentConfig),
      postbacks: postbacks.map((postback) =>
        presentPostback(
          postback,
          attempts.filter((attempt) => attempt.postback_id === postback.id),
        ),
      ),
    }
  }

  /** Adds the network's postback or replaces its template and events; audited in the same transaction. */
  async saveConfig(staff: StaffMember, input: PostbackConfigInput, now = Date.now()) {
    const site = await this.siteOf(staff, input.site)
    const problem = postbackTemplateProblem(input.url_template)
    if (problem)
      throw new AppError('validation_failed', {
        field: 'url_template',
        messageKey: problem.key,
        params: problem.placeholder === undefined ? undefined : { placeholder: `{${problem.placeholder}}` },
      })
    const events = input.events.join(',')
    const id = await this.db.transaction().execute(async (trx) => {
      const known = await findConfig(trx, site.id, input.network)
      const after = { network: input.network, url_template: input.url_template, events }
      if (known) await updateConfig(trx, known.id, { template: input.url_template, events, now })
      const id = known
        ? known.id
        : await insertConfig(trx, { siteId: site.id, ...after, template: input.url_template, now })
      await recordAudit(
        trx,
        { staffId: staff.user.id, ip: staff.ip },
        {
          action: known ? 'postback.updated' : 'postback.added',
          siteId: site.id,
          target: { kind: 'site', id: site.id },
          before: known
            ? { network: known.network, url_template: known.url_template, events: known.events }
            : null,
          after,
        },
        now,
      )
      return id
    })
    const saved = await findConfigById(this.db, id)
    if (!saved) throw new AppError('internal')
    return presentConfig(saved)
  }

  async removeConfig(staff: StaffMember, id: number, now = Date.now()): Promise<void> {
    const known = await findConfigById(this.db, id)
    if (!known || !answersTo(staff, known.site_id)) throw new AppError('not_found')
    await this.db.transaction().execute(async (trx) => {
      await deleteConfig(trx, id)
      await recordAudit(
        trx,
        { staffId: staff.user.id, ip: staff.ip },
        {
          action: 'postback.removed',
          siteId: known.site_id,
          target: { kind: 'site', id: known.site_id },
          before: { network: known.network, url_template: known.url_template, events: known.events },
        },
        now,
      )
    })
  }
}

/** Visits older than the retention are deleted, with their truncated addresses. */
export const forgetOldVisitsJob: Job = {
  name: 'forget-old-visits',
  everyMs: 6 * 60 * 60 * 1000,
  run: (db) => deleteVisitsBefore(db, Date.now() - visitRetentionMs).then(() => undefined),
}
