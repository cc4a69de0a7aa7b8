import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { type RegisteredRoute, recordRoutes } from '#server/test/routes.js'
import { promoteToStaff } from '#server/test/staff.js'
import { type StaffRole, staffRoles } from '#shared/api/staff.js'
import { signupMember } from '../members/fixtures.js'

/**
 * Who may call each staff route (docs/product.md, Staff). `public` routes serve staff who are not logged in
 * yet (login, enrolment). A staff route missing here fails the test, so every new one states its roles.
 */
const allowed: Record<string, readonly StaffRole[] | 'public'> = {
  'POST /api/staff/login.php': 'public',
  'GET /api/staff/enrolment.php': 'public',
  'POST /api/staff/enrolment.php': 'public',
  'GET /api/staff/me.php': staffRoles,
  'GET /api/staff/home.php': ['admin', 'support', 'moderator'],
  'GET /api/staff/members.php': ['admin', 'support', 'moderator'],
  'GET /api/staff/member.php': ['admin', 'support', 'moderator'],
  'PUT /api/staff/member.php': ['admin', 'support', 'moderator'],
  'POST /api/staff/member-action.php': ['admin', 'support'],
  'POST /api/staff/credits.php': ['admin', 'support'],
  'GET /api/staff/conversations.php': ['admin', 'support', 'moderator'],
  'POST /api/staff/messages.php': ['admin', 'support', 'moderator'],
  'GET /api/staff/audit.php': ['admin'],
  'GET /api/staff/sites.php': ['admin'],
  'GET /api/staff/site.php': ['admin'],
  'POST /api/staff/sites.php': ['admin'],
  'PUT /api/staff/sites.php': ['admin'],
  'PUT /api/staff/site-logo.php': ['admin'],
  'DELETE /api/staff/site-logo.php': ['admin'],
  'GET /api/staff/bundles.php': ['admin'],
  'PUT /api/staff/bundles.php': ['admin'],
  'GET /api/staff/gifts.php': ['admin'],
  'PUT /api/staff/gifts.php': ['admin'],
  'GET /api/staff/email-blocks.php': ['admin'],
  'POST /api/staff/email-blocks.php': ['admin'],
  'DELETE /api/staff/email-blocks.php': ['admin'],
  'GET /api/staff/moderation.php': ['admin', 'moderator'],
  'POST /api/staff/moderation.php': ['admin', 'moderator'],
  'GET /api/staff/data-exports.php': ['admin', 'support'],
  'POST /api/staff/data-exports.php': ['admin', 'support'],
  'GET /api/staff/data-export-file.php': ['admin', 'support'],
  'GET /api/staff/review.php': ['admin', 'moderator'],
  'POST /api/staff/review.php': ['admin', 'moderator'],
  'GET /api/staff/fictional.php': ['admin', 'moderator'],
  'POST /api/staff/fictional.php': ['admin', 'moderator'],
  'PUT /api/staff/fictional.php': ['admin', 'moderator'],
  'GET /api/staff/operators.php': ['admin', 'moderator'],
  'GET /api/staff/fictional-options.php': ['admin', 'moderator'],
  'POST /api/staff/fictional-photo.php': ['admin', 'moderator'],
  'PUT /api/staff/fictional-photo.php': ['admin', 'moderator'],
  'DELETE /api/staff/fictional-photo.php': ['admin', 'moderator'],
  'GET /api/staff/inbox.php': ['admin', 'operator'],
  'POST /api/staff/reply.php': ['admin', 'operator'],
  'POST /api/staff/claim.php': ['admin', 'operator'],
  'DELETE /api/staff/claim.php': ['admin', 'operator'],
  'GET /api/staff/conversation.php': ['admin', 'operator'],
  'GET /api/staff/notes.php': ['admin', 'operator'],
  'PUT /api/staff/notes.php': ['admin', 'operator'],
  'GET /api/staff/operator-stats.php': ['admin', 'operator'],
  'GET /api/staff/first-contacts.php': ['admin', 'operator'],
  'GET /api/staff/complaints.php': ['admin', 'support', 'moderator'],
  'PUT /api/staff/complaints.php': ['admin', 'support', 'moderator'],
  'GET /api/staff/complaint.php': ['admin', 'support', 'moderator'],
  'PUT /api/staff/complaint-assignee.php': ['admin', 'support', 'moderator'],
  'POST /api/staff/complaint-note.php': ['admin', 'support', 'moderator'],
  'POST /api/staff/complaint-answer.php': ['admin', 'support', 'moderator'],
  'POST /api/staff/complaint-action.php': ['admin', 'support', 'moderator'],
  'GET /api/staff/payments.php': ['admin', 'support'],
  'GET /api/staff/payment.php': ['admin', 'support'],
  'POST /api/staff/payment-refund.php': ['admin'],
  'GET /api/staff/invoice-pdf.php': ['admin', 'support'],
  'GET /api/staff/traffic.php': ['admin'],
  'GET /api/staff/postbacks.php': ['admin'],
  'PUT /api/staff/postback-config.php': ['admin'],
  'DELETE /api/staff/postback-config.php': ['admin'],
  'GET /api/staff/revenue.php': ['admin'],
  'GET /api/staff/discounts.php': ['admin'],
  'POST /api/staff/discounts.php': ['admin'],
  'GET /api/staff/discount.php': ['admin'],
  'PUT /api/staff/discount.php': ['admin'],
  'POST /api/staff/discount-status.php': ['admin'],
}

describe.each(engines)('who may call the staff routes [%s]', (engine) => {
  let t: TestApp
  let routes: RegisteredRoute[]
  const cookies = new Map<string, string>()

  beforeAll(async () => {
    const recorded = await recordRoutes(() => createTestApp(engine))
    t = recorded.built
    routes = recorded.routes.filter((route) => route.url.startsWith('/api/staff/') && route.method !== 'HEAD')
    for (const role of staffRoles) {
      const account = await signupMember(t, `Staff ${role}`)
      cookies.set(role, await promoteToStaff(t.db, account.id, role))
    }
    cookies.set('member', (await signupMember(t, 'Member')).cookie)
    cookies.set('visitor', '')
  })
  afterAll(() => t.close())

  it('knows the roles of every staff route', () => {
    const registered = routes.map((route) => `${route.method} ${route.url}`).sort()
    expect(registered).toEqual(Object.keys(allowed).sort())
  })

  /**
   * Policies run before the input is read, so an empty call is enough: a caller who may not call the route
   * hears 403, one who may gets past the policy (a 400 for the missing input, or an answer) and changes
   * nothing.
   */
  const call = (route: RegisteredRoute, cookie: string) =>
    t.app.inject({
      method: route.method as 'GET' | 'POST' | 'PUT',
      url: route.url,
      headers: { host: 'localhost', cookie },
      ...(route.method === 'GET' ? {} : { payload: {} }),
    })

  it.each(Object.entries(allowed))('%s', async (key, roles) => {
    const route = routes.find((candidate) => `${candidate.method} ${candidate.url}` === key)
    if (!route) throw new Error(`${key} is not registered`)
    for (const caller of [...staffRoles, 'member', 'visitor']) {
      const response = await call(route, cookies.get(caller) ?? '')
      const mayCall = roles === 'public' || (roles as readonly string[]).includes(caller)
      const code = response.statusCode === 403 ? response.json().error.code : null
      if (mayCall) {
        expect(code, `${caller} on ${key}`).toBeNull()
        continue
      }
      expect(code, `${caller} on ${key}`).toBe(caller === 'visitor' ? 'authentication_required' : 'forbidden')
    }
  })

  it('lets the admin do everything', () => {
    for (const [key, roles] of Object.entries(allowed)) {
      if (roles !== 'public') expect(roles, key).toContain('admin')
    }
  })
})
