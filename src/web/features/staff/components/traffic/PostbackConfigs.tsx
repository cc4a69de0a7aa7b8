import { type FormEvent, useState } from 'react'
import { Button, Form, Table } from 'react-bootstrap'
import {
  type PostbackConfig,
  type PostbackEvent,
  postbackConfigInput,
  postbackEvents,
  postbackPlaceholders,
  postbackTemplateMax,
} from '#shared/api/staff-traffic.js'
import { FormAlert } from '#web/components/form/FormAlert.js'
import { SubmitButton } from '#web/components/form/SubmitButton.js'
import { TextField } from '#web/components/form/TextField.js'
import { useTranslation } from '#web/lib/translation.js'
import { useForm } from '#web/lib/useForm.js'
import { useRemovePostbackConfig, useSavePostbackConfig } from '../../api/traffic.js'
import { useToast } from '../StaffToasts.js'

const blank = { network: '', url_template: '' }

/** Adds a network's postback, or changes the one being edited (the network then stays as it is). */
function ConfigForm({
  site,
  editing,
  onDone,
}: {
  site: number
  editing: PostbackConfig | null
  onDone: () => void
}) {
  const { t } = useTranslation('staff')
  const toast = useToast()
  const save = useSavePostbackConfig()
  const form = useForm(editing ? { network: editing.network, url_template: editing.url_template } : blank)
  const [events, setEvents] = useState<PostbackEvent[]>(editing?.events ?? ['activation'])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const input = form.check(postbackConfigInput, { site, ...form.values, events })
    if (!input) return
    save.mutate(input, {
      onSuccess: () => {
        toast(t('traffic.postbacks.saved', { network: input.network }))
        form.reset(blank)
        setEvents(['activation'])
        onDone()
      },
      onError: (error) => form.fail(error),
    })
  }
  const toggle = (name: PostbackEvent, on: boolean) =>
    setEvents((was) => postbackEvents.filter((event) => (event === name ? on : was.includes(event))))
  const placeholders = postbackPlaceholders.map((name) => `{${name}}`).join(' ')
  return (
    <Form noValidate onSubmit={submit} className="border rounded p-2 mb-3">
      <h3 className="h6">
        {editing
          ? t('traffic.postbacks.edit_title', { network: editing.network })
          : t('traffic.postbacks.add_title')}
      </h3>
      <FormAlert message={form.alert} />
      {!editing && <TextField form={form} name="network" label={t('traffic.network')} maxLength={100} />}
      <TextField
        form={form}
        name="url_template"
        label={t('traffic.postbacks.template')}
        help={t('traffic.postbacks.template_help', { placeholders })}
        maxLength={postbackTemplateMax}
      />
      <fieldset className="mb-2">
        <legend className="form-label fs-6 mb-1">{t('traffic.postbacks.events')}</legend>
        {postbackEvents.map((name) => (
          <Form.Check
            key={name}
            inline
            type="checkbox"
            id={`postback-event-${name}`}
            label={t(`traffic.postbacks.event_${name}`)}
            checked={events.includes(name)}
            onChange={(event) => toggle(name, event.target.checked)}
          />
        ))}
        {form.errors.events && <div className="invalid-feedback d-block">{form.errors.events}</div>}
      </fieldset>
      <div className="d-flex gap-2">
        <SubmitButton pending={save.isPending} size="sm">
          {t('common.save')}
        </SubmitButton>
        {editing && (
          <Button size="sm" variant="outline-secondary" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        )}
      </div>
    </Form>
  )
}

/** The networks of a site with their postback template and events. */
export function PostbackConfigs({ site, configs }: { site: number; configs: PostbackConfig[] }) {
  const { t } = useTranslation('staff')
  const toast = useToast()
  const remove = useRemovePostbackConfig()
  const [editing, setEditing] = useState<PostbackConfig | null>(null)
  return (
    <section aria-labelledby="postback-networks" className="mb-4">
      <h2 className="h5" id="postback-networks">
        {t('traffic.postbacks.networks')}
      </h2>
      {configs.length === 0 ? (
        <p className="text-body-secondary small">{t('traffic.postbacks.no_configs')}</p>
      ) : (
        <div className="table-responsive border rounded mb-3">
          <Table size="sm" className="mb-0 align-middle small">
            <thead>
              <tr>
                <th scope="col">{t('traffic.network')}</th>
                <th scope="col">{t('traffic.postbacks.template')}</th>
                <th scope="col">{t('traffic.postbacks.events')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('traffic.postbacks.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {configs.map((config) => (
                <tr key={config.id}>
                  <th scope="row" className="fw-normal">
                    {config.network}
                  </th>
                  <td className="font-monospace text-break">{config.url_template}</td>
                  <td className="text-nowrap">
                    {config.events.map((event) => t(`traffic.postbacks.event_${event}`)).join(', ')}
                  </td>
                  <td className="text-nowrap text-end">
                    <Button size="sm" variant="link" onClick={() => setEditing(config)}>
                      {t('traffic.postbacks.edit', { network: config.network })}
                    </Button>
                    <Button
                      size="sm"
                      variant="link"
                      className="text-danger"
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(config.id, {
                          onSuccess: () => toast(t('traffic.postbacks.removed', { network: config.network })),
                        })
                      }
                    >
                      {t('traffic.postbacks.remove', { network: config.network })}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      <ConfigForm key={editing?.id ?? 'new'} site={site} editing={editing} onDone={() => setEditing(null)} />
    </section>
  )
}
