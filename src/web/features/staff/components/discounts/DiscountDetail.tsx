import { useState } from 'react'
import { Alert, Button, ButtonGroup, Modal, Table } from 'react-bootstrap'
import { Link } from 'react-router'
import type { StaffUser } from '#shared/api/staff.js'
import type { DeskDiscount, DiscountStatusAction, DiscountUse } from '#shared/api/staff-discounts.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { useElementId } from '#web/lib/elementId.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useDiscountStatus, useStaffDiscount } from '../../api/discounts.js'
import { formatMoney, formatNumber } from '../../format.js'
import { memberPath } from '../MembersTable.js'
import { Section } from '../Section.js'
import { StaffTime } from '../StaffTime.js'
import { useToast } from '../StaffToasts.js'
import { DiscountForm } from './DiscountForm.js'
import { DiscountStatusBadge } from './DiscountStatusBadge.js'
import { revenueText } from './discountText.js'

/** The actions a code's state allows: a paused code resumes, an active one pauses; any unexpired one expires. */
function actionsOf(discount: DeskDiscount): DiscountStatusAction[] {
  if (discount.expired) return []
  return [discount.status === 'paused' ? 'resume' : 'pause', 'expire']
}

/** Pause, resume or expire, each asked once more. */
function StatusActions({ discount }: { discount: DeskDiscount }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const toast = useToast()
  const titleId = useElementId()
  const change = useDiscountStatus()
  const [asked, setAsked] = useState<DiscountStatusAction | null>(null)
  const close = () => {
    change.reset()
    setAsked(null)
  }
  const confirm = () => {
    if (!asked) return
    change.mutate(
      { id: discount.id, action: asked },
      {
        onSuccess: () => {
          toast(t(`discounts.done_${asked}`, { code: discount.code }))
          setAsked(null)
        },
      },
    )
  }
  return (
    <>
      <ButtonGroup size="sm">
        {actionsOf(discount).map((action) => (
          <Button
            key={action}
            variant={action === 'expire' ? 'outline-danger' : 'outline-secondary'}
            onClick={() => setAsked(action)}
          >
            {t(`discounts.${action}`)}
          </Button>
        ))}
      </ButtonGroup>
      <Modal show={asked !== null} onHide={close} centered aria-labelledby={titleId}>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title as="h2" className="h5" id={titleId}>
            {asked && t(`discounts.${asked}`)}: {discount.code}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {change.error && <Alert variant="danger">{errorText(change.error, tMain)}</Alert>}
          <p className="mb-0">{asked && t(`discounts.confirm_${asked}`, { code: discount.code })}</p>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close} disabled={change.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            variant={asked === 'expire' ? 'danger' : 'primary'}
            onClick={confirm}
            disabled={change.isPending}
          >
            {asked && t(`discounts.${asked}`)}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  )
}

function UsesTable({ uses }: { uses: DiscountUse[] }) {
  const { t, i18n } = useTranslation('staff')
  if (uses.length === 0) return <p className="small text-body-secondary mb-0">{t('discounts.no_uses')}</p>
  return (
    <div className="table-responsive">
      <Table size="sm" className="small mb-0 align-middle">
        <thead>
          <tr>
            <th scope="col">{t('discounts.use_columns.date')}</th>
            <th scope="col">{t('discounts.use_columns.member')}</th>
            <th scope="col">{t('discounts.use_columns.payment')}</th>
            <th scope="col" className="text-end">
              {t('discounts.use_columns.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {uses.map((use) => (
            <tr key={use.id}>
              <td>
                <StaffTime ms={Date.parse(use.created_at)} />
              </td>
              <td>
                <Link to={memberPath(use.member.id)}>{`${use.member.name} (#${use.member.id})`}</Link>
              </td>
              <td>
                {use.payment_id === null ? (
                  '–'
                ) : (
                  <Link to={`/admin/payments/${use.payment_id}`}>#{use.payment_id}</Link>
                )}
              </td>
              <td className="text-end text-nowrap">
                {use.amount ? formatMoney(use.amount.cents, use.amount.currency, i18n.language) : '–'}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  )
}

/** /admin/discounts/:id: a code's figures, its state and its actions, its fields and its latest uses. */
export function DiscountDetail({ id, sites }: { id: number; sites: StaffUser['sites'] }) {
  const { t, i18n } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const page = useStaffDiscount(id)
  if (page.error) return <Alert variant="danger">{errorText(page.error, tMain)}</Alert>
  if (!page.data) return <LoadingSpinner />
  const { discount, uses } = page.data
  const siteName = sites.find((site) => site.id === discount.site_id)?.name ?? `#${discount.site_id}`
  return (
    <>
      <p className="small mb-1">
        <Link to="/admin/discounts">{t('discounts.back')}</Link>
      </p>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h4 mb-0 font-monospace">{discount.code}</h1>
        <DiscountStatusBadge discount={discount} />
        <span className="small text-body-secondary">{siteName}</span>
        <div className="ms-auto">
          <StatusActions discount={discount} />
        </div>
      </div>
      <dl className="d-flex flex-wrap gap-4 small mb-3">
        <div>
          <dt className="fw-normal text-body-secondary">{t('discounts.columns.uses')}</dt>
          <dd className="mb-0 fs-5">{formatNumber(discount.uses, i18n.language)}</dd>
        </div>
        <div>
          <dt className="fw-normal text-body-secondary">{t('discounts.columns.revenue')}</dt>
          <dd className="mb-0 fs-5">{revenueText(discount, i18n.language)}</dd>
        </div>
        <div>
          <dt className="fw-normal text-body-secondary">{t('discounts.columns.expires')}</dt>
          <dd className="mb-0 fs-5">
            <StaffTime ms={discount.expires_at === null ? null : Date.parse(discount.expires_at)} />
          </dd>
        </div>
      </dl>
      <Section id="terms" title={t('discounts.terms')}>
        {/* Keyed by the stored code, so a change from elsewhere (expire) resets the form's values. */}
        <DiscountForm
          key={`${discount.id}-${discount.expires_at}-${discount.status}`}
          discount={discount}
          sites={sites}
          onSaved={() => undefined}
        />
      </Section>
      <Section id="uses" title={t('discounts.uses_title')}>
        <UsesTable uses={uses} />
      </Section>
    </>
  )
}
