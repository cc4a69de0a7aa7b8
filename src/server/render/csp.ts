import { randomBytes } from 'node:crypto'

/**
 * Scripts only from our origin or with the per-response nonce; no inline handlers, no plugins, no
 * framing. In development the Vite dev server's origin is added for hot reloading.
 */
export function contentSecurityPolicy(viteDevOrigin?: string): Record<string, string[] | null> {
  const dev = viteDevOrigin ? [viteDevOrigin] : []
  const devSockets = viteDevOrigin ? [viteDevOrigin.replace(/^http/, 'ws')] : []
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...dev],
    // Vite injects <style> elements while developing; built pages use stylesheet files only.
    'style-src': ["'self'", ...dev, ...(viteDevOrigin ? ["'unsafe-inline'"] : [])],
    // Bootstrap's components position themselves with style attributes.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...dev],
    'font-src': ["'self'", 'data:', ...dev],
    'connect-src': ["'self'", ...dev, ...devSockets],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': null,
  }
}

export function createNonce(): string {
  return randomBytes(16).toString('base64')
}

/** The policy of a page: the common one, with the page's own nonce allowed to run inline scripts. */
export function pagePolicy(directives: Record<string, string[] | null>, nonce: string): string {
  return Object.entries(directives)
    .filter((entry): entry is [string, string[]] => entry[1] !== null)
    .map(([name, values]) =>
      [name, ...values, ...(name === 'script-src' ? [`'nonce-${nonce}'`] : [])].join(' '),
    )
    .join('; ')
}
