import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import type { AppDeps } from '#server/deps.js'
import { translatorFor } from '#server/i18n.js'
import { typedRoutes } from '#server/typed-routes.js'
import { invoicePdfQuery } from '#shared/api/invoices.js'
import { defaultLocale, isLocale } from '#shared/i18n/languages.js'
import { requireStaff, requireUser, staffOf, userOf } from '../auth/policy.js'
import { renderPdf } from './pdf.js'
import { memberDocument, type PdfDocument, staffDocument } from './service.js'

const pdfAnswer = {
  200: {
    description: 'The PDF, as an attachment named after the document number',
    content: { 'application/pdf': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
  },
}

/** The document in the language it was issued in: a copy reads the same whoever downloads it. */
async function sendPdf(reply: FastifyReply, { document, corrects }: PdfDocument) {
  const language = isLocale(document.language) ? document.language : defaultLocale
  const pdf = await renderPdf({ document, corrects, t: translatorFor(language), language })
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${document.number}.pdf"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(pdf)
}

/** Invoices and credit notes as PDFs: the member's own, and staff copies (admin, support). */
export function register(app: FastifyInstance, deps: AppDeps) {
  const api = typedRoutes(app)
  const staffRoles = requireStaff('admin', 'support')

  api.get(
    '/api/invoice-pdf.php',
    {
      schema: {
        tags: ['payments'],
        summary: 'One of my invoices or credit notes as a PDF',
        description: "In the language the document was issued in. Another member's document: 404.",
        querystring: invoicePdfQuery,
        response: pdfAnswer,
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const member = { userId: userOf(request).id, siteId: request.site.id }
      return sendPdf(reply, await memberDocument(deps.db, member, request.query.id))
    },
  )

  api.get(
    '/api/staff/invoice-pdf.php',
    {
      schema: {
        tags: ['staff'],
        summary: 'An invoice or credit note of one of my sites as a PDF',
        querystring: invoicePdfQuery,
        response: pdfAnswer,
      },
      preValidation: staffRoles,
    },
    async (request, reply) =>
      sendPdf(reply, await staffDocument(deps.db, staffOf(request), request.query.id)),
  )
}
