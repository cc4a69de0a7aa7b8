// Bounce and complaint reports as mail servers send them, for the parser's and the endpoint's tests.

const crlf = (text: string) => text.replace(/\n/g, '\r\n')

/** A Postfix bounce for an address that does not exist (and a delay for another). */
export const bounceFor = (address: string) =>
  crlf(`Return-Path: <>
Received: by mx.example.net (Postfix) id 3F2A1C0123; Tue, 24 Nov 2026 10:00:00 +0100 (CET)
Date: Tue, 24 Nov 2026 10:00:00 +0100 (CET)
From: MAILER-DAEMON@mx.example.net (Mail Delivery System)
Subject: Undelivered Mail Returned to Sender
To: support@amora.test
Auto-Submitted: auto-replied
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status;
\tboundary="3F2A1C0123.1764000000/mx.example.net"
Message-Id: <20261124090000.3F2A1C0123@mx.example.net>

This is a MIME-encapsulated message.

--3F2A1C0123.1764000000/mx.example.net
Content-Description: Notification
Content-Type: text/plain; charset=us-ascii

This is the mail system at host mx.example.net.

I'm sorry to have to inform you that your message could not
be delivered to one or more recipients.

<${address}>: host mail.example.org[192.0.2.10] said: 550 5.1.1
    <gone@example.org>: Recipient address rejected: User unknown

--3F2A1C0123.1764000000/mx.example.net
Content-Description: Delivery report
Content-Type: message/delivery-status

Reporting-MTA: dns; mx.example.net
X-Postfix-Queue-ID: 3F2A1C0123
Arrival-Date: Tue, 24 Nov 2026 09:59:58 +0100 (CET)

Final-Recipient: rfc822; ${address}
Action: failed
Status: 5.1.1
Remote-MTA: dns; mail.example.org
Diagnostic-Code: smtp; 550 5.1.1 <gone@example.org>: Recipient address
    rejected: User unknown

Final-Recipient: rfc822; full@example.org
Action: delayed
Status: 4.2.2
Diagnostic-Code: smtp; 452 4.2.2 Mailbox full

--3F2A1C0123.1764000000/mx.example.net
Content-Description: Undelivered Message Headers
Content-Type: text/rfc822-headers

From: "Amora" <support@amora.test>
To: gone@example.org
Subject: You have 2 new messages

--3F2A1C0123.1764000000/mx.example.net--
`)

/** An abuse report as large mailbox providers send them through their feedback loops. */
export const complaintFor = (address: string) =>
  crlf(`From: <staff@feedback.example.com>
Date: Tue, 24 Nov 2026 11:00:00 +0000
Subject: FW: You have 2 new messages
To: <fbl@amora.test>
MIME-Version: 1.0
Content-Type: multipart/report; report-type=feedback-report;
     boundary="part1_13d.2e68ed54_boundary"

--part1_13d.2e68ed54_boundary
Content-Type: text/plain; charset="US-ASCII"
Content-Transfer-Encoding: 7bit

This is an email abuse report for an email message received from IP
192.0.2.1 on Tue, 24 Nov 2026 10:58:00 +0000.

--part1_13d.2e68ed54_boundary
Content-Type: message/feedback-report

Feedback-Type: abuse
User-Agent: SomeGenerator/1.0
Version: 1
Original-Mail-From: <support@amora.test>
Arrival-Date: Tue, 24 Nov 2026 10:58:00 +0000
Reported-Domain: amora.test
Source-IP: 192.0.2.1

--part1_13d.2e68ed54_boundary
Content-Type: message/rfc822
Content-Disposition: inline

From: "Amora" <support@amora.test>
To: "Sam" <${address}>
Subject: You have 2 new messages
Date: Tue, 24 Nov 2026 10:57:00 +0000

Hi Sam, you have 2 new messages.
--part1_13d.2e68ed54_boundary--
`)
