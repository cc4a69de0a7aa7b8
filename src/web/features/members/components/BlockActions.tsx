import { useState } from 'react'
import { Alert, Button } from 'react-bootstrap'
import { Link, useNavigate, useRevalidator } from 'react-router'
import type { MemberProfile } from '#shared/api/members.js'
import { ConfirmDialog } from '#web/components/ConfirmDialog.js'
import { Icon } from '#web/components/ui/Icon.js'
import { errorText } from '#web/lib/errorText.js'
import { useSettings } from '#web/lib/site.js'
import { useTranslation } from '#web/lib/translation.js'
import { useSetBlocked } from '../api/block.js'
import { type SearchNotice, searchPagePath } from '../searchMemory.js'

/**
 * Block and unblock (docs/product.md §4 Block), each after a confirmation. Blocking leaves the profile for
 * the search, which says who was blocked; unblocking stays here and shows the profile's state again.
 */
export function BlockActions({ member }: { member: MemberProfile }) {
  const { t } = useTranslation()
  const settings = useSettings()
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const [confirming, setConfirming] = useState(false)
  const [unblocked, setUnblocked] = useState(false)
  const change = useSetBlocked(member.id)
  const blocking = !member.blocked_by_me

  const confirm = () =>
    change.mutate(blocking, {
      onSuccess: async () => {
        setConfirming(false)
        if (blocking) {
          const notice: SearchNotice = { blocked: member.name }
          await navigate(searchPagePath(), { state: notice })
          return
        }
        setUnblocked(true)
        await revalidator.revalidate()
      },
    })

  const close = () => {
    if (change.isPending) return
    setConfirming(false)
    change.reset()
  }

  return (
    <div className="profile-actions mb-4">
      {member.blocked_by_me && (
        <Alert variant="secondary" className="mb-3">
          {t('profile_view.you_blocked', { name: member.name })}
        </Alert>
      )}
      {unblocked && !member.blocked_by_me && (
        <Alert
          variant="success"
          className="mb-3"
          dismissible
          onClose={() => setUnblocked(false)}
          closeLabel={t('close')}
        >
          {t('profile_view.unblocked', { name: member.name })}
        </Alert>
      )}
      <Button
        variant={blocking ? 'outline-danger' : 'outline-secondary'}
        size="sm"
        className="d-inline-flex align-items-center gap-1"
        onClick={() => setConfirming(true)}
      >
        <Icon name="block" />
        {blocking
          ? t('profile_view.block', { name: member.name })
          : t('profile_view.unblock', { name: member.name })}
      </Button>
      <Link to={`/complaints?member=${member.id}`} className="btn btn-link btn-sm text-body-secondary ms-2">
        {t('complaints.report_profile')}
      </Link>
      <ConfirmDialog
        show={confirming}
        title={
          blocking
            ? t('profile_view.block_confirm_title', { name: member.name })
            : t('profile_view.unblock_confirm_title', { name: member.name })
        }
        confirmLabel={blocking ? t('profile_view.block_confirm') : t('profile_view.unblock_confirm')}
        cancelLabel={t('profile_view.cancel')}
        confirmVariant={blocking ? 'danger' : 'primary'}
        pending={change.isPending}
        error={change.isError ? errorText(change.error, t) : null}
        onConfirm={confirm}
        onCancel={close}
      >
        <p className="mb-0">
          {blocking
            ? t('profile_view.block_confirm_body', { name: member.name, site: settings.name })
            : t('profile_view.unblock_confirm_body', { name: member.name })}
        </p>
      </ConfirmDialog>
    </div>
  )
}
