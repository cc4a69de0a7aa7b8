import type { PaymentMethod } from '#shared/api/payments.js'
import { useTranslation } from '#web/lib/translation.js'
import { type MethodChoice, type MethodChoiceGroup, methodGroupOf } from '../paymentMethods.js'
import { PaymentMethodIcon } from './PaymentMethodIcon.js'

/**
 * The checkout's methods in their groups (cards, wallets, bank), each group under its heading; a choice is a
 * radio drawn as its label. The card choice stands for every card brand offered and shows their logos.
 */
export function MethodChoices({
  groups,
  selected,
  onChoose,
}: {
  groups: readonly MethodChoiceGroup[]
  selected: MethodChoice | null
  onChoose: (choice: MethodChoice) => void
}) {
  const { t } = useTranslation()
  return groups.map(({ group, choices }) => (
    <fieldset key={group} className="payment-method-group">
      <legend className="payment-method-group-title">{t(`shop.checkout.group_${group}`)}</legend>
      <div className="payment-methods">
        {choices.map((choice) => (
          <div key={choice.method} className={isCardChoice(choice) ? 'payment-method-wide' : undefined}>
            <input
              type="radio"
              className="btn-check"
              name="method"
              id={`method-${choice.method}`}
              value={choice.method}
              checked={selected?.method === choice.method}
              onChange={() => onChoose(choice)}
            />
            <label
              className="btn btn-outline-secondary payment-method w-100"
              htmlFor={`method-${choice.method}`}
            >
              <ChoiceFace choice={choice} />
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  ))
}

/** The methods a visitor could pay with, as the checkout groups them, without choosing. */
export function MethodList({ groups }: { groups: readonly MethodChoiceGroup[] }) {
  const choices = groups.flatMap((group) => group.choices)
  return (
    <ul className="payment-method-list list-unstyled">
      {choices.map((choice) => (
        <li key={choice.method}>
          <ChoiceFace choice={choice} />
        </li>
      ))}
    </ul>
  )
}

function isCardChoice(choice: MethodChoice): boolean {
  return methodGroupOf[choice.method] === 'card'
}

/** A choice's logo and name; the card choice adds the logos of the brands it takes. */
function ChoiceFace({ choice }: { choice: MethodChoice }) {
  const { t } = useTranslation()
  if (!isCardChoice(choice)) {
    return (
      <>
        <PaymentMethodIcon method={choice.method} />
        <span className="payment-method-name">{t(`payment_methods.${choice.method}`)}</span>
      </>
    )
  }
  return (
    <>
      <PaymentMethodIcon method="creditcard" />
      <span className="payment-method-name">{t('shop.checkout.card')}</span>
      {choice.brands.length > 0 && <BrandLogos brands={choice.brands} />}
    </>
  )
}

function BrandLogos({ brands }: { brands: readonly PaymentMethod[] }) {
  return (
    <span className="payment-method-brands">
      {brands.map((brand) => (
        <PaymentMethodIcon key={brand} method={brand} />
      ))}
    </span>
  )
}
