import type { InfoPage } from '#shared/api/info-pages.js'
import { useTranslation } from '#web/lib/translation.js'

function anchor(index: number): string {
  return `section-${index + 1}`
}

export function InfoPageView({ page }: { page: InfoPage }) {
  const { t } = useTranslation()
  const withContents = page.name !== 'faq' && page.sections.length > 4
  return (
    <article className="info-page container-lg py-4">
      <h1>{page.title}</h1>
      <p className="text-body-secondary small">{t('pages.last_updated', { date: page.last_updated })}</p>
      {withContents && (
        <nav aria-label={t('pages.contents')} className="info-contents mb-4">
          <h2 className="h6">{t('pages.contents')}</h2>
          <ul className="list-unstyled small mb-0">
            {page.sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#${anchor(index)}`}>{section.heading}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {page.sections.map((section, index) => (
        <section key={section.heading} id={anchor(index)} className="mb-4">
          <h2 className="h4">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  )
}
