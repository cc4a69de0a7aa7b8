import { type FormEvent, useState } from 'react'
import { Form } from 'react-bootstrap'
import { type OwnProfile, profileUpdateSchema } from '#shared/api/profile.js'
import { FormAlert } from '#web/components/form/FormAlert.js'
import { useTranslation } from '#web/lib/translation.js'
import { useForm } from '#web/lib/useForm.js'
import { useSaveProfile } from '../api/ownProfile.js'
import { InterestChips } from './InterestChips.js'
import { SaveFooter } from './SaveFooter.js'

/** The interests screen of /profile: the site's interests to tap, saved on their own. */
export function InterestsForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation()
  const form = useForm({}, ['interests'])
  const save = useSaveProfile()
  const [chosen, setChosen] = useState<number[]>(profile.interests)
  const [saved, setSaved] = useState(false)

  const toggle = (id: number) => {
    form.clearError('interests')
    setSaved(false)
    setChosen((current) => (current.includes(id) ? current.filter((i) => i !== id) : [...current, id]))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const input = form.check(profileUpdateSchema, { interests: chosen })
    if (!input) return
    try {
      const answer = await save.mutateAsync(input)
      setChosen(answer.profile.interests)
      setSaved(true)
    } catch (error) {
      form.fail(error)
    }
  }

  return (
    <Form noValidate onSubmit={submit}>
      <FormAlert message={form.alert} />
      <InterestChips chosen={chosen} onToggle={toggle} error={form.errors.interests} />
      <SaveFooter
        saved={saved}
        savedText={t('my_profile.interests.saved')}
        onCloseSaved={() => setSaved(false)}
        pending={save.isPending}
        label={t('my_profile.interests.save')}
      />
    </Form>
  )
}
