import { describe, expect, it } from 'vitest'
import { showsBackButton } from './backButton.js'

describe('the back button of the installed app', () => {
  const shown = { standalone: true, hasAppHistory: true, routeName: 'members-id' }

  it.each(['members-id', 'likes-type', 'likes-m-id', 'credits', 'credits-id-paymentmethod'])(
    'shows on %s after an in-app navigation',
    (routeName) => {
      expect(showsBackButton({ ...shown, routeName })).toBe(true)
    },
  )

  it('never shows in a browser tab', () => {
    expect(showsBackButton({ ...shown, standalone: false })).toBe(false)
  })

  it('does not show on the first page of the app', () => {
    expect(showsBackButton({ ...shown, hasAppHistory: false })).toBe(false)
  })

  it.each(['members', 'chats', 'likes', undefined])('does not show on %s', (routeName) => {
    expect(showsBackButton({ ...shown, routeName })).toBe(false)
  })
})
