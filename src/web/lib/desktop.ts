/** Bootstrap's md breakpoint: from here on signup opens as a modal (docs/product.md §2 Signup). */
export const desktopQuery = '(min-width: 768px)'

/** Asked when signup opens only: a window resized later keeps the signup it has, and what was typed. */
export function isDesktopNow(): boolean {
  return window.matchMedia(desktopQuery).matches
}
