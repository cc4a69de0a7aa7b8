import { useQueryClient } from '@tanstack/react-query'
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import { Button, Card, Form, Nav } from 'react-bootstrap'
import { useSearchParams } from 'react-router'
import {
  type ModerationPhoto,
  type ModerationQueueResponse,
  type ModerationText,
  photoRejectReasons,
  type RejectReason,
  textRejectReasons,
} from '#shared/api/staff-moderation.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useStaffMe } from '../../features/staff/api/me.js'
import { useModerationDecision } from '../../features/staff/api/moderationDecision.js'
import {
  type ModerationKind,
  moderationQueueQuery,
  useModerationQueue,
} from '../../features/staff/api/moderationQueue.js'
import { DecisionBar } from '../../features/staff/components/moderation/DecisionBar.js'
import { PhotoReview } from '../../features/staff/components/moderation/PhotoReview.js'
import { TextReview } from '../../features/staff/components/moderation/TextReview.js'
import { useToast } from '../../features/staff/components/StaffToasts.js'
import { staffHandle } from '../../features/staff/routeData.js'

/** The reasons that fit what is shown: "not a username" only for a username. */
function reasonsFor(item: ModerationPhoto | ModerationText | undefined): readonly RejectReason[] {
  if (!item || 'url' in item) return photoRejectReasons
  return item.field === 'name'
    ? textRejectReasons
    : textRejectReasons.filter((reason) => reason !== 'not_a_name')
}

export const adminModerationHandle = staffHandle('admin-moderation', 'moderation.title')

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))

interface DecisionKeys {
  approve: () => void
  reject: (index: number) => void
  move: (by: number) => void
}

/** A, 1–9, J and K (or the arrows) decide and move, unless the moderator is typing or holds a modifier. */
function useDecisionKeys(keys: RefObject<DecisionKeys>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return
      const key = event.key.toLowerCase()
      if (key === 'a') keys.current.approve()
      else if (/^[1-9]$/.test(key)) keys.current.reject(Number(key) - 1)
      else if (key === 'j' || key === 'arrowright') keys.current.move(1)
      else if (key === 'k' || key === 'arrowleft') keys.current.move(-1)
      else return
      event.preventDefault()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [keys])
}

/**
 * /admin/moderation: the site's members' photos and changed texts waiting for a check, one at a time and
 * large, decided with one key (docs/product.md Moderation). A decided item leaves the list at once and
 * the next one takes its place.
 */
export function AdminModerationPage() {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const toast = useToast()
  const queryClient = useQueryClient()
  const sites = useStaffMe().data?.staff.sites ?? []
  const [params, setParams] = useSearchParams()
  const kind: ModerationKind = params.get('kind') === 'texts' ? 'texts' : 'photos'
  const site = Number(params.get('site')) || sites[0]?.id || 0
  const queue = useModerationQueue(site, kind)
  const decision = useModerationDecision()
  const [index, setIndex] = useState(0)

  const items = kind === 'photos' ? (queue.data?.photos ?? []) : (queue.data?.texts ?? [])
  const position = Math.min(index, Math.max(items.length - 1, 0))
  const current = items[position]
  const reasons = reasonsFor(current)

  const choose = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params)
    for (const [name, value] of Object.entries(changes)) next.set(name, value)
    setParams(next, { replace: true })
    setIndex(0)
  }

  const decide = useCallback(
    (verdict: { decision: 'approve' } | { decision: 'reject'; reason: RejectReason }) => {
      if (!current || decision.isPending) return
      const id = current.id
      decision.mutate(
        { kind: kind === 'photos' ? 'photo' : 'text', id, ...verdict },
        {
          onSuccess: (answer) => {
            queryClient.setQueryData(
              moderationQueueQuery(site, kind).queryKey,
              (before: ModerationQueueResponse | undefined) =>
                before && {
                  ...before,
                  waiting: answer.waiting,
                  photos: before.photos.filter((photo) => kind !== 'photos' || photo.id !== id),
                  texts: before.texts.filter((text) => kind !== 'texts' || text.id !== id),
                },
            )
            toast(t(verdict.decision === 'approve' ? 'moderation.approved' : 'moderation.refused'))
          },
          onError: (error) => toast(errorText(error, tMain), 'danger'),
        },
      )
    },
    [current, decision, kind, queryClient, site, t, tMain, toast],
  )

  const move = (by: number) => setIndex(Math.min(Math.max(position + by, 0), Math.max(items.length - 1, 0)))
  // The keys act on what shows now: the handlers are renewed at every render.
  const keys = useRef<DecisionKeys>({ approve: () => {}, reject: () => {}, move })
  keys.current = {
    approve: () => decide({ decision: 'approve' }),
    reject: (at) => {
      const reason = reasons[at]
      if (reason) decide({ decision: 'reject', reason })
    },
    move,
  }
  useDecisionKeys(keys)

  const waiting = queue.data?.waiting
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
        <h1 className="h4 mb-0">{t('moderation.title')}</h1>
        {sites.length > 1 && (
          <Form.Group controlId="moderation-site" className="d-flex align-items-center gap-2">
            <Form.Label className="mb-0 small">{t('moderation.site')}</Form.Label>
            <Form.Select size="sm" value={site} onChange={(event) => choose({ site: event.target.value })}>
              {sites.map((one) => (
                <option key={one.id} value={one.id}>
                  {one.name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        )}
      </div>
      <Nav variant="tabs" className="mb-2" as="ul">
        {(['photos', 'texts'] as const).map((tab) => (
          <Nav.Item as="li" key={tab}>
            <Nav.Link as="button" type="button" active={kind === tab} onClick={() => choose({ kind: tab })}>
              {t(`moderation.tabs.${tab}`)}
              {waiting && (
                <span className="ms-1 small">({t('moderation.waiting_count', { count: waiting[tab] })})</span>
              )}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      {queue.data && (
        <p className="small text-body-secondary mb-2">{t(`moderation.mode_${queue.data.mode}`)}</p>
      )}
      {queue.isPending && site > 0 ? (
        <LoadingSpinner />
      ) : queue.isError ? (
        <p className="text-danger">{errorText(queue.error, tMain)}</p>
      ) : !current ? (
        <p className="text-body-secondary">
          {t(kind === 'photos' ? 'moderation.empty_photos' : 'moderation.empty_texts')}
        </p>
      ) : (
        <Card as="section" aria-label={t(`moderation.tabs.${kind}`)}>
          <Card.Header className="d-flex flex-wrap gap-2 align-items-center justify-content-between bg-body">
            <span className="small" aria-live="polite">
              {t('moderation.position', { index: position + 1, count: items.length })}
            </span>
            <span className="d-flex gap-1">
              <Button
                size="sm"
                variant="outline-secondary"
                disabled={position === 0}
                onClick={() => move(-1)}
              >
                {t('moderation.previous')} <kbd>K</kbd>
              </Button>
              <Button
                size="sm"
                variant="outline-secondary"
                disabled={position >= items.length - 1}
                onClick={() => move(1)}
              >
                {t('moderation.next')} <kbd>J</kbd>
              </Button>
            </span>
          </Card.Header>
          <Card.Body>
            {'url' in current ? <PhotoReview photo={current} /> : <TextReview text={current} />}
          </Card.Body>
          <Card.Footer className="bg-body">
            <DecisionBar
              reasons={reasons}
              busy={decision.isPending}
              onApprove={() => decide({ decision: 'approve' })}
              onReject={(reason) => decide({ decision: 'reject', reason })}
            />
            <p className="small text-body-secondary mt-2 mb-0">{t('moderation.shortcuts')}</p>
          </Card.Footer>
        </Card>
      )}
    </>
  )
}
