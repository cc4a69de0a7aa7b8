/**
 * The navigation's credits badge (docs/product.md §2): shown at 10 or fewer, warning above 0, danger at 0.
 */
export function creditsBadgeColour(credits: number, threshold: number): 'warning' | 'danger' | null {
  if (credits > threshold) return null
  return credits > 0 ? 'warning' : 'danger'
}
