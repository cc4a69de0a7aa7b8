import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '#server/deps.js'
import { AppError } from '#server/errors.js'
import { typedRoutes } from '#server/typed-routes.js'
import {
  newSiteInput,
  siteChangeInput,
  staffBundlesInput,
  staffBundlesQuery,
  staffBundlesResponse,
  staffGiftsInput,
  staffGiftsQuery,
  staffGiftsResponse,
  staffLogoQuery,
  staffSiteQuery,
  staffSiteResponse,
  staffSitesResponse,
} from '#shared/api/staff-sites.js'
import { requireStaff, staffOf } from '../auth/policy.js'
import { readPhotoForm } from '../photos/intake.js'
import { StaffSites } from './service.js'

export function register(app: FastifyInstance, deps: AppDeps) {
  const sites = new StaffSites(deps)
  const api = typedRoutes(app)
  const tags = ['staff']
  const adminOnly = requireStaff('admin')

  // Every process forgets its cached sites when one changes, wherever the change was made.
  const unsubscribe = deps.events.subscribe((event) => {
    if (event.type === 'site.changed') deps.sites.forgetCached()
  })
  app.addHook('onClose', async () => unsubscribe())

  api.get(
    '/api/staff/sites.php',
    {
      schema: { tags, summary: 'The sites', response: { 200: staffSitesResponse } },
      preValidation: adminOnly,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return sites.list(staffOf(request))
    },
  )

  api.get(
    '/api/staff/site.php',
    {
      schema: {
        tags,
        summary: 'A site with every setting',
        querystring: staffSiteQuery,
        response: { 200: staffSiteResponse },
      },
      preValidation: adminOnly,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return sites.detail(staffOf(request), request.query.id)
    },
  )

  api.post(
    '/api/staff/sites.php',
    {
      schema: {
        tags,
        summary: 'Create a site',
        description:
          'Only an admin of every site. Settings, company details, bundles and gifts start as a copy of ' +
          '`copy_from` (by default the first site).',
        body: newSiteInput,
        response: { 200: staffSiteResponse },
      },
      preValidation: adminOnly,
    },
    async (request) => sites.create(staffOf(request), request.body),
  )

  api.put(
    '/api/staff/sites.php',
    {
      schema: {
        tags,
        summary: 'Change a site',
        description:
          'Only the fields sent change; `domains` replaces the hosts the site answers on. Every server ' +
          'process applies the change within a second.',
        body: siteChangeInput,
        response: { 200: staffSiteResponse },
      },
      preValidation: adminOnly,
    },
    async (request) => sites.change(staffOf(request), request.body),
  )

  api.put(
    '/api/staff/site-logo.php',
    {
      schema: {
        tags,
        summary: "Set a site's logo",
        description:
          'A multipart/form-data body with the field `site` (the site id) and the file `logo` (PNG, JPEG or ' +
          'WebP, at least 32 pixels on each side; transparency is kept). Stored as a PNG of at most 512 ' +
          'pixels; the pages, mails and app icons of the site show it within a second.',
        consumes: ['multipart/form-data'],
        response: { 200: staffSiteResponse },
      },
      preValidation: adminOnly,
    },
    async (request) => {
      const form = await readPhotoForm(request, ['site'], 'logo')
      const site = staffLogoQuery.safeParse({ site: form.fields.site })
      if (!site.success) throw new AppError('validation_failed', { field: 'site' })
      return sites.setLogo(staffOf(request), site.data.site, form.data)
    },
  )

  api.delete(
    '/api/staff/site-logo.php',
    {
      schema: {
        tags,
        summary: "Remove a site's logo",
        description: 'The site shows the heart mark and its name again.',
        querystring: staffLogoQuery,
        response: { 200: staffSiteResponse },
      },
      preValidation: adminOnly,
    },
    async (request) => sites.removeLogo(staffOf(request), request.query.site),
  )

  api.get(
    '/api/staff/bundles.php',
    {
      schema: {
        tags,
        summary: "A site's credit bundles",
        querystring: staffBundlesQuery,
        response: { 200: staffBundlesResponse },
      },
      preValidation: adminOnly,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return sites.bundles(staffOf(request), request.query.site)
    },
  )

  api.put(
    '/api/staff/bundles.php',
    {
      schema: {
        tags,
        summary: "Set a site's credit bundles",
        description:
          'The bundles as they should be: with an id a bundle changes, without one it is added, and one left ' +
          'out is retired (inactive), never deleted, since payments name it.',
        body: staffBundlesInput,
        response: { 200: staffBundlesResponse },
      },
      preValidation: adminOnly,
    },
    async (request) => sites.replaceBundles(staffOf(request), request.body),
  )

  api.get(
    '/api/staff/gifts.php',
    {
      schema: {
        tags,
        summary: "A site's gifts and their prices",
        querystring: staffGiftsQuery,
        response: { 200: staffGiftsResponse },
      },
      preValidation: adminOnly,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return sites.gifts(staffOf(request), request.query.site)
    },
  )

  api.put(
    '/api/staff/gifts.php',
    {
      schema: {
        tags,
        summary: "Set a site's gift prices and which gifts it shows",
        description:
          "Per slug: the site's price (null: its `gift_credits` setting) and whether it is shown. Kept in the " +
          "site's own gift rows, which replace the platform's gift of that slug; never deleted.",
        body: staffGiftsInput,
        response: { 200: staffGiftsResponse },
      },
      preValidation: adminOnly,
    },
    async (request) => sites.setGifts(staffOf(request), request.body),
  )
}
