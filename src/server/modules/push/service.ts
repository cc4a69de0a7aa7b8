import type { TFunction } from 'i18next'
import type { PushSender, VapidDetails } from '#server/adapters/push.js'
import type { Database } from '#server/db/database.js'
import { translatorFor } from '#server/i18n.js'
import type { DomainEvent } from '#server/realtime/events.js'
import type { PushPayload, PushSubscriptionInput } from '#shared/api/push.js'
import { isLocale } from '#shared/i18n/languages.js'
import type { CurrentUser } from '../auth/current-user.js'
import { notificationWanted } from '../notifications/preferences.js'
import { profileName } from '../profile/queries.js'
import type { SiteService } from '../sites/service.js'
import {
  deleteOwnSubscription,
  deleteSubscription,
  findRecipient,
  isFirstMessage,
  markSubscriptionUsed,
  type PushRecipient,
  setSessionHidden,
  subscriptionsOf,
  trimSubscriptions,
  upsertSubscription,
} from './queries.js'
import { loadVapidKeys, type VapidKeys } from './vapid.js'

interface Logger {
  warn(object: object, message: string): void
  error(object: object, message: string): void
}

/** The notification types a push can belong to (docs/product.md §3 Notification types). */
type PushType = 'new_conversations' | 'new_messages' | 'like'

interface Notice {
  type: PushType
  compose(t: TFunction, senderName: string): Omit<PushPayload, 'openUrl'>
}

// A message waits this long at the push service for a device that is offline; later it is stale.
const ttlSeconds = 24 * 60 * 60
// Accounts in these states get nothing (the same list that ends their sessions).
const closedStatuses = new Set(['deleted', 'disabled', 'erased'])
// Browsers a member gets pushes on; subscribing one more drops the one subscribed longest ago.
const subscriptionsPerMember = 10
// A click on a push for a member who is logged out on that device goes to the login.
const openUrl = '/login'

/**
 * Web push (docs/product.md §7 Push): keeps members' subscriptions and sends a push for a new message or
 * like, in the recipient's language and only as their notification settings allow. Runs once per event, in
 * the process that published it (EventPublisher.onPublish).
 */
export class PushService {
  private keys?: Promise<VapidKeys>

  constructor(
    private readonly db: Database,
    private readonly sender: PushSender,
    private readonly sites: SiteService,
    private readonly log: Logger,
  ) {}

  /** Loaded once per process; a failed load (database down) is tried again on the next call. */
  vapidKeys(): Promise<VapidKeys> {
    if (!this.keys) {
      this.keys = loadVapidKeys(this.db).catch((error: unknown) => {
        this.keys = undefined
        throw error
      })
    }
    return this.keys
  }

  /** For the site settings: without keys the site offers no push, and the settings still answer. */
  async publicKey(): Promise<string | null> {
    try {
      return (await this.vapidKeys()).publicKey
    } catch (error) {
      this.log.error({ err: error }, 'VAPID keys could not be loaded')
      return null
    }
  }

  async subscribe(user: CurrentUser, subscription: PushSubscriptionInput): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await upsertSubscription(trx, user.id, subscription, Date.now())
      await trimSubscriptions(trx, user.id, subscriptionsPerMember)
    })
  }

  async unsubscribe(user: CurrentUser, endpoint: string): Promise<boolean> {
    return (await deleteOwnSubscription(this.db, user.id, endpoint)) > 0
  }

  async pageHidden(user: CurrentUser): Promise<void> {
    await setSessionHidden(this.db, user.sessionId, Date.now())
  }

  async handle(event: DomainEvent): Promise<void> {
    if (event.type === 'message.sent') {
      const { conversationId, messageId } = event
      await this.notify(event.recipientId, event.senderId, async () =>
        messageNotice(conversationId, await isFirstMessage(this.db, conversationId, messageId)),
      )
    }
    if (event.type === 'like.created') {
      const { likerId, match } = event
      await this.notify(event.likedId, likerId, () => likeNotice(likerId, match))
    }
  }

  /**
   * The member's subscriptions are read first: most members never allowed push, and for them that one query
   * is all an event costs (a chat message is every member's most frequent event). What the notice says, which
   * may take a query of its own, is worked out only for members who could get it.
   */
  private async notify(
    recipientId: number,
    senderId: number,
    noticeOf: () => Notice | Promise<Notice>,
  ): Promise<void> {
    const subscriptions = await subscriptionsOf(this.db, recipientId)
    if (subscriptions.length === 0) return
    const recipient = await findRecipient(this.db, recipientId)
    if (!recipient) return
    const notice = await noticeOf()
    if (!(await this.wantsPush(recipient, notice.type))) return
    const t = translatorFor(isLocale(recipient.language) ? recipient.language : 'en')
    const payload: PushPayload = {
      ...notice.compose(t, (await profileName(this.db, senderId)) ?? t('push.someone')),
      openUrl,
    }
    const vapid = await this.vapidFor(recipient)
    const body = JSON.stringify(payload)
    await Promise.all(
      subscriptions.map(async (subscription) => {
        const result = await this.sender.send(subscription, body, vapid, { ttlSeconds, topic: payload.tag })
        if (result.ok) return markSubscriptionUsed(this.db, subscription.id, Date.now())
        // The push service says this subscription is gone for good (404, 410): never send to it again.
        if (result.gone) return deleteSubscription(this.db, subscription.id)
        this.log.warn(
          { subscriptionId: subscription.id, status: result.status, reason: result.reason },
          'push not delivered',
        )
      }),
    )
  }

  /** Fictional profiles are answered by staff and get no push; closed accounts get nothing at all. */
  private async wantsPush(recipient: PushRecipient, type: PushType): Promise<boolean> {
    if (recipient.fictional || closedStatuses.has(recipient.status)) return false
    return notificationWanted(this.db, recipient.id, type, 'push')
  }

  /** The push service may contact the site's support address about its pushes (RFC 8292 subject). */
  private async vapidFor(recipient: PushRecipient): Promise<VapidDetails> {
    const keys = await this.vapidKeys()
    const site = await this.sites.findByHost(recipient.domain)
    const email = site?.settings.support_email ?? site?.company.support_email ?? `support@${recipient.domain}`
    return { subject: `mailto:${email}`, ...keys }
  }
}

function messageNotice(conversationId: number, first: boolean): Notice {
  const key = first ? 'push.new_conversation' : 'push.new_message'
  return {
    type: first ? 'new_conversations' : 'new_messages',
    compose: (t, name) => ({
      title: t(`${key}.title`, { name }),
      body: t(`${key}.body`, { name }),
      checkUrl: `/chats/${conversationId}`,
      tag: `chat-${conversationId}`,
    }),
  }
}

function likeNotice(likerId: number, match: boolean): Notice {
  const key = match ? 'push.match' : 'push.like'
  return {
    type: 'like',
    compose: (t, name) => ({
      title: t(`${key}.title`, { name }),
      body: t(`${key}.body`, { name }),
      checkUrl: `/members/${likerId}`,
      tag: `like-${likerId}`,
    }),
  }
}
