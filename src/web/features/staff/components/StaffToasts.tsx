import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react'
import { Toast, ToastContainer } from 'react-bootstrap'
import { useTranslation } from '#web/lib/translation.js'

interface ToastMessage {
  id: number
  text: string
  variant: 'success' | 'danger'
}

type Notify = (text: string, variant?: ToastMessage['variant']) => void

const ToastContext = createContext<Notify>(() => {})

/** Tells the staff member what an action did, without moving them off the table they work in. */
export function useToast(): Notify {
  return useContext(ToastContext)
}

let nextId = 1

/** The toasts of the back office: bottom right, gone after five seconds, announced politely. */
export function StaffToasts({ children }: { children: ReactNode }) {
  const { t } = useTranslation('staff')
  const [toasts, setToasts] = useState<ToastMessage[]>([])
  const notify = useCallback<Notify>((text, variant = 'success') => {
    const id = nextId++
    setToasts((current) => [...current.slice(-3), { id, text, variant }])
  }, [])
  const close = (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id))
  const value = useMemo(() => notify, [notify])
  return (
    <ToastContext.Provider value={value}>
      {children}
      <ToastContainer position="bottom-end" className="p-3 position-fixed" style={{ zIndex: 1090 }}>
        {toasts.map((toast) => (
          <Toast
            key={toast.id}
            bg={toast.variant}
            onClose={() => close(toast.id)}
            delay={5000}
            autohide
            role={toast.variant === 'danger' ? 'alert' : 'status'}
          >
            <Toast.Body className="text-white d-flex justify-content-between gap-2">
              <span>{toast.text}</span>
              <button
                type="button"
                className="btn-close btn-close-white"
                aria-label={t('common.close')}
                onClick={() => close(toast.id)}
              />
            </Toast.Body>
          </Toast>
        ))}
      </ToastContainer>
    </ToastContext.Provider>
  )
}
