import { describe, expect, it } from 'vitest'
import { bootstrapClassesIn, reactBootstrapClasses } from './bootstrapClasses.js'

describe('bootstrapClassesIn', () => {
  it('reads the classes as written', () => {
    expect(bootstrapClassesIn('<div className="d-flex gap-2 member-card">')).toEqual(
      expect.arrayContaining(['d-flex', 'gap-2', 'member-card']),
    )
  })

  it("adds the classes React Bootstrap makes from its props' values", () => {
    const classes = bootstrapClassesIn(
      `<Button variant="outline-primary" size="sm" /><Badge bg="info" text="dark" /><Col md={6} lg={4} /><Col xs={12} /><Col sm={6} md /><Col xs={6} md="auto" /><Navbar expand={'lg'} />`,
    )
    expect(classes).toEqual(
      expect.arrayContaining([
        'btn-outline-primary',
        'btn-sm',
        'form-control-sm',
        'bg-info',
        'text-bg-info',
        'text-dark',
        'col-md-6',
        'col-lg-4',
        'col-12',
        'col-md',
        'col-md-auto',
        'navbar-expand-lg',
      ]),
    )
    expect(classes).not.toContain('navbar-expand-md')
    expect(classes).not.toContain('col-md-4')
  })

  it('adds the colour classes of a theme colour given through an expression, and only of theme colours', () => {
    const classes = bootstrapClassesIn("<Alert variant={ok ? 'success' : 'danger'} title={'center'} />")
    expect(classes).toEqual(expect.arrayContaining(['alert-success', 'alert-danger', 'btn-danger']))
    expect(classes).not.toContain('alert-center')
  })

  it("joins React Bootstrap's prefixes to the suffixes its modules append", () => {
    // Module sources as text: the placeholders are React Bootstrap's, not ours.
    const placeholder = (name: string) => `$${'{'}${name}}`
    const classes = reactBootstrapClasses([
      `const bsPrefix = useBootstrapPrefix(bsPrefix, 'modal'); const dialogClass = \`${placeholder('bsPrefix')}-dialog\`; centered && \`${placeholder('dialogClass')}-centered\``,
      "bsPrefix = useBootstrapPrefix(bsPrefix, 'navbar'); className: 'collapsed'",
      `const cls = \`${placeholder('navbarBsPrefix')}-nav\``,
    ])
    expect(classes).toEqual(
      expect.arrayContaining(['modal-dialog', 'navbar-nav', 'collapsed', 'modal-dialog-centered']),
    )
  })
})
