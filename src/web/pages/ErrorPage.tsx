import { data, isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { useTranslation } from '#web/lib/translation.js'

/** The error page: the message, with a way home on 404 (docs/product.md §2 Error page and §8). */
export function ErrorPage() {
  const { t } = useTranslation()
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  const notFound = status === 404
  return (
    <section className="error-page container-lg py-5 text-center">
      <p className="display-4 text-body-secondary mb-2" aria-hidden="true">
        {status}
      </p>
      <h1 className="h3">{notFound ? t('error_page.not_found') : t('error_page.generic')}</h1>
      {notFound && (
        <Link to="/" className="btn btn-primary mt-3">
          {t('error_page.home')}
        </Link>
      )}
    </section>
  )
}

export function notFoundLoader(): never {
  throw data(null, { status: 404, statusText: 'Not Found' })
}
