import { z } from 'zod'

/** GET /api/geocode.php?lat&lon: offline reverse geocoding to the nearest known town. */
export const geocodeQuery = z
  .object({
    lat: z.coerce.number().min(-90).max(90),
    lon: z.coerce.number().min(-180).max(180),
  })
  .strict()

export interface GeocodeResult {
  city: string
  country: string
  region_id: number | null
  region: string | null
}

/** `geocode` is false when no known town lies near the position (the client stores false, SPEC 8). */
export interface GeocodeResponse {
  geocode: GeocodeResult | false
}
