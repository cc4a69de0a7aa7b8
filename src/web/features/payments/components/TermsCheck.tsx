import { Form } from 'react-bootstrap'
import { Trans } from 'react-i18next'
import { Link } from 'react-router'
import { useElementId } from '#web/lib/elementId.js'
import { useTranslation } from '#web/lib/translation.js'

/** docs/product.md §5: the payment terms must be agreed to before paying. */
export function TermsCheck({
  checked,
  onChange,
  error,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  error: boolean
}) {
  const { t } = useTranslation()
  const id = useElementId()
  return (
    <Form.Group className="mb-3">
      <Form.Check id={id} className="terms-check">
        <Form.Check.Input
          type="checkbox"
          checked={checked}
          isInvalid={error}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Form.Check.Label>
          <Trans
            i18nKey="shop.terms_label"
            components={{ terms: <Link to="/pages/terms" target="_blank" rel="noopener" /> }}
          />
        </Form.Check.Label>
        {error && (
          <Form.Control.Feedback type="invalid" id={`${id}-error`}>
            {t('shop.terms_required')}
          </Form.Control.Feedback>
        )}
      </Form.Check>
    </Form.Group>
  )
}
