import { isIPv4, isIPv6 } from 'node:net'

/** An IPv4 address with its last byte zeroed (/24). */
function truncateV4(address: string): string {
  const parts = address.split('.')
  return `${parts[0]}.${parts[1]}.${parts[2]}.0`
}

/** The eight groups of an IPv6 address, written out ('::' expanded). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const missing = tail === undefined ? 0 : 8 - left.length - right.length
  return [...left, ...Array<string>(missing).fill('0'), ...right]
}

/**
 * What is kept of a visitor's network address (docs/decisions/0035-visits-counted-first-party-postbacks-queued-with-the-event.md):
 * IPv4 /24, IPv6 /48, an IPv4 address mapped into IPv6 as the IPv4 one. The whole address is never stored.
 */
export function truncateAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1]) return truncateV4(mapped[1])
  if (isIPv4(address)) return truncateV4(address)
  if (!isIPv6(address)) return ''
  const groups = ipv6Groups(address.split('%')[0] ?? '')
  const kept = groups.slice(0, 3).map((group) => Number.parseInt(group, 16).toString(16))
  return `${kept.join(':')}::`
}
