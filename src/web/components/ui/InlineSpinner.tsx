/**
 * The small spinner inside a button, a paragraph or a line of text. A span, not a div: a div inside a
 * paragraph is invalid HTML that the browser re-nests, which breaks hydration of the page. Plain markup
 * rather than react-bootstrap's Spinner, which would bring its helpers into the layout's chunk.
 */
export function InlineSpinner({ className }: { className?: string }) {
  const classes = className
    ? `spinner-border spinner-border-sm ${className}`
    : 'spinner-border spinner-border-sm'
  return <span className={classes} aria-hidden="true" />
}
