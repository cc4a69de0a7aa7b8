import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { TFunction } from 'i18next'
import { z } from 'zod'
import type { PaymentProvider } from '#server/adapters/payments/provider.js'
import {
  TestPaymentProvider,
  type TestProviderPayment,
  testOutcomes,
} from '#server/adapters/payments/test-provider.js'
import { AppError } from '#server/errors.js'
import { parseInput } from '#server/http.js'
import { createNonce } from '#server/render/csp.js'
import { formatMoney } from '#shared/money.js'

const params = z.object({ id: z.string().regex(/^tst_[0-9a-f]{24}$/) })
const decision = z.object({ outcome: z.enum(testOutcomes) })

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )
}

const styles = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f1f4;color:#212529}
header{background:#d63384;color:#fff;padding:.75rem 1rem;font-weight:600;font-size:1.25rem}
main{max-width:32rem;margin:2rem auto;background:#fff;border-radius:.5rem;padding:1.5rem;box-shadow:0 .125rem .5rem rgba(0,0,0,.1)}
h1{font-size:1.4rem;margin-top:0}.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
.note{color:#6c757d;font-size:.9rem}form{display:grid;gap:.5rem;margin-top:1.25rem}
button{font:inherit;padding:.6rem 1rem;border-radius:.375rem;border:1px solid #ced4da;background:#fff;cursor:pointer}
button.paid{background:#198754;border-color:#198754;color:#fff}`

/** The hosted page of the built-in test provider: plain HTML in the member's language, no script. */
function renderCheckout(
  payment: TestProviderPayment,
  siteName: string,
  locale: string,
  t: TFunction,
  nonce: string,
) {
  const decided = payment.status !== 'open' && payment.status !== 'pending'
  const buttons = testOutcomes
    .map(
      (outcome) =>
        `<button type="submit" name="outcome" value="${outcome}" class="${outcome}">${escapeHtml(
          t(`payments.checkout.outcome_${outcome}`),
        )}</button>`,
    )
    .join('')
  const body = decided
    ? `<p>${escapeHtml(t('payments.checkout.decided'))}</p><p><a href="${escapeHtml(payment.redirectUrl)}">${escapeHtml(t('payments.checkout.back'))}</a></p>`
    : `<form method="post">${buttons}</form>`
  return `<!doctype html>
<html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(t('payments.checkout.title'))} · ${escapeHtml(siteName)}</title>
<style nonce="${nonce}">${styles}</style></head>
<body><header>${escapeHtml(siteName)}</header><main>
<h1>${escapeHtml(t('payments.checkout.title'))}</h1>
<p>${escapeHtml(payment.description)}</p>
<p class="amount">${escapeHtml(formatMoney({ cents: payment.amountCents, currency: payment.currency }, locale))}</p>
<p class="note">${escapeHtml(t('payments.checkout.note'))}</p>
${body}
</main></body></html>`
}

async function findOr404(provider: TestPaymentProvider, request: FastifyRequest) {
  const { id } = parseInput(params, request.params)
  const payment = await provider.find(id)
  if (!payment) throw new AppError('not_found')
  return payment
}

/**
 * The referrer policy is same-origin, not no-referrer: under no-referrer a browser sends `Origin: null` with
 * the page's own form, and one that sends no Sec-Fetch-Site would be refused as another website.
 */
function sendPage(reply: FastifyReply, html: string, nonce: string) {
  return reply
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
    )
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'same-origin')
    .type('text/html; charset=utf-8')
    .send(html)
}

/**
 * /checkout/test/:id, served only while the test provider is the one in use: a person chooses paid, failed,
 * cancelled, expired or pending; the provider calls our webhook over HTTP and the browser goes back to the
 * site, as with a real provider.
 */
export function testCheckoutRoutes(
  app: FastifyInstance,
  provider: PaymentProvider,
  guard: (request: FastifyRequest) => void,
) {
  if (!(provider instanceof TestPaymentProvider)) return

  app.get('/checkout/test/:id', async (request, reply) => {
    const payment = await findOr404(provider, request)
    const nonce = createNonce()
    return sendPage(
      reply,
      renderCheckout(payment, request.site.name, request.locale, request.t, nonce),
      nonce,
    )
  })

  app.post('/checkout/test/:id', async (request, reply) => {
    guard(request)
    const payment = await findOr404(provider, request)
    const { outcome } = parseInput(decision, request.body)
    try {
      await provider.decide(payment.id, outcome)
    } catch (error) {
      // A real provider retries a webhook that failed; the member still goes back to the site, whose
      // return page asks for the payment's state.
      request.log.error({ err: error, payment: payment.id }, 'test provider webhook failed')
    }
    return reply.redirect(payment.redirectUrl, 303)
  })
}
