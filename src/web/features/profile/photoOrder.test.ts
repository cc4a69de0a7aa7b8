import { describe, expect, it } from 'vitest'
import { moveItem, moveOnto } from './photoOrder.js'

describe('photo order', () => {
  it('moves an item forward and back', () => {
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4])
    expect(moveItem([1, 2, 3, 4], 3, 1)).toEqual([1, 4, 2, 3])
  })

  it('leaves the list alone for moves past either end', () => {
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3])
    expect(moveItem([1, 2, 3], 2, 3)).toEqual([1, 2, 3])
  })

  it('puts a dropped photo in the place of the one it was dropped on', () => {
    expect(moveOnto([10, 20, 30], 30, 10)).toEqual([30, 10, 20])
    expect(moveOnto([10, 20, 30], 10, 30)).toEqual([20, 30, 10])
    expect(moveOnto([10, 20, 30], 10, 99)).toEqual([10, 20, 30])
  })
})
