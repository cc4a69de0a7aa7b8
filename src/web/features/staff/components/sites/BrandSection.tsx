import { type ChangeEvent, useRef, useState } from 'react'
import { Button, Col, Form, Row } from 'react-bootstrap'
import type { StaffSiteResponse } from '#shared/api/staff-sites.js'
import { ConfirmDialog } from '#web/components/ConfirmDialog.js'
import { useElementId } from '#web/lib/elementId.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useRemoveLogo, useUploadLogo } from '../../api/sites.js'
import { useToast } from '../StaffToasts.js'
import { SiteSection } from './SectionForm.js'
import { Field } from './SiteFields.js'

function draftOf({ settings }: StaffSiteResponse) {
  return { brand_color: settings.brand_color }
}

/** The colour as a swatch to pick from and as text to type or paste, both one value. */
function ColourInput({
  label,
  pickerLabel,
  help,
  value,
  onChange,
  error,
}: {
  label: string
  pickerLabel: string
  help: string
  value: string
  onChange: (value: string) => void
  error?: string
}) {
  const picked = /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : '#000000'
  return (
    <Field label={label} help={help} error={error}>
      {(id, describedBy) => (
        <div className="d-flex gap-2 align-items-center">
          <Form.Control
            type="color"
            size="sm"
            className="form-control-color flex-shrink-0"
            value={picked}
            onChange={(event) => onChange(event.target.value)}
            aria-label={pickerLabel}
            aria-describedby={describedBy}
          />
          <Form.Control
            id={id}
            size="sm"
            className="font-monospace"
            value={value}
            maxLength={7}
            autoComplete="off"
            spellCheck={false}
            isInvalid={Boolean(error)}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      )}
    </Field>
  )
}

/** The logo: uploaded as soon as it is chosen (no Save button), removed after asking once more. */
function LogoControl({ data }: { data: StaffSiteResponse }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const toast = useToast()
  const inputId = useElementId()
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadLogo(data.site.id)
  const remove = useRemoveLogo(data.site.id)
  const [asking, setAsking] = useState(false)
  const { logo } = data

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    upload.mutate(file, { onSuccess: () => toast(t('sites.brand.logo_saved')) })
  }
  const confirmRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setAsking(false)
        toast(t('sites.brand.logo_removed'))
      },
    })

  return (
    <Col xs={12} md={6} xl={8} className="mb-2">
      <div className="small fw-semibold mb-1" id={`${inputId}-label`}>
        {t('sites.brand.logo')}
      </div>
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <div className="border rounded px-2 py-1 d-flex align-items-center bg-white">
          {logo ? (
            <img src={logo.url} width={logo.width} height={logo.height} alt={t('sites.brand.logo_alt')} />
          ) : (
            <span className="text-body-secondary small">{t('sites.brand.no_logo')}</span>
          )}
        </div>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          hidden
          aria-labelledby={`${inputId}-label`}
          onChange={chosen}
        />
        <Button
          size="sm"
          variant="outline-primary"
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
        >
          {upload.isPending
            ? t('sites.brand.uploading')
            : logo
              ? t('sites.brand.replace')
              : t('sites.brand.upload')}
        </Button>
        {logo && (
          <Button size="sm" variant="outline-danger" onClick={() => setAsking(true)}>
            {t('sites.brand.remove')}
          </Button>
        )}
      </div>
      {upload.error && (
        <div className="invalid-feedback d-block" role="alert">
          {errorText(upload.error, tMain)}
        </div>
      )}
      <Form.Text className="d-block small">{t('sites.brand.logo_help')}</Form.Text>
      <ConfirmDialog
        show={asking}
        title={t('sites.brand.remove')}
        confirmLabel={t('sites.brand.remove')}
        cancelLabel={t('common.cancel')}
        confirmVariant="danger"
        pending={remove.isPending}
        error={remove.error ? errorText(remove.error, tMain) : null}
        onConfirm={confirmRemove}
        onCancel={() => {
          remove.reset()
          setAsking(false)
        }}
      >
        <p className="mb-0">{t('sites.brand.remove_confirm')}</p>
      </ConfirmDialog>
    </Col>
  )
}

/** The site's own look (white label): its colour, saved with the section, and its logo. */
export function BrandSection({ data }: { data: StaffSiteResponse }) {
  const { t } = useTranslation('staff')
  return (
    <SiteSection
      id="brand"
      title={t('sites.sections.brand')}
      data={data}
      group="settings"
      draftOf={draftOf}
      changeOf={(changed) => ({ settings: changed })}
    >
      {(form) => (
        <Row className="g-2">
          <ColourInput
            label={t('sites.brand.color')}
            pickerLabel={t('sites.brand.color_picker')}
            help={t('sites.brand.color_help')}
            {...form.field('brand_color')}
          />
          <LogoControl data={data} />
        </Row>
      )}
    </SiteSection>
  )
}
