import type { FormEvent } from 'react'
import { Col, Form, Row } from 'react-bootstrap'
import { type PaymentMethod, paymentMethods } from '#shared/api/payments.js'
import type { StaffUser } from '#shared/api/staff.js'
import {
  type DeskDiscount,
  discountCreateInput,
  discountEditInput,
  discountValidities,
} from '#shared/api/staff-discounts.js'
import { FormAlert } from '#web/components/form/FormAlert.js'
import { SubmitButton } from '#web/components/form/SubmitButton.js'
import { TextField } from '#web/components/form/TextField.js'
import { useElementId } from '#web/lib/elementId.js'
import { useTranslation } from '#web/lib/translation.js'
import { type FormState, useForm } from '#web/lib/useForm.js'
import { useStaffBundles } from '../../api/bundles.js'
import { useCreateDiscount, useEditDiscount } from '../../api/discounts.js'
import { useToast } from '../StaffToasts.js'
import { useCountryOptions } from '../sites/SiteFields.js'

/** Methods that ended (decision 0027): a code cannot be limited to them, so they are not offered. */
const retiredMethods = new Set<PaymentMethod>(['giropay', 'sofort'])
const offeredMethods = paymentMethods.filter((method) => !retiredMethods.has(method))

type Values = {
  site_id: string
  code: string
  value_percentage: string
  minimum_order_value: string
  country: string
  currency: string
  paymentmethods: string
  validity: string
  expires_at: string
  user_id: string
}

const pad = (n: number) => String(n).padStart(2, '0')

/** An ISO time as the value of a date field, in the browser's own day. */
function dayOf(iso: string | null): string {
  if (iso === null) return ''
  const date = new Date(iso)
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Money typed as "10", "10.5" or "10,50" in cents; NaN when it is no amount (the schema says so). */
export function centsOf(text: string): number {
  const trimmed = text.trim().replace(',', '.')
  if (trimmed === '') return 0
  if (!/^\d+(\.\d{0,2})?$/.test(trimmed)) return Number.NaN
  return Math.round(Number(trimmed) * 100)
}

/** An amount in cents as the staff member writes it in their language: "10.00", "10,00". */
export function amountText(cents: number, locale: string): string {
  const format = { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }
  return new Intl.NumberFormat(locale, format).format(cents / 100)
}

function initialValues(
  discount: DeskDiscount | undefined,
  siteId: number | undefined,
  locale: string,
): Values {
  return {
    site_id: String(discount?.site_id ?? siteId ?? ''),
    code: discount?.code ?? '',
    value_percentage: discount ? String(discount.value_percentage) : '',
    minimum_order_value: amountText(discount?.minimum_order_value ?? 0, locale),
    country: discount?.country ?? '',
    currency: discount?.currency ?? '',
    paymentmethods: discount?.paymentmethods.join(',') ?? '',
    validity: discount?.validity ?? 'once-per-user',
    expires_at: dayOf(discount?.expires_at ?? null),
    user_id: discount?.user_id === null || discount === undefined ? '' : String(discount.user_id),
  }
}

/** The fields as the API takes them; an unchanged expiry day keeps the stored time to the millisecond. */
function inputOf(values: Values, discount: DeskDiscount | undefined) {
  const keptExpiry = discount !== undefined && values.expires_at === dayOf(discount.expires_at)
  const expires = keptExpiry
    ? (discount?.expires_at ?? null)
    : values.expires_at
      ? new Date(`${values.expires_at}T23:59:59`).toISOString()
      : null
  return {
    code: values.code.trim(),
    value_percentage: values.value_percentage.trim() === '' ? Number.NaN : Number(values.value_percentage),
    minimum_order_value: centsOf(values.minimum_order_value),
    country: values.country || null,
    currency: values.currency || null,
    paymentmethods: values.paymentmethods ? values.paymentmethods.split(',') : [],
    validity: values.validity,
    expires_at: expires,
    user_id: values.user_id.trim() === '' ? null : Number(values.user_id),
  }
}

function SelectField({
  form,
  name,
  label,
  options,
  disabled,
  help,
}: {
  form: FormState<Values>
  name: keyof Values
  label: string
  options: ReadonlyArray<readonly [string, string]>
  disabled?: boolean
  help?: string
}) {
  const id = useElementId()
  const error = form.errors[name]
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select
        {...form.bind(name)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : help ? `${id}-help` : undefined}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
      {help && !error && (
        <Form.Text id={`${id}-help`} className="d-block">
          {help}
        </Form.Text>
      )}
    </Form.Group>
  )
}

function MethodsField({ form }: { form: FormState<Values> }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const id = useElementId()
  const chosen = new Set(form.values.paymentmethods.split(',').filter(Boolean))
  const error = form.errors.paymentmethods
  const toggle = (method: string, on: boolean) => {
    if (on) chosen.add(method)
    else chosen.delete(method)
    form.setValue('paymentmethods', offeredMethods.filter((m) => chosen.has(m)).join(','))
  }
  return (
    <fieldset className="mb-3" aria-describedby={error ? `${id}-error` : `${id}-help`}>
      <legend className="fs-6 mb-1">{t('discounts.methods')}</legend>
      <div className="d-flex flex-wrap column-gap-3">
        {offeredMethods.map((method) => (
          <Form.Check
            key={method}
            id={`${id}-${method}`}
            type="checkbox"
            label={tMain(`payment_methods.${method}`)}
            checked={chosen.has(method)}
            isInvalid={Boolean(error)}
            onChange={(event) => toggle(method, event.target.checked)}
          />
        ))}
      </div>
      {error ? (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {error}
        </div>
      ) : (
        <Form.Text id={`${id}-help`}>{t('discounts.methods_help')}</Form.Text>
      )}
    </fieldset>
  )
}

/**
 * A code's every field: checked by the shared schema first, then by the server, whose refusal shows under
 * the field it names. For the welcome code, its text, validity and member stay as they are.
 */
export function DiscountForm({
  discount,
  sites,
  siteId,
  onSaved,
}: {
  discount?: DeskDiscount
  sites: StaffUser['sites']
  siteId?: number
  onSaved: (saved: DeskDiscount) => void
}) {
  const { t, i18n } = useTranslation('staff')
  const toast = useToast()
  const form = useForm<Values>(initialValues(discount, siteId ?? sites[0]?.id, i18n.language))
  const create = useCreateDiscount()
  const edit = useEditDiscount()
  const site = Number(form.values.site_id)
  const bundles = useStaffBundles(site)
  const currencies = [...new Set((bundles.data?.bundles ?? []).map((bundle) => bundle.currency))].sort()
  const countryOptions = useCountryOptions()
  const welcome = discount?.welcome === true

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const fields = inputOf(form.values, discount)
    const done = (answer: { discount: DeskDiscount }) => {
      toast(t(discount ? 'discounts.saved' : 'discounts.created', { code: answer.discount.code }))
      onSaved(answer.discount)
    }
    if (discount) {
      const input = form.check(discountEditInput, { id: discount.id, ...fields })
      if (input) edit.mutate(input, { onSuccess: done, onError: form.fail })
      return
    }
    const input = form.check(discountCreateInput, { site_id: site, ...fields })
    if (input) create.mutate(input, { onSuccess: done, onError: form.fail })
  }

  return (
    <Form noValidate onSubmit={submit}>
      <FormAlert message={form.alert} />
      {welcome && <p className="small text-body-secondary">{t('discounts.welcome_note')}</p>}
      <Row xs={1} md={2} xl={3} className="g-x-3">
        {!discount && (
          <Col>
            <SelectField
              form={form}
              name="site_id"
              label={t('discounts.site')}
              options={sites.map((s) => [String(s.id), s.name] as const)}
            />
          </Col>
        )}
        <Col>
          {welcome ? (
            <FixedField label={t('discounts.code')} value={form.values.code} />
          ) : (
            <TextField
              form={form}
              name="code"
              label={t('discounts.code')}
              help={t('discounts.code_help')}
              maxLength={32}
            />
          )}
        </Col>
        <Col>
          <TextField
            form={form}
            name="value_percentage"
            label={t('discounts.percentage')}
            help={t('discounts.percentage_help')}
            inputMode="numeric"
            maxLength={2}
          />
        </Col>
        <Col>
          <SelectField
            form={form}
            name="validity"
            label={t('discounts.validity')}
            disabled={welcome}
            options={discountValidities.map((v) => [v, t(`discounts.validities.${v}`)] as const)}
          />
        </Col>
        <Col>
          <TextField
            form={form}
            name="minimum_order_value"
            label={t('discounts.minimum_order')}
            help={t('discounts.minimum_order_help')}
            inputMode="text"
            maxLength={12}
          />
        </Col>
        <Col>
          <SelectField
            form={form}
            name="country"
            label={t('discounts.country')}
            options={[['', t('discounts.any_country')] as const, ...countryOptions]}
          />
        </Col>
        <Col>
          <SelectField
            form={form}
            name="currency"
            label={t('discounts.currency')}
            options={[
              ['', t('discounts.any_currency')] as const,
              ...[...new Set([...currencies, ...(form.values.currency ? [form.values.currency] : [])])].map(
                (c) => [c, c] as const,
              ),
            ]}
          />
        </Col>
        <Col>
          <DateField form={form} />
        </Col>
        <Col>
          {welcome ? (
            <FixedField label={t('discounts.member')} value={t('discounts.member_help')} />
          ) : (
            <TextField
              form={form}
              name="user_id"
              label={t('discounts.member')}
              help={t('discounts.member_help')}
              inputMode="numeric"
              maxLength={10}
            />
          )}
        </Col>
      </Row>
      <MethodsField form={form} />
      <SubmitButton pending={create.isPending || edit.isPending}>
        {discount ? t('common.save') : t('discounts.create')}
      </SubmitButton>
    </Form>
  )
}

/** A field the welcome code cannot change (decision 0034), shown as text. */
function FixedField({ label, value }: { label: string; value: string }) {
  const id = useElementId()
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control plaintext readOnly value={value} />
    </Form.Group>
  )
}

function DateField({ form }: { form: FormState<Values> }) {
  const { t } = useTranslation('staff')
  const id = useElementId()
  const error = form.errors.expires_at
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{t('discounts.expires')}</Form.Label>
      <Form.Control
        {...form.bind('expires_at')}
        type="date"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-help`}
      />
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
      {!error && (
        <Form.Text id={`${id}-help`} className="d-block">
          {t('discounts.expires_help')}
        </Form.Text>
      )}
    </Form.Group>
  )
}
