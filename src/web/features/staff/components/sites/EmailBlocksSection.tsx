import { type FormEvent, useState } from 'react'
import { Button, Form, Table } from 'react-bootstrap'
import { type EmailBlocksResponse, emailBlockInput } from '#shared/api/staff-email-blocks.js'
import type { StaffSiteResponse } from '#shared/api/staff-sites.js'
import { ApiError } from '#web/lib/api.js'
import { useElementId } from '#web/lib/elementId.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useAddEmailBlock, useEmailBlocks, useRemoveEmailBlock } from '../../api/emailBlocks.js'
import { StaffTime } from '../StaffTime.js'
import { useToast } from '../StaffToasts.js'
import { LoadedSection } from './SectionForm.js'

/** One domain or address to add: checked here with the server's own schema, then sent. */
function AddBlockForm({ site }: { site: number }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const id = useElementId()
  const toast = useToast()
  const add = useAddEmailBlock()
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = emailBlockInput.safeParse({ site, value })
    if (!checked.success) {
      setError(tMain(checked.error.issues[0]?.message ?? 'errors.validation_failed'))
      return
    }
    add.mutate(checked.data, {
      onSuccess: () => {
        setValue('')
        setError(null)
        toast(t('sites.blocks.added', { value: checked.data.value }))
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.swallowed) return
        setError(errorText(failure, tMain))
      },
    })
  }

  return (
    <Form noValidate onSubmit={submit} className="mb-2" aria-label={t('sites.blocks.add_label')}>
      <Form.Label htmlFor={`${id}-value`} className="small mb-1">
        {t('sites.blocks.value')}
      </Form.Label>
      <div className="d-flex flex-wrap gap-2 align-items-start">
        <div className="flex-grow-1" style={{ maxWidth: '24rem' }}>
          <Form.Control
            id={`${id}-value`}
            size="sm"
            value={value}
            placeholder="example.com"
            autoComplete="off"
            spellCheck={false}
            isInvalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setValue(event.target.value)
              setError(null)
            }}
          />
          {error && (
            <div id={`${id}-error`} className="invalid-feedback d-block">
              {error}
            </div>
          )}
        </div>
        <Button type="submit" size="sm" disabled={add.isPending}>
          {t('sites.blocks.add')}
        </Button>
      </div>
    </Form>
  )
}

/** The blocks in a dense table, each with its own remove button. */
function BlocksTable({ site, blocks }: { site: number; blocks: EmailBlocksResponse['blocks'] }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const toast = useToast()
  const remove = useRemoveEmailBlock()
  if (blocks.length === 0) return <p className="small text-body-secondary mb-0">{t('sites.blocks.none')}</p>
  const removeBlock = (block: EmailBlocksResponse['blocks'][number]) =>
    remove.mutate(
      { site, id: block.id },
      {
        onSuccess: () => toast(t('sites.blocks.removed', { value: block.value })),
        onError: (failure) => {
          if (!(failure instanceof ApiError && failure.swallowed)) toast(errorText(failure, tMain))
        },
      },
    )
  return (
    <Table size="sm" responsive className="mb-0 align-middle small">
      <thead>
        <tr>
          <th scope="col">{t('sites.blocks.columns.value')}</th>
          <th scope="col">{t('sites.blocks.columns.kind')}</th>
          <th scope="col">{t('sites.blocks.columns.added')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('sites.blocks.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {blocks.map((block) => (
          <tr key={block.id}>
            <td className="font-monospace text-break">{block.value}</td>
            <td>{t(`sites.blocks.kinds.${block.kind}`)}</td>
            <td className="text-nowrap">
              <StaffTime ms={block.created_at} dateOnly />
            </td>
            <td className="text-end">
              <Button
                size="sm"
                variant="outline-danger"
                disabled={remove.isPending}
                aria-label={t('sites.blocks.remove_of', { value: block.value })}
                onClick={() => removeBlock(block)}
              >
                {t('sites.blocks.remove')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}

/** The site's block list of e-mail domains and addresses for signups and e-mail changes. */
export function EmailBlocksSection({ data }: { data: StaffSiteResponse }) {
  const { t } = useTranslation('staff')
  const site = data.site.id
  const blocks = useEmailBlocks(site)
  return (
    <LoadedSection id="blocks" title={t('sites.blocks.title')} query={blocks}>
      {(answer) => (
        <>
          <p className="small text-body-secondary mb-2">{t('sites.blocks.help')}</p>
          <AddBlockForm site={site} />
          <BlocksTable site={site} blocks={answer.blocks} />
        </>
      )}
    </LoadedSection>
  )
}
