/**
 * Headers that reach the demo site (its hosts are localhost, 127.0.0.1, ::1 and amora.test) while naming
 * another address: by a forwarding header, a port of the client's choosing, or user info that a careless
 * URL parser reads as part of the host. A link built from any of them would point away from the site.
 */
export const forgedHosts: [string, Record<string, string>][] = [
  ['a forwarded host', { host: 'amora.test', 'x-forwarded-host': 'evil.example' }],
  ['a list of forwarded hosts', { host: 'amora.test', 'x-forwarded-host': 'evil.example, amora.test' }],
  [
    'a forwarded host and protocol',
    { host: 'amora.test', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
  ],
  ['a forwarded host with a port', { host: 'amora.test', 'x-forwarded-host': 'amora.test:6666' }],
  ['user info in a forwarded host', { host: 'amora.test', 'x-forwarded-host': 'a@evil.example' }],
  ['a Forwarded header', { host: 'amora.test', forwarded: 'host=evil.example;proto=https' }],
  ['a Host with a port', { host: 'localhost:6666' }],
  ['an IP Host with a port', { host: '127.0.0.1:6666' }],
]

/** Hosts that are none of the site's: the request finds no site, so nothing is mailed or paid. */
export const foreignHosts = ['evil.example', 'amora.test@evil.example', 'localhost@evil.example:80']
