/**
 * The class names a source file can put on the page, for the build to purge the Bootstrap rules that no page
 * uses (vite.config.ts): every word as written, and the classes React Bootstrap composes from its props,
 * which appear nowhere as written — `<Button variant="outline-primary">` is `btn-outline-primary`,
 * `<Col md={6}>` is `col-md-6`.
 */

/** The classes each React Bootstrap prop makes from its value, by prefix. */
const composedByProp: Record<string, readonly string[]> = {
  variant: ['btn', 'alert', 'nav', 'navbar', 'list-group', 'list-group-item', 'table', 'bg', 'progress-bar'],
  bg: ['bg', 'text-bg'],
  text: ['text'],
  size: [
    'btn',
    'btn-group',
    'modal',
    'table',
    'form-control',
    'form-select',
    'input-group',
    'spinner-border',
    'spinner-grow',
  ],
  expand: ['navbar-expand'],
  placement: ['offcanvas'],
  responsive: ['offcanvas'],
  animation: ['spinner'],
}

/** The grid's breakpoints: `<Col md={6}>` and `<Row md={3}>` take them as props. */
const breakpoints = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl']

/** Theme colours given through an expression (`variant={ok ? 'success' : 'danger'}`) rather than a literal. */
const themeColour = /^(outline-)?(primary|secondary|success|danger|warning|info|light|dark|link)$/
const colourPrefixes = ['btn', 'alert', 'bg', 'text-bg']

function propClasses(content: string): string[] {
  const found: string[] = []
  for (const [, prop = '', value = ''] of content.matchAll(/\b([a-z]+)=(?:"|\{\s*['"])([\w-]+)['"]/g)) {
    for (const prefix of composedByProp[prop] ?? []) found.push(`${prefix}-${value}`)
  }
  return found
}

function gridClasses(content: string): string[] {
  const found: string[] = []
  for (const [, breakpoint = '', span = ''] of content.matchAll(
    /\b([a-z]{2,3})=(?:"|\{\s*['"]?)(\d+|auto)['"]?/g,
  )) {
    if (!breakpoints.includes(breakpoint)) continue
    const infix = breakpoint === 'xs' ? '' : `-${breakpoint}`
    found.push(`col${infix}-${span}`, `row-cols${infix}-${span}`)
  }
  // A breakpoint given as a bare prop (`<Col md>`) is an equal share of the row from that width on.
  for (const [, breakpoint = ''] of content.matchAll(/<Col\b[^>]*?\s(xs|sm|md|lg|xl|xxl)[\s/>]/g)) {
    found.push(breakpoint === 'xs' ? 'col' : `col-${breakpoint}`)
  }
  return found
}

function colourClasses(content: string): string[] {
  const colours = [...content.matchAll(/['"`]([a-z-]+)['"`]/g)].map((match) => match[1] ?? '')
  return colours
    .filter((value) => themeColour.test(value))
    .flatMap((colour) => colourPrefixes.map((prefix) => `${prefix}-${colour}`))
}

export function bootstrapClassesIn(content: string): string[] {
  const words = content.match(/[\w-]+/g) ?? []
  return [...words, ...propClasses(content), ...gridClasses(content), ...colourClasses(content)]
}

/**
 * The classes React Bootstrap's own modules put on the page. Most are written as a component's prefix and a
 * suffix (`${bsPrefix}-dialog` is `modal-dialog`, `${navbarBsPrefix}-nav` is `navbar-nav`), so every prefix
 * any module declares (`useBootstrapPrefix(bsPrefix, 'modal')`) is joined to every suffix each module
 * appends, and again to those (two levels of composition): a few names that no stylesheet has come with
 * them, which is harmless.
 */
export function reactBootstrapClasses(modules: string[]): string[] {
  const prefixes = new Set(
    modules.flatMap((content) =>
      [...content.matchAll(/useBootstrapPrefix\([^,()]*,\s*['"]([\w-]+)['"]\)/g)].map(
        (match) => match[1] ?? '',
      ),
    ),
  )
  const found = new Set<string>()
  for (const content of modules) {
    for (const word of content.match(/[\w-]+/g) ?? []) found.add(word)
    const suffixes = [...content.matchAll(/\}-([\w-]+)/g)].map((match) => match[1] ?? '')
    // Twice, for a class made from a made one (`${dialogClass}-centered` is `modal-dialog-centered`).
    const once = [...prefixes].flatMap((prefix) => suffixes.map((suffix) => `${prefix}-${suffix}`))
    for (const name of once) found.add(name)
    for (const name of once) for (const suffix of suffixes) found.add(`${name}-${suffix}`)
  }
  return [...found]
}
