import { type FormEvent, useState } from 'react'
import { Alert, Button, Form } from 'react-bootstrap'
import { Link } from 'react-router'
import { InlineSpinner } from '#web/components/ui/InlineSpinner.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { errorText } from '#web/lib/errorText.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useTranslation } from '#web/lib/translation.js'
import { useBundles } from '../api/bundles.js'
import { useRepeatOrder } from '../api/repeatOrder.js'
import { totalCredits } from '../money.js'
import { PaymentMethodIcon } from './PaymentMethodIcon.js'
import { PriceTag } from './PriceTag.js'
import { TermsCheck } from './TermsCheck.js'

/** /credits/repeat-order: a paid member's last order again, in one step (docs/product.md §2). */
export function RepeatOrder() {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const bundles = useBundles()
  if (bundles.isPending) return <LoadingSpinner />
  if (bundles.isError) {
    return (
      <Alert variant="danger" role="alert">
        {errorText(bundles.error, t)}
      </Alert>
    )
  }
  const last = bundles.data.last_order
  const bundle = last ? bundles.data.bundles.find((b) => b.id === last.bundle_id) : undefined
  if (!user?.paid_user || !last || !bundle) {
    return (
      <div className="text-center py-4">
        <p>{t('shop.repeat.none')}</p>
        <Link to="/credits" className="btn btn-primary">
          {t('shop.repeat.choose')}
        </Link>
      </div>
    )
  }
  return (
    <RepeatForm
      summary={
        <div className="card mb-3">
          <div className="card-body d-flex flex-wrap align-items-center gap-3">
            <div className="flex-grow-1">
              <p className="fs-5 fw-semibold mb-1">
                {t('shop.bundle_credits', { count: totalCredits(bundle) })}
              </p>
              <p className="mb-0 d-flex align-items-center gap-2">
                <PaymentMethodIcon method={last.method} />
                {t(`payment_methods.${last.method}`)}
              </p>
            </div>
            <p className="fs-4 mb-0">
              <PriceTag bundle={bundle} />
            </p>
          </div>
        </div>
      }
      otherPath={`/credits/${bundle.id}`}
    />
  )
}

function RepeatForm({ summary, otherPath }: { summary: React.ReactNode; otherPath: string }) {
  const { t } = useTranslation()
  const repeat = useRepeatOrder()
  const [agreed, setAgreed] = useState(false)
  const [tried, setTried] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (agreed) repeat.mutate()
  }
  const busy = repeat.isPending || repeat.isSuccess
  return (
    <Form onSubmit={submit} noValidate className="repeat-order mx-auto">
      <p>{t('shop.repeat.intro')}</p>
      {summary}
      <TermsCheck checked={agreed} onChange={setAgreed} error={tried && !agreed} />
      {repeat.error && (
        <Alert variant="danger" role="alert" className="py-2">
          {errorText(repeat.error, t)}
        </Alert>
      )}
      <Button type="submit" size="lg" className="w-100 mb-2" disabled={busy}>
        {busy && <InlineSpinner className="me-2" />}
        {t('shop.repeat.button')}
      </Button>
      <Link to={otherPath} className="d-block text-center">
        {t('shop.repeat.other')}
      </Link>
    </Form>
  )
}
