import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { promoteToStaff } from '#server/test/staff.js'
import { catalogues } from '#shared/i18n/resources.js'
import { insertForeignMember, type Member, signupMember } from '../members/fixtures.js'
import { jpegPhoto, multipart } from '../photos/testing.js'

const en = catalogues.en

/** A birth date `years` ago, in the middle of the year so that the age is clear. */
function bornYearsAgo(years: number): string {
  return `${new Date().getUTCFullYear() - years}-01-15`
}

describe.each(engines)('/api/staff/fictional.php [%s]', (engine) => {
  let t: TestApp
  let admin = ''
  let moderator = ''
  let otherSiteModerator = ''
  let support = ''
  let operatorCookie = ''
  let operatorId = 0
  let localOperatorId = 0
  let supportId = 0
  let member: Member
  let regionNH = 0
  let regionBY = 0
  let otherSite = 0

  beforeAll(async () => {
    t = await createTestApp(engine)
    admin = await promoteToStaff(t.db, (await signupMember(t, 'Admin')).id, 'admin')
    moderator = await promoteToStaff(t.db, (await signupMember(t, 'Moderator')).id, 'moderator', [t.siteId])
    const operator = await signupMember(t, 'Operator')
    operatorId = operator.id
    operatorCookie = await promoteToStaff(t.db, operator.id, 'operator', [t.siteId])
    const supportMember = await signupMember(t, 'Support')
    supportId = supportMember.id
    support = await promoteToStaff(t.db, supportMember.id, 'support')
    member = await signupMember(t, 'Member')
    const foreign = await insertForeignMember(t, `other-${engine}`)
    const foreignRow = await t.db
      .selectFrom('users')
      .select('site_id')
      .where('id', '=', foreign)
      .executeTakeFirstOrThrow()
    otherSite = foreignRow.site_id
    otherSiteModerator = await promoteToStaff(t.db, (await signupMember(t, 'Elsewhere')).id, 'moderator', [
      otherSite,
    ])
    const localOperator = await signupMember(t, 'Local operator')
    localOperatorId = localOperator.id
    await promoteToStaff(t.db, localOperator.id, 'operator', [otherSite])
    const regions = await t.db.selectFrom('regions').select(['id', 'country', 'code']).execute()
    regionNH = regions.find((r) => r.country === 'NL' && r.code === 'NH')?.id ?? 0
    regionBY = regions.find((r) => r.country === 'DE' && r.code === 'BY')?.id ?? 0
  })
  afterAll(() => t.close())

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { host: 'localhost', cookie: `${cookie}; i18n_redirected=en` },
      ...(payload ? { payload } : {}),
    })
  const upload = async (cookie: string, fields: Record<string, string>, file?: Buffer) => {
    const body = multipart(file ?? (await jpegPhoto()), 'photo.jpg', fields)
    return t.app.inject({
      method: 'POST',
      url: '/api/staff/fictional-photo.php',
      headers: { host: 'localhost', cookie, 'content-type': body.contentType },
      payload: body.payload,
    })
  }
  const auditRows = (action: string, targetId?: number) => {
    let query = t.db
      .selectFrom('audit_log')
      .select(['target_id', 'target_kind', 'before_values', 'after_values', 'staff_id'])
      .where('action', '=', action)
    if (targetId !== undefined) query = query.where('target_id', '=', targetId)
    return query.orderBy('id').execute()
  }
  const newProfile = (more: object = {}) => ({
    site: t.siteId,
    name: 'Sanne',
    gender: 'female',
    birth_date: bornYearsAgo(30),
    country: 'NL',
    ...more,
  })
  /** Members of a region; `more` makes a filter whose matches are not cached yet (kept 10 s). */
  const searchRegion = async (regionId: number, more = '') => {
    const response = await call(
      'GET',
      `/api/search.php?country=NL&countryregion=${regionId}${more}`,
      member.cookie,
    )
    expect(response.statusCode, response.body).toBe(200)
    return response.json().results as { id: number; fictional: boolean }[]
  }
  const countUsers = async () =>
    Number(
      (
        await t.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    )

  it('creates a fictional profile that can never log in and that members find, marked as fictional', async () => {
    const interests = await t.deps.sites.listInterests()
    const created = await call(
      'POST',
      '/api/staff/fictional.php',
      moderator,
      newProfile({
        region_id: regionNH,
        city: 'Haarlem',
        sexuality: 'hetero',
        interests: [interests[0]?.id, interests[1]?.id],
        languages: ['de', 'nl'],
        operators: [operatorId],
        about_me: 'Hallo!',
      }),
    )
    expect(created.statusCode, created.body).toBe(200)
    const { profile } = created.json()
    expect(profile).toMatchObject({
      site_id: t.siteId,
      state: 'active',
      languages: ['de', 'nl'],
      operators: [{ id: operatorId, email: expect.stringContaining('@example.com') }],
      waiting: 0,
      photos: [],
    })
    expect(profile.profile).toMatchObject({
      name: 'Sanne',
      gender: 'female',
      country: 'NL',
      region_id: regionNH,
      city: 'Haarlem',
      about_me: 'Hallo!',
      interests: [interests[0]?.id, interests[1]?.id].sort((a, b) => (a ?? 0) - (b ?? 0)),
    })
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', profile.id)
      .executeTakeFirstOrThrow()
    expect(user).toMatchObject({
      is_fictional: 1,
      password_hash: '',
      role: 'member',
      status: 'active',
      language: 'de',
      site_id: t.siteId,
    })
    expect(user.email).toMatch(/^fictional-[0-9a-f]{16}@fictional\.invalid$/)
    const [audit] = await auditRows('fictional.created', profile.id)
    expect(audit).toMatchObject({ target_kind: 'member' })
    expect(JSON.parse(audit?.after_values ?? '')).toMatchObject({ name: 'Sanne', site: t.siteId })

    const found = (await searchRegion(regionNH)).find((card) => card.id === profile.id)
    expect(found?.fictional).toBe(true)

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login.php',
      headers: { host: 'localhost' },
      payload: { email: user.email, password: '' },
    })
    expect(login.statusCode).not.toBe(200)
  })

  it('lists the profiles of the sites the staff member answers to, filtered', async () => {
    const created = (
      await call('POST', '/api/staff/fictional.php', admin, newProfile({ name: 'Lotte' }))
    ).json()
    await t.db
      .insertInto('fictional_profiles')
      .values({
        user_id: await insertForeignMember(t, `third-${engine}`),
        site_id: otherSite,
        created_at: Date.now(),
        updated_at: Date.now(),
      })
      .execute()
    const all = await call('GET', '/api/staff/fictional.php', admin)
    expect(all.statusCode).toBe(200)
    const sites = new Set(all.json().profiles.map((p: { site_id: number }) => p.site_id))
    expect(sites.has(t.siteId)).toBe(true)

    const mine = (await call('GET', '/api/staff/fictional.php', moderator)).json().profiles
    expect(mine.every((p: { site_id: number }) => p.site_id === t.siteId)).toBe(true)
    expect(mine.map((p: { id: number }) => p.id)).toContain(created.profile.id)

    const one = await call('GET', `/api/staff/fictional.php?id=${created.profile.id}`, moderator)
    expect(one.json().profiles).toHaveLength(1)
    expect((await call('GET', '/api/staff/fictional.php?state=retired', moderator)).json().profiles).toEqual(
      [],
    )
    expect(
      (await call('GET', `/api/staff/fictional.php?id=${created.profile.id}`, otherSiteModerator)).json()
        .profiles,
    ).toEqual([])
    expect((await call('GET', '/api/staff/fictional.php?state=gone', admin)).statusCode).toBe(400)
  })

  it('counts the conversations waiting for the profile', async () => {
    const { profile } = (
      await call('POST', '/api/staff/fictional.php', admin, newProfile({ name: 'Waiting' }))
    ).json()
    const now = Date.now()
    const low = Math.min(profile.id, member.id)
    const high = Math.max(profile.id, member.id)
    const conversation = await t.db
      .insertInto('conversations')
      .values({
        site_id: t.siteId,
        user_low_id: low,
        user_high_id: high,
        started_by: member.id,
        last_sender_id: member.id,
        last_message_at: now,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await t.db
      .insertInto('conversation_queue')
      .values({
        conversation_id: conversation.id,
        site_id: t.siteId,
        fictional_id: profile.id,
        member_id: member.id,
        language: 'en',
        waiting_since: now,
      })
      .execute()
    const [listed] = (await call('GET', `/api/staff/fictional.php?id=${profile.id}`, admin)).json().profiles
    expect(listed.waiting).toBe(1)
  })

  it('refuses bad input on its field, in the visitor language, and writes nothing', async () => {
    const users = await countUsers()
    for (const [payload, field, message] of [
      [{ birth_date: bornYearsAgo(17) }, 'birth_date', en.staff.errors.fictional_birth_date],
      [{ birth_date: '1990-02-30' }, 'birth_date', en.staff.errors.fictional_birth_date],
      [{ region_id: regionBY }, 'region_id', en.profile.errors.unknown_region],
      [{ interests: [999_999] }, 'interests', en.profile.errors.unknown_interest],
      [{ operators: [supportId] }, 'operators', en.staff.errors.fictional_operator],
      [{ operators: [localOperatorId] }, 'operators', en.staff.errors.fictional_operator],
      [{ country: 'XX' }, 'country', undefined],
      [{ name: '' }, 'name', undefined],
    ] as const) {
      const refused = await call('POST', '/api/staff/fictional.php', admin, newProfile(payload))
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400)
      expect(refused.json().error.field, JSON.stringify(payload)).toBe(field)
      if (message) expect(refused.json().error.message).toBe(message)
    }
    expect(await countUsers()).toBe(users)
    const unknownSite = await call('POST', '/api/staff/fictional.php', admin, newProfile({ site: 999_999 }))
    expect(unknownSite.statusCode).toBe(404)
    const notMine = await call('POST', '/api/staff/fictional.php', moderator, newProfile({ site: otherSite }))
    expect(notMine.statusCode).toBe(404)
    expect(await countUsers()).toBe(users)
  })

  it('keeps out visitors, members, support and operators', async () => {
    const visitor = await t.app.inject({ url: '/api/staff/fictional.php', headers: { host: 'localhost' } })
    expect(visitor.statusCode).toBe(403)
    expect(visitor.json().error.code).toBe('authentication_required')
    for (const cookie of [member.cookie, support, operatorCookie]) {
      for (const [method, url] of [
        ['GET', '/api/staff/fictional.php'],
        ['POST', '/api/staff/fictional.php'],
        ['PUT', '/api/staff/fictional.php'],
        ['GET', `/api/staff/operators.php?site=${t.siteId}`],
        ['GET', `/api/staff/fictional-options.php?site=${t.siteId}&country=NL`],
        ['PUT', '/api/staff/fictional-photo.php'],
        ['DELETE', '/api/staff/fictional-photo.php?id=1'],
      ] as const) {
        const refused = await call(
          method,
          url,
          cookie,
          method === 'GET' || method === 'DELETE' ? undefined : {},
        )
        expect(refused.statusCode, `${method} ${url}`).toBe(403)
        expect(refused.json().error.code).toBe('forbidden')
      }
    }
    const photo = await upload(operatorCookie, { fictional: '1' })
    expect(photo.statusCode).toBe(403)
  })

  it('changes only what is sent, retires out of search and back, and keeps it on record', async () => {
    const { profile } = (
      await call(
        'POST',
        '/api/staff/fictional.php',
        admin,
        newProfile({ name: 'Retiring', region_id: regionNH }),
      )
    ).json()
    const changed = await call('PUT', '/api/staff/fictional.php', moderator, {
      id: profile.id,
      name: 'Retired',
      state: 'retired',
      operators: [operatorId],
      languages: ['fr'],
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().profile).toMatchObject({
      state: 'retired',
      languages: ['fr'],
      operators: [{ id: operatorId }],
    })
    expect(changed.json().profile.profile).toMatchObject({
      name: 'Retired',
      region_id: regionNH,
      gender: 'female',
    })
    const searchable = async () =>
      (
        await t.db
          .selectFrom('profiles')
          .select('searchable')
          .where('user_id', '=', profile.id)
          .executeTakeFirstOrThrow()
      ).searchable
    expect(await searchable()).toBe(0)
    expect((await searchRegion(regionNH)).map((card) => card.id)).not.toContain(profile.id)
    const [row] = await auditRows('fictional.changed', profile.id)
    expect(JSON.parse(row?.before_values ?? '')).toEqual({
      name: 'Retiring',
      state: 'active',
      operators: [],
      languages: [],
    })
    expect(JSON.parse(row?.after_values ?? '')).toEqual({
      name: 'Retired',
      state: 'retired',
      operators: [operatorId],
      languages: ['fr'],
    })

    const paused = await call('PUT', '/api/staff/fictional.php', admin, { id: profile.id, state: 'paused' })
    expect(paused.json().profile.state).toBe('paused')
    expect(await searchable()).toBe(1)
    expect((await searchRegion(regionNH, '&min_age=18')).map((card) => card.id)).toContain(profile.id)

    const moved = await call('PUT', '/api/staff/fictional.php', admin, { id: profile.id, country: 'DE' })
    expect(moved.json().profile.profile).toMatchObject({ country: 'DE', region_id: null })
  })

  it('refuses a bad change on its field and changes nothing', async () => {
    const { profile } = (
      await call('POST', '/api/staff/fictional.php', admin, newProfile({ name: 'Stable' }))
    ).json()
    for (const [payload, field, message] of [
      [
        { operators: [operatorId, supportId], name: 'Changed' },
        'operators',
        en.staff.errors.fictional_operator,
      ],
      [{ region_id: regionBY, name: 'Changed' }, 'region_id', en.profile.errors.unknown_region],
      [{ state: 'gone' }, 'state', undefined],
      [{ birth_date: bornYearsAgo(120) }, 'birth_date', en.staff.errors.fictional_birth_date],
      [{ height_cm: 20 }, 'height_cm', en.profile.errors.height],
    ] as const) {
      const refused = await call('PUT', '/api/staff/fictional.php', admin, { id: profile.id, ...payload })
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400)
      expect(refused.json().error.field, JSON.stringify(payload)).toBe(field)
      if (message) expect(refused.json().error.message).toBe(message)
    }
    const nothing = await call('PUT', '/api/staff/fictional.php', admin, { id: profile.id })
    expect(nothing.statusCode).toBe(400)
    const after = (await call('GET', `/api/staff/fictional.php?id=${profile.id}`, admin)).json().profiles[0]
    expect(after.profile.name).toBe('Stable')
    expect(after.operators).toEqual([])
    expect(await auditRows('fictional.changed', profile.id)).toEqual([])
    expect(
      (await call('PUT', '/api/staff/fictional.php', admin, { id: 999_999, name: 'Xavier' })).statusCode,
    ).toBe(404)
    const notMine = await call('PUT', '/api/staff/fictional.php', otherSiteModerator, {
      id: profile.id,
      name: 'Xavier',
    })
    expect(notMine.statusCode).toBe(404)
    // A member is no fictional profile.
    expect(
      (await call('PUT', '/api/staff/fictional.php', admin, { id: member.id, name: 'Xavier' })).statusCode,
    ).toBe(404)
  })

  it('lists the operators of a site', async () => {
    const response = await call('GET', `/api/staff/operators.php?site=${t.siteId}`, moderator)
    expect(response.statusCode).toBe(200)
    const ids = response.json().operators.map((operator: { id: number }) => operator.id)
    expect(ids).toContain(operatorId)
    expect(ids).not.toContain(localOperatorId)
    expect(ids).not.toContain(supportId)
    expect((await call('GET', `/api/staff/operators.php?site=${otherSite}`, moderator)).statusCode).toBe(404)
    expect((await call('GET', '/api/staff/operators.php', moderator)).statusCode).toBe(400)
  })

  it('offers the interests of the profile’s own site and a country’s regions, wherever staff work', async () => {
    // A site is complete with its company's details.
    const company = await t.db
      .selectFrom('company_info')
      .selectAll()
      .where('site_id', '=', t.siteId)
      .executeTakeFirstOrThrow()
    await t.db
      .insertInto('company_info')
      .values({ ...company, site_id: otherSite })
      .onConflict((conflict) => conflict.column('site_id').doNothing())
      .execute()
    await t.db
      .insertInto('site_settings')
      .values({ site_id: otherSite, name: 'interests', value: JSON.stringify(['gym', 'music']) })
      .execute()
    t.sites.forgetCached()
    try {
      // Asked on this site's host, for the other site's profile: the other site's interests.
      const options = await call(
        'GET',
        `/api/staff/fictional-options.php?site=${otherSite}&country=DE`,
        otherSiteModerator,
      )
      expect(options.statusCode, options.body).toBe(200)
      // Cached by the browser per language, which the cookie carries.
      expect(options.headers.vary).toContain('cookie')
      const german = await t.app.inject({
        url: `/api/staff/fictional-options.php?site=${otherSite}&country=DE`,
        headers: { host: 'localhost', cookie: `${otherSiteModerator}; i18n_redirected=de` },
      })
      expect(german.json().regions.kind_name).toBe(
        catalogues.de.region_kinds[german.json().regions.kind as 'state'],
      )
      expect(german.json().interests.find((i: { slug: string }) => i.slug === 'music')?.name).toBe(
        catalogues.de.interests.music,
      )
      expect(
        options
          .json()
          .interests.map((interest: { slug: string }) => interest.slug)
          .sort(),
      ).toEqual(['gym', 'music'])
      expect(options.json().regions.regions.map((region: { id: number }) => region.id)).toContain(regionBY)
      expect(options.json().regions.regions.map((region: { id: number }) => region.id)).not.toContain(
        regionNH,
      )
      const own = await call('GET', `/api/staff/fictional-options.php?site=${t.siteId}&country=NL`, moderator)
      expect(own.json().interests.length).toBeGreaterThan(2)
      expect(own.json().regions.regions.map((region: { id: number }) => region.id)).toContain(regionNH)
    } finally {
      await t.db
        .deleteFrom('site_settings')
        .where('site_id', '=', otherSite)
        .where('name', '=', 'interests')
        .execute()
      t.sites.forgetCached()
    }
    expect(
      (await call('GET', `/api/staff/fictional-options.php?site=${otherSite}&country=DE`, moderator))
        .statusCode,
    ).toBe(404)
    for (const query of [
      `site=${t.siteId}&country=XX`,
      `site=${t.siteId}`,
      'country=NL',
      `site=x&country=NL`,
    ])
      expect(
        (await call('GET', `/api/staff/fictional-options.php?${query}`, moderator)).statusCode,
        query,
      ).toBe(400)
  })

  it('adds, changes and deletes photos, private ones included', async () => {
    const { profile } = (
      await call('POST', '/api/staff/fictional.php', admin, newProfile({ name: 'Photogenic' }))
    ).json()
    const first = await upload(admin, { fictional: String(profile.id) })
    expect(first.statusCode, first.body).toBe(200)
    const [main] = first.json().profile.photos
    expect(main).toMatchObject({ is_main: true, is_private: false })
    const second = await upload(moderator, { fictional: String(profile.id), private: '1' })
    expect(second.statusCode, second.body).toBe(200)
    const secret = second.json().profile.photos[1]
    expect(secret).toMatchObject({ is_main: false, is_private: true })

    const privateMain = await call('PUT', '/api/staff/fictional-photo.php', admin, {
      id: secret.id,
      main: true,
    })
    expect(privateMain.statusCode).toBe(400)
    expect(privateMain.json().error).toMatchObject({
      field: 'main',
      message: en.photos.errors.main_must_be_public,
    })

    const made = await call('PUT', '/api/staff/fictional-photo.php', admin, { id: secret.id, private: false })
    expect(made.statusCode).toBe(200)
    const mainNow = await call('PUT', '/api/staff/fictional-photo.php', admin, { id: secret.id, main: true })
    expect(mainNow.json().profile.photos.find((p: { id: number }) => p.id === secret.id).is_main).toBe(true)
    const hidden = await call('PUT', '/api/staff/fictional-photo.php', admin, {
      id: secret.id,
      private: true,
    })
    const photos = hidden.json().profile.photos
    expect(photos.find((p: { id: number }) => p.id === main.id).is_main).toBe(true)
    expect((await call('PUT', '/api/staff/fictional-photo.php', admin, { id: secret.id })).statusCode).toBe(
      400,
    )

    const deleted = await call('DELETE', `/api/staff/fictional-photo.php?id=${main.id}`, admin)
    expect(deleted.statusCode).toBe(200)
    expect(deleted.json().profile.photos.map((p: { id: number }) => p.id)).toEqual([secret.id])
    const has = await t.db
      .selectFrom('profiles')
      .select(['has_photo', 'main_photo_id'])
      .where('user_id', '=', profile.id)
      .executeTakeFirstOrThrow()
    expect(has).toEqual({ has_photo: 0, main_photo_id: null })
    expect((await call('DELETE', `/api/staff/fictional-photo.php?id=${main.id}`, admin)).statusCode).toBe(404)
    expect(
      (await call('DELETE', `/api/staff/fictional-photo.php?id=${secret.id}`, otherSiteModerator)).statusCode,
    ).toBe(404)
    expect((await call('DELETE', '/api/staff/fictional-photo.php?id=x', admin)).statusCode).toBe(400)

    for (const action of ['fictional.photo_added', 'fictional.photo_changed', 'fictional.photo_deleted'])
      expect((await auditRows(action, profile.id)).length, action).toBeGreaterThan(0)
  })

  it('refuses a photo upload for an unknown or foreign profile, or without a file', async () => {
    const unknown = await upload(admin, { fictional: '999999' })
    expect(unknown.statusCode).toBe(404)
    const memberPhoto = await upload(admin, { fictional: String(member.id) })
    expect(memberPhoto.statusCode).toBe(404)
    const bad = await upload(admin, { fictional: 'abc' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.field).toBe('fictional')
    const notImage = await upload(admin, { fictional: '1' }, Buffer.from('hello'))
    expect([400, 404, 415]).toContain(notImage.statusCode)
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/staff/fictional-photo.php',
      headers: { host: 'localhost' },
      payload: {},
    })
    expect(visitor.json().error.code).toBe('authentication_required')
  })
})
