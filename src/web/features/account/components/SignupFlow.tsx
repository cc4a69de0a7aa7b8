import { useReducer } from 'react'
import { Button, CloseButton, ProgressBar } from 'react-bootstrap'
import { Link } from 'react-router'
import { useTranslation } from '#web/lib/translation.js'
import { useSignupsOpen } from '#web/lib/useSignupsOpen.js'
import { initialSignupState, signupReducer, signupSteps, stepNumber } from '../signupSteps.js'
import { AboutMeStep } from './AboutMeStep.js'
import { ConfirmEmailBox } from './ConfirmEmailBox.js'
import { RedirectTo, useArrivedAsMember } from './Guards.js'
import { PersonalInfoStep } from './PersonalInfoStep.js'
import { PhotoStep } from './PhotoStep.js'
import { PushStep } from './PushStep.js'
import { SignupAccountForm } from './SignupAccountForm.js'

interface SignupFlowProps {
  /** The heading's id, which names the modal. */
  titleId: string
  titleAs: 'h1' | 'h2'
  /** Offered until the account exists; afterwards signup is finished by going through the steps. */
  onClose?: () => void
  onFinish: () => void
}

/** Signup from the account to the confirm-e-mail box, the same in the modal and on the page. */
export function SignupFlow({ titleId, titleAs: Title, onClose, onFinish }: SignupFlowProps) {
  const { t } = useTranslation()
  const arrivedAsMember = useArrivedAsMember()
  const [state, dispatch] = useReducer(signupReducer, initialSignupState)
  const signupsOpen = useSignupsOpen()
  if (arrivedAsMember) return <RedirectTo to="/members" />

  const StepTitle = Title === 'h1' ? 'h2' : 'h3'
  const number = stepNumber(state.step)
  const next = () => dispatch({ type: 'next' })
  return (
    <div className="signup-flow">
      <div className="d-flex align-items-start gap-3 mb-3">
        <Title id={titleId} className="h4 mb-0 me-auto">
          {t('signup.title')}
        </Title>
        {onClose && state.step === 'account' && <CloseButton aria-label={t('close')} onClick={onClose} />}
      </div>
      {number !== null && (
        <div className="mb-3">
          <p className="small text-body-secondary mb-1">
            {t('signup.step_of', { step: number, total: signupSteps.length })}
          </p>
          <ProgressBar now={(number / signupSteps.length) * 100} style={{ height: 4 }} aria-hidden="true" />
        </div>
      )}
      <StepTitle className="h5 mb-3">{t(`signup.steps.${state.step}.title`)}</StepTitle>
      {state.step === 'account' &&
        (signupsOpen ? (
          <SignupAccountForm onCreated={(email) => dispatch({ type: 'created', email })} />
        ) : (
          <SignupsClosed />
        ))}
      {state.step === 'personal' && <PersonalInfoStep onNext={next} />}
      {state.step === 'about' && <AboutMeStep onNext={next} />}
      {state.step === 'photo' && <PhotoStep onNext={next} />}
      {state.step === 'push' && <PushStep onNext={next} />}
      {state.step === 'complete' && state.email && (
        <>
          <ConfirmEmailBox email={state.email} />
          <div className="d-flex justify-content-end mt-4">
            <Button variant="primary" onClick={onFinish}>
              {t('signup.finish')}
            </Button>
          </div>
        </>
      )}
    </div>
  )
}

/**
 * Where the site takes no new members (docs/product.md §4 Signups setting), the visitor learns it before
 * filling in anything, and members find the way to log in.
 */
function SignupsClosed() {
  const { t } = useTranslation()
  return (
    <div className="alert alert-info mb-0" role="status">
      {t('account.errors.signups_closed')} <Link to="/login">{t('signup.login_instead')}</Link>
    </div>
  )
}
