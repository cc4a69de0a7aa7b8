/**
 * Reads the two standard reports mail servers send back: delivery status notifications (DSN, RFC 3464)
 * for bounces and abuse feedback reports (ARF, RFC 5965) for spam complaints. Both are multipart/report
 * messages; only their machine-readable parts are read.
 */

export interface ReportedRecipient {
  email: string
  /** The DSN status code (5.1.1) or the ARF feedback type (abuse). */
  detail: string
}

export type MailReport =
  | { kind: 'bounce'; recipients: ReportedRecipient[] }
  | { kind: 'fbl'; recipients: ReportedRecipient[] }

interface MimePart {
  headers: Map<string, string>
  body: string
}

/** Header fields (lower-case names, folded lines joined) and the body after the first blank line. */
function parsePart(raw: string): MimePart {
  const text = raw.replace(/\r\n/g, '\n')
  const split = text.search(/\n\n/)
  const head = split >= 0 ? text.slice(0, split) : text
  const body = split >= 0 ? text.slice(split + 2) : ''
  return { headers: parseFields(head), body }
}

function parseFields(block: string): Map<string, string> {
  const fields = new Map<string, string>()
  const unfolded = block.replace(/\n[ \t]+/g, ' ')
  for (const line of unfolded.split('\n')) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    if (!fields.has(name)) fields.set(name, line.slice(colon + 1).trim())
  }
  return fields
}

/** A parameter of a structured header value: boundary, report-type. */
function parameter(value: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value)
  return match ? (match[1] ?? match[2]) : undefined
}

function mediaType(part: MimePart): string {
  return (part.headers.get('content-type') ?? 'text/plain').split(';')[0]?.trim().toLowerCase() ?? ''
}

function childParts(part: MimePart): MimePart[] {
  const boundary = parameter(part.headers.get('content-type') ?? '', 'boundary')
  if (!boundary) return []
  const delimiter = `--${boundary}`
  const sections = part.body.split(`\n${delimiter}`)
  // The preamble before the first delimiter (which may open the body without a newline) is not a part.
  const first = sections[0]?.startsWith(delimiter) ? sections[0].slice(delimiter.length) : null
  const rest = sections.slice(1)
  return [...(first !== null ? [first] : []), ...rest]
    .filter((section) => !section.startsWith('--'))
    .map((section) => parsePart(section.replace(/^[ \t]*\n/, '')))
}

/** Every part of the message, depth first, the message itself included. */
function allParts(part: MimePart, depth = 0): MimePart[] {
  if (depth > 5) return []
  return [part, ...childParts(part).flatMap((child) => allParts(child, depth + 1))]
}

/** The address in "rfc822; a@b", "<a@b>" or "Name <a@b>" forms, lower-cased. */
export function addressOf(value: string | undefined): string | null {
  if (!value) return null
  const typed = value.includes(';') ? (value.split(';')[1] ?? '') : value
  const angled = /<([^>]+)>/.exec(typed)
  const address = (angled?.[1] ?? typed).trim().toLowerCase()
  return /^[^\s@]+@[^\s@]+$/.test(address) ? address : null
}

/** Groups of header fields separated by blank lines, as in message/delivery-status. */
function fieldGroups(body: string): Map<string, string>[] {
  return body
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((group) => parseFields(group.trim()))
    .filter((fields) => fields.size > 0)
}

function hardBounces(status: MimePart): ReportedRecipient[] {
  const recipients: ReportedRecipient[] = []
  for (const fields of fieldGroups(status.body)) {
    const email = addressOf(fields.get('final-recipient')) ?? addressOf(fields.get('original-recipient'))
    const action = fields.get('action')?.toLowerCase()
    const code = /\d\.\d{1,3}\.\d{1,3}/.exec(fields.get('status') ?? '')?.[0]
    // Only a permanent failure stops mail: 4.x.x and "delayed" are tried again by the mail server.
    if (email && action === 'failed' && code?.startsWith('5')) recipients.push({ email, detail: code })
  }
  return recipients
}

function complaints(parts: MimePart[], feedback: MimePart): ReportedRecipient[] {
  const fields = fieldGroups(feedback.body)[0] ?? new Map<string, string>()
  const type = (fields.get('feedback-type') ?? 'abuse').toLowerCase()
  const original = parts.find((part) => ['message/rfc822', 'text/rfc822-headers'].includes(mediaType(part)))
  const enclosed = original ? parsePart(original.body) : null
  const email = addressOf(fields.get('original-rcpt-to')) ?? addressOf(enclosed?.headers.get('to'))
  return email ? [{ email, detail: type }] : []
}

/**
 * The report a raw message carries, or null when it is neither a DSN nor an ARF report (or names no
 * address). A DSN with only temporary failures is a bounce report without recipients.
 */
export function parseMailReport(raw: string): MailReport | null {
  const message = parsePart(raw)
  const parts = allParts(message)
  const feedback = parts.find((part) => mediaType(part) === 'message/feedback-report')
  if (feedback) {
    const recipients = complaints(parts, feedback)
    return recipients.length > 0 ? { kind: 'fbl', recipients } : null
  }
  const status = parts.find((part) => mediaType(part) === 'message/delivery-status')
  if (status) return { kind: 'bounce', recipients: hardBounces(status) }
  return null
}
