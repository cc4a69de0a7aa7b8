import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import type { Engine } from '../db/database.js'
import { createTestApp, type TestApp } from './harness.js'

export interface ReceivedMail {
  to: string[]
  raw: string
  subject: string
  /** The plain-text part, quoted-printable decoded. */
  text: string
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

function decodeHeader(value: string): string {
  // RFC 2047: the space between two adjacent encoded words is not part of the text.
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    )
}

function textPart(raw: string): string {
  const match =
    /Content-Type: text\/plain[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*?Content-Transfer-Encoding: ([\w-]+)\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(
      raw,
    )
  if (!match) return ''
  const [, encoding = '', body = ''] = match
  if (encoding.toLowerCase() === 'base64')
    return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
  if (encoding.toLowerCase() === 'quoted-printable') return decodeQuotedPrintable(body)
  return body
}

/** A real SMTP server on a free port that keeps what it receives, for tests of outgoing mail. */
export async function startTestSmtp() {
  const mails: ReceivedMail[] = []
  const waiting: Array<() => void> = []
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? ''
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: decodeHeader(subject),
          text: textPart(raw),
        })
        for (const wake of waiting.splice(0)) wake()
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The next mail to this address, waiting for it if it has not arrived yet. */
    async mailTo(address: string, after = 0): Promise<ReceivedMail> {
      for (;;) {
        const mail = mails.slice(after).find((m) => m.to.includes(address))
        if (mail) return mail
        await new Promise<void>((resolve) => {
          waiting.push(resolve)
          setTimeout(resolve, 2000)
        })
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type TestSmtp = Awaited<ReturnType<typeof startTestSmtp>>

/**
 * A test app that mails to a test SMTP server of its own, its rate limits a hundred times wider (the tests
 * sign up more often than people do); closing the app stops the server too.
 */
export async function createMailingTestApp(
  engine: Engine,
  env: Record<string, string> = {},
): Promise<{ t: TestApp; smtp: TestSmtp }> {
  const smtp = await startTestSmtp()
  const app = await createTestApp(engine, { env: { SMTP_URL: smtp.url, RATE_LIMIT_SCALE: '100', ...env } })
  const close = async () => {
    await app.close()
    await smtp.close()
  }
  return { t: { ...app, close }, smtp }
}

export function linkToken(mail: ReceivedMail): string {
  const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1]
  if (!token) throw new Error(`no link in mail "${mail.subject}":\n${mail.text}`)
  return token
}
