import { Alert, Row } from 'react-bootstrap'
import type { CompanyFields, StaffSiteResponse } from '#shared/api/staff-sites.js'
import { useTranslation } from '#web/lib/translation.js'
import { type Change, linesOf, numberOf, SiteSection } from './SectionForm.js'
import { NumberInput, SelectInput, TextArea, TextInput, useCountryOptions } from './SiteFields.js'

function draftOf({ company }: StaffSiteResponse) {
  return {
    name: company?.name ?? '',
    address: company?.address ?? '',
    postal_code: company?.postal_code ?? '',
    city: company?.city ?? '',
    country: (company?.country ?? 'NL') as string,
    kvk: company?.kvk ?? '',
    tradenames: company?.tradenames.join('\n') ?? '',
    vat_numbers: company?.vat_numbers.join('\n') ?? '',
    support_email: company?.support_email ?? '',
    support_phone: company?.support_phone ?? '',
    delete_discount: String(company?.delete_discount ?? 0),
  }
}

type CompanyDraft = ReturnType<typeof draftOf>

function companyOf(values: Partial<CompanyDraft>): Record<string, unknown> {
  const { tradenames, vat_numbers, delete_discount, ...texts } = values
  return {
    ...texts,
    ...(tradenames === undefined ? {} : { tradenames: linesOf(tradenames) }),
    ...(vat_numbers === undefined ? {} : { vat_numbers: linesOf(vat_numbers) }),
    ...(delete_discount === undefined ? {} : { delete_discount: numberOf(delete_discount) }),
  }
}

/** The company behind the site (docs/product.md §3 Company info), as its pages, mails and invoices name it. */
export function CompanySection({ data }: { data: StaffSiteResponse }) {
  const { t } = useTranslation('staff')
  const countryOptions = useCountryOptions()
  // A site without company details gets them whole: the server checks the company as a whole.
  const changeOf = (changed: Partial<CompanyDraft>, values: CompanyDraft): Change => ({
    company: companyOf(data.company ? changed : values) as Partial<CompanyFields>,
  })
  const text = (name: 'name' | 'address' | 'postal_code' | 'city' | 'kvk' | 'support_phone') => ({
    label: t(`sites.company.${name}`),
    help: t(`sites.help.company_${name}`),
    maxLength: name === 'postal_code' ? 20 : name === 'kvk' || name === 'support_phone' ? 40 : 200,
  })
  return (
    <SiteSection
      id="company"
      title={t('sites.sections.company')}
      data={data}
      group="company"
      draftOf={draftOf}
      changeOf={changeOf}
    >
      {(form) => (
        <>
          {!data.company && (
            <Alert variant="warning" className="py-1 small">
              {t('sites.company.missing')}
            </Alert>
          )}
          <Row className="g-2">
            <TextInput {...text('name')} {...form.field('name')} />
            <TextInput {...text('address')} {...form.field('address')} />
            <TextInput {...text('postal_code')} {...form.field('postal_code')} />
            <TextInput {...text('city')} {...form.field('city')} />
            <SelectInput
              label={t('sites.company.country')}
              help={t('sites.help.company_country')}
              options={countryOptions}
              {...form.field('country')}
            />
            <TextInput {...text('kvk')} {...form.field('kvk')} />
            <TextInput
              type="email"
              label={t('sites.company.support_email')}
              help={t('sites.help.company_support_email')}
              maxLength={254}
              {...form.field('support_email')}
            />
            <TextInput type="tel" {...text('support_phone')} {...form.field('support_phone')} />
            <NumberInput
              label={t('sites.company.delete_discount')}
              help={t('sites.help.company_delete_discount')}
              min={0}
              max={100}
              step={1}
              {...form.field('delete_discount')}
            />
            <TextArea
              label={t('sites.company.tradenames')}
              help={t('sites.help.company_tradenames')}
              rows={2}
              {...form.field('tradenames')}
            />
            <TextArea
              label={t('sites.company.vat_numbers')}
              help={t('sites.help.company_vat_numbers')}
              rows={2}
              {...form.field('vat_numbers')}
            />
          </Row>
        </>
      )}
    </SiteSection>
  )
}
