import { createMollieClient, MollieApiError, PaymentMethod as MollieMethod } from '@mollie/api-client'
import type { Money, PaymentMethod } from '#shared/api/payments.js'
import { centsToDecimal, decimalToCents } from '#shared/money.js'
import {
  type CreatePaymentInput,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderStatus,
  RefundRefused,
} from './provider.js'

/**
 * Our methods as Mollie names them. Card brands are one Mollie method; giropay and sofort are
 * discontinued at Mollie and nexi has no Mollie id, so Mollie does not offer them; direct debit (sdd) is
 * our own /directdebit flow.
 */
export const mollieMethodIds: Partial<Record<PaymentMethod, MollieMethod>> = {
  creditcard: MollieMethod.creditcard,
  visa: MollieMethod.creditcard,
  mastercard: MollieMethod.creditcard,
  maestro: MollieMethod.creditcard,
  cartebancaire: MollieMethod.creditcard,
  sct: MollieMethod.banktransfer,
  prezelewy24: MollieMethod.przelewy24,
  ideal: MollieMethod.ideal,
  bancontact: MollieMethod.bancontact,
  blik: MollieMethod.blik,
  eps: MollieMethod.eps,
  applepay: MollieMethod.applepay,
  paypal: MollieMethod.paypal,
  paysafecard: MollieMethod.paysafecard,
}

const mollieStatuses: Record<string, ProviderStatus> = {
  open: 'open',
  pending: 'pending',
  // Authorized money is not ours yet: it is captured later, and grants wait for paid.
  authorized: 'pending',
  paid: 'paid',
  failed: 'failed',
  canceled: 'cancelled',
  expired: 'expired',
}

function amountCents(amount: { value: string } | undefined): number {
  return amount ? (decimalToCents(amount.value) ?? 0) : 0
}

export class MolliePaymentProvider implements PaymentProvider {
  readonly name = 'mollie' as const
  private readonly client: ReturnType<typeof createMollieClient>

  constructor(options: { apiKey: string; apiUrl?: string }) {
    this.client = createMollieClient({
      apiKey: options.apiKey,
      ...(options.apiUrl ? { apiEndpoint: options.apiUrl } : {}),
    })
  }

  offers(method: PaymentMethod): boolean {
    return mollieMethodIds[method] !== undefined
  }

  async createPayment(input: CreatePaymentInput) {
    const method = mollieMethodIds[input.method]
    if (!method) throw new Error(`Mollie does not offer ${input.method}`)
    const payment = await this.client.payments.create({
      amount: { currency: input.amount.currency, value: centsToDecimal(input.amount.cents) },
      description: input.description,
      redirectUrl: input.redirectUrl,
      webhookUrl: input.webhookUrl,
      metadata: input.metadata,
      method,
    })
    const checkoutUrl = payment.getCheckoutUrl()
    if (!checkoutUrl) throw new Error(`Mollie gave payment ${payment.id} no checkout URL`)
    return { providerPaymentId: payment.id, checkoutUrl }
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment | null> {
    // Mollie's ids look like tr_xxx; anything else is not one of theirs and is not sent to them.
    if (!/^tr_\w{1,64}$/.test(providerPaymentId)) return null
    try {
      const payment = await this.client.payments.get(providerPaymentId)
      return {
        status: mollieStatuses[payment.status] ?? 'open',
        amountRefunded: amountCents(payment.amountRefunded),
        amountChargedBack: amountCents(payment.amountChargedBack),
      }
    } catch (error) {
      if (error instanceof MollieApiError && error.statusCode === 404) return null
      throw error
    }
  }

  /** Mollie answers a refund it will not make (too much, not paid, no balance) with a 4xx and its reason. */
  async refund(providerPaymentId: string, amount: Money): Promise<void> {
    try {
      await this.client.paymentRefunds.create({
        paymentId: providerPaymentId,
        amount: { currency: amount.currency, value: centsToDecimal(amount.cents) },
      })
    } catch (error) {
      if (error instanceof MollieApiError && (error.statusCode ?? 500) < 500)
        throw new RefundRefused('provider', error.message)
      throw error
    }
  }
}
