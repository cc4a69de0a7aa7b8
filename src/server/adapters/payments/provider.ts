import type { Database } from '#server/db/database.js'
import type { Money, PaymentMethod } from '#shared/api/payments.js'
import { TestPaymentProvider } from './test-provider.js'

/** Where a payment stands at its provider. */
export const providerStatuses = ['open', 'pending', 'paid', 'failed', 'cancelled', 'expired'] as const
export type ProviderStatus = (typeof providerStatuses)[number]

export interface CreatePaymentInput {
  amount: Money
  description: string
  method: PaymentMethod
  /** Where the provider sends the browser back to when the member is done. */
  redirectUrl: string
  /** Where the provider posts `id=<providerPaymentId>` whenever the payment changes. */
  webhookUrl: string
  metadata: Record<string, string | number>
}

export interface ProviderPayment {
  status: ProviderStatus
  /** Cents given back to the payer so far, and taken back by their bank. */
  amountRefunded: number
  amountChargedBack: number
}

export type ProviderName = 'test' | 'mollie'

/** A payment service provider: creates payments and answers how one stands. */
export interface PaymentProvider {
  readonly name: ProviderName
  /** Whether the provider can take this method at all. */
  offers(method: PaymentMethod): boolean
  createPayment(input: CreatePaymentInput): Promise<{ providerPaymentId: string; checkoutUrl: string }>
  /** Null when the provider does not know the id. */
  getPayment(providerPaymentId: string): Promise<ProviderPayment | null>
  /**
   * Gives `amount` of a paid payment back to the payer (added to what was refunded before). Throws
   * RefundRefused when the provider will not; the payment's new state comes through getPayment.
   */
  refund(providerPaymentId: string, amount: Money): Promise<void>
}

/** Why a provider refused a refund: ours to translate (`not_paid`, `exceeds_remaining`), or its own words. */
export class RefundRefused extends Error {
  constructor(
    readonly reason: 'not_paid' | 'exceeds_remaining' | 'provider',
    message: string,
  ) {
    super(message)
    this.name = 'RefundRefused'
  }
}

/**
 * The provider PAYMENT_PROVIDER names: Mollie with its API key, else the built-in test provider. Mollie's
 * client is loaded only where it is the provider: it would hold some 14 MB in every other process.
 */
export async function createPaymentProvider(
  db: Database,
  config: { paymentProvider: ProviderName; mollieApiKey?: string; mollieApiUrl?: string },
): Promise<PaymentProvider> {
  if (config.paymentProvider === 'mollie') {
    if (!config.mollieApiKey) throw new Error('MOLLIE_API_KEY is not set')
    const { MolliePaymentProvider } = await import('./mollie.js')
    return new MolliePaymentProvider({ apiKey: config.mollieApiKey, apiUrl: config.mollieApiUrl })
  }
  return new TestPaymentProvider(db)
}
