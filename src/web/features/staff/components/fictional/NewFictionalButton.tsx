import { type FormEvent, useState } from 'react'
import { Button, Form, Modal, Row } from 'react-bootstrap'
import { useNavigate } from 'react-router'
import { type FictionalResponse, newFictionalInput } from '#shared/api/staff-fictional.js'
import { genders } from '#shared/constants.js'
import { FormAlert } from '#web/components/form/FormAlert.js'
import { SubmitButton } from '#web/components/form/SubmitButton.js'
import { useTranslation } from '#web/lib/translation.js'
import { useForm } from '#web/lib/useForm.js'
import { useCreateFictional } from '../../api/fictional.js'
import { useStaffMe } from '../../api/me.js'
import { useToast } from '../StaffToasts.js'
import { SelectInput, TextInput, useCountryOptions } from '../sites/SiteFields.js'
import { DateInput } from './FictionalFields.js'
import { fictionalPath } from './FictionalList.js'

/** Name, gender, birth date, country and site: what a profile needs to exist; the rest on its page. */
export function NewFictionalForm({
  onCreated,
  onCancel,
}: {
  onCreated: (answer: FictionalResponse) => void
  onCancel?: () => void
}) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const sites = useStaffMe().data?.staff.sites ?? []
  const countryOptions = useCountryOptions()
  const form = useForm({
    name: '',
    gender: 'female',
    birth_date: '',
    country: 'NL',
    site: '',
  })
  // The staff member's sites may arrive after the form: until one is chosen, the first is meant.
  const site = form.values.site || String(sites[0]?.id ?? '')
  const create = useCreateFictional()
  const bind = (name: keyof typeof form.values) => ({
    value: form.values[name],
    onChange: (value: string) => form.setValue(name, value),
    error: form.errors[name],
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const input = form.check(newFictionalInput, { ...form.values, site: Number(site) })
    if (!input) return
    create.mutate(input, { onSuccess: onCreated, onError: (error) => form.fail(error) })
  }
  return (
    <Form noValidate onSubmit={submit}>
      <FormAlert message={form.alert} />
      <Row className="g-2">
        <TextInput label={t('fictional.fields.name')} maxLength={30} autoComplete="off" {...bind('name')} />
        <SelectInput
          label={t('fictional.fields.gender')}
          options={genders.map((gender) => [gender, tMain(`profile_view.values.gender.${gender}`)] as const)}
          {...bind('gender')}
        />
        <DateInput label={t('fictional.fields.birth_date')} {...bind('birth_date')} />
        <SelectInput label={t('fictional.fields.country')} options={countryOptions} {...bind('country')} />
        <SelectInput
          label={t('fictional.fields.site')}
          options={sites.map((option) => [String(option.id), option.name] as const)}
          {...bind('site')}
          value={site}
        />
      </Row>
      <div className="d-flex gap-2 mt-2">
        <SubmitButton pending={create.isPending} size="sm">
          {t('fictional.create')}
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

/** "New fictional profile" and its form in a dialog; the profile's page opens once it exists. */
export function NewFictionalButton() {
  const { t } = useTranslation('staff')
  const toast = useToast()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const created = (answer: FictionalResponse) => {
    setOpen(false)
    toast(t('fictional.created', { name: answer.profile.profile.name }))
    void navigate(fictionalPath(answer.profile.id))
  }
  return (
    <>
      <Button size="sm" variant="primary" onClick={() => setOpen(true)}>
        {t('fictional.new')}
      </Button>
      <Modal show={open} onHide={() => setOpen(false)} aria-labelledby="new-fictional-title">
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title as="h2" id="new-fictional-title" className="h5">
            {t('fictional.new')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {/* Mounted only while open, so every opening starts with an empty form. */}
          {open && <NewFictionalForm onCreated={created} onCancel={() => setOpen(false)} />}
        </Modal.Body>
      </Modal>
    </>
  )
}
