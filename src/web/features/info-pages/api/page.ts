import type { InfoPage, InfoPageResponse } from '../../../../shared/api/info-pages.js'
import { apiGet } from '../../../lib/api.js'

export function fetchInfoPage(name: string): Promise<InfoPage> {
  return apiGet<InfoPageResponse>(`/api/page.php?name=${encodeURIComponent(name)}`).then((r) => r.page)
}
