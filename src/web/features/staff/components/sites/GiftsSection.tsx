import { type FormEvent, useState } from 'react'
import { Form, Table } from 'react-bootstrap'
import {
  type StaffGift,
  type StaffGiftsInput,
  type StaffSiteResponse,
  staffGiftsInput,
} from '#shared/api/staff-sites.js'
import { FormAlert } from '#web/components/form/FormAlert.js'
import { ApiError } from '#web/lib/api.js'
import { useElementId } from '#web/lib/elementId.js'
import { errorText } from '#web/lib/errorText.js'
import { fieldMessages } from '#web/lib/formErrors.js'
import { useTranslation } from '#web/lib/translation.js'
import { useSaveGifts, useStaffGifts } from '../../api/gifts.js'
import { useToast } from '../StaffToasts.js'
import { LoadedSection, numberOf, SaveBar } from './SectionForm.js'

/** One gift as its controls hold it: the site's price stays text (empty: the site default) until sent. */
export interface GiftRow {
  slug: string
  image: string
  platform: number | null
  credits: string
  active: boolean
}

function rowsOf(gifts: StaffGift[]): GiftRow[] {
  return gifts.map((gift) => ({
    slug: gift.slug,
    image: gift.image,
    platform: gift.platform_credits,
    credits: gift.credits === null ? '' : String(gift.credits),
    active: gift.active,
  }))
}

/** A typed price as sent: empty is null (the site default); anything else not a number is NaN. */
function creditsOf(text: string): number | null {
  return text.trim() === '' ? null : numberOf(text)
}

/** Whether a row differs from what the server last answered (a price compared as the number it sends). */
function isChanged(row: GiftRow, saved: GiftRow | undefined): boolean {
  if (!saved) return true
  return row.active !== saved.active || row.credits.trim() !== saved.credits.trim()
}

/** The rows that differ from the saved ones, in the table's order: a refusal's index is a position here. */
export function changedRows(rows: GiftRow[], saved: GiftRow[]): GiftRow[] {
  const before = new Map(saved.map((row) => [row.slug, row]))
  return rows.filter((row) => isChanged(row, before.get(row.slug)))
}

/** The changed gifts as the PUT takes them. */
export function inputOf(site: number, sent: GiftRow[]): StaffGiftsInput {
  return {
    site,
    gifts: sent.map((row) => ({ slug: row.slug, credits: creditsOf(row.credits), active: row.active })),
  }
}

/** One gift: its image and name, the platform's price, the site's price and whether it is shown. */
function GiftLine({
  row,
  name,
  defaultCredits,
  error,
  onChange,
}: {
  row: GiftRow
  name: string
  defaultCredits: number
  error?: string
  onChange: (patch: Partial<GiftRow>) => void
}) {
  const { t } = useTranslation('staff')
  const id = useElementId()
  return (
    <tr className={row.active ? undefined : 'text-body-secondary'}>
      <td>
        <img
          src={row.image}
          alt={name}
          width={28}
          height={28}
          className={row.active ? undefined : 'opacity-50'}
        />
      </td>
      <td className="text-nowrap">{name}</td>
      <td className="text-nowrap">
        {row.platform === null ? (
          <span className="text-body-secondary">
            {t('sites.gifts.site_default', { credits: defaultCredits })}
          </span>
        ) : (
          <span className="font-monospace">{row.platform}</span>
        )}
      </td>
      <td>
        <Form.Label htmlFor={`${id}-credits`} visuallyHidden>
          {t('sites.gifts.credits_of', { gift: name })}
        </Form.Label>
        <Form.Control
          id={`${id}-credits`}
          size="sm"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={row.credits}
          placeholder={String(defaultCredits)}
          isInvalid={Boolean(error)}
          aria-describedby={error ? `${id}-credits-error` : undefined}
          onChange={(event) => onChange({ credits: event.target.value })}
          style={{ width: '6rem' }}
        />
        {error && (
          <div id={`${id}-credits-error`} className="invalid-feedback d-block">
            {error}
          </div>
        )}
      </td>
      <td>
        <Form.Check
          type="switch"
          id={`${id}-active`}
          checked={row.active}
          onChange={(event) => onChange({ active: event.target.checked })}
          label={<span className="visually-hidden">{t('sites.gifts.shown_of', { gift: name })}</span>}
        />
      </td>
    </tr>
  )
}

/** Every gift in one dense table and a single Save that sends only the changed rows. */
function GiftsForm({
  site,
  gifts,
  defaultCredits,
  title,
}: {
  site: number
  gifts: StaffGift[]
  defaultCredits: number
  title: string
}) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const toast = useToast()
  const save = useSaveGifts()
  const [saved, setSaved] = useState(() => rowsOf(gifts))
  const [rows, setRows] = useState(saved)
  /** The refused prices, by slug. */
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({})
  const [alert, setAlert] = useState<string | null>(null)
  const changed = changedRows(rows, saved).length
  // The member catalogue names the gifts, as the chat does; a site's own gift without a name shows its slug.
  const nameOf = (slug: string) => t(`gifts.${slug}`, { ns: 'translation', defaultValue: slug })

  const change = (slug: string, patch: Partial<GiftRow>) => {
    setRows((current) => current.map((row) => (row.slug === slug ? { ...row, ...patch } : row)))
    // The cell edited is no longer the one refused.
    if ('credits' in patch)
      setErrors((current) => (current[slug] ? { ...current, [slug]: undefined } : current))
  }

  /** Puts each refused price under its cell; anything else goes in the alert. */
  const show = (sent: GiftRow[], problems: Array<[string, string]>) => {
    const next: Partial<Record<string, string>> = {}
    let stray: string | null = null
    for (const [field, message] of problems) {
      const [list, index, cell] = field.split('.')
      const row = list === 'gifts' ? sent[Number(index)] : undefined
      if (row && cell === 'credits') next[row.slug] ??= message
      else stray ??= message
    }
    setErrors(next)
    setAlert(stray)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const sent = changedRows(rows, saved)
    const input = inputOf(site, sent)
    const checked = staffGiftsInput.safeParse(input)
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
        const next = rowsOf(answer.gifts)
        setSaved(next)
        setRows(next)
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

  const columns = [
    t('sites.gifts.columns.image'),
    t('sites.gifts.columns.name'),
    t('sites.gifts.columns.platform'),
    t('sites.gifts.columns.credits'),
    t('sites.gifts.columns.shown'),
  ]
  return (
    <Form noValidate onSubmit={submit} aria-labelledby="gifts-title">
      <FormAlert message={alert} />
      <p className="small text-body-secondary mb-2">{t('sites.gifts.help')}</p>
      {rows.length === 0 ? (
        <p className="small text-body-secondary mb-2">{t('sites.gifts.none')}</p>
      ) : (
        <Table size="sm" responsive className="mb-2 align-middle small">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="text-nowrap">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <GiftLine
                key={row.slug}
                row={row}
                name={nameOf(row.slug)}
                defaultCredits={defaultCredits}
                error={errors[row.slug]}
                onChange={(patch) => change(row.slug, patch)}
              />
            ))}
          </tbody>
        </Table>
      )}
      <SaveBar pending={save.isPending} changed={changed} />
    </Form>
  )
}

/** The site's gifts: its own price for each (or the site default) and which ones the chat offers. */
export function GiftsSection({ data }: { data: StaffSiteResponse }) {
  const { t } = useTranslation('staff')
  const title = t('sites.gifts.title')
  return (
    <LoadedSection id="gifts" title={title} query={useStaffGifts(data.site.id)}>
      {(list) => (
        <GiftsForm
          site={data.site.id}
          gifts={list.gifts}
          defaultCredits={list.default_credits}
          title={title}
        />
      )}
    </LoadedSection>
  )
}
