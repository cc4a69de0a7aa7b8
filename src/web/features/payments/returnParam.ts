/** A positive id from the query (?payment= on the return from a checkout, ?bundle= for direct debit). */
export function paymentIdOf(params: URLSearchParams, name = 'payment'): number | null {
  const raw = params.get(name)
  if (!raw || !/^\d{1,10}$/.test(raw)) return null
  const id = Number(raw)
  return id > 0 && id <= 2_147_483_647 ? id : null
}
