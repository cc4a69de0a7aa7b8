import { useState } from 'react'
import { Button, Modal } from 'react-bootstrap'
import { useNavigate } from 'react-router'
import type { StaffSiteResponse } from '#shared/api/staff-sites.js'
import { useTranslation } from '#web/lib/translation.js'
import { useStaffSites } from '../../api/sites.js'
import { useToast } from '../StaffToasts.js'
import { NewSiteForm } from './NewSiteForm.js'
import { sitePath } from './SitesTable.js'

/** "New site" and its form in a dialog; the new site's page opens once it exists. */
export function NewSiteButton() {
  const { t } = useTranslation('staff')
  const toast = useToast()
  const navigate = useNavigate()
  const sites = useStaffSites().data?.sites ?? []
  const [open, setOpen] = useState(false)
  const created = (answer: StaffSiteResponse) => {
    setOpen(false)
    toast(t('sites.created', { name: answer.site.name }))
    void navigate(sitePath(answer.site.id))
  }
  return (
    <>
      <Button size="sm" variant="primary" onClick={() => setOpen(true)}>
        {t('sites.new')}
      </Button>
      <Modal show={open} onHide={() => setOpen(false)} size="lg" aria-labelledby="new-site-title">
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title as="h2" id="new-site-title" className="h5">
            {t('sites.new_title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {/* Mounted only while open, so every opening starts with an empty form. */}
          {open && <NewSiteForm sites={sites} onCreated={created} onCancel={() => setOpen(false)} />}
        </Modal.Body>
      </Modal>
    </>
  )
}
