import { useCallback, useEffect, useRef, useState } from 'react'
import { Button, Col, Form, Row } from 'react-bootstrap'
import { Link } from 'react-router'
import type { StaffInboxEntry } from '#shared/api/staff-console.js'
import { localeNames, locales } from '#shared/i18n/languages.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useClaim, useRelease, useStaffInbox } from '../../features/staff/api/console.js'
import { useStaffMe } from '../../features/staff/api/me.js'
import { ConsoleConversation } from '../../features/staff/components/console/ConsoleConversation.js'
import { ConsoleQueue } from '../../features/staff/components/console/ConsoleQueue.js'
import { useToast } from '../../features/staff/components/StaffToasts.js'
import { staffHandle } from '../../features/staff/routeData.js'
import { useConsoleSocket } from '../../realtime/useConsoleSocket.js'

export const adminConsoleHandle = staffHandle('admin-console', 'console.title')

/** A clock for waiting times and the lease, ticking once a second. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return now
}

/** Typing renews the claim at most once a minute. */
const renewEveryMs = 60_000

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  )
}

/**
 * /admin/console: the operators' queue, live, and the conversation they hold (docs/product.md, Staff). Keys:
 * N takes the oldest free conversation, Esc gives the open one back, Ctrl+Enter sends.
 */
export function AdminConsolePage() {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const toast = useToast()
  const sites = useStaffMe().data?.staff.sites ?? []
  const [site, setSite] = useState<number | undefined>()
  const [language, setLanguage] = useState('')
  const [openId, setOpenId] = useState<number | null>(null)
  const queue = useStaffInbox({ site, language: language || undefined })
  const claim = useClaim()
  const release = useRelease()
  const now = useNow()
  const renewedAt = useRef(0)
  useConsoleSocket(openId)

  const entries = queue.data?.conversations ?? []
  const take = useCallback(
    (conversation: number) => {
      claim.mutate(conversation, {
        onSuccess: () => {
          renewedAt.current = Date.now()
          setOpenId(conversation)
        },
        onError: (error) => toast(errorText(error, tMain), 'danger'),
      })
    },
    [claim, toast, tMain],
  )
  const open = (entry: StaffInboxEntry) => take(entry.conversation_id)
  const next = useCallback(() => {
    const free = entries.find((entry) => entry.claim === null || entry.claim.mine)
    if (free) take(free.conversation_id)
  }, [entries, take])
  const giveBack = useCallback(() => {
    if (openId === null) return
    release.mutate(openId)
    setOpenId(null)
  }, [openId, release])
  const renew = () => {
    if (openId === null || Date.now() - renewedAt.current < renewEveryMs) return
    renewedAt.current = Date.now()
    claim.mutate(openId)
  }

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && openId !== null) giveBack()
      else if (event.key.toLowerCase() === 'n' && !isTyping(event.target) && !event.ctrlKey && !event.metaKey)
        next()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [openId, giveBack, next])

  const held = queue.data?.held ?? 0
  return (
    <>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
        <h1 className="h4 mb-0">{t('console.title')}</h1>
        <Link to="/admin/console/stats" className="small">
          {t('console.stats.link')}
        </Link>
        <Link to="/admin/console/first-contacts" className="small me-auto">
          {t('console.first_contacts.link')}
        </Link>
        {sites.length > 1 && (
          <Form.Group controlId="console-site">
            <Form.Label className="small mb-0">{t('console.site')}</Form.Label>
            <Form.Select
              size="sm"
              value={site ?? ''}
              onChange={(event) => setSite(event.target.value ? Number(event.target.value) : undefined)}
            >
              <option value="">{t('console.all_sites')}</option>
              {sites.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        )}
        <Form.Group controlId="console-language">
          <Form.Label className="small mb-0">{t('console.language')}</Form.Label>
          <Form.Select size="sm" value={language} onChange={(event) => setLanguage(event.target.value)}>
            <option value="">{t('console.all_languages')}</option>
            {locales.map((locale) => (
              <option key={locale} value={locale}>
                {localeNames[locale]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Button size="sm" onClick={next} disabled={claim.isPending || entries.length === 0}>
          {t('console.take_next')}
        </Button>
      </div>
      <p className="small text-body-secondary mb-2">
        {(queue.data?.total ?? 0) > 1000
          ? t('console.waiting_more', { count: 1000 })
          : t('console.waiting_count', { count: queue.data?.total ?? 0 })}{' '}
        · {t('console.held', { held, max: queue.data?.max_held ?? 2 })} · {t('console.keys')}
      </p>
      <Row className="g-3">
        <Col xs={12} lg={openId === null ? 5 : 3} className={openId === null ? '' : 'd-none d-lg-block'}>
          <div className="border rounded bg-body">
            {queue.error ? (
              <p className="text-danger small p-3 mb-0">{errorText(queue.error, tMain)}</p>
            ) : (
              <ConsoleQueue
                entries={entries}
                answered={queue.data?.held_answered ?? []}
                openId={openId}
                now={now}
                pending={claim.isPending}
                onOpen={open}
              />
            )}
          </div>
        </Col>
        <Col xs={12} lg={openId === null ? 7 : 9} className={openId === null ? 'd-none d-lg-block' : ''}>
          {openId === null ? (
            <p className="text-body-secondary border rounded p-3 mb-0">{t('console.pick')}</p>
          ) : (
            <ConsoleConversation
              key={openId}
              id={openId}
              now={now}
              onRenew={renew}
              onRelease={giveBack}
              onClaimAgain={() => take(openId)}
              onBack={() => setOpenId(null)}
            />
          )}
        </Col>
      </Row>
    </>
  )
}
