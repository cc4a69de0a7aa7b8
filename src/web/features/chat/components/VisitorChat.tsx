import { Link } from 'react-router'
import { LoginLink } from '#web/components/LoginLink.js'
import { LogoBlock } from '#web/components/layout/LogoBlock.js'
import { SignupLink } from '#web/components/SignupLink.js'
import { useTranslation } from '#web/lib/translation.js'

/** docs/product.md §6: chatting needs an account; log in or sign up. */
export function VisitorChat() {
  const { t } = useTranslation()
  return (
    <main id="main" className="chat-visitor d-flex flex-column align-items-center justify-content-center p-4">
      <LogoBlock className="mb-4" />
      <h1 className="h3 text-center">{t('chat.visitor.title')}</h1>
      <p className="text-body-secondary text-center mb-4">{t('chat.visitor.body')}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <LoginLink className="btn btn-primary">{t('nav.login')}</LoginLink>
        <SignupLink className="btn btn-outline-primary">{t('nav.signup')}</SignupLink>
      </div>
      <Link to="/" className="mt-4 small">
        {t('chat.visitor.home')}
      </Link>
    </main>
  )
}
