import { type ChangeEvent, useMemo } from 'react'
import { Form } from 'react-bootstrap'
import { useElementId } from '#web/lib/elementId.js'
import { useTranslation } from '#web/lib/translation.js'
import type { FormState } from '#web/lib/useForm.js'
import { birthYears, days, monthNames, months } from '../dateOfBirth.js'

type DateValues = { day: string; month: string; year: string }

/** Three selects (day, month, year) under one legend; the error belongs to the group. */
export function DateOfBirthField<V extends DateValues & Record<string, string>>({
  form,
  minAge,
}: {
  form: FormState<V>
  minAge: number
}) {
  const { t, i18n } = useTranslation()
  const id = useElementId()
  const error = form.errors.date_of_birth
  const names = useMemo(() => monthNames(i18n.language), [i18n.language])
  const years = useMemo(() => birthYears(new Date(), minAge), [minAge])
  const select = (part: keyof DateValues & keyof V) => ({
    ...form.bind(part),
    isInvalid: Boolean(error),
    'aria-describedby': error ? `${id}-error` : undefined,
    // The message is about the whole date: choosing any part clears it.
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      form.setValue(part, event.target.value)
      form.clearError('date_of_birth')
    },
  })
  return (
    <fieldset className="mb-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-label fs-6 mb-2">{t('signup.date_of_birth')}</legend>
      <div className="d-flex gap-2">
        <Form.Select
          {...select('day')}
          aria-label={t('signup.day')}
          autoComplete="bday-day"
          className="w-auto"
        >
          <option value="">{t('signup.day')}</option>
          {days.map((day) => (
            <option key={day} value={String(day)}>
              {day}
            </option>
          ))}
        </Form.Select>
        <Form.Select {...select('month')} aria-label={t('signup.month')} autoComplete="bday-month">
          <option value="">{t('signup.month')}</option>
          {months.map((month) => (
            <option key={month} value={String(month)}>
              {names[month - 1]}
            </option>
          ))}
        </Form.Select>
        <Form.Select
          {...select('year')}
          aria-label={t('signup.year')}
          autoComplete="bday-year"
          className="w-auto"
        >
          <option value="">{t('signup.year')}</option>
          {years.map((year) => (
            <option key={year} value={String(year)}>
              {year}
            </option>
          ))}
        </Form.Select>
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  )
}
