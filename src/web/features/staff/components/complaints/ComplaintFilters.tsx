import { Col, Row } from 'react-bootstrap'
import { complaintReasons, complaintStatuses, complaintSubjects } from '#shared/api/complaints.js'
import type { StaffUser } from '#shared/api/staff.js'
import { complaintAssignedFilters } from '#shared/api/staff-complaints.js'
import { useTranslation } from '#web/lib/translation.js'
import { FilterSelect } from '../FilterSelect.js'

/** The desk's filters; they apply at once and live in the URL, so a view can be reloaded and shared. */
export function ComplaintFilters({ sites }: { sites: StaffUser['sites'] }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  return (
    <Row xs={2} md={3} xl={5} className="g-2 align-items-end mb-2">
      <Col>
        <FilterSelect
          name="site"
          label={t('members.site')}
          anyLabel={t('members.all_sites')}
          options={sites.map((site) => [String(site.id), site.name] as const)}
        />
      </Col>
      <Col>
        <FilterSelect
          name="status"
          label={t('complaints.status')}
          anyLabel={t('common.any')}
          options={complaintStatuses.map((status) => [status, t(`complaints.statuses.${status}`)] as const)}
        />
      </Col>
      <Col>
        <FilterSelect
          name="assigned"
          label={t('complaints.assigned')}
          anyLabel={t('complaints.assigned_anyone')}
          options={complaintAssignedFilters.map(
            (value) => [value, t(`complaints.assigned_${value}`)] as const,
          )}
        />
      </Col>
      <Col>
        <FilterSelect
          name="reason"
          label={t('complaints.reason')}
          anyLabel={t('common.any')}
          options={complaintReasons.map((reason) => [reason, tMain(`complaints.reasons.${reason}`)] as const)}
        />
      </Col>
      <Col>
        <FilterSelect
          name="subject_type"
          label={t('complaints.subject')}
          anyLabel={t('common.any')}
          options={complaintSubjects.map(
            (subject) => [subject, t(`complaints.subjects.${subject}`)] as const,
          )}
        />
      </Col>
    </Row>
  )
}
