import { describe, expect, it } from 'vitest'
import type { LikesResponse } from '#shared/api/likes.js'
import type { MemberCard } from '#shared/api/members.js'
import { memberCard } from '#web/testing/renderHtml.js'
import { entriesOfType, likeEntries, likeStateOf, likeStateWith } from './likes.js'

const card = (id: number, name: string): MemberCard =>
  memberCard({ id, name, age: 30, city: null, online: false })

const likes: LikesResponse = {
  profiles: [card(1, 'Ann'), card(2, 'Ben'), card(3, 'Cas'), card(4, 'Dee')],
  liked_by: [
    { id: 1, like_new: true },
    { id: 3, like_new: false },
  ],
  liked: [2, 3],
}

describe('the likes lists', () => {
  it('tell received, sent and matches apart and mark new likes', () => {
    const entries = likeEntries(likes)
    expect(entries.map((entry) => [entry.member.name, entry.state, entry.isNew])).toEqual([
      ['Ann', 'received', true],
      ['Ben', 'liked', false],
      ['Cas', 'match', false],
    ])
    expect(entriesOfType(entries, 'received').map((entry) => entry.member.id)).toEqual([1])
    expect(entriesOfType(entries, 'sent').map((entry) => entry.member.id)).toEqual([2])
    expect(entriesOfType(entries, 'matches').map((entry) => entry.member.id)).toEqual([3])
  })

  it('leave out a profile neither side liked', () => {
    expect(likeEntries(likes).some((entry) => entry.member.id === 4)).toBe(false)
  })

  it('give the state with one member from either side', () => {
    expect(likeStateOf(false, false)).toBe('none')
    expect(likeStateOf(true, false)).toBe('received')
    expect(likeStateOf(false, true)).toBe('liked')
    expect(likeStateOf(true, true)).toBe('match')
    expect(likeStateWith(likes, 3)).toBe('match')
    expect(likeStateWith(likes, 4)).toBe('none')
    expect(likeStateWith(undefined, 1)).toBe('none')
  })
})
