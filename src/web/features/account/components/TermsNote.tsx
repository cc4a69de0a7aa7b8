import { Trans } from 'react-i18next'
import { Link } from 'react-router'

/**
 * Terms and privacy are accepted by signing up (docs/product.md §5). The links open a new tab so that reading
 * them does not throw away what was typed in the form.
 */
export function TermsNote() {
  return (
    <p className="small text-body-secondary mb-0">
      <Trans
        i18nKey="signup.terms_note"
        components={{
          terms: <Link to="/pages/terms" target="_blank" rel="noopener" />,
          privacy: <Link to="/pages/privacy" target="_blank" rel="noopener" />,
        }}
      />
    </p>
  )
}
