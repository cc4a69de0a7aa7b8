/** `?signup=1` opens the signup modal over any page of the default layout (docs/product.md §2 Signup). */
export const signupParam = 'signup'

/** The query string without the parameter that opens the modal (the rest, like tracking, stays). */
export function searchWithoutSignup(search: string): string {
  const params = new URLSearchParams(search)
  params.delete(signupParam)
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}

/** The query string with the modal opened. */
export function searchWithSignup(search: string): string {
  const params = new URLSearchParams(search)
  params.set(signupParam, '1')
  return `?${params}`
}
