import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import type { FastifyInstance, FastifySchema } from 'fastify'

export interface RegisteredRoute {
  method: string
  url: string
  schema: (FastifySchema & { hide?: boolean }) | undefined
}

/** Fastify announces each new instance here, before any plugin or route is registered. */
const initialization = 'fastify.initialization'

/**
 * Every route of the apps built while `build` runs, one entry per method, as Fastify registers them:
 * tests that must hold for every route find them here, so that a route added later is tested too.
 */
export async function recordRoutes<T>(
  build: () => Promise<T>,
): Promise<{ built: T; routes: RegisteredRoute[] }> {
  const routes: RegisteredRoute[] = []
  const listen = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance }
    fastify.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        routes.push({ method, url: route.url, schema: route.schema })
    })
  }
  subscribe(initialization, listen)
  try {
    return { built: await build(), routes }
  } finally {
    unsubscribe(initialization, listen)
  }
}

/** A route's path with each parameter filled in. */
export function fillParams(url: string, value: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, value)
}
