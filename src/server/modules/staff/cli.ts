// npm run staff -- create --email <e> --role <role> [--site <slug>] | list | remove --email <e>
// Staff accounts from the command line: the first admin is made here.
import { parseArgs } from 'node:util'
import { loadConfig } from '#server/config.js'
import { createDatabase, migrateToLatest } from '#server/db/database.js'
import { seedDemoIfEmpty } from '#server/db/seed/demo.js'
import { syncReferenceData } from '#server/db/seed/reference.js'
import { siteBaseUrl } from '#server/http.js'
import { type StaffRole, staffRoles } from '#shared/api/staff.js'
import { isValidEmail, normalizeEmail } from '#shared/email.js'
import { StaffAccounts, StaffUsageError } from './service.js'

const usage = `Usage:
  npm run staff -- create --email <e-mail> --role <${staffRoles.join('|')}> [--site <slug>]
  npm run staff -- list
  npm run staff -- remove --email <e-mail>`

function parse() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, role: { type: 'string' }, site: { type: 'string' } },
  })
  const command = positionals[0]
  if (command !== 'create' && command !== 'list' && command !== 'remove') throw new StaffUsageError(usage)
  const email = values.email === undefined ? undefined : normalizeEmail(values.email)
  if (command !== 'list' && (!email || !isValidEmail(email)))
    throw new StaffUsageError(`--email needs an e-mail address\n${usage}`)
  if (command === 'create' && !(staffRoles as readonly string[]).includes(values.role ?? ''))
    throw new StaffUsageError(`--role must be one of ${staffRoles.join(', ')}\n${usage}`)
  return { command, email: email ?? '', role: values.role as StaffRole, site: values.site }
}

async function main() {
  const args = parse()
  const config = loadConfig()
  const db = createDatabase({ url: config.databaseUrl })
  const accounts = new StaffAccounts(db, null)
  try {
    await migrateToLatest(db)
    await syncReferenceData(db)
    // A new installation has its first site made the way `npm start` makes it.
    await seedDemoIfEmpty(db, config)
    if (args.command === 'create') {
      const invitation = await accounts.invite({ email: args.email, role: args.role, site: args.site })
      const restriction = args.site ? `site ${invitation.site.slug} only` : 'all sites'
      console.log(
        `${invitation.created ? 'Created' : 'Promoted'} ${args.email}: ${args.role}, ${restriction}.`,
      )
      console.log('Open this link once, within 3 days, to set the password and the authenticator app:')
      console.log(`${siteBaseUrl(invitation.site, config)}${invitation.path}`)
    } else if (args.command === 'list') {
      const staff = await accounts.list()
      if (staff.length === 0) console.log('No staff accounts.')
      for (const account of staff) {
        const sites = account.sites.length ? account.sites.join(',') : 'all sites'
        const state = account.enrolled ? account.status : 'not enrolled'
        console.log(`${account.email}\t${account.role}\t${account.site}\t${sites}\t${state}`)
      }
    } else {
      const removed = await accounts.remove(args.email)
      console.log(
        removed ? `${args.email} is no longer staff (${removed} account(s)).` : `${args.email} is not staff.`,
      )
      if (!removed) process.exitCode = 1
    }
  } finally {
    await db.destroy()
  }
}

main().catch((error: unknown) => {
  const expected =
    error instanceof Error && (error.name === 'StaffUsageError' || error.name === 'ConfigError')
  console.error(expected ? error.message : error)
  process.exit(1)
})
