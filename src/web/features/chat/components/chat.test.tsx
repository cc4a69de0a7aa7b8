import { describe, expect, it } from 'vitest'
import type { ChatMessage, ChatResponse } from '#shared/api/chat.js'
import { useForm } from '#web/lib/useForm.js'
import { renderHtml } from '#web/testing/renderHtml.js'
import { chatResponse } from '../testing/chatResponse.js'
import { ChatComposer } from './ChatComposer.js'
import { MessageBubble } from './MessageBubble.js'

const settings = { name: 'Amora', message_length: 500 }

function message(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 1,
    conversation_id: 4,
    sender_id: 1,
    kind: 'text',
    text: 'Hello <b>there</b>',
    gift: null,
    photo: null,
    created_at: '2026-11-23T12:00:00.000Z',
    read: false,
    ...overrides,
  }
}

const chat = chatResponse

const noop = () => {}

/** The composer with its form, as the conversation holds it. */
function Composer({ data, text }: { data: ChatResponse; text: string }) {
  const form = useForm({ text })
  return (
    <ChatComposer
      chat={data}
      form={form}
      onSend={noop}
      onGifts={noop}
      onPhoto={noop}
      sending={false}
      uploading={false}
      error={null}
      onDismissError={noop}
    />
  )
}

function composer(data: ChatResponse, text = '', locale: 'en' | 'de' = 'en'): string {
  return renderHtml(<Composer data={data} text={text} />, { settings, locale })
}

describe('chat components', () => {
  it('shows one tick for a sent message of mine, two once read, none on theirs; text stays text', () => {
    const bubble = (m: ChatMessage, own: boolean) =>
      renderHtml(<MessageBubble message={m} own={own} name="Anna" onPhoto={noop} showTime={false} />)
    const sent = bubble(message(), true)
    expect(sent).toContain('>✓<')
    expect(sent).toContain('Sent')
    expect(sent).toContain('Hello &lt;b&gt;there&lt;/b&gt;')
    const read = bubble(message({ read: true }), true)
    expect(read).toContain('>✓✓<')
    expect(read).toContain('Read')
    expect(bubble(message({ sender_id: 7 }), false)).not.toContain('✓')
  })

  it('shows a gift with its picture and a photo as a button that opens it', () => {
    const gift = renderHtml(
      <MessageBubble
        message={message({
          kind: 'gift',
          text: null,
          gift: { id: 1, slug: 'rose', name: 'Rose', image_url: '/gifts/rose.svg' },
        })}
        own={false}
        name="Anna"
        onPhoto={noop}
        showTime={false}
      />,
    )
    expect(gift).toContain('src="/gifts/rose.svg"')
    expect(gift).toContain('A gift for you: Rose')
    const photo = renderHtml(
      <MessageBubble
        message={message({
          kind: 'photo',
          text: null,
          photo: { url: '/p.webp', thumb_url: '/t.webp', width: 4, height: 3 },
        })}
        own
        name="Anna"
        onPhoto={noop}
        showTime={false}
      />,
    )
    expect(photo).toContain('aria-label="Open the photo"')
    expect(photo).toContain('src="/t.webp"')
  })

  it('prices the send button, shows the balance and the minimum cost as money of the language', () => {
    const html = composer(chat())
    expect(html).toContain('aria-label="Send for 5 credits"')
    expect(html).toContain('You have 20 credits')
    expect(html).toContain('Messages from €0.35')
    expect(html).toContain('maxLength="500"')
    expect(html).not.toContain('/ 500')
    const german = composer(chat(), '', 'de')
    expect(german).toContain('Nachrichten ab 0,35\u00a0€')
  })

  it('counts characters near the limit', () => {
    expect(composer(chat(), 'x'.repeat(400))).toContain('400 / 500')
  })

  it('says why writing is not possible instead of the box', () => {
    const html = composer(chat({ can_write: false, cannot_write_reason: 'member_invisible' }))
    expect(html).not.toContain('textarea')
    expect(html).toContain('This member is invisible')
  })
})
