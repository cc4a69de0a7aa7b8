/** A site's brand colour before an operator chooses one ($primary in src/web/styles/main.scss). */
export const defaultBrandColor = '#d6336c'

export type Rgb = readonly [number, number, number]

/** `#rrggbb` as its three channels, or null for anything else. */
export function rgbOf(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (!match) return null
  return [
    Number.parseInt(match[1] ?? '', 16),
    Number.parseInt(match[2] ?? '', 16),
    Number.parseInt(match[3] ?? '', 16),
  ]
}

export function hexOf([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`
}

/** WCAG 2 relative luminance. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The WCAG contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

const white: Rgb = [255, 255, 255]

/**
 * The brand colour is the background of buttons with white text, and the colour of links on white: both
 * must stay readable (WCAG AA for normal text, 4.5:1).
 */
export function readableOnWhite(hex: string): boolean {
  const rgb = rgbOf(hex)
  return rgb !== null && contrastRatio(rgb, white) >= 4.5
}
