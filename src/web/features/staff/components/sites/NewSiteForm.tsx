import type { FormEvent } from 'react'
import { Button, Form, Row } from 'react-bootstrap'
import { newSiteInput, type StaffSite, type StaffSiteResponse } from '#shared/api/staff-sites.js'
import { FormAlert } from '#web/components/form/FormAlert.js'
import { SubmitButton } from '#web/components/form/SubmitButton.js'
import { useTranslation } from '#web/lib/translation.js'
import { useForm } from '#web/lib/useForm.js'
import { useCreateSite } from '../../api/sites.js'
import { languageOptions, SelectInput, TextInput, TimeZoneInput } from './SiteFields.js'

const blank = {
  slug: '',
  name: '',
  domain: '',
  domain_language: 'en',
  time_zone: 'Europe/Amsterdam',
  copy_from: '',
}

/**
 * A new site: its short name, name, first domain, language and time zone. Settings, company and bundles
 * are copied from another site (the first one unless chosen), to be changed on the site's page.
 */
export function NewSiteForm({
  sites,
  onCreated,
  onCancel,
}: {
  sites: StaffSite[]
  onCreated: (answer: StaffSiteResponse) => void
  onCancel?: () => void
}) {
  const { t } = useTranslation('staff')
  const form = useForm(blank)
  const create = useCreateSite()
  const bind = (name: keyof typeof blank) => ({
    value: form.values[name],
    onChange: (value: string) => form.setValue(name, value),
    error: form.errors[name],
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const { copy_from, ...values } = form.values
    const input = form.check(newSiteInput, {
      ...values,
      ...(copy_from ? { copy_from: Number(copy_from) } : {}),
    })
    if (!input) return
    create.mutate(input, { onSuccess: onCreated, onError: (error) => form.fail(error) })
  }

  return (
    <Form noValidate onSubmit={submit}>
      <FormAlert message={form.alert} />
      <Row className="g-2">
        <TextInput label={t('sites.fields.name')} maxLength={100} {...bind('name')} />
        <TextInput
          label={t('sites.fields.slug')}
          help={t('sites.help.slug')}
          maxLength={63}
          {...bind('slug')}
        />
        <TextInput
          label={t('sites.fields.domain')}
          help={t('sites.help.new_domain')}
          maxLength={253}
          {...bind('domain')}
        />
        <SelectInput
          label={t('sites.fields.domain_language')}
          help={t('sites.help.domain_language')}
          options={languageOptions}
          {...bind('domain_language')}
        />
        <TimeZoneInput
          label={t('sites.fields.time_zone')}
          help={t('sites.help.time_zone')}
          {...bind('time_zone')}
        />
        <SelectInput
          label={t('sites.fields.copy_from')}
          help={t('sites.help.copy_from')}
          options={[
            ['', t('sites.copy_first')],
            ...sites.map((site) => [String(site.id), `${site.name} (${site.slug})`] as const),
          ]}
          {...bind('copy_from')}
        />
      </Row>
      <div className="d-flex gap-2 mt-2">
        <SubmitButton pending={create.isPending} size="sm">
          {t('sites.create')}
        </SubmitButton>
        {onCancel && (
          <Button size="sm" variant="outline-secondary" onClick={onCancel} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
        )}
      </div>
    </Form>
  )
}
