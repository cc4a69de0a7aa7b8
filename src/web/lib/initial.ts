/**
 * A name's first letter, capitalised, for the round stand-in of someone without a photo (the chat list, a
 * profile, the match modal, the operators' queue). Taken by code point, so a letter written as two UTF-16
 * units stays whole.
 */
export function initialOf(name: string): string {
  const [first = ''] = name.trim()
  return first.toUpperCase()
}
