import { describe, expect, it } from 'vitest'
import { type PhotoOptions, photoSvg } from './photos.js'

/** What makes the person: the head's size, the skin and the hair, as the SVG draws them. */
function personOf(svg: string) {
  return {
    head: /<ellipse cx="[\d.]+" cy="[\d.]+" (rx="[\d.]+" ry="[\d.]+") fill="url\(#face\)"\/>/.exec(svg)?.[1],
    skin: /<stop offset="0.6" stop-color="(#[0-9a-f]{6})"\/>/.exec(svg)?.[1],
    hair: /<stop offset="0.5" stop-color="(#[0-9a-f]{6})"\/>/.exec(svg)?.[1],
  }
}

describe('generated photos', () => {
  const looks: Omit<PhotoOptions, 'scene'>[] = [
    { seed: 1, gender: 'female', hairColor: 'red' },
    { seed: 2, gender: 'male', hairColor: 'black' },
    { seed: 3, gender: 'female', hairColor: 'grey' },
  ]

  it('draws one person in each of their scenes, each scene a photo of its own', () => {
    for (const look of looks) {
      const scenes = [0, 1, 2, 3].map((scene) => photoSvg({ ...look, scene }))
      const person = personOf(scenes[0] ?? '')
      expect(person.head).toBeDefined()
      expect(person.skin).toBeDefined()
      expect(person.hair).toBeDefined()
      for (const scene of scenes) expect(personOf(scene)).toEqual(person)
      expect(new Set(scenes).size).toBe(scenes.length)
    }
  })

  it('draws different people for different seeds', () => {
    const people = [11, 12, 13, 14, 15].map((seed) =>
      JSON.stringify(personOf(photoSvg({ seed, gender: 'male', hairColor: 'brown' }))),
    )
    expect(new Set(people).size).toBeGreaterThan(1)
  })

  it('draws the same picture for the same seed and scene', () => {
    expect(photoSvg({ seed: 7, scene: 2, gender: 'female', hairColor: 'blond' })).toBe(
      photoSvg({ seed: 7, scene: 2, gender: 'female', hairColor: 'blond' }),
    )
  })
})
