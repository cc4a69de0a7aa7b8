import { describe, expect, it } from 'vitest'
import { creditsBadgeColour } from './creditsBadge.js'

describe('the credits badge', () => {
  it('shows at 10 or fewer: warning above 0, danger at 0', () => {
    expect(creditsBadgeColour(11, 10)).toBeNull()
    expect(creditsBadgeColour(10, 10)).toBe('warning')
    expect(creditsBadgeColour(1, 10)).toBe('warning')
    expect(creditsBadgeColour(0, 10)).toBe('danger')
  })
})
