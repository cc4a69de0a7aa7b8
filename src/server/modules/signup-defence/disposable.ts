import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
let domains: ReadonlySet<string> | undefined

/**
 * The kept list of throwaway-mail domains (the `disposable-email-domains` package, MIT), read on the first
 * signup rather than at start: 120,000 names that only signups and e-mail changes need.
 */
function disposableDomains(): ReadonlySet<string> {
  domains ??= new Set<string>([
    ...(require('disposable-email-domains') as string[]),
    ...(require('disposable-email-domains/wildcard.json') as string[]),
  ])
  return domains
}

/** The domain and each domain above it: mail.example.co.uk, example.co.uk, co.uk (not the last label). */
export function domainAndParents(domain: string): string[] {
  const labels = domain.toLowerCase().split('.')
  return labels.slice(0, -1).map((_, start) => labels.slice(start).join('.'))
}

/** Whether mail to the domain, or to a domain it belongs to, goes to a throwaway inbox. */
export function isDisposableDomain(domain: string): boolean {
  const list = disposableDomains()
  return domainAndParents(domain).some((name) => list.has(name))
}

/** The part after the last @, lower case. */
export function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase()
}
