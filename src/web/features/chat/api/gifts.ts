import { queryOptions, useQuery } from '@tanstack/react-query'
import type { GiftsResponse } from '#shared/api/chat.js'
import { apiGet } from '#web/lib/api.js'
import { useTranslation } from '#web/lib/translation.js'

/** GET /api/gifts.php: the gift catalogue, names in the viewer's language. */
export function fetchGifts(): Promise<GiftsResponse> {
  return apiGet<GiftsResponse>('/api/gifts.php')
}

/** Kept per language: the names are translated. */
export function giftsQuery(language: string) {
  return queryOptions({ queryKey: ['gifts', language], queryFn: fetchGifts, staleTime: 10 * 60_000 })
}

/** Loaded when the picker first opens, then kept. */
export function useGifts(enabled: boolean) {
  const { i18n } = useTranslation()
  return useQuery({ ...giftsQuery(i18n.language), enabled })
}
