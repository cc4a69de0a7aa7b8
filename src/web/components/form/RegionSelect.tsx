import type { ComponentProps } from 'react'
import { Form } from 'react-bootstrap'
import { useRegions } from '#web/lib/regions.js'
import { useTranslation } from '#web/lib/translation.js'

type RegionSelectProps = ComponentProps<typeof Form.Select> & {
  controlId: string
  country: string | undefined
  emptyLabel: string
  error?: string
}

/** The regions of a country, labelled by the country's own kind (province, state, canton...). */
export function RegionSelect({ controlId, country, emptyLabel, error, ...select }: RegionSelectProps) {
  const { t } = useTranslation()
  const regions = useRegions(country)
  return (
    <Form.Group className="mb-3" controlId={controlId}>
      <Form.Label>{regions.data?.kind_name ?? t('signup.personal.region')}</Form.Label>
      <Form.Select {...select} disabled={!regions.data}>
        <option value="">{emptyLabel}</option>
        {regions.data?.regions.map((region) => (
          <option key={region.id} value={region.id}>
            {region.name}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  )
}
