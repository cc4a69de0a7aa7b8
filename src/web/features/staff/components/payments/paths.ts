/** A payment's page in the back office. */
export function paymentPath(id: number): string {
  return `/admin/payments/${id}`
}
