import { useState } from 'react'
import { Form } from 'react-bootstrap'
import { Notice, type NoticeState } from '#web/components/Notice.js'
import { ApiError } from '#web/lib/api.js'
import { errorText } from '#web/lib/errorText.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useTranslation } from '#web/lib/translation.js'
import { useSetInvisible } from '../api/invisible.js'

/** Invisible mode (docs/product.md §4): out of search, no first likes or messages from others; chats stay. */
export function InvisibleSetting() {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const setInvisible = useSetInvisible()
  const [notice, setNotice] = useState<NoticeState | null>(null)
  // The switch follows the hand at once; a refusal puts it back.
  const [choice, setChoice] = useState<boolean | null>(null)
  if (!user) return null

  const toggle = async (invisible: boolean) => {
    setNotice(null)
    setChoice(invisible)
    try {
      await setInvisible.mutateAsync(invisible)
      setNotice({
        variant: 'success',
        text: t(invisible ? 'my_profile.invisible.on' : 'my_profile.invisible.off'),
      })
    } catch (error) {
      if (error instanceof ApiError && error.swallowed) return
      setNotice({ variant: 'danger', text: errorText(error, t, 'errors.popup') })
    } finally {
      setChoice(null)
    }
  }

  return (
    <>
      <Form.Check
        type="switch"
        id="invisible-mode"
        label={t('my_profile.invisible.label')}
        checked={choice ?? user.invisible}
        disabled={setInvisible.isPending}
        onChange={(event) => void toggle(event.target.checked)}
        aria-describedby="invisible-mode-help"
        className="mb-2"
      />
      <p id="invisible-mode-help" className="form-text mt-0">
        {t('my_profile.invisible.help')}
      </p>
      <Notice notice={notice} onClose={() => setNotice(null)} />
    </>
  )
}
