import { type GeocodeResponse, geocodeDecimals } from '../../../../shared/api/geocode.js'
import { apiGet } from '../../../lib/api.js'

export interface Coordinates {
  lat: number
  lon: number
}

/** GET /api/geocode.php: the town, region and country nearest to a position, or false. */
export async function fetchGeocode({ lat, lon }: Coordinates): Promise<GeocodeResponse['geocode']> {
  const query = `lat=${lat.toFixed(geocodeDecimals)}&lon=${lon.toFixed(geocodeDecimals)}`
  const answer = await apiGet<GeocodeResponse>(`/api/geocode.php?${query}`)
  return answer.geocode
}
