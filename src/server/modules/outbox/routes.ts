import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { readOutbox } from '#server/adapters/mail.js'
import { readSmsOutbox } from '#server/adapters/sms.js'
import type { AppDeps } from '#server/deps.js'
import { AppError } from '#server/errors.js'
import { fromThisMachine } from '#server/http.js'
import { escapeHtml } from '#server/render/html.js'
import { typedRoutes } from '#server/typed-routes.js'

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
}

const meta = 'margin:0;color:#666;font-size:13px'
const card = 'border:1px solid #ddd;border-radius:8px;padding:12px 16px;margin:12px 0'

/** Text messages (direct debit codes) are written to the outbox too, as long as no SMS provider is set. */
async function smsSection(outboxDir: string): Promise<string> {
  const messages = await readSmsOutbox(outboxDir)
  if (messages.length === 0) return ''
  const items = messages
    .map(
      (sms) =>
        `<article style="${card}"><p style="${meta}">${escapeHtml(new Date(sms.sentAt).toISOString())} · SMS to ${escapeHtml(sms.to)}</p>` +
        `<p style="margin:6px 0 0">${escapeHtml(sms.text)}</p></article>`,
    )
    .join('')
  return `<h2>Text messages</h2>${items}`
}

/**
 * Without SMTP, mail is written to the outbox folder; this page shows it to a person on the same machine
 * (never to anyone else: it holds working login links).
 */
export function register(app: FastifyInstance, deps: AppDeps) {
  // With SMTP, mails leave the machine: there is no outbox to show.
  if (deps.config.smtpUrl) return
  const { outboxDir } = deps.config
  typedRoutes(app).get(
    '/dev/outbox',
    {
      schema: {
        // A developer's page, only where no SMTP is set and only for this machine: not part of the API.
        hide: true,
        tags: ['outbox'],
        summary: 'The mails and text messages written to the outbox',
        description: 'An HTML page, not JSON.',
        response: {
          200: { description: 'The HTML page', content: { 'text/html': { schema: z.string() } } },
        },
      },
    },
    async (request, reply) => {
      if (!fromThisMachine(request)) throw new AppError('not_found')
      const mails = await readOutbox(outboxDir)
      const items = mails
        .map(
          (mail) =>
            `<article style="border:1px solid #ddd;border-radius:8px;padding:12px 16px;margin:12px 0">` +
            `<p style="margin:0;color:#666;font-size:13px">${escapeHtml(new Date(mail.sentAt).toISOString())} · to ${escapeHtml(mail.to)}</p>` +
            `<h2 style="font-size:18px;margin:6px 0">${escapeHtml(mail.subject)}</h2>` +
            `<pre style="white-space:pre-wrap;font-family:inherit;margin:0">${linkify(mail.text)}</pre></article>`,
        )
        .join('')
      const body = (items || '<p>No mail yet.</p>') + (await smsSection(outboxDir))
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8')
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox</title></head><body style="font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px"><h1>Outbox</h1><p>Mail written to ${escapeHtml(outboxDir)} (newest first). Set SMTP_URL to send real mail.</p>${body}</body></html>`
    },
  )
}
