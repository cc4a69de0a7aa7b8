import { Alert } from 'react-bootstrap'
import { SubmitButton } from '#web/components/form/SubmitButton.js'
import { useTranslation } from '#web/lib/translation.js'

/** The foot of a profile screen's form: what was saved (closable), then the save button. */
export function SaveFooter({
  saved,
  savedText,
  onCloseSaved,
  pending,
  label,
}: {
  saved: boolean
  savedText: string
  onCloseSaved: () => void
  pending: boolean
  label: string
}) {
  const { t } = useTranslation()
  return (
    <>
      {saved && (
        <Alert
          variant="success"
          role="status"
          className="py-2"
          dismissible
          closeLabel={t('close')}
          onClose={onCloseSaved}
        >
          {savedText}
        </Alert>
      )}
      <SubmitButton pending={pending}>{label}</SubmitButton>
    </>
  )
}
