// The dev mailbox (GET /api/dev/mailbox): what the site emailed an address, newest first.
import { type APIRequestContext, expect } from '@playwright/test';

export interface Mail {
  subject: string;
  text: string;
  html: string;
  created_at: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

export async function mailTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const answer = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Mail[];
}

/**
 * The one email with this subject, once it is there: booking mail leaves through an outbox
 * worker a few ms after the answer, so it is polled for, never read at once. Two of them fail.
 */
export async function waitForMail(
  request: APIRequestContext,
  email: string,
  subject: string,
): Promise<Mail> {
  let found: Mail[] = [];
  await expect
    .poll(
      async () => {
        found = (await mailTo(request, email)).filter((m) => m.subject === subject);
        return found.length;
      },
      { message: `one email "${subject}" to ${email}` },
    )
    .toBe(1);
  return found[0]!;
}
