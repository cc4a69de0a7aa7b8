import { type Compilable, type CompiledQuery, createQueryId } from 'kysely'
import { type Database, isPostgres } from './database.js'

/** Stands for an argument, or for one item of a list argument, while the query is built once. */
class StandIn {
  constructor(
    readonly argument: number,
    readonly item: number | null,
  ) {}

  valueIn(args: readonly unknown[]): unknown {
    const value = args[this.argument]
    return this.item === null ? value : (value as readonly unknown[])[this.item]
  }
}

interface Template {
  compiled: CompiledQuery
  /** The compiled parameters: stand-ins for the arguments, and the builder's own constants as they are. */
  parameters: readonly unknown[]
}

/**
 * A query whose SQL is built and compiled once per engine (and per length of each list argument), then run
 * with new values. Kysely builds a query's tree and compiles it at every call, which was a sixth of the CPU of
 * a member's search; the statements every request makes are worth keeping as SQL. `build` is called with
 * stand-ins for the arguments, so it must use them only as values (a builder that branches on an argument
 * stays an ordinary function); one that turns an argument into anything but a parameter fails at once
 * (docs/decisions/0042).
 */
export function prebuiltQuery<Args extends readonly unknown[], Row>(
  build: (db: Database, ...args: Args) => Compilable<Row>,
): (db: Database, ...args: Args) => Promise<Row[]> {
  const templates = new Map<string, Template>()
  return async (db, ...args) => {
    const key = templateKey(db, args)
    let template = templates.get(key)
    if (!template) {
      template = templateOf(db, build, args)
      templates.set(key, template)
    }
    const parameters = template.parameters.map((parameter) =>
      parameter instanceof StandIn ? parameter.valueIn(args) : parameter,
    )
    const result = await db.executeQuery<Row>({ ...template.compiled, parameters, queryId: createQueryId() })
    return result.rows
  }
}

/** prebuiltQuery for a query that answers one row: the first, or undefined when there is none. */
export function prebuiltFirst<Args extends readonly unknown[], Row>(
  build: (db: Database, ...args: Args) => Compilable<Row>,
): (db: Database, ...args: Args) => Promise<Row | undefined> {
  const query = prebuiltQuery(build)
  return async (db, ...args) => (await query(db, ...args))[0]
}

function templateKey(db: Database, args: readonly unknown[]): string {
  let key = isPostgres(db) ? 'postgres' : 'sqlite'
  for (const arg of args) key += Array.isArray(arg) ? `,${arg.length}` : ','
  return key
}

function templateOf<Args extends readonly unknown[], Row>(
  db: Database,
  build: (db: Database, ...args: Args) => Compilable<Row>,
  args: Args,
): Template {
  const standIns = args.map((arg, argument) =>
    Array.isArray(arg) ? arg.map((_, item) => new StandIn(argument, item)) : new StandIn(argument, null),
  )
  // The stand-ins take the arguments' place: the builder passes them on as values without looking at them.
  const compiled = build(db, ...(standIns as unknown as Args)).compile()
  const used = new Set(compiled.parameters.filter((parameter) => parameter instanceof StandIn))
  const missing = standIns.flat().filter((standIn) => !used.has(standIn))
  if (missing.length > 0)
    throw new Error(`prebuiltQuery: argument ${missing[0]?.argument} is not a parameter of ${compiled.sql}`)
  return { compiled, parameters: compiled.parameters }
}
