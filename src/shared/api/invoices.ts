import { z } from 'zod'

const id = z.coerce.number().int().positive().max(2_147_483_647)

/** GET /api/invoice-pdf.php?id= and GET /api/staff/invoice-pdf.php?id=: one invoice or credit note as a PDF. */
export const invoicePdfQuery = z
  .object({ id: id.describe('The document (invoice or credit note) id') })
  .strict()
export type InvoicePdfQuery = z.infer<typeof invoicePdfQuery>

/** The member's own document's PDF address. */
export function invoicePdfUrl(documentId: number): string {
  return `/api/invoice-pdf.php?id=${documentId}`
}

/** The staff copy's address (admin, support). */
export function staffInvoicePdfUrl(documentId: number): string {
  return `/api/staff/invoice-pdf.php?id=${documentId}`
}
