/**
 * A site with a colour of its own gets a stylesheet that re-colours the built ones (src/server/render/brand.ts),
 * so it must come after them. The server puts it last; a layout opened later brings its own stylesheet, which
 * Vite appends to the head, and the brand stylesheet is then moved after it again. Answers how to stop.
 */
export function keepBrandStylesheetLast(head: HTMLElement): () => void {
  const brand = head.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href^="/brand/"]')
  if (!brand) return () => undefined
  const isOtherStylesheet = (node: Node) =>
    node !== brand && node instanceof HTMLLinkElement && node.rel === 'stylesheet'
  const observer = new MutationObserver((records) => {
    if (records.some((record) => [...record.addedNodes].some(isOtherStylesheet))) head.append(brand)
  })
  observer.observe(head, { childList: true })
  return () => observer.disconnect()
}
