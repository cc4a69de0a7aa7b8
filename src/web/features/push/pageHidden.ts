/**
 * POST /api/page-hidden.php (docs/product.md §7): a beacon when the page goes into the background, which the
 * browser delivers even while the page is being closed. Answers how to stop listening.
 */
export function sendPageHiddenBeacons(): () => void {
  const onChange = () => {
    if (document.visibilityState !== 'hidden') return
    // A string goes as text/plain, which needs no CORS preflight; the server takes `{}` either way.
    navigator.sendBeacon?.('/api/page-hidden.php', '{}')
  }
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
}
