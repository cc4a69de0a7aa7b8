import type { ReactNode } from 'react'

/** The narrow, centred frame of the small account pages (login, reset, activation, …). */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="account-page container-sm py-4 py-md-5">
      <h1 className="h3 mb-4">{title}</h1>
      {children}
    </section>
  )
}
