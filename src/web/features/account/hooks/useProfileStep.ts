import { profileUpdateSchema } from '#shared/api/profile.js'
import type { FormState } from '#web/lib/useForm.js'
import { useUpdateProfile } from '../api/updateProfile.js'

/**
 * The save of an optional signup step: nothing filled in goes straight on, anything else is checked,
 * saved on the profile, then goes on; a refusal stays on the step with its message.
 */
export function useProfileStep(
  form: Pick<FormState<Record<string, string>>, 'check' | 'fail'>,
  onNext: () => void,
) {
  const save = useUpdateProfile()
  const submit = async (filled: Record<string, unknown>) => {
    if (Object.keys(filled).length === 0) return onNext()
    const input = form.check(profileUpdateSchema, filled)
    if (!input) return
    try {
      await save.mutateAsync(input)
      onNext()
    } catch (error) {
      form.fail(error)
    }
  }
  return { submit, pending: save.isPending }
}
