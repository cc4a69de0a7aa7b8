type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const skippedTypes = new Set(['file', 'hidden', 'submit', 'button', 'reset', 'image'])

/** A list with no option marked as chosen (its `selected` attribute) starts on its first. */
function selectChanged(select: HTMLSelectElement): boolean {
  const options = [...select.options]
  if (select.multiple) return options.some((option) => option.selected !== option.hasAttribute('selected'))
  const rendered = Math.max(
    options.findIndex((option) => option.hasAttribute('selected')),
    0,
  )
  return options.length > 0 && options.findIndex((option) => option.selected) !== rendered
}

const isTick = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')

function changedBeforeHydration(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return selectChanged(field)
  // A radio that was unticked follows the one ticked in its group.
  if (isTick(field))
    return field.type === 'radio'
      ? field.checked && !field.defaultChecked
      : field.checked !== field.defaultChecked
  return field.value !== field.defaultValue
}

/** Ticks the box again, this time with the page listening; its value is what the visitor left. */
function replayTick(field: HTMLInputElement): void {
  field.checked = !field.checked
  field.click()
}

/**
 * A visitor on a slow phone may type, pick or tick before the page has hydrated: the field shows it, but the
 * component that owns it never heard of it, and its next render would put the field back. React 19 fires the
 * change itself once it hydrates; Preact does not. So, right after hydrating, each field that differs from
 * what the server rendered gets the event it would have fired, and its handler takes the value up.
 */
export function replayEarlyInput(root: ParentNode): void {
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (field instanceof HTMLInputElement && skippedTypes.has(field.type)) continue
    if (field.disabled || !changedBeforeHydration(field)) continue
    if (isTick(field)) {
      replayTick(field)
    } else {
      field.dispatchEvent(
        new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
      )
    }
  }
}
