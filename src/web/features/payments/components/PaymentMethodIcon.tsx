import type { ReactNode } from 'react'
import type { PaymentMethod } from '#shared/api/payments.js'

/*
 * The methods' logos, drawn here as small SVGs in the brands' colours rather than bundled from elsewhere:
 * a 38 × 24 badge each, a few hundred bytes, in the payments chunk only. Words are stretched to a fixed
 * width so that a logo looks alike whatever sans-serif font the device has.
 */

const white = '#fff'

function Word({
  children,
  width,
  x = 19,
  y = 16,
  size = 11,
  fill = white,
  italic,
}: {
  children: ReactNode
  width: number
  x?: number
  y?: number
  size?: number
  fill?: string
  italic?: boolean
}) {
  return (
    <text
      x={x}
      y={y}
      fontSize={size}
      fill={fill}
      fontStyle={italic ? 'italic' : undefined}
      textLength={width}
      lengthAdjust="spacingAndGlyphs"
    >
      {children}
    </text>
  )
}

/** Two overlapping circles, as the Mastercard and Maestro marks are drawn. */
function Circles({ left, right, overlap }: { left: string; right: string; overlap: string }) {
  return (
    <>
      <circle cx="15" cy="12" r="7" fill={left} />
      <circle cx="23" cy="12" r="7" fill={right} />
      <path d="M19 6.26a7 7 0 0 1 0 11.48a7 7 0 0 1 0-11.48z" fill={overlap} />
    </>
  )
}

/** Each method's badge colour and what is drawn on it. */
const logos: Record<PaymentMethod, { background: string; drawing: ReactNode }> = {
  creditcard: {
    background: white,
    drawing: (
      <>
        <rect x="8" y="5" width="22" height="14" rx="2" fill="#5b6b7b" />
        <rect x="8" y="8" width="22" height="3" fill="#26313b" />
        <rect x="11" y="14" width="8" height="2" rx="1" fill="#dfe4e9" />
      </>
    ),
  },
  visa: {
    background: '#1434cb',
    drawing: (
      <Word width={28} italic>
        VISA
      </Word>
    ),
  },
  mastercard: { background: white, drawing: <Circles left="#eb001b" right="#f79e1b" overlap="#ff5f00" /> },
  maestro: { background: white, drawing: <Circles left="#eb001b" right="#00a2e5" overlap="#7375cf" /> },
  cartebancaire: {
    background: '#005ca9',
    drawing: (
      <>
        <path d="M4 1h11L1 15V4a3 3 0 0 1 3-3z" fill="#00a3a6" />
        <Word width={18} size={12}>
          CB
        </Word>
      </>
    ),
  },
  nexi: {
    background: '#2d32aa',
    drawing: (
      <Word width={24} y={15}>
        nexi
      </Word>
    ),
  },
  applepay: {
    background: '#000',
    drawing: (
      <>
        <path
          d="M10 9.9C8.3 8.6 6 9.3 6 12.3s1.7 5.6 3 5.6c.5 0 .7-.3 1-.3s.5.3 1 .3c1.3 0 3-2.8 3-5.6s-2.3-3.7-4-2.4zm.1-.7c0-1.3.9-2.3 2.2-2.5 0 1.3-.9 2.3-2.2 2.5z"
          fill={white}
        />
        <circle cx="14.7" cy="11.6" r="1.5" fill="#000" />
        <Word x={25} width={16} size={10}>
          Pay
        </Word>
      </>
    ),
  },
  paypal: {
    background: white,
    drawing: (
      <Word width={31} size={10.5} fill="#003087" italic>
        Pay<tspan fill="#009cde">Pal</tspan>
      </Word>
    ),
  },
  paysafecard: {
    background: '#008ac9',
    drawing: (
      <>
        <Word y={11} width={28} size={8}>
          paysafe
        </Word>
        <Word y={19.5} width={16} size={8}>
          card
        </Word>
      </>
    ),
  },
  ideal: {
    background: white,
    drawing: (
      <Word width={28} size={10.5} fill="#000">
        i<tspan fill="#cc0066">DEAL</tspan>
      </Word>
    ),
  },
  bancontact: {
    background: white,
    drawing: (
      <>
        <path d="M7 8h13l-3 8H4z" fill="#005498" />
        <path d="M21 8h13l-3 8H18z" fill="#ffd800" />
      </>
    ),
  },
  blik: {
    background: '#000',
    drawing: (
      <Word width={20} y={15.5}>
        blik
      </Word>
    ),
  },
  eps: {
    background: white,
    drawing: (
      <Word width={20} size={12} y={15.5} fill="#c8036f" italic>
        eps
      </Word>
    ),
  },
  prezelewy24: {
    background: white,
    drawing: (
      <Word width={24} fill="#d13239">
        P<tspan fill="#4d4d4d">24</tspan>
      </Word>
    ),
  },
  sdd: {
    background: white,
    drawing: (
      <Word width={28} fill="#10298e" italic>
        SEPA
      </Word>
    ),
  },
  sct: {
    background: white,
    drawing: (
      <g fill="#2c3e50">
        <path d="M19 3l11 5H8z" />
        <path d="M10 10h2.5v7H10zm5.2 0h2.5v7h-2.5zm5.1 0h2.5v7h-2.5zm5.2 0h2.5v7h-2.5zM8 18h22v2H8z" />
      </g>
    ),
  },
  giropay: {
    background: '#000268',
    drawing: (
      <Word width={30} size={9} y={15}>
        giropay
      </Word>
    ),
  },
  sofort: {
    background: '#ef809f',
    drawing: (
      <Word width={30} size={9} y={15} fill="#1b1b1b">
        SOFORT
      </Word>
    ),
  },
}

/** A payment method's logo; decorative, since its name is always written beside it. */
export function PaymentMethodIcon({ method }: { method: PaymentMethod }) {
  const { background, drawing } = logos[method]
  return (
    <svg className="payment-method-icon" viewBox="0 0 38 24" width="38" height="24" aria-hidden="true">
      <rect
        x=".5"
        y=".5"
        width="37"
        height="23"
        rx="3.5"
        fill={background}
        stroke={background === white ? '#ccd2d8' : background}
      />
      {drawing}
    </svg>
  )
}
