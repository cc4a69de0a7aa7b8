/** Mail domains people use most on our sites; a near miss of one of them is probably a typo. */
const popularDomains = [
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'protonmail.com',
  'proton.me',
  'gmx.net',
  'gmx.de',
  'gmx.at',
  'gmx.ch',
  'web.de',
  't-online.de',
  'freenet.de',
  'hotmail.de',
  'yahoo.de',
  'outlook.de',
  'ziggo.nl',
  'kpnmail.nl',
  'hotmail.nl',
  'live.nl',
  'planet.nl',
  'home.nl',
  'telenet.be',
  'skynet.be',
  'hotmail.be',
  'orange.fr',
  'free.fr',
  'sfr.fr',
  'laposte.net',
  'wanadoo.fr',
  'hotmail.fr',
  'yahoo.fr',
  'libero.it',
  'virgilio.it',
  'alice.it',
  'tiscali.it',
  'hotmail.it',
  'yahoo.it',
  'yahoo.es',
  'hotmail.es',
  'telefonica.net',
  'wp.pl',
  'onet.pl',
  'o2.pl',
  'interia.pl',
  'gazeta.pl',
  'bluewin.ch',
  'hotmail.co.uk',
  'yahoo.co.uk',
  'btinternet.com',
  'sky.com',
  'eircom.net',
  'bigpond.com',
  'xtra.co.nz',
  'shaw.ca',
  'rogers.com',
  'sympatico.ca',
  'comcast.net',
]

const emailPattern =
  /^[^\s@<>()[\]\\,;:"]{1,64}@(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && emailPattern.test(email)
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0] ?? 0
    previous[0] = i
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j] ?? 0
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      previous[j] = Math.min(above + 1, (previous[j - 1] ?? 0) + 1, diagonal + cost)
      diagonal = above
    }
  }
  return previous[b.length] ?? 0
}

/** "Did you mean …?": the address with a misspelt popular domain corrected, or null. */
export function suggestEmail(email: string): string | null {
  const at = email.lastIndexOf('@')
  if (at < 1) return null
  const local = email.slice(0, at)
  const domain = email.slice(at + 1).toLowerCase()
  if (!domain || popularDomains.includes(domain)) return null
  let best: { domain: string; distance: number } | null = null
  for (const candidate of popularDomains) {
    const distance = editDistance(domain, candidate)
    if (distance <= 2 && (!best || distance < best.distance)) best = { domain: candidate, distance }
  }
  return best ? `${local}@${best.domain}` : null
}
