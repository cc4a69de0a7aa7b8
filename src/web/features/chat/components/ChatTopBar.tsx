import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Dropdown } from 'react-bootstrap'
import { Link, useNavigate } from 'react-router'
import type { MemberCard } from '#shared/api/members.js'
import { ConfirmDialog } from '#web/components/ConfirmDialog.js'
import { FictionalMark } from '#web/components/FictionalMark.js'
import { Icon } from '#web/components/ui/Icon.js'
import { useSetBlocked } from '#web/features/members/api/block.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { chatsQueryKey } from '../api/chats.js'
import { useDeleteChat } from '../api/deleteChat.js'
import { removeConversation } from '../cache.js'
import { Avatar } from './Avatar.js'

type Confirming = 'delete' | 'block' | null

/**
 * The in-chat top bar: back to the list (phones), photo, name with the fictional mark, online state, the
 * way to the profile, and a menu to delete the conversation or block the member.
 */
export function ChatTopBar({
  profile,
  conversationId,
}: {
  profile: MemberCard
  conversationId: number | null
}) {
  const { t } = useTranslation()
  const [confirming, setConfirming] = useState<Confirming>(null)
  return (
    <header className="chat-topbar d-flex align-items-center gap-2 px-2 border-bottom">
      <Link to="/chats" className="btn btn-link text-body px-2 d-md-none" aria-label={t('chat.back_to_list')}>
        <Icon name="left" />
      </Link>
      <Link
        to={`/members/${profile.id}`}
        className="chat-topbar-member d-flex align-items-center gap-2 flex-grow-1 min-w-0 text-body"
        title={t('chat.view_profile', { name: profile.name })}
      >
        <Avatar member={profile} size={40} />
        <span className="min-w-0">
          <span className="d-block fw-semibold text-truncate">
            {t('profile_view.name_age', { name: profile.name, age: profile.age })}
            <FictionalMark member={profile} />
          </span>
          <span className="d-block small text-body-secondary text-truncate">
            {profile.online ? (
              <>
                <span className="online-dot me-1" aria-hidden="true" />
                {t('profile_view.online_now')}
              </>
            ) : (
              (profile.city ?? '')
            )}
          </span>
        </span>
      </Link>
      <Dropdown align="end">
        <Dropdown.Toggle
          variant="link"
          className="chat-menu-toggle text-body px-2"
          aria-label={t('chat.menu')}
        >
          <Icon name="dots" />
        </Dropdown.Toggle>
        <Dropdown.Menu>
          <Dropdown.Item as={Link} to={`/members/${profile.id}`}>
            {t('chat.view_profile', { name: profile.name })}
          </Dropdown.Item>
          {conversationId !== null && (
            <Dropdown.Item as="button" onClick={() => setConfirming('delete')}>
              {t('chat.delete.menu')}
            </Dropdown.Item>
          )}
          <Dropdown.Item as="button" className="text-danger" onClick={() => setConfirming('block')}>
            {t('profile_view.block', { name: profile.name })}
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
      {conversationId !== null && (
        <DeleteConfirm
          show={confirming === 'delete'}
          profile={profile}
          conversationId={conversationId}
          onClose={() => setConfirming(null)}
        />
      )}
      <BlockConfirm
        show={confirming === 'block'}
        profile={profile}
        conversationId={conversationId}
        onClose={() => setConfirming(null)}
      />
    </header>
  )
}

/**
 * docs/product.md §4 Removing a chat: the screen leaves the conversation at once; the list drops it
 * meanwhile.
 */
function DeleteConfirm({
  show,
  profile,
  conversationId,
  onClose,
}: {
  show: boolean
  profile: MemberCard
  conversationId: number
  onClose: () => void
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const remove = useDeleteChat()
  const confirm = () => {
    onClose()
    void navigate('/chats', { replace: true })
    remove.mutate(conversationId)
  }
  return (
    <ConfirmDialog
      show={show}
      title={t('chat.delete.title', { name: profile.name })}
      confirmLabel={t('chat.delete.confirm')}
      cancelLabel={t('profile_view.cancel')}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p className="mb-0">{t('chat.delete.body', { name: profile.name })}</p>
    </ConfirmDialog>
  )
}

/** Blocking ends the conversation on both sides (docs/product.md §4 Block): back to the list once done. */
function BlockConfirm({
  show,
  profile,
  conversationId,
  onClose,
}: {
  show: boolean
  profile: MemberCard
  conversationId: number | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const block = useSetBlocked(profile.id)
  const close = () => {
    if (block.isPending) return
    block.reset()
    onClose()
  }
  const confirm = () =>
    block.mutate(true, {
      onSuccess: async () => {
        onClose()
        await navigate('/chats', { replace: true })
        if (conversationId !== null) removeConversation(queryClient, conversationId)
        void queryClient.invalidateQueries({ queryKey: chatsQueryKey })
      },
    })
  return (
    <ConfirmDialog
      show={show}
      title={t('profile_view.block_confirm_title', { name: profile.name })}
      confirmLabel={t('profile_view.block_confirm')}
      cancelLabel={t('profile_view.cancel')}
      pending={block.isPending}
      error={block.isError ? errorText(block.error, t) : null}
      onConfirm={confirm}
      onCancel={close}
    >
      <p className="mb-0">{t('chat.block_body', { name: profile.name })}</p>
    </ConfirmDialog>
  )
}
