import { Alert, Button, Card } from 'react-bootstrap'
import { Link } from 'react-router'
import { maxDiscountPercentage } from '#shared/api/payments.js'
import { InlineSpinner } from '#web/components/ui/InlineSpinner.js'
import { ApiError } from '#web/lib/api.js'
import { errorText } from '#web/lib/errorText.js'
import { useCompanyInfo } from '#web/lib/site.js'
import { useTranslation } from '#web/lib/translation.js'
import { useStayDiscount } from '../api/stayDiscount.js'

/**
 * Before the account deletion form: the company's delete discount (docs/product.md §3 Company info), when it
 * gives one. Claiming it makes the member's own code, shown with its end date and a way to the bundles.
 */
export function StayOffer() {
  const { t, i18n } = useTranslation()
  const company = useCompanyInfo()
  const claim = useStayDiscount()
  const percentage = Math.min(company.delete_discount, maxDiscountPercentage)
  if (percentage <= 0) return null
  const code = claim.data?.discountcode
  const failure = claim.error instanceof ApiError && claim.error.swallowed ? null : claim.error
  return (
    <Card
      className="stay-offer border-primary-subtle bg-primary-subtle mb-4"
      as="section"
      aria-labelledby="stay-offer"
    >
      <Card.Body>
        <h3 className="h6" id="stay-offer">
          {t('stay_offer.title')}
        </h3>
        {code ? (
          <>
            <p className="mb-2" role="status">
              {t('stay_offer.claimed', {
                code: code.code,
                percentage: code.value_percentage,
                date: new Date(code.expires ?? '').toLocaleDateString(i18n.language, { dateStyle: 'long' }),
              })}
            </p>
            <Link to={`/credits?code=${encodeURIComponent(code.code)}`} className="btn btn-primary btn-sm">
              {t('stay_offer.to_credits')}
            </Link>
          </>
        ) : (
          <>
            <p className="mb-2">{t('stay_offer.body', { percentage })}</p>
            <Button size="sm" disabled={claim.isPending} onClick={() => claim.mutate()}>
              {claim.isPending && <InlineSpinner />}
              {t('stay_offer.claim', { percentage })}
            </Button>
          </>
        )}
        {failure && (
          <Alert variant="warning" className="mt-2 mb-0 py-2" role="alert">
            {errorText(failure, t)}
          </Alert>
        )}
      </Card.Body>
    </Card>
  )
}
