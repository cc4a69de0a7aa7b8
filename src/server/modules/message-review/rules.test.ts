import { describe, expect, it } from 'vitest'
import { contactDetailsIn, fingerprintOf, normaliseText } from './rules.js'

describe('normaliseText and fingerprintOf', () => {
  it('make copies with other case, spacing, digits, punctuation and emoji one text', () => {
    expect(normaliseText('Hi Anna!! 😊')).toBe('hi anna')
    expect(normaliseText('  hi\n\tanna ')).toBe('hi anna')
    expect(fingerprintOf('Hi Anna!! 😊')).toBe(fingerprintOf('hi  anna'))
    expect(fingerprintOf('Hey du, 1 Frage 🙂')).toBe(fingerprintOf('hey du... frage 2'))
    expect(fingerprintOf('Cześć, jak się masz?')).toBe(fingerprintOf('CZEŚĆ jak SIĘ masz'))
  })

  it('keep different texts and accents apart', () => {
    expect(fingerprintOf('hi anna')).not.toBe(fingerprintOf('hi hanna'))
    expect(fingerprintOf('schön')).not.toBe(fingerprintOf('schon'))
    expect(fingerprintOf('Ça va ?')).toHaveLength(32)
  })

  it('give no fingerprint to a text without letters', () => {
    expect(fingerprintOf('😊😊')).toBeNull()
    expect(fingerprintOf('123 !!!')).toBeNull()
  })
})

describe('contactDetailsIn', () => {
  it.each([
    ['visit https://cam-girls.example/anna', 'link'],
    ['schau mal http://bit.ly/xyz', 'link'],
    ['www.example.com', 'link'],
    ['mein profil: www.meine-seite.de', 'link'],
    ['write me on anna-chat.net', 'link'],
    ['zobacz moja-strona.pl teraz', 'link'],
    ['kijk op datingsite.nl/anna', 'link'],
    ['anna.b@gmail.com', 'email'],
    ['mail mir: Anna_1990@web.de', 'email'],
    ['anna(at)example(dot)com', 'email'],
    ['écris-moi anna [at] orange [point] fr', 'email'],
    ['scrivimi anna (chiocciola) libero (punto) it', 'email'],
    ['ruf mich an 0171 2345678', 'phone'],
    ['call me +44 7700 900123', 'phone'],
    ['llámame al 612-34-56-78', 'phone'],
    ['bel me 06 12345678', 'phone'],
    ['zadzwoń: 601 234 567', 'phone'],
    ['mon numéro: 06.12.34.56.78', 'phone'],
  ])('finds contact details in %j', (text, kind) => {
    expect(contactDetailsIn(text)).toBe(kind)
  })

  it.each([
    'my insta is anna.b',
    'Hi Anna, how are you?',
    'z.B. am Wochenende',
    'I was born in 1990 and live in Berlin',
    'Treffen wir uns am 12.05.2024 um 18:30?',
    'we could meet on 2024-05-12',
    'je mesure 1.72 m',
    'π is 3.14159265, roughly',
    'message 12 0.8234718234',
    'Ich bin 35 und wohne in 10115 Berlin',
    'It costs 15.000 euros, too much.',
    'ok.so what now',
    'Ciao! Come stai? :)',
    'Hola, ¿qué tal? Tengo 2 perros y 3 gatos',
    'dobrze, a u Ciebie?',
  ])('finds none in %j', (text) => {
    expect(contactDetailsIn(text)).toBeNull()
  })
})
