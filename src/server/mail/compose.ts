import type { TFunction } from 'i18next'
import type { Site } from '../modules/sites/service.js'
import { brandOf, headerLogo } from '../render/brand.js'
import { escapeHtml } from '../render/html.js'

export interface MailContent {
  subject: string
  greeting: string
  paragraphs: string[]
  action?: { label: string; url: string }
  /** A line under the button, e.g. how long the link works. */
  note?: string
  /** Notification mails: why the reader gets them and the link to stop them, instead of the account footer. */
  unsubscribe?: { reason: string; label: string; url: string }
}

export interface ComposedMail {
  subject: string
  text: string
  html: string
}

interface MailingSite {
  name: string
  settings: { support_email?: string | null }
  company: { support_email: string }
}

/** The support address a site's mails come from and replies go to. */
export function supportAddress(site: MailingSite): string {
  return site.settings.support_email ?? site.company.support_email
}

/** The From header of a site's mails: its name (quotes dropped) and its support address. */
export function siteSender(site: MailingSite): string {
  return `"${site.name.replace(/"/g, '')}" <${supportAddress(site)}>`
}

/** What a mail shows of its site: the name, the brand colour and the logo at an absolute address. */
export interface MailBrand {
  name: string
  color: string
  logo: { url: string; width: number; height: number } | null
}

export function mailBrand(site: Site, baseUrl: string): MailBrand {
  const brand = brandOf(site)
  const logo = headerLogo(brand)
  return { name: site.name, color: brand.color, logo: logo && { ...logo, url: `${baseUrl}${logo.url}` } }
}

/** The logo when the site has one (its name is the image's text), else the heart and the name. */
function mailHeader(site: MailBrand): string {
  const style = `font-size:22px;font-weight:700;color:${site.color};margin:0 0 16px`
  if (!site.logo) return `<p style="${style}">♥ ${escapeHtml(site.name)}</p>`
  const { url, width, height } = site.logo
  return `<p style="${style}"><img src="${escapeHtml(url)}" width="${width}" height="${height}" alt="${escapeHtml(site.name)}" style="display:block;border:0"></p>`
}

/** One look for every mail: the site's name, the text, one button, and why the reader got it. */
export function composeMail(content: MailContent, site: MailBrand, t: TFunction): ComposedMail {
  const footer = content.unsubscribe?.reason ?? t('mail.footer', { site: site.name })
  const unsubscribe = content.unsubscribe
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.note ? [content.note, ''] : []),
    '--',
    footer,
    ...(unsubscribe ? [`${unsubscribe.label}: ${unsubscribe.url}`] : []),
  ].join('\n')
  const button = content.action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(content.action.url)}" style="background:${site.color};color:#ffffff;padding:12px 22px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(content.action.label)}</a></p><p style="font-size:13px;color:#6c757d;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : ''
  const html = [
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;background:#f6f6f8;font-family:Arial,Helvetica,sans-serif;color:#212529">',
    '<div style="max-width:560px;margin:0 auto;padding:24px">',
    mailHeader(site),
    '<div style="background:#ffffff;border-radius:8px;padding:24px;line-height:1.5">',
    `<p>${escapeHtml(content.greeting)}</p>`,
    ...content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    button,
    content.note ? `<p style="font-size:13px;color:#6c757d">${escapeHtml(content.note)}</p>` : '',
    '</div>',
    `<p style="font-size:12px;color:#6c757d;margin-top:16px">${escapeHtml(footer)}</p>`,
    unsubscribe
      ? `<p style="font-size:12px;margin:0"><a href="${escapeHtml(unsubscribe.url)}" style="color:#6c757d">${escapeHtml(unsubscribe.label)}</a></p>`
      : '',
    '</div></body></html>',
  ].join('')
  return { subject: content.subject, text, html }
}
