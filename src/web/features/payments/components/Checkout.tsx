import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useEffect, useState } from 'react'
import { Alert, Button, Form, InputGroup } from 'react-bootstrap'
import { Link, useNavigate, useSearchParams } from 'react-router'
import {
  type Bundle,
  discountCodeQuery as discountCodeInput,
  type PaymentMethod,
  paymentMethods,
} from '#shared/api/payments.js'
import { InlineSpinner } from '#web/components/ui/InlineSpinner.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { ApiError } from '#web/lib/api.js'
import { useElementId } from '#web/lib/elementId.js'
import { errorText } from '#web/lib/errorText.js'
import { fetchUncached } from '#web/lib/queryClient.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useTranslation } from '#web/lib/translation.js'
import { useForm } from '#web/lib/useForm.js'
import { useBundles } from '../api/bundles.js'
import { discountCodeQuery, useWelcomeDiscount } from '../api/discountCode.js'
import { useStartPayment } from '../api/startPayment.js'
import { totalCredits } from '../money.js'
import { choiceOf, groupMethods, type MethodChoice } from '../paymentMethods.js'
import { DiscountNote } from './BundleList.js'
import { MethodChoices } from './MethodChoices.js'
import { PriceTag } from './PriceTag.js'
import { TermsCheck } from './TermsCheck.js'

function isMethod(value: string | undefined): value is PaymentMethod {
  return (paymentMethods as readonly string[]).includes(value ?? '')
}

/**
 * /credits/{id}/{paymentmethod?}: the bundle, the methods offered in the member's country, a discount
 * code, the payment terms and the way to the provider's checkout. Prices come from the server, which
 * applies the discount again when the payment starts.
 */
export function Checkout({ bundleId, method }: { bundleId: number; method: string | undefined }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  // A code may come with the address (?code=, from the stay offer and the bundle list).
  const [code, setCode] = useState<string | undefined>(params.get('code')?.trim() || undefined)
  const [refusedCode, setRefusedCode] = useState<string | null>(null)
  const bundles = useBundles(code)
  // A code from the address that does not apply is dropped, and the member told why.
  useEffect(() => {
    if (!bundles.isError || code === undefined) return
    setRefusedCode(errorText(bundles.error, t))
    setCode(undefined)
  }, [bundles.isError, bundles.error, code, t])
  const user = useCurrentUser()
  const welcome = useWelcomeDiscount(
    !!bundles.data && !bundles.data.active_discount && !user?.paid_user && code === undefined,
  )
  // The welcome code is the discount of a new member when no other applies (docs/product.md §1, §4).
  useEffect(() => {
    if (welcome && code === undefined) setCode(welcome.discountcode.code)
  }, [welcome, code])

  // A refused code is dropped by the effect above, then the plain prices load.
  if (bundles.isPending || (bundles.isError && code !== undefined)) return <LoadingSpinner />
  if (bundles.isError) {
    return (
      <Alert variant="danger" role="alert">
        {errorText(bundles.error, t)}
      </Alert>
    )
  }
  const bundle = bundles.data.bundles.find((b) => b.id === bundleId)
  if (!bundle) {
    return (
      <Alert variant="warning" role="alert">
        {t('shop.checkout.unknown_bundle')}{' '}
        <Link to="/credits" className="alert-link">
          {t('shop.checkout.all_bundles')}
        </Link>
      </Alert>
    )
  }
  const offered = bundles.data.methods
  const initial = isMethod(method) && offered.includes(method) ? method : null
  return (
    <div className="checkout row g-4">
      <div className="col-lg-5">
        <BundleSummary bundle={bundle} />
        {bundles.data.active_discount && (
          <div className="mt-3">
            <DiscountNote discount={bundles.data.active_discount} />
          </div>
        )}
        <DiscountCodeField applied={code} onApply={setCode} refused={refusedCode} />
      </div>
      <div className="col-lg-7">
        <PayForm bundle={bundle} offered={offered} initial={initial} code={code} />
      </div>
    </div>
  )
}

function BundleSummary({ bundle }: { bundle: Bundle }) {
  const { t } = useTranslation()
  return (
    <section className="card checkout-summary" aria-label={t('shop.checkout.summary')}>
      <div className="card-body">
        <h2 className="h5 mb-2">{t('shop.checkout.summary')}</h2>
        <p className="fs-4 fw-semibold mb-1">{t('shop.bundle_credits', { count: bundle.credits })}</p>
        {bundle.bonus_credits > 0 && (
          <p className="text-success mb-1">{t('shop.bonus_credits', { count: bundle.bonus_credits })}</p>
        )}
        <p className="mb-1">{t('shop.checkout.total_credits', { count: totalCredits(bundle) })}</p>
        <p className="fs-4 mb-2">
          <PriceTag bundle={bundle} />
        </p>
        <p className="small text-body-secondary mb-0">{t('shop.checkout.premium_note')}</p>
      </div>
    </section>
  )
}

/** GET /api/discountcode.php?code=: checked first, then the bundles are priced with it. */
export function DiscountCodeField({
  applied,
  onApply,
  refused,
}: {
  applied: string | undefined
  onApply: (code: string) => void
  /** Why the code that came with the address was dropped. */
  refused: string | null
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const id = useElementId()
  const form = useForm({ code: '' })
  const { setError } = form
  useEffect(() => setError('code', refused), [refused, setError])
  const [checking, setChecking] = useState(false)
  const error = form.errors.code
  const apply = async (event: FormEvent) => {
    event.preventDefault()
    if (!form.values.code.trim()) return
    const input = form.check(discountCodeInput, { code: form.values.code })
    if (!input?.code) return
    setChecking(true)
    try {
      const answer = await fetchUncached(queryClient, discountCodeQuery(input.code))
      onApply(answer.discountcode.code)
      form.reset()
    } catch (failure) {
      // Every refusal of the code ("Code not found", "Code already used"…) belongs under the field.
      form.failOn('code', failure)
    } finally {
      setChecking(false)
    }
  }
  return (
    <Form className="discount-code mt-3" onSubmit={apply} noValidate>
      <Form.Label htmlFor={id}>{t('shop.checkout.code_label')}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          {...form.bind('code')}
          id={id}
          maxLength={40}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="submit" variant="outline-secondary" disabled={checking || !form.values.code.trim()}>
          {checking && <InlineSpinner className="me-2" />}
          {t('shop.checkout.code_apply')}
        </Button>
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      </InputGroup>
      {applied && (
        <p className="small text-success mt-2 mb-0" role="status">
          {t('shop.checkout.code_applied', { code: applied })}
        </p>
      )}
    </Form>
  )
}

function PayForm({
  bundle,
  offered,
  initial,
  code,
}: {
  bundle: Bundle
  offered: PaymentMethod[]
  initial: PaymentMethod | null
  code: string | undefined
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [method, setMethod] = useState<PaymentMethod | null>(initial)
  const [agreed, setAgreed] = useState(false)
  const [tried, setTried] = useState(false)
  const start = useStartPayment()
  const groups = groupMethods(offered)
  const choose = ({ method: next }: MethodChoice) => {
    setMethod(next)
    // The address names the method, so a reload or a shared link keeps it (docs/product.md §2).
    const query = code ? `?code=${encodeURIComponent(code)}` : ''
    void navigate(`/credits/${bundle.id}/${next}${query}`, { replace: true, preventScrollReset: true })
  }
  const pay = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (!method || !agreed) return
    // SEPA direct debit has its own flow with an SMS code.
    if (method === 'sdd') {
      void navigate(`/directdebit?bundle=${bundle.id}`)
      return
    }
    start.mutate({ bundle: bundle.id, method, agree_terms: true, ...(code ? { discount_code: code } : {}) })
  }
  const failure = start.error instanceof ApiError && start.error.swallowed ? null : start.error
  return (
    <Form onSubmit={pay} noValidate className="pay-form">
      <fieldset className="mb-3">
        <legend className="h5">{t('shop.checkout.method_title')}</legend>
        {offered.length === 0 && <p className="text-body-secondary">{t('shop.checkout.no_methods')}</p>}
        <MethodChoices groups={groups} selected={choiceOf(groups, method)} onChoose={choose} />
        {tried && !method && (
          <p className="text-danger small mt-2 mb-0" role="alert">
            {t('shop.checkout.method_required')}
          </p>
        )}
      </fieldset>
      <TermsCheck checked={agreed} onChange={setAgreed} error={tried && !agreed} />
      {failure && (
        <Alert variant="danger" role="alert" className="py-2">
          {errorText(failure, t)}
        </Alert>
      )}
      <Button type="submit" size="lg" className="w-100" disabled={start.isPending || start.isSuccess}>
        {(start.isPending || start.isSuccess) && <InlineSpinner className="me-2" />}
        {t('shop.checkout.pay')}
      </Button>
      <p className="small text-body-secondary mt-2 mb-0 text-center">{t('shop.checkout.secure_note')}</p>
    </Form>
  )
}
