import { randomBytes } from 'node:crypto'
import { copyFile, link, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { loadSharp } from '#server/adapters/sharp.js'
import { createLocalStorage, type PhotoStorage } from '#server/adapters/storage.js'
import type { Database } from '../database.js'
import { createRng, mixSeed, type Rng } from './random.js'

/**
 * Generated profile photos for demo and benchmark members: a stylised, faceless head-and-shoulders
 * figure on a soft background. Drawn as SVG and rendered by sharp, so nothing is ever downloaded
 * and no real person is ever shown.
 */

export const photoSize = { width: 800, height: 1000 } as const
export const thumbSize = { width: 240, height: 300 } as const

export type PhotoGender = 'male' | 'female'

export interface PhotoOptions {
  /** Who the photo shows: the same seed draws the same person. */
  seed: number
  /** Which of the person's photos (backdrop, framing, clothes); 0 when left out. */
  scene?: number
  gender: PhotoGender
  /** One of constants.hairColors; anything else is drawn as a dyed colour. */
  hairColor: string
}

export interface GeneratedPhoto {
  original: Buffer
  thumb: Buffer
  width: number
  height: number
}

export interface StoredPhoto {
  filename: string
  thumbFilename: string
  width: number
  height: number
}

// ---------------------------------------------------------------------------------------------
// Colours

type Rgb = [number, number, number]

function toRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

function toHex([r, g, b]: Rgb): string {
  const part = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0')
  return `#${part(r)}${part(g)}${part(b)}`
}

/** amount 0 gives a, 1 gives b. */
function mix(a: string, b: string, amount: number): string {
  const [ar, ag, ab] = toRgb(a)
  const [br, bg, bb] = toRgb(b)
  return toHex([ar + (br - ar) * amount, ag + (bg - ag) * amount, ab + (bb - ab) * amount])
}

const lighten = (color: string, amount: number) => mix(color, '#ffffff', amount)
const darken = (color: string, amount: number) => mix(color, '#000000', amount)

const hairPalettes: Record<string, readonly string[]> = {
  black: ['#1c1714', '#231d1a', '#15131a', '#2a211c'],
  brown: ['#4a2f1f', '#5c3a24', '#6b4a31', '#3f2a1e', '#7a5538'],
  blond: ['#d6b16a', '#e2c27e', '#c9a25a', '#e8d19a', '#b99255'],
  red: ['#a3441f', '#8e3a1c', '#b5562b', '#7a2f1a'],
  grey: ['#b4b0aa', '#c9c6c1', '#8f8b86', '#dcd9d4'],
  // Dyed hair: the "other" choice on a profile.
  other: ['#7a4f9e', '#c1577f', '#3f6ea6', '#2f7f78', '#e08a4f'],
}

const skinTones = [
  '#f7dcc9',
  '#f1c9ad',
  '#e8b896',
  '#dca37f',
  '#c98e68',
  '#b07652',
  '#946044',
  '#774a33',
  '#5c3926',
] as const

// Soft, warm-to-cool backdrops; [top, bottom, glow].
const backdrops = [
  ['#fde2d4', '#f4a9a0', '#fff4e8'],
  ['#e5dcf7', '#a9b8ec', '#f7f2ff'],
  ['#d7f2ea', '#7fc4b8', '#f2fffa'],
  ['#fff1cf', '#f2b36b', '#fffaf0'],
  ['#dbe9f7', '#8fb0d9', '#f5faff'],
  ['#f6dde8', '#c99ac0', '#fff3f8'],
  ['#e9efd9', '#a7bf8f', '#fbfff2'],
  ['#f1e6da', '#c4a890', '#fffaf4'],
  ['#dff3f7', '#86c3d2', '#f4feff'],
  ['#fbe0ea', '#e78fa4', '#fff5f8'],
  ['#e3e1f0', '#8d8bb4', '#f7f6ff'],
  ['#f5ead6', '#d9b98c', '#fffbf2'],
] as const

const clothing = [
  '#2f4a6d',
  '#6b2f3f',
  '#3d6b4f',
  '#e7e3da',
  '#1f2933',
  '#c0573d',
  '#4f5d95',
  '#8a6d3b',
  '#2c6f7a',
  '#7c3f7a',
  '#d8a23a',
  '#5b6770',
  '#a33b52',
  '#f2f0eb',
  '#354f3b',
  '#9b4a2a',
] as const

// ---------------------------------------------------------------------------------------------
// Drawing

interface Head {
  x: number
  y: number
  rx: number
  ry: number
}

interface Look {
  /** The photo's own draws: backdrop, framing, clothes. */
  rng: Rng
  /** The person's draws (face, hair details), made in the same order in each of their photos. */
  features: Rng
  gender: PhotoGender
  head: Head
  skin: string
  hair: string
  hairStyle: HairStyle
  /** How far long hair falls below the head's centre, in head heights. */
  hairLength: number
  lightFromLeft: boolean
}

const n = (value: number) => value.toFixed(1)

/** The photo as SVG, before it is rasterised. */
export function photoSvg(options: PhotoOptions): string {
  const person = createRng(mixSeed(options.seed, 0x9e3779b9))
  const rng = createRng(mixSeed(options.seed, options.scene ?? 0, 0x5ce9e))
  const { width, height } = photoSize
  const female = options.gender === 'female'
  const rx = female ? person.int(100, 110) : person.int(108, 120)
  const head: Head = {
    x: 400 + rng.int(-40, 40),
    y: 400 + rng.int(-25, 30),
    rx,
    ry: rx * (1.25 + person.next() * 0.08),
  }
  const look: Look = {
    rng,
    features: createRng(mixSeed(options.seed, 0xfea7)),
    gender: options.gender,
    head,
    skin: person.pick(skinTones),
    hair: hairColour(person, options.hairColor),
    hairStyle: hairStyle(person, options),
    hairLength: 1.6 + person.next() * 0.7,
    lightFromLeft: rng.chance(0.5),
  }
  const backdrop = rng.pick(backdrops)
  const rotate = `rotate(${n(rng.normal(0, 2.5))} ${head.x} ${n(head.y + head.ry)})`
  const parts = [
    defs(look, backdrop),
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    bokeh(rng),
    // Hair behind the neck and shoulders, then the body, then everything in front of it.
    `<g transform="${rotate}">${backHair(look)}</g>`,
    neck(look),
    torso(look),
    `<g transform="${rotate}">`,
    hairOverShoulders(look),
    ears(look),
    `<ellipse cx="${head.x}" cy="${head.y}" rx="${head.rx}" ry="${n(head.ry)}" fill="url(#face)"/>`,
    face(look),
    frontHair(look),
    '</g>',
    `<rect width="${width}" height="${height}" fill="url(#vignette)"/>`,
  ]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`
}

function hairColour(rng: Rng, name: string): string {
  const palette = hairPalettes[name] ?? hairPalettes.other ?? ['#4a2f1f']
  const base = rng.pick(palette)
  const shade = rng.next() * 0.16 - 0.08
  return shade >= 0 ? lighten(base, shade) : darken(base, -shade)
}

function defs(look: Look, [top, bottom, glow]: readonly [string, string, string]): string {
  const { skin, hair, lightFromLeft } = look
  const lightX = lightFromLeft ? '35%' : '65%'
  const glowX = lightFromLeft ? 0.25 : 0.75
  return `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="${n(look.rng.next() * 0.6)}" y2="1">
<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<radialGradient id="glow" cx="${glowX}" cy="0.15" r="0.7">
<stop offset="0" stop-color="${glow}" stop-opacity="0.9"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
<radialGradient id="bokeh"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/>
<stop offset="0.7" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<radialGradient id="face" cx="${lightX}" cy="38%" r="75%">
<stop offset="0" stop-color="${lighten(skin, 0.12)}"/><stop offset="0.6" stop-color="${skin}"/>
<stop offset="1" stop-color="${darken(skin, 0.14)}"/></radialGradient>
<linearGradient id="neck" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${darken(skin, 0.22)}"/><stop offset="0.45" stop-color="${darken(skin, 0.06)}"/>
<stop offset="1" stop-color="${skin}"/></linearGradient>
<linearGradient id="hair" x1="${lightFromLeft ? 0 : 1}" y1="0" x2="${lightFromLeft ? 1 : 0}" y2="1">
<stop offset="0" stop-color="${lighten(hair, 0.18)}"/><stop offset="0.5" stop-color="${hair}"/>
<stop offset="1" stop-color="${darken(hair, 0.2)}"/></linearGradient>
<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75">
<stop offset="0.65" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.22"/></radialGradient>
</defs>`
}

function bokeh(rng: Rng): string {
  const circles: string[] = []
  const count = rng.int(5, 13)
  for (let i = 0; i < count; i++) {
    const r = rng.int(18, 110)
    const x = rng.int(-40, 840)
    const y = rng.int(-40, 640)
    const opacity = 0.25 + rng.next() * 0.6
    circles.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="url(#bokeh)" opacity="${n(opacity)}"/>`)
  }
  return circles.join('')
}

function torso(look: Look): string {
  const { rng, head, gender } = look
  const cloth = rng.pick(clothing)
  const shoulderY = head.y + head.ry + rng.int(95, 125)
  const halfWidth = gender === 'male' ? rng.int(265, 305) : rng.int(215, 250)
  const neckHalf = gender === 'male' ? 62 : 52
  const x = head.x
  const neckline = rng.int(35, 110)
  const collarTop = shoulderY - 22
  // The neckline is part of the outline, so the neck shows through it.
  const open = rng.chance(0.5)
    ? `L ${x} ${collarTop + neckline}`
    : `Q ${x} ${collarTop + neckline * 1.1} ${x + neckHalf + 8} ${collarTop}`
  const body = `M ${x - halfWidth - 70} 1000
C ${x - halfWidth - 50} ${shoulderY + 50} ${x - halfWidth + 20} ${shoulderY - 8} ${x - neckHalf - 8} ${collarTop}
${open.startsWith('L') ? `${open} L ${x + neckHalf + 8} ${collarTop}` : open}
C ${x + halfWidth - 20} ${shoulderY - 8} ${x + halfWidth + 50} ${shoulderY + 50} ${x + halfWidth + 70} 1000 Z`
  const shade = darken(cloth, 0.18)
  const parts = [
    `<path d="${body.replace(/\n/g, ' ')}" fill="${cloth}"/>`,
    // A fold of shadow under each arm gives the flat shape some volume.
    `<path d="M ${x - halfWidth - 70} 1000 C ${x - halfWidth - 40} ${shoulderY + 120} ${x - halfWidth + 30} ${shoulderY + 60} ${x - halfWidth + 60} 1000 Z" fill="${shade}" opacity="0.55"/>`,
    `<path d="M ${x + halfWidth + 70} 1000 C ${x + halfWidth + 40} ${shoulderY + 120} ${x + halfWidth - 30} ${shoulderY + 60} ${x + halfWidth - 60} 1000 Z" fill="${shade}" opacity="0.55"/>`,
  ]
  if (gender === 'male' && rng.chance(0.35))
    parts.push(jacket(look, x, shoulderY, halfWidth, collarTop + neckline))
  if (gender === 'female' && rng.chance(0.35)) parts.push(necklace(look, x, collarTop, neckHalf))
  return parts.join('')
}

function jacket(look: Look, x: number, shoulderY: number, halfWidth: number, vBottom: number): string {
  const colour = look.rng.pick(['#22262e', '#3a3f4a', '#4b3a2e', '#2d3b55', '#5a5f66'])
  const lapel = vBottom + 120
  const side = (sign: 1 | -1) =>
    `<path d="M ${x + sign * (halfWidth + 70)} 1000 C ${x + sign * (halfWidth + 50)} ${shoulderY + 50} ${x + sign * (halfWidth - 20)} ${shoulderY - 8} ${x + sign * 70} ${shoulderY - 20} L ${x + sign * 20} ${lapel} L ${x + sign * 40} 1000 Z" fill="${colour}"/>`
  return side(-1) + side(1)
}

function necklace(look: Look, x: number, collarTop: number, neckHalf: number): string {
  const y = collarTop + look.rng.int(30, 60)
  const metal = look.rng.pick(['#e8c766', '#d9d9d9', '#f0d9a0'])
  return `<path d="M ${x - neckHalf} ${collarTop - 6} Q ${x} ${y + 18} ${x + neckHalf} ${collarTop - 6}" stroke="${metal}" stroke-width="3" fill="none"/><circle cx="${x}" cy="${y + 12}" r="7" fill="${metal}"/>`
}

function neck(look: Look): string {
  const { head, gender } = look
  const half = gender === 'male' ? 50 : 40
  const top = head.y + head.ry * 0.55
  return `<rect x="${head.x - half}" y="${n(top)}" width="${half * 2}" height="${n(head.ry * 2.2)}" rx="${half * 0.6}" fill="url(#neck)"/>`
}

function ears(look: Look): string {
  const { head, skin } = look
  const y = head.y + head.ry * 0.08
  const colour = darken(skin, 0.08)
  return [-1, 1]
    .map(
      (sign) =>
        `<ellipse cx="${n(head.x + sign * head.rx * 0.96)}" cy="${n(y)}" rx="17" ry="30" fill="${colour}"/>`,
    )
    .join('')
}

const eyeColours = ['#3b2417', '#4a3020', '#2f3d4f', '#3d5a3a', '#1f1a17'] as const

/**
 * A friendly face: eyes with a glint, brows in the hair's colour, a nose, a smile of varying width and
 * curve, a touch of colour on the cheeks, and now and then glasses. Coordinates follow the head.
 */
function face(look: Look): string {
  const { head: h, features: rng, skin, hair, gender } = look
  const eye = rng.pick(eyeColours)
  const spread = 0.36 + rng.next() * 0.06
  const eyeY = 0.04 + rng.next() * 0.05
  const eyeR = h.rx * (0.07 + rng.next() * 0.015)
  const brow = darken(hair, 0.15)
  const browLift = 0.15 + rng.next() * 0.05
  const smile = 0.24 + rng.next() * 0.16
  const curve = 0.05 + rng.next() * 0.08
  const mouthY = 0.44 + rng.next() * 0.05
  const lips = gender === 'female' ? mix(darken(skin, 0.35), '#b0413e', 0.45) : darken(skin, 0.42)
  const parts: string[] = []
  for (const sign of [-1, 1]) {
    const [ex, ey] = [h.x + sign * spread * h.rx, h.y + eyeY * h.ry]
    parts.push(
      `<ellipse cx="${n(ex)}" cy="${n(ey)}" rx="${n(eyeR)}" ry="${n(eyeR * 1.15)}" fill="${eye}"/>`,
      `<circle cx="${n(ex + eyeR * 0.35)}" cy="${n(ey - eyeR * 0.4)}" r="${n(eyeR * 0.3)}" fill="#fff" opacity="0.85"/>`,
      `<path d="M ${at(h, sign * (spread - 0.16), eyeY - browLift + 0.02)} Q ${at(h, sign * spread, eyeY - browLift - 0.04)} ${at(h, sign * (spread + 0.15), eyeY - browLift + 0.01)}" stroke="${brow}" stroke-width="${gender === 'female' ? 5 : 8}" stroke-linecap="round" fill="none"/>`,
      `<ellipse cx="${n(h.x + sign * 0.52 * h.rx)}" cy="${n(h.y + 0.3 * h.ry)}" rx="${n(h.rx * 0.16)}" ry="${n(h.rx * 0.09)}" fill="#ff6f61" opacity="0.16"/>`,
    )
  }
  parts.push(
    `<path d="M ${at(h, -0.04, 0.14)} Q ${at(h, -0.1, 0.3)} ${at(h, 0.02, 0.31)}" stroke="${darken(skin, 0.28)}" stroke-width="4" stroke-linecap="round" fill="none"/>`,
    `<path d="M ${at(h, -smile, mouthY)} Q ${at(h, 0, mouthY + curve * 2)} ${at(h, smile, mouthY)}" stroke="${lips}" stroke-width="${gender === 'female' ? 8 : 6}" stroke-linecap="round" fill="none"/>`,
  )
  if (rng.chance(0.15)) parts.push(glasses(h, spread, eyeY))
  return parts.join('')
}

function glasses(h: Head, spread: number, eyeY: number): string {
  const r = h.rx * 0.2
  const frame = 'stroke="#2a2a2a" stroke-width="5" fill="none"'
  const lens = (sign: number) =>
    `<circle cx="${n(h.x + sign * spread * h.rx)}" cy="${n(h.y + eyeY * h.ry)}" r="${n(r)}" ${frame}/>`
  const bridge = `<path d="M ${n(h.x - spread * h.rx + r)} ${n(h.y + eyeY * h.ry)} Q ${n(h.x)} ${n(h.y + eyeY * h.ry - r * 0.35)} ${n(h.x + spread * h.rx - r)} ${n(h.y + eyeY * h.ry)}" ${frame}/>`
  return lens(-1) + lens(1) + bridge
}

// ---------------------------------------------------------------------------------------------
// Hair. Coordinates are relative to the head so every style fits every head size.

function at(head: Head, fx: number, fy: number): string {
  return `${n(head.x + fx * head.rx)} ${n(head.y + fy * head.ry)}`
}

function hairPath(d: string, opacity = 1): string {
  return `<path d="${d}" fill="url(#hair)"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`
}

type HairStyle = 'long' | 'bob' | 'bun' | 'curly' | 'short' | 'quiff' | 'buzz' | 'bald' | 'longMale'

function hairStyle(rng: Rng, { gender, hairColor }: PhotoOptions): HairStyle {
  if (gender === 'female') {
    return rng.weighted<HairStyle>([
      ['long', 45],
      ['bob', 20],
      ['bun', 15],
      ['curly', 20],
    ])
  }
  return rng.weighted<HairStyle>([
    ['short', 40],
    ['quiff', 20],
    ['buzz', 15],
    ['curly', 12],
    ['bald', hairColor === 'grey' ? 25 : 2],
    ['longMale', 7],
  ])
}

function backHair(look: Look): string {
  const style = look.hairStyle
  const h = look.head
  switch (style) {
    case 'long':
      return hairPath(longHair(h, look.hairLength))
    case 'bob':
      return hairPath(
        `${dome(h, 1.12, 1.15, 0)}
C ${at(h, 1.18, 0.55)} ${at(h, 1.2, 0.85)} ${at(h, 1.05, 0.98)} L ${at(h, 0.75, 0.9)} L ${at(h, -0.75, 0.9)}
L ${at(h, -1.05, 0.98)} C ${at(h, -1.2, 0.85)} ${at(h, -1.18, 0.55)} ${at(h, -1.12, 0)} Z`,
      )
    case 'bun':
      return `<circle cx="${n(h.x + h.rx * 0.1)}" cy="${n(h.y - h.ry * 1.02)}" r="${n(h.rx * 0.46)}" fill="url(#hair)"/>`
    case 'curly':
      if (look.gender === 'male') return curls(look, 0.1, 1.22)
      return hairPath(longHair(h, look.hairLength - 0.4)) + curls(look, look.hairLength - 0.5, 1.22)
    case 'longMale':
      return hairPath(
        `${dome(h, 1.08, 1.12, 0)}
C ${at(h, 1.14, 0.5)} ${at(h, 1.2, 0.8)} ${at(h, 1.1, 0.95)} L ${at(h, -1.1, 0.95)}
C ${at(h, -1.2, 0.8)} ${at(h, -1.14, 0.5)} ${at(h, -1.08, 0)} Z`,
      )
    default:
      return ''
  }
}

function longHair(h: Head, length: number): string {
  return `${dome(h, 1.14, 1.16, 0)}
C ${at(h, 1.22, 0.9)} ${at(h, 1.5, length - 0.4)} ${at(h, 1.38, length)} Q ${at(h, 0, length + 0.15)} ${at(h, -1.38, length)}
C ${at(h, -1.5, length - 0.4)} ${at(h, -1.22, 0.9)} ${at(h, -1.14, 0)} Z`
}

/** Long hair falls in front of the shoulders on both sides of the neck. */
function hairOverShoulders(look: Look): string {
  if (look.hairStyle !== 'long') return ''
  const h = look.head
  const length = look.hairLength
  return [-1, 1]
    .map((s) =>
      hairPath(
        `M ${at(h, s * 1.14, 0)} C ${at(h, s * 1.22, 0.9)} ${at(h, s * 1.5, length - 0.4)} ${at(h, s * 1.38, length)}
Q ${at(h, s * 0.95, length + 0.14)} ${at(h, s * 0.58, length - 0.05)}
C ${at(h, s * 0.62, 1.0)} ${at(h, s * 0.8, 0.7)} ${at(h, s * 0.9, 0.2)} Z`,
      ),
    )
    .join('')
}

function curls(look: Look, bottom: number, spread: number): string {
  const { features: rng, head: h } = look
  const circles: string[] = []
  const r = h.rx * (0.26 + rng.next() * 0.06)
  // Walk the outline from one side over the crown to the other, putting a curl every step.
  for (let angle = -200; angle <= 20; angle += 14) {
    const rad = (angle * Math.PI) / 180
    const x = h.x + Math.cos(rad) * h.rx * spread * 0.9
    const y = h.y + Math.sin(rad) * h.ry * spread * 0.85
    circles.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * (0.85 + rng.next() * 0.35))}"/>`)
  }
  for (let fy = 0.1; fy <= bottom; fy += 0.22) {
    for (const side of [-1, 1]) {
      const x = h.x + side * h.rx * (1.0 + fy * 0.25 + rng.next() * 0.1)
      circles.push(`<circle cx="${n(x)}" cy="${n(h.y + fy * h.ry)}" r="${n(r * (0.9 + rng.next() * 0.3))}"/>`)
    }
  }
  return `<g fill="url(#hair)">${circles.join('')}</g>`
}

function frontHair(look: Look): string {
  const style = look.hairStyle
  const h = look.head
  const flip = look.features.chance(0.5) ? -1 : 1
  const parts: string[] = []
  switch (style) {
    case 'long':
    case 'bob':
    case 'bun':
      parts.push(look.features.chance(0.3) ? fringe(h) : sidePart(h, flip))
      break
    case 'curly':
      parts.push(hairPath(capPath(h, 1.1, -0.45)), curls(look, -0.1, 1.02))
      break
    case 'short':
      parts.push(hairPath(capPath(h, 1.1, -0.5)))
      break
    case 'quiff':
      parts.push(quiff(h, flip))
      break
    case 'buzz':
      parts.push(hairPath(capPath(h, 1.04, -0.58), 0.85))
      break
    case 'bald':
      parts.push(sideHair(h))
      break
    case 'longMale':
      parts.push(sidePart(h, flip))
      break
  }
  if (look.gender === 'male' && look.features.chance(0.3)) parts.push(beard(look))
  return parts.join('')
}

/** A cap over the crown; `top` is how far it rises above the head, `line` where the hairline sits. */
/** The top of the head from one side (y0) over the crown (top) to the other; mirrored when flip is -1. */
function dome(h: Head, a: number, top: number, y0: number, flip = 1): string {
  // 0.5523 makes two cubic curves follow a half ellipse closely.
  const k = 0.5523
  const side = y0 - k * (top + y0)
  return `M ${at(h, -a * flip, y0)} C ${at(h, -a * flip, side)} ${at(h, -k * a * flip, -top)} ${at(h, 0, -top)}
C ${at(h, k * a * flip, -top)} ${at(h, a * flip, side)} ${at(h, a * flip, y0)}`
}

function capPath(h: Head, top: number, line: number): string {
  return `${dome(h, 1.01, top, 0.05)}
C ${at(h, 0.95, line + 0.3)} ${at(h, 0.6, line + 0.05)} ${at(h, 0, line)}
C ${at(h, -0.6, line + 0.05)} ${at(h, -0.95, line + 0.3)} ${at(h, -1.01, 0.05)} Z`
}

function sidePart(h: Head, flip: number): string {
  return hairPath(
    `${dome(h, 1.03, 1.1, 0.2, flip)}
C ${at(h, 0.88 * flip, -0.35)} ${at(h, 0.15 * flip, -0.6)} ${at(h, -0.35 * flip, -0.5)}
C ${at(h, -0.72 * flip, -0.38)} ${at(h, -0.92 * flip, -0.1)} ${at(h, -1.03 * flip, 0.2)} Z`,
  )
}

function fringe(h: Head): string {
  return hairPath(
    `${dome(h, 1.04, 1.1, 0.2)}
C ${at(h, 0.95, -0.1)} ${at(h, 0.85, -0.28)} ${at(h, 0.6, -0.3)} L ${at(h, -0.6, -0.3)}
C ${at(h, -0.85, -0.28)} ${at(h, -0.95, -0.1)} ${at(h, -1.04, 0.2)} Z`,
  )
}

function quiff(h: Head, flip: number): string {
  const tuft = `<ellipse cx="${n(h.x + 0.25 * flip * h.rx)}" cy="${n(h.y - 0.84 * h.ry)}" rx="${n(0.7 * h.rx)}" ry="${n(0.22 * h.ry)}" transform="rotate(${-12 * flip} ${n(h.x)} ${n(h.y)})" fill="url(#hair)"/>`
  return hairPath(capPath(h, 1.1, -0.55)) + tuft
}

function sideHair(h: Head): string {
  return [-1, 1]
    .map((s) =>
      hairPath(
        `M ${at(h, s * 1.02, 0.15)} C ${at(h, s * 1.06, -0.3)} ${at(h, s * 0.9, -0.55)} ${at(h, s * 0.7, -0.6)}
C ${at(h, s * 0.8, -0.35)} ${at(h, s * 0.85, -0.1)} ${at(h, s * 0.86, 0.15)} Z`,
        0.9,
      ),
    )
    .join('')
}

function beard(look: Look): string {
  const h = look.head
  const full = look.features.chance(0.5)
  const chin = full ? 1.1 : 1.03
  return hairPath(
    `M ${at(h, -0.99, 0.05)} C ${at(h, -0.98, chin - 0.1)} ${at(h, -0.4, chin)} ${at(h, 0, chin)}
C ${at(h, 0.4, chin)} ${at(h, 0.98, chin - 0.1)} ${at(h, 0.99, 0.05)}
C ${at(h, 0.82, 0.5)} ${at(h, 0.45, 0.62)} ${at(h, 0, 0.64)}
C ${at(h, -0.45, 0.62)} ${at(h, -0.82, 0.5)} ${at(h, -0.99, 0.05)} Z`,
    full ? 0.92 : 0.6,
  )
}

// ---------------------------------------------------------------------------------------------
// Rendering and storage

/** Renders one photo and its thumbnail; the same options always give the same picture. */
export async function generatePhoto(options: PhotoOptions): Promise<GeneratedPhoto> {
  const svg = Buffer.from(photoSvg(options))
  const sharp = await loadSharp()
  // Rasterise once and encode twice, instead of rendering the SVG for each size.
  const { data, info } = await sharp(svg).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } }
  const [original, thumb] = await Promise.all([
    sharp(data, raw).webp({ quality: 82 }).toBuffer(),
    sharp(data, raw).resize(thumbSize.width, thumbSize.height).webp({ quality: 80 }).toBuffer(),
  ])
  return { original, thumb, width: info.width, height: info.height }
}

export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads')
}

/** 128 random bits, so that a photo's address cannot be guessed from another one. */
export function randomPhotoNames(): { filename: string; thumbFilename: string } {
  const base = randomBytes(16).toString('hex')
  return { filename: `${base}.webp`, thumbFilename: `${base}-thumb.webp` }
}

/**
 * Where seeded photos go: the app's PhotoStorage when it keeps them in an object store; absent, straight
 * into <dataDir>/uploads, where pool photos are hard links (a 100,000-member seed writes no photo bytes).
 */
export type SeedPhotoStorage = PhotoStorage | undefined

/** Writes a photo and its thumbnail with fresh random names, to the storage or under <dataDir>/uploads. */
export async function savePhoto(
  dataDir: string,
  photo: GeneratedPhoto,
  storage?: SeedPhotoStorage,
): Promise<StoredPhoto> {
  const names = randomPhotoNames()
  const target = storage ?? createLocalStorage(uploadsDir(dataDir))
  await Promise.all([
    target.write(names.filename, photo.original),
    target.write(names.thumbFilename, photo.thumb),
  ])
  return { ...names, width: photo.width, height: photo.height }
}

// A new version renders the pool again (the faces got eyes, brows and a smile in v2; in v3 a member's photos
// show one person in several scenes).
const poolVersion = 'v3'
/** The most photos a seeded member has (a paying one: the free limit and one more). */
const scenesPerPerson = 4
const poolGenders: readonly PhotoGender[] = ['male', 'female']

/**
 * A fixed set of rendered photos per look (gender and hair colour) that many members share.
 * Rendering 250,000 pictures for a benchmark would take hours; hard links give every member photo
 * its own random name at almost no cost. The pool lives beside the uploads (never served) and is
 * kept between runs.
 */
export class PhotoPool {
  private readonly dir: string
  private readonly rendered = new Map<string, Promise<{ original: string; thumb: string }>>()
  /** The next person of each look: dealt in turn, so that members who look alike are different people. */
  private readonly turns = new Map<string, number>()

  /** Writes to an object store, a few at a time: thousands of requests at once would outlast their timeout. */
  private readonly writes = new Limit(16)

  constructor(
    private readonly dataDir: string,
    readonly variantsPerLook = 10,
    private readonly storage?: SeedPhotoStorage,
  ) {
    this.dir = join(dataDir, 'seed-photo-pool', poolVersion)
  }

  /**
   * Stores `count` photos of the look's next person, each in a scene of its own (backdrop, framing,
   * clothes); a look's people repeat only after all were dealt.
   */
  storePerson(gender: PhotoGender, hairColor: string, count: number): Promise<StoredPhoto[]> {
    if (count === 0) return Promise.resolve([])
    const look = `${gender}-${hairColor}`
    const turn = this.turns.get(look) ?? 0
    this.turns.set(look, turn + 1)
    return Promise.all(
      Array.from({ length: count }, (_, scene) => this.store(gender, hairColor, turn, scene)),
    )
  }

  /** Stores a copy of pool person `variant` (any whole number) of the given look, in scene `scene`. */
  async store(gender: PhotoGender, hairColor: string, variant: number, scene = 0): Promise<StoredPhoto> {
    const source = await this.render(
      gender,
      hairColor,
      variant % this.variantsPerLook,
      scene % scenesPerPerson,
    )
    const names = randomPhotoNames()
    const files = [
      { from: source.original, to: names.filename },
      { from: source.thumb, to: names.thumbFilename },
    ]
    await Promise.all(files.map(({ from, to }) => this.copy(from, to)))
    return { ...names, width: photoSize.width, height: photoSize.height }
  }

  private async copy(poolFile: string, name: string): Promise<void> {
    const storage = this.storage
    if (!storage) return linkOrCopy(poolFile, join(uploadsDir(this.dataDir), name))
    await this.writes.run(async () => storage.write(name, await readFile(poolFile)))
  }

  private render(gender: PhotoGender, hairColor: string, variant: number, scene: number) {
    const key = `${gender}-${hairColor}-${variant}-${scene}`
    let pending = this.rendered.get(key)
    if (!pending) {
      const seed = poolSeed(gender, hairColor, variant)
      pending = this.renderFile(key, { seed, scene, gender, hairColor })
      this.rendered.set(key, pending)
    }
    return pending
  }

  private async renderFile(key: string, options: PhotoOptions) {
    const original = join(this.dir, `${key}.webp`)
    const thumb = join(this.dir, `${key}-thumb.webp`)
    if ((await exists(original)) && (await exists(thumb))) return { original, thumb }
    await mkdir(this.dir, { recursive: true })
    if (!this.storage) await mkdir(uploadsDir(this.dataDir), { recursive: true })
    const photo = await generatePhoto(options)
    // Write then rename, so that an interrupted run never leaves a half-written pool file behind.
    await writeAtomically(thumb, photo.thumb)
    await writeAtomically(original, photo.original)
    return { original, thumb }
  }
}

function poolSeed(gender: PhotoGender, hairColor: string, variant: number): number {
  const hair = [...hairColor].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7)
  return mixSeed(poolGenders.indexOf(gender), hair, variant, 0x5eed)
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path)
    return true
  } catch {
    return false
  }
}

async function writeAtomically(path: string, data: Buffer): Promise<void> {
  const temporary = `${path}.${randomBytes(4).toString('hex')}.tmp`
  await writeFile(temporary, data)
  await rename(temporary, path)
}

/** Runs at most `size` tasks at once; the others wait their turn. */
class Limit {
  private running = 0
  private readonly waiting: Array<() => void> = []

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((start) => this.waiting.push(start))
    else this.running += 1
    try {
      return await task()
    } finally {
      // The turn passes to the next task as it is; the count drops only when none waits.
      const next = this.waiting.shift()
      if (next) next()
      else this.running -= 1
    }
  }
}

// Links fail across file systems and past a file system's link limit; a copy always works.
async function linkOrCopy(source: string, target: string): Promise<void> {
  try {
    await link(source, target)
  } catch {
    await copyFile(source, target)
  }
}

// ---------------------------------------------------------------------------------------------
// Database rows

export interface MemberPhoto extends StoredPhoto {
  isPrivate: boolean
}

/** The photos row of a member's photo; sort_order 0 is the main photo. */
export function photoRow(userId: number, photo: MemberPhoto, sortOrder: number, createdAt: number) {
  return {
    user_id: userId,
    filename: photo.filename,
    thumb_filename: photo.thumbFilename,
    width: photo.width,
    height: photo.height,
    is_private: photo.isPrivate ? 1 : 0,
    status: 'active',
    sort_order: sortOrder,
    created_at: createdAt,
    // Generated members' photos count as checked: the queue is for what members upload.
    reviewed_at: createdAt,
  }
}

/** Adds photos to one member and makes the first public one the main photo. */
export async function attachPhotos(db: Database, userId: number, photos: MemberPhoto[]): Promise<void> {
  if (photos.length === 0) return
  const now = Date.now()
  const rows = await db
    .insertInto('photos')
    .values(photos.map((photo, index) => photoRow(userId, photo, index, now)))
    .returning(['id', 'is_private', 'sort_order'])
    .execute()
  const main = rows.filter((row) => row.is_private === 0).sort((a, b) => a.sort_order - b.sort_order)[0]
  if (!main) return
  await db
    .updateTable('profiles')
    .set({ main_photo_id: main.id, has_photo: 1, updated_at: now })
    .where('user_id', '=', userId)
    .execute()
}
