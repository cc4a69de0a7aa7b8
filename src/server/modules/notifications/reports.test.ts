import { describe, expect, it } from 'vitest'
import { parseMailReport } from './reports.js'
import { bounceFor, complaintFor } from './testing/report-samples.js'

const postfixBounce = bounceFor('GONE@example.org')
const feedbackReport = complaintFor('Sam.Spam@example.com')

describe('mail reports', () => {
  it('reads the permanent failures of a delivery status notification and leaves the delays', () => {
    expect(parseMailReport(postfixBounce)).toEqual({
      kind: 'bounce',
      recipients: [{ email: 'gone@example.org', detail: '5.1.1' }],
    })
  })

  it('reads the complaining recipient from the enclosed message of a feedback report', () => {
    expect(parseMailReport(feedbackReport)).toEqual({
      kind: 'fbl',
      recipients: [{ email: 'sam.spam@example.com', detail: 'abuse' }],
    })
  })

  it('prefers Original-Rcpt-To when the report has it', () => {
    const report = feedbackReport.replace('Source-IP:', 'Original-Rcpt-To: <other@example.com>\r\nSource-IP:')
    expect(parseMailReport(report)?.recipients).toEqual([{ email: 'other@example.com', detail: 'abuse' }])
  })

  it('gives a bounce report without recipients when every failure is temporary', () => {
    const soft = postfixBounce.replace('Action: failed\r\nStatus: 5.1.1', 'Action: failed\r\nStatus: 4.4.1')
    expect(parseMailReport(soft)).toEqual({ kind: 'bounce', recipients: [] })
  })

  it('knows no report in an ordinary mail or in garbage', () => {
    expect(parseMailReport('From: a@example.com\r\nSubject: hello\r\n\r\nJust a mail.')).toBeNull()
    expect(parseMailReport('%%% not a message')).toBeNull()
    expect(parseMailReport('')).toBeNull()
  })
})
