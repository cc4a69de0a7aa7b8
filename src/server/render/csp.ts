import type { Config } from '../config.js'

/**
 * Scripts only from our origin or with the per-response nonce; no inline handlers, no plugins, no
 * framing. In development the Vite dev server's origin is added for hot reloading.
 */
export function contentSecurityPolicy(config: Config): Record<string, string[] | null> {
  const dev = config.viteDevOrigin ? [config.viteDevOrigin] : []
  const devSockets = config.viteDevOrigin ? [config.viteDevOrigin.replace(/^http/, 'ws')] : []
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...dev],
    // Vite injects <style> elements while developing; built pages use stylesheet files only.
    'style-src': ["'self'", ...dev, ...(config.viteDevOrigin ? ["'unsafe-inline'"] : [])],
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
