import type { ReactNode } from 'react'

/** The frame of the shop's pages: a heading and the content in the page's width. */
export function ShopPage({
  title,
  narrow,
  children,
}: {
  title: string
  narrow?: boolean
  children: ReactNode
}) {
  return (
    <div className={`shop-page container-lg py-4 ${narrow ? 'shop-page-narrow' : ''}`}>
      <h1 className="h2 mb-3">{title}</h1>
      {children}
    </div>
  )
}
