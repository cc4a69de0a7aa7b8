import { describe, expect, it } from 'vitest'
import { medianSeconds, type StatMessage, tallyAnswers } from './stats.js'

const day = Date.UTC(2026, 10, 20)
const minute = 60_000
const member = 10
const fiona = 20
const olga = 1
const otto = 2

function message(id: number, sender: number, at: number, extra: Partial<StatMessage> = {}): StatMessage {
  return { id, conversation_id: 100, sender_id: sender, answered_by: null, cost: 0, created_at: at, ...extra }
}

describe('operator statistics', () => {
  it('counts answers, the member’s wait, replies and the credits they cost, per operator and profile', () => {
    const messages = [
      message(1, member, day + 10 * minute, { cost: 5 }),
      message(2, member, day + 12 * minute, { cost: 5 }),
      message(3, fiona, day + 20 * minute, { answered_by: olga }),
      message(4, member, day + 25 * minute, { cost: 5 }),
      message(5, member, day + 26 * minute, { cost: 15 }),
      message(6, fiona, day + 30 * minute, { answered_by: otto }),
      message(7, fiona, day + 31 * minute, { answered_by: otto }),
      { ...message(8, member, day + 40 * minute, { cost: 5 }), conversation_id: 101 },
      { ...message(9, fiona, day + 44 * minute, { answered_by: olga }), conversation_id: 101 },
    ]
    const { byOperator, byProfile } = tallyAnswers(messages, { from: day, to: day + 24 * 60 * minute }, null)
    const olgaDay = byOperator.get(`${olga}|2026-11-20`)
    expect(olgaDay?.messages).toBe(2)
    expect([...(olgaDay?.conversations ?? [])]).toEqual([100, 101])
    // Waiting from the first unanswered message: 10 minutes, and 4.
    expect(olgaDay?.answerTimes).toEqual([10 * minute, 4 * minute])
    expect([olgaDay?.replies, olgaDay?.credits]).toEqual([1, 20])
    const ottoDay = byOperator.get(`${otto}|2026-11-20`)
    // The second answer in a row had nobody waiting.
    expect([ottoDay?.messages, ottoDay?.answerTimes, ottoDay?.replies]).toEqual([2, [5 * minute], 0])
    expect(byProfile.get(`${fiona}|2026-11-20`)?.messages).toBe(4)

    const onlyOtto = tallyAnswers(messages, { from: day, to: day + 24 * 60 * minute }, otto)
    expect([...onlyOtto.byOperator.keys()]).toEqual([`${otto}|2026-11-20`])
  })

  it('leaves out answers outside the period', () => {
    const messages = [message(1, member, day - minute), message(2, fiona, day - 1, { answered_by: olga })]
    expect(tallyAnswers(messages, { from: day, to: day + minute }, null).byOperator.size).toBe(0)
  })

  it('takes the median in seconds', () => {
    expect(medianSeconds([])).toBeNull()
    expect(medianSeconds([3000, 1000, 2000])).toBe(2)
    expect(medianSeconds([1000, 2000, 4000, 9000])).toBe(3)
  })
})
