/** The members area: where a login leads when it was not asked to lead back somewhere. */
export const afterLoginPath = '/members'

/** The login page, asked to lead back to `path` (a path of this site with its query) afterwards. */
export function loginPathFor(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`
}

/**
 * Where to go after logging in: the `next` of the login page's query when it is a path of this site;
 * anything else (another host, `//host`, a backslash trick, a scheme) leads to the members area, so the
 * login page can never send a member off the site.
 */
export function returnPathOf(search: string): string {
  const next = new URLSearchParams(search).get('next')
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return afterLoginPath
  if (next === '/login' || next.startsWith('/login?')) return afterLoginPath
  return next
}
