import { type FormEvent, type KeyboardEvent, useState } from 'react'
import { Button, Form, Table } from 'react-bootstrap'
import {
  type StaffBundle,
  type StaffBundlesInput,
  type StaffSiteResponse,
  staffBundlesInput,
} from '#shared/api/staff-sites.js'
import { FormAlert } from '#web/components/form/FormAlert.js'
import { ApiError } from '#web/lib/api.js'
import { useElementId } from '#web/lib/elementId.js'
import { errorText } from '#web/lib/errorText.js'
import { fieldMessages } from '#web/lib/formErrors.js'
import { useTranslation } from '#web/lib/translation.js'
import { useSaveBundles, useStaffBundles } from '../../api/bundles.js'
import { decimalsOf, formatMoney } from '../../format.js'
import { useToast } from '../StaffToasts.js'
import { LoadedSection, numberOf, SaveBar } from './SectionForm.js'

/** One bundle as its controls hold it: numbers stay text until the list is sent. */
export interface BundleRow {
  /** Tells rows apart while they are edited; a new row has no id until the server answers. */
  key: string
  id?: number
  currency: string
  price: string
  credits: string
  bonus: string
  best: boolean
  order: string
  active: boolean
}

/** The cells a refusal can name (`bundles.3.price_cents`), by the API's field names. */
const cells = ['price_cents', 'credits', 'bonus_credits', 'sort_order'] as const
type Cell = (typeof cells)[number]
type RowErrors = Partial<Record<Cell, string>>

/** A stored price as typed in the currency's units: 995 EUR cents are "9.95". */
export function priceText(cents: number, currency: string): string {
  const decimals = decimalsOf(currency)
  return decimals === 0 ? String(cents) : (cents / 10 ** decimals).toFixed(decimals)
}

/**
 * A typed price in the currency's smallest unit, computed on the digits rather than by multiplying a float
 * (9.95 × 100 is 994.999…). More decimals than the currency has, or no number at all, give NaN, which the
 * schema refuses under the cell.
 */
export function priceCentsOf(text: string, currency: string): number {
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(text.trim())
  const decimals = decimalsOf(currency)
  if (!match) return Number.NaN
  const fraction = match[2] ?? ''
  if (fraction.length > decimals) return Number.NaN
  return Number(match[1]) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || 0)
}

function rowsOf(bundles: StaffBundle[]): BundleRow[] {
  return bundles.map((bundle) => ({
    key: `id-${bundle.id}`,
    id: bundle.id,
    currency: bundle.currency,
    price: priceText(bundle.price_cents, bundle.currency),
    credits: String(bundle.credits),
    bonus: String(bundle.bonus_credits),
    best: bundle.best_value,
    order: String(bundle.sort_order),
    active: bundle.active,
  }))
}

/** An empty optional number is 0, as the schema's default would make it. */
function orZero(text: string): number {
  return text.trim() === '' ? 0 : numberOf(text)
}

/** The whole list as the PUT takes it, in the rows' order: the index of a refusal is a row's position. */
export function inputOf(site: number, rows: BundleRow[]): StaffBundlesInput {
  return {
    site,
    bundles: rows.map((row) => ({
      ...(row.id === undefined ? {} : { id: row.id }),
      currency: row.currency,
      price_cents: priceCentsOf(row.price, row.currency),
      credits: numberOf(row.credits),
      bonus_credits: orZero(row.bonus),
      best_value: row.best,
      sort_order: orZero(row.order),
      active: row.active,
    })),
  }
}

/** The currencies of the list (and those just added), in alphabetical order. */
function currenciesOf(rows: BundleRow[], added: string[]): string[] {
  return [...new Set([...rows.map((row) => row.currency), ...added])].sort()
}

/** How many rows differ from what the server last answered, new rows included. */
function changedCount(rows: BundleRow[], saved: BundleRow[]): number {
  const before = new Map(saved.map((row) => [row.key, JSON.stringify(row)]))
  const now = new Set(rows.map((row) => row.key))
  const changed = rows.filter((row) => before.get(row.key) !== JSON.stringify(row)).length
  return changed + saved.filter((row) => !now.has(row.key)).length
}

let nextKey = 1

/** The currency to edit: those present, or a new three-letter code typed in. */
function CurrencyPicker({
  currencies,
  rows,
  value,
  onChange,
  onAdd,
}: {
  currencies: string[]
  rows: BundleRow[]
  value: string
  onChange: (currency: string) => void
  onAdd: (currency: string) => void
}) {
  const { t } = useTranslation('staff')
  const id = useElementId()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  // With no bundle at all there is nothing to pick: the new code's field is open at once.
  const adding = value === '' || currencies.length === 0
  const add = () => {
    const currency = code.trim().toUpperCase()
    if (!/^[A-Z]{3}$/.test(currency)) {
      setError(t('sites.bundles.currency_invalid'))
      return
    }
    setCode('')
    setError(null)
    onAdd(currency)
  }
  // Enter adds the currency: it must not send the whole list.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    add()
  }
  return (
    <div className="d-flex flex-wrap align-items-start gap-2 mb-2">
      <div>
        <Form.Label htmlFor={`${id}-currency`} className="small fw-semibold mb-1">
          {t('sites.bundles.currency')}
        </Form.Label>
        <Form.Select
          id={`${id}-currency`}
          size="sm"
          value={adding ? '' : value}
          onChange={(event) => onChange(event.target.value)}
          style={{ width: '13rem' }}
        >
          {currencies.map((currency) => (
            <option key={currency} value={currency}>
              {t('sites.bundles.currency_option', {
                currency,
                count: rows.filter((row) => row.currency === currency && row.active).length,
              })}
            </option>
          ))}
          <option value="">{t('sites.bundles.add_currency')}</option>
        </Form.Select>
      </div>
      {adding && (
        <div>
          <Form.Label htmlFor={`${id}-code`} className="small fw-semibold mb-1">
            {t('sites.bundles.new_currency')}
          </Form.Label>
          <div className="d-flex gap-2">
            <Form.Control
              id={`${id}-code`}
              size="sm"
              value={code}
              maxLength={3}
              autoComplete="off"
              placeholder="CHF"
              isInvalid={Boolean(error)}
              aria-describedby={error ? `${id}-code-error` : `${id}-code-help`}
              onChange={(event) => {
                setCode(event.target.value.toUpperCase())
                setError(null)
              }}
              onKeyDown={onKeyDown}
              style={{ width: '5rem' }}
            />
            <Button size="sm" variant="outline-secondary" onClick={add}>
              {t('sites.bundles.add_currency_button')}
            </Button>
          </div>
          {error ? (
            <div id={`${id}-code-error`} className="invalid-feedback d-block">
              {error}
            </div>
          ) : (
            <Form.Text id={`${id}-code-help`} className="d-block small">
              {t('sites.bundles.new_currency_help')}
            </Form.Text>
          )}
        </div>
      )}
    </div>
  )
}

/** A number cell with its hidden label and, when refused, the reason under it. */
function NumberCell({
  id,
  label,
  value,
  onChange,
  error,
  disabled,
  decimals = 0,
  width,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  disabled: boolean
  decimals?: number
  width: string
}) {
  return (
    <td>
      <Form.Label htmlFor={id} visuallyHidden>
        {label}
      </Form.Label>
      <Form.Control
        id={id}
        size="sm"
        type="number"
        inputMode={decimals > 0 ? 'decimal' : 'numeric'}
        min={0}
        step={decimals > 0 ? 10 ** -decimals : 1}
        value={value}
        disabled={disabled}
        isInvalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        style={{ width }}
      />
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </td>
  )
}

/** One bundle. A retired one is greyed and read-only until it is reactivated. */
function BundleLine({
  row,
  number,
  errors,
  group,
  onChange,
  onBest,
  onRemove,
}: {
  row: BundleRow
  /** Its position in the currency's table, from 1: what its labels call it. */
  number: number
  errors: RowErrors
  /** The name of the currency's best-value radios, unique on the page. */
  group: string
  onChange: (patch: Partial<BundleRow>) => void
  onBest: () => void
  onRemove: () => void
}) {
  const { t, i18n } = useTranslation('staff')
  const id = useElementId()
  const decimals = decimalsOf(row.currency)
  const cents = priceCentsOf(row.price, row.currency)
  const retired = !row.active
  const label = (name: string) => t(`sites.bundles.${name}_of_row`, { row: number })
  return (
    <tr className={retired ? 'text-body-secondary' : undefined}>
      <NumberCell
        id={`${id}-price`}
        label={label('price')}
        value={row.price}
        onChange={(price) => onChange({ price })}
        error={errors.price_cents}
        disabled={retired}
        decimals={decimals}
        width="6.5rem"
      />
      <td className="text-end text-nowrap font-monospace">
        {cents > 0 ? formatMoney(cents, row.currency, i18n.language) : '–'}
      </td>
      <NumberCell
        id={`${id}-credits`}
        label={label('credits')}
        value={row.credits}
        onChange={(credits) => onChange({ credits })}
        error={errors.credits}
        disabled={retired}
        width="6rem"
      />
      <NumberCell
        id={`${id}-bonus`}
        label={label('bonus')}
        value={row.bonus}
        onChange={(bonus) => onChange({ bonus })}
        error={errors.bonus_credits}
        disabled={retired}
        width="6rem"
      />
      <td className="text-center">
        {/* One group per currency: the browser keeps a single best value among its rows. */}
        <Form.Check
          type="radio"
          id={`${id}-best`}
          name={group}
          checked={row.best}
          disabled={retired}
          onChange={onBest}
          label={<span className="visually-hidden">{label('best')}</span>}
        />
      </td>
      <NumberCell
        id={`${id}-order`}
        label={label('order')}
        value={row.order}
        onChange={(order) => onChange({ order })}
        error={errors.sort_order}
        disabled={retired}
        width="4.5rem"
      />
      <td>
        <Form.Check
          type="switch"
          id={`${id}-active`}
          checked={row.active}
          onChange={(event) => onChange({ active: event.target.checked })}
          label={<span className="visually-hidden">{label('active')}</span>}
        />
      </td>
      <td className="text-end text-nowrap">
        {row.id === undefined ? (
          // Not stored yet: nothing to retire, the row simply goes.
          <Button size="sm" variant="outline-danger" onClick={onRemove} aria-label={label('remove')}>
            {t('sites.bundles.remove')}
          </Button>
        ) : retired ? (
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() => onChange({ active: true })}
            aria-label={label('reactivate')}
          >
            {t('sites.bundles.reactivate')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="outline-danger"
            onClick={() => onChange({ active: false })}
            aria-label={label('retire')}
          >
            {t('sites.bundles.retire')}
          </Button>
        )}
      </td>
    </tr>
  )
}

/** The chosen currency's bundles as a dense table. */
function BundlesTable({
  currency,
  rows,
  errors,
  onChange,
  onBest,
  onRemove,
}: {
  currency: string
  rows: BundleRow[]
  errors: Partial<Record<string, RowErrors>>
  onChange: (key: string, patch: Partial<BundleRow>) => void
  onBest: (key: string) => void
  onRemove: (key: string) => void
}) {
  const { t } = useTranslation('staff')
  const group = `${useElementId()}-best-${currency}`
  if (rows.length === 0)
    return <p className="small text-body-secondary mb-2">{t('sites.bundles.none', { currency })}</p>
  const columns = [
    t('sites.bundles.columns.price', { currency }),
    t('sites.bundles.columns.shown'),
    t('sites.bundles.columns.credits'),
    t('sites.bundles.columns.bonus'),
    t('sites.bundles.columns.best'),
    t('sites.bundles.columns.order'),
    t('sites.bundles.columns.active'),
  ]
  return (
    <Table size="sm" responsive className="mb-2 align-middle small">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className="text-nowrap">
              {column}
            </th>
          ))}
          <th scope="col">
            <span className="visually-hidden">{t('sites.bundles.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <BundleLine
            key={row.key}
            row={row}
            number={index + 1}
            errors={errors[row.key] ?? {}}
            group={group}
            onChange={(patch) => onChange(row.key, patch)}
            onBest={() => onBest(row.key)}
            onRemove={() => onRemove(row.key)}
          />
        ))}
      </tbody>
    </Table>
  )
}

/**
 * The list being edited, every currency at once, and its single Save. The list is sent whole, as the
 * server wants it; a refusal names a row by its position in what was sent.
 */
function BundlesForm({ site, bundles, title }: { site: number; bundles: StaffBundle[]; title: string }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const toast = useToast()
  const save = useSaveBundles()
  const [saved, setSaved] = useState(() => rowsOf(bundles))
  const [rows, setRows] = useState(saved)
  const [added, setAdded] = useState<string[]>([])
  const [currency, setCurrency] = useState(() => currenciesOf(saved, [])[0] ?? '')
  const [errors, setErrors] = useState<Partial<Record<string, RowErrors>>>({})
  const [alert, setAlert] = useState<string | null>(null)
  const currencies = currenciesOf(rows, added)
  const changed = changedCount(rows, saved)

  const change = (key: string, patch: Partial<BundleRow>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)))
    // The cell edited is no longer the one refused.
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current))
  }
  const best = (key: string) =>
    setRows((current) =>
      current.map((row) => (row.currency === currency ? { ...row, best: row.key === key } : row)),
    )
  const remove = (key: string) => setRows((current) => current.filter((row) => row.key !== key))
  const addBundle = () => {
    const own = rows.filter((row) => row.currency === currency)
    const order = Math.min(1000, Math.max(-1, ...own.map((row) => orZero(row.order) || 0)) + 1)
    const row: BundleRow = {
      key: `new-${nextKey++}`,
      currency,
      price: '',
      credits: '',
      bonus: '0',
      best: false,
      order: String(order),
      active: true,
    }
    setRows((current) => [...current, row])
  }
  const addCurrency = (code: string) => {
    setAdded((current) => (current.includes(code) ? current : [...current, code]))
    setCurrency(code)
  }

  /** Puts each problem under its cell and shows that row's currency; the rest goes in the alert. */
  const show = (sent: BundleRow[], problems: Array<[string, string]>) => {
    const next: Partial<Record<string, RowErrors>> = {}
    let stray: string | null = null
    let first: BundleRow | undefined
    for (const [field, message] of problems) {
      const [list, index, cell] = field.split('.')
      const row = list === 'bundles' ? sent[Number(index)] : undefined
      if (row && cells.includes(cell as Cell)) {
        next[row.key] = { [cell as Cell]: message, ...next[row.key] }
        first ??= row
      } else stray ??= message
    }
    setErrors(next)
    setAlert(stray)
    if (first) setCurrency(first.currency)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const sent = rows
    const input = inputOf(site, sent)
    const checked = staffBundlesInput.safeParse(input)
    if (!checked.success) {
      const messages = fieldMessages(checked.error.issues)
      show(
        sent,
        Object.entries(messages).map(([field, message]) => [
          field,
          message ? tMain(message.key, message.params) : tMain('errors.validation_failed'),
        ]),
      )
      return
    }
    setAlert(null)
    save.mutate(input, {
      onSuccess: (answer) => {
        const next = rowsOf(answer.bundles)
        const left = currenciesOf(next, [])
        setSaved(next)
        setRows(next)
        setAdded([])
        // A currency added without a bundle is not stored: the picker moves to one that is.
        setCurrency((current) => (left.includes(current) ? current : (left[0] ?? '')))
        setErrors({})
        toast(t('sites.saved', { section: title }))
      },
      onError: (error) => {
        if (error instanceof ApiError && error.swallowed) return
        if (error instanceof ApiError && error.field) show(sent, [[error.field, error.message]])
        else show(sent, [['', errorText(error, tMain)]])
      },
    })
  }

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="bundles-title">
      <FormAlert message={alert} />
      <p className="small text-body-secondary mb-2">{t('sites.bundles.help')}</p>
      <CurrencyPicker
        currencies={currencies}
        rows={rows}
        value={currency}
        onChange={setCurrency}
        onAdd={addCurrency}
      />
      {currency !== '' && (
        <>
          <BundlesTable
            currency={currency}
            rows={rows.filter((row) => row.currency === currency)}
            errors={errors}
            onChange={change}
            onBest={best}
            onRemove={remove}
          />
          <Button size="sm" variant="outline-secondary" className="mb-2" onClick={addBundle}>
            {t('sites.bundles.add')}
          </Button>
        </>
      )}
      <SaveBar pending={save.isPending} changed={changed} />
    </Form>
  )
}

/** The site's credit bundles per currency: prices, credits, the best value, and retiring old ones. */
export function BundlesSection({ data }: { data: StaffSiteResponse }) {
  const { t } = useTranslation('staff')
  const title = t('sites.bundles.title')
  return (
    <LoadedSection id="bundles" title={title} query={useStaffBundles(data.site.id)}>
      {(list) => <BundlesForm site={data.site.id} bundles={list.bundles} title={title} />}
    </LoadedSection>
  )
}
