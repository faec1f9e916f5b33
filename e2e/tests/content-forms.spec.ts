import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { mailTo } from '../support/mailbox';

/** OPS_EMAIL's development default (api/src/config/env.ts), which scripts/start.mjs keeps. */
const OPS_EMAIL = 'operations@tablehop.local';

/** The texts of the operations mailbox, newest first; mail is queued, so callers poll. */
async function opsMailTexts(request: APIRequestContext): Promise<string[]> {
  return (await mailTo(request, OPS_EMAIL)).map((mail) => `${mail.subject}\n${mail.text}`);
}

const unique = (what: string) =>
  `${what} from the e2e suite ${Date.now()}-${test.info().project.name}-${test.info().retry}`;

test('the contact form reaches the operations mailbox', async ({ page, request }) => {
  const message = unique('A contact message');

  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('First Name', { exact: true }).fill('Eve');
  await form.getByLabel('Last Name', { exact: true }).fill('Tester');
  await form.getByLabel('Email', { exact: true }).fill('eve.tester@example.com');
  await form.getByLabel('Phone Number', { exact: true }).fill('07700 900123');
  await form.getByLabel('Restaurant Name (optional)').fill('The Test Kitchen');
  await form.getByLabel('Postcode (optional)').fill('SW1A 1AA');
  await form.getByLabel('Message', { exact: true }).fill(message);
  await form.getByRole('checkbox', { name: /not a robot/ }).check();
  await form.getByRole('button', { name: 'Send message' }).click();

  const dialog = page.getByRole('dialog', { name: 'Submission Successful' });
  await expect(dialog).toContainText('Your message has been sent successfully!');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(form.getByLabel('Message', { exact: true })).toHaveValue('');

  await expect
    .poll(async () => (await opsMailTexts(request)).some((text) => text.includes(message)))
    .toBe(true);
});

test('the partner form reaches the operations mailbox', async ({ page, request }) => {
  const message = unique('A partner registration');

  await page.goto('/partner');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Register Your Business' }),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'Register your business' });
  await form.getByLabel('First name', { exact: true }).fill('Priya');
  await form.getByLabel('Last name', { exact: true }).fill('Shah');
  await form.getByLabel('Restaurant name', { exact: true }).fill('Spice Route');
  await form.getByLabel('City', { exact: true }).fill('Leicester');
  await form.getByLabel('Postcode', { exact: true }).fill('LE1 5WW');
  await form.getByLabel('Email', { exact: true }).fill('priya@example.com');
  await form.getByLabel('Phone number', { exact: true }).fill('0116 496 0123');
  await form.getByLabel('Message (optional)').fill(message);
  await form.getByRole('checkbox', { name: /agree to the Terms and Conditions/ }).check();
  await form.getByRole('checkbox', { name: /not a robot/ }).check();
  await form.getByRole('button', { name: 'Register' }).click();

  const dialog = page.getByRole('dialog', { name: 'Submission Successful' });
  await expect(dialog).toContainText('Your message has been sent successfully!');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(form.getByLabel('Restaurant name', { exact: true })).toHaveValue('');

  await expect
    .poll(async () => (await opsMailTexts(request)).some((text) => text.includes(message)))
    .toBe(true);
});
