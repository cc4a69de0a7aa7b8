import { z } from 'zod'

export const geocodeErrors = {
  latitude: 'location.errors.latitude',
  longitude: 'location.errors.longitude',
  region: 'location.errors.region',
} as const

/**
 * A coordinate as a query gives it: a plain decimal number within ±limit. Written out, because a bare
 * coerce would read an empty value as 0, a point in the ocean off Africa.
 */
function coordinate(limit: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .regex(/^[-+]?\d{1,3}(\.\d{1,12})?$/, message)
    .transform(Number)
    .pipe(z.number().min(-limit, message).max(limit, message))
}

/** GET /api/geocode.php?lat&lon: offline reverse geocoding to the nearest known town. */
export const geocodeQuery = z
  .object({
    lat: coordinate(90, geocodeErrors.latitude),
    lon: coordinate(180, geocodeErrors.longitude),
  })
  .strict()

/** Coordinates leave the browser rounded to this many decimals (about 1 km): a town needs no more. */
export const geocodeDecimals = 2

export const geocodeResult = z.object({
  city: z.string(),
  country: z.string(),
  region_id: z.number().int().nullable(),
  region: z.string().nullable(),
})
export type GeocodeResult = z.infer<typeof geocodeResult>

/**
 * `geocode` is false when no known town lies near the position (the client stores false, docs/product.md §8).
 */
export const geocodeResponse = z.object({
  geocode: z.union([geocodeResult, z.literal(false)]).describe('False when no known town lies near'),
})
export type GeocodeResponse = z.infer<typeof geocodeResponse>

/** GET /api/towns.php?region: the known towns of one region, to suggest while the member types. */
export const townsQuery = z
  .object({
    region: z.coerce.number(geocodeErrors.region).int(geocodeErrors.region).positive(geocodeErrors.region),
  })
  .strict()

export const townsResponse = z.object({
  towns: z.array(z.string()).describe("The region's known towns, largest first; others may be typed"),
})
export type TownsResponse = z.infer<typeof townsResponse>
