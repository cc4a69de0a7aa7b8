// @vitest-environment happy-dom
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DeskComplaint, DeskComplaintsResponse } from '#shared/api/staff-complaints.js'
import { attachRoot, detachRoot, renderInApp } from '#web/testing/dom.js'
import { StaffCatalogue } from '../StaffCatalogue.js'
import { ComplaintsTable } from './ComplaintsTable.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function complaint(id: number, more: Partial<DeskComplaint> = {}): DeskComplaint {
  return {
    id,
    reference: `C-${String(id).padStart(6, '0')}`,
    subject_type: 'member',
    subject_id: 77,
    reason: 'harassment',
    text: 'He insults me.',
    status: 'open',
    created_at: '2026-11-28T10:00:00.000Z',
    complainant: { member_id: 5, email: 'carla@example.com', name: 'Carla', language: 'en' },
    site_id: 1,
    assignee: null,
    subject_member: { id: 77, name: 'Dirk' },
    answered_at: null,
    closed_at: null,
    ...more,
  }
}

const answer: DeskComplaintsResponse = {
  complaints: [
    complaint(3),
    complaint(2, {
      status: 'in_progress',
      subject_type: 'other',
      subject_id: null,
      subject_member: null,
      complainant: { member_id: null, email: 'vera@example.com', name: 'Vera', language: 'de' },
      assignee: { id: 9, name: 'Sam' },
    }),
    complaint(1, { status: 'closed' }),
  ],
}

let root: Root
let container: HTMLElement
let fetch: ReturnType<typeof vi.fn>

const rows = () => [...container.querySelectorAll<HTMLTableRowElement>('tbody tr')]

function press(key: string) {
  act(() => {
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
  })
}

describe('the complaints desk list', () => {
  beforeEach(async () => {
    fetch = vi.fn(
      async () => new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
    )
    ;({ container, root } = attachRoot(fetch))
    renderInApp(
      root,
      <StaffCatalogue>
        <ComplaintsTable
          filters={{ status: 'open', assigned: 'me' }}
          sites={[{ id: 1, name: 'Amora', domain: 'x', time_zone: 'Europe/Amsterdam' }]}
        />
      </StaffCatalogue>,
    )
    for (let turn = 0; turn < 20 && rows().length === 0; turn++)
      await act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
  })

  afterEach(() => detachRoot(root, container))

  it('asks for the filters in the URL the API takes, in a fixed order', () => {
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/staff/complaints.php?assigned=me&status=open')
  })

  it('shows reference, reason, subject, complainant, site, status and assignee', () => {
    const cells = rows().map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))
    expect(cells[0]).toEqual(
      expect.arrayContaining([
        'C-000003',
        'Harassment',
        'Member Dirk (#77)',
        'Carla (#5)',
        'Amora',
        'Open',
        'Nobody',
      ]),
    )
    expect(cells[1]).toEqual(
      expect.arrayContaining(['Something else', 'Vera (visitor)', 'In progress', 'Sam']),
    )
    expect(rows()[0]?.querySelector('a')?.getAttribute('href')).toBe('/admin/complaints/3')
  })

  it('moves between rows with j, k and the arrow keys, stopping at the ends', () => {
    act(() => rows()[0]?.focus())
    press('j')
    expect(document.activeElement).toBe(rows()[1])
    press('ArrowDown')
    expect(document.activeElement).toBe(rows()[2])
    press('j')
    expect(document.activeElement).toBe(rows()[2])
    press('k')
    press('ArrowUp')
    press('ArrowUp')
    expect(document.activeElement).toBe(rows()[0])
  })
})
