import { Spinner } from 'react-bootstrap'

/**
 * The small spinner inside a button, a paragraph or a line of text. A span, not Bootstrap's div: a div
 * inside a paragraph is invalid HTML that the browser re-nests, which breaks hydration of the page.
 */
export function InlineSpinner({ className }: { className?: string }) {
  return <Spinner as="span" animation="border" size="sm" className={className} aria-hidden="true" />
}
