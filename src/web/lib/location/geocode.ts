import { queryOptions } from '@tanstack/react-query'
import { type GeocodeResponse, geocodeDecimals } from '#shared/api/location.js'
import { apiGet } from '../api.js'
import { browserQueryClient, fetchUncached } from '../queryClient.js'

export interface Coordinates {
  lat: number
  lon: number
}

/** GET /api/geocode.php: the town, region and country nearest to a position, or false. */
export function geocodeQuery({ lat, lon }: Coordinates) {
  const query = `lat=${lat.toFixed(geocodeDecimals)}&lon=${lon.toFixed(geocodeDecimals)}`
  return queryOptions({
    queryKey: ['geocode', query],
    queryFn: () => apiGet<GeocodeResponse>(`/api/geocode.php?${query}`),
  })
}

export async function fetchGeocode(position: Coordinates): Promise<GeocodeResponse['geocode']> {
  return (await fetchUncached(browserQueryClient(), geocodeQuery(position))).geocode
}
