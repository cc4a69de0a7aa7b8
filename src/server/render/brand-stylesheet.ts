import postcss, { type ChildNode, type Container } from 'postcss'
import { hexOf, type Rgb, rgbOf } from '#shared/brand.js'

/**
 * A colour of the stylesheet that Sass derived from the brand colour: the colour itself (weight 0), a tint
 * (mixed with white) or a shade (mixed with black), as Bootstrap's tint-color() and shade-color() make them
 * for hover, focus, subtle backgrounds and borders.
 */
interface Derivation {
  mixedWith: Rgb
  weight: number
}

const white: Rgb = [255, 255, 255]
const black: Rgb = [0, 0, 0]

function mix(with_: Rgb, base: Rgb, weight: number): Rgb {
  return [0, 1, 2].map((i) => Math.round((with_[i] ?? 0) * weight + (base[i] ?? 0) * (1 - weight))) as [
    number,
    number,
    number,
  ]
}

function apply(derivation: Derivation, base: Rgb): Rgb {
  return mix(derivation.mixedWith, base, derivation.weight)
}

/**
 * Every colour Bootstrap could derive from the base, by whole percent. Mixes above 95 % are left out: they
 * come too close to white and black to tell from the greys of the palette.
 */
function derivations(base: Rgb): Array<Derivation & { rgb: Rgb }> {
  const found: Array<Derivation & { rgb: Rgb }> = []
  for (let percent = 0; percent <= 95; percent++) {
    for (const mixedWith of percent === 0 ? [white] : [white, black]) {
      const derivation = { mixedWith, weight: percent / 100 }
      found.push({ ...derivation, rgb: apply(derivation, base) })
    }
  }
  return found
}

/** The derivation a colour is, allowing Sass's rounding to differ by one step per channel. */
function derivationOf(rgb: Rgb, table: Array<Derivation & { rgb: Rgb }>): Derivation | null {
  let best: Derivation | null = null
  let bestDistance = 2
  for (const entry of table) {
    const distance = Math.max(...entry.rgb.map((channel, i) => Math.abs(channel - (rgb[i] ?? 0))))
    if (distance < bestDistance) {
      best = entry
      bestDistance = distance
    }
  }
  return best
}

/** How a colour is written where it was found, so that its replacement is written the same way. */
type Notation = 'hex' | 'encoded-hex' | 'triple'

interface Slot {
  derivation: Derivation
  notation: Notation
  /** Two hex digits of opacity, kept as they were. */
  alpha: string
}

function write(slot: Slot, base: Rgb): string {
  const rgb = apply(slot.derivation, base)
  if (slot.notation === 'triple') return rgb.join(', ')
  const hex = hexOf(rgb).slice(1) + slot.alpha
  return slot.notation === 'encoded-hex' ? `%23${hex}` : `#${hex}`
}

function expandHex(digits: string): { rgb: Rgb; alpha: string } | null {
  const long = digits.length <= 4 ? [...digits].map((d) => d + d).join('') : digits
  const rgb = rgbOf(`#${long.slice(0, 6)}`)
  return rgb && { rgb, alpha: long.slice(6) }
}

/** rgb(…) as written by Sass: numbers or percentages, commas or spaces, perhaps an opacity. */
function functionalRgb(inner: string): { rgb: Rgb; alpha: string } | null {
  const parts = inner.split(/[\s,/]+/).filter(Boolean)
  if (parts.length < 3 || parts.length > 4) return null
  const values = parts.map((part) => {
    const number = Number.parseFloat(part)
    if (!/^-?[\d.]+%?$/.test(part) || Number.isNaN(number)) return Number.NaN
    return part.endsWith('%') ? number / 100 : number
  })
  if (values.some(Number.isNaN)) return null
  const channels = values.slice(0, 3).map((v, i) => (parts[i]?.endsWith('%') ? v * 255 : v))
  const opacity = values[3]
  const alpha =
    opacity === undefined
      ? ''
      : Math.round(opacity * 255)
          .toString(16)
          .padStart(2, '0')
  return { rgb: channels.map(Math.round) as unknown as Rgb, alpha }
}

// Hex colours (also URL-encoded in inline SVG images) and rgb() (also URL-encoded).
const colourToken =
  /(%23|#)([0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b|rgba?(\(|%28)((?:(?!\)|%29).)*)(?:\)|%29)/gi
// Bootstrap's `--bs-primary-rgb: 214, 51, 108`.
const tripleValue = /^\s*(\d{1,3}),\s*(\d{1,3}),\s*(\d{1,3})\s*$/

const marker = '\u0000'

/** The value with each brand colour replaced by a numbered marker, and the slots the markers stand for. */
function markColours(value: string, table: Array<Derivation & { rgb: Rgb }>, slots: Slot[]): string | null {
  let found = false
  const mark = (slot: Slot) => {
    found = true
    slots.push(slot)
    return `${marker}${slots.length - 1}${marker}`
  }
  const triple = tripleValue.exec(value)
  if (triple) {
    const derivation = derivationOf(triple.slice(1, 4).map(Number) as unknown as Rgb, table)
    return derivation ? mark({ derivation, notation: 'triple', alpha: '' }) : null
  }
  const marked = value.replace(
    colourToken,
    (token, hash?: string, digits?: string, paren?: string, inner?: string) => {
      const colour = digits ? expandHex(digits) : functionalRgb(inner ?? '')
      const derivation = colour && derivationOf(colour.rgb, table)
      if (!colour || !derivation) return token
      const encoded = hash === '%23' || paren === '%28'
      return mark({ derivation, notation: encoded ? 'encoded-hex' : 'hex', alpha: colour.alpha })
    },
  )
  return found ? marked : null
}

function isEmpty(node: ChildNode): boolean {
  return 'nodes' in node && (node as Container).nodes?.length === 0
}

export interface BrandTemplate {
  /** Text between the colours, one more than there are slots. */
  texts: string[]
  slots: Slot[]
  base: Rgb
}

/**
 * The rules of the built stylesheet that carry the brand colour or a colour derived from it, reduced to
 * those declarations. Loaded after the stylesheet with another colour written in, it re-brands every
 * button, link, focus ring and switch, as if Sass had been run with that colour.
 */
export function brandTemplate(css: string, baseHex: string): BrandTemplate {
  const base = rgbOf(baseHex)
  if (!base) throw new Error(`Not a brand colour: ${baseHex}`)
  const table = derivations(base)
  const slots: Slot[] = []
  const root = postcss.parse(css)
  root.walkComments((comment) => {
    comment.remove()
  })
  root.walkDecls((decl) => {
    const marked = markColours(decl.value, table, slots)
    if (marked === null) decl.remove()
    else decl.value = marked
  })
  // Rules left without declarations, and then the at-rules left without rules, go.
  let removed = true
  while (removed) {
    removed = false
    root.walk((node) => {
      if (isEmpty(node) || (node.type === 'atrule' && node.name === 'font-face')) {
        node.remove()
        removed = true
      }
    })
  }
  const parts = root.toString().split(marker)
  return {
    texts: parts.filter((_, i) => i % 2 === 0),
    slots: parts.filter((_, i) => i % 2 === 1).map((index) => slots[Number(index)] as Slot),
    base,
  }
}

/** The template with the colours derived from another brand colour. */
export function brandStylesheet(template: BrandTemplate, colourHex: string): string {
  const colour = rgbOf(colourHex)
  if (!colour) throw new Error(`Not a brand colour: ${colourHex}`)
  return template.texts
    .map((text, i) => {
      const slot = template.slots[i]
      return slot ? text + write(slot, colour) : text
    })
    .join('')
}
