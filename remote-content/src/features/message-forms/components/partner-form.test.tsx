import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'shared/testing/router';
import { ApiError } from 'shared/api/errors';
import { getCaptchaConfig } from 'shared/api/get-captcha-config';
import { sendPartnerRegistration } from 'shared/api/send-partner-registration';
import { forgetCaptchaConfig } from 'shared/ui/captcha-field';
import { PartnerForm } from './partner-form';

jest.mock('shared/api/send-partner-registration', () => ({ sendPartnerRegistration: jest.fn() }));
jest.mock('shared/api/get-captcha-config', () => ({ getCaptchaConfig: jest.fn() }));

const send = jest.mocked(sendPartnerRegistration);
const field = (label: string) => screen.getByLabelText(label);
const terms = () => screen.getByRole('checkbox', { name: /agree to the Terms and Conditions/ });
const marketing = () => screen.getByRole('checkbox', { name: /news, tips and offers/ });
const captchaBox = () => screen.getByRole('checkbox', { name: /not a robot/ });
const submitButton = () => screen.getByRole('button', { name: /Register/ });

const LABELS = [
  'First name',
  'Last name',
  'Restaurant name',
  'City',
  'Postcode',
  'Email',
  'Phone number',
  'Message (optional)',
];

async function renderForm() {
  render(
    <MemoryRouter>
      <PartnerForm />
    </MemoryRouter>,
  );
  await screen.findByRole('checkbox', { name: /not a robot/ });
}

async function fill({ solveCaptcha = true } = {}) {
  await userEvent.type(field('First name'), ' Priya ');
  await userEvent.type(field('Last name'), 'Shah');
  await userEvent.type(field('Restaurant name'), 'Spice Route');
  await userEvent.type(field('City'), 'Leicester');
  await userEvent.type(field('Postcode'), 'LE1 5WW');
  await userEvent.type(field('Email'), 'Priya@SpiceRoute.co.uk');
  await userEvent.type(field('Phone number'), '0116 496 0123');
  await userEvent.click(terms());
  if (solveCaptcha) await userEvent.click(captchaBox());
}

beforeEach(() => {
  send.mockReset();
  forgetCaptchaConfig();
  jest.mocked(getCaptchaConfig).mockResolvedValue({ provider: 'test', site_key: null });
});

it('shows every message of spec section 5 for an empty form and sends nothing', async () => {
  await renderForm();
  await userEvent.click(submitButton());
  for (const message of [
    'First name is required.',
    'Last name is required.',
    'Restaurant name is required.',
    'City is required.',
    'Postcode is required.',
    'A valid email is required.',
    'Phone number must be exactly 11 digits.',
    'You must agree to the terms and conditions.',
  ]) {
    expect(screen.getByText(message)).toBeInTheDocument();
  }
  expect(field('First name')).toHaveFocus();
  expect(terms()).toHaveAccessibleDescription('You must agree to the terms and conditions.');
  // The spec shows the captcha but does not check it on submit.
  expect(screen.queryByText('Please complete the CAPTCHA verification.')).not.toBeInTheDocument();
  expect(send).not.toHaveBeenCalled();
});

it('counts blank-only fields as missing, and checks the email and phone formats', async () => {
  await renderForm();
  for (const label of ['First name', 'Last name', 'Restaurant name', 'City', 'Postcode']) {
    await userEvent.type(field(label), '   ');
  }
  await userEvent.type(field('Email'), 'priya@spiceroute');
  await userEvent.type(field('Phone number'), '0116 496 012');
  await userEvent.click(submitButton());
  expect(screen.getByText('First name is required.')).toBeInTheDocument();
  expect(screen.getByText('Last name is required.')).toBeInTheDocument();
  expect(screen.getByText('Restaurant name is required.')).toBeInTheDocument();
  expect(screen.getByText('City is required.')).toBeInTheDocument();
  expect(screen.getByText('Postcode is required.')).toBeInTheDocument();
  expect(screen.getByText('A valid email is required.')).toBeInTheDocument();
  expect(screen.getByText('Phone number must be exactly 11 digits.')).toBeInTheDocument();
});

it('only the terms box missing: its message, and it gets the focus until ticked', async () => {
  await renderForm();
  await fill();
  await userEvent.click(terms());
  await userEvent.click(submitButton());
  expect(screen.getByText('You must agree to the terms and conditions.')).toBeInTheDocument();
  expect(terms()).toHaveFocus();
  expect(send).not.toHaveBeenCalled();
  await userEvent.click(terms());
  expect(screen.queryByText('You must agree to the terms and conditions.')).not.toBeInTheDocument();
});

it('links the terms and the privacy policy, and has a marketing box', async () => {
  await renderForm();
  expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
    'href',
    '/terms-and-conditions',
  );
  expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  expect(marketing()).not.toBeChecked();
});

it('sends the payload without the ticks, then Submission Successful and an empty form', async () => {
  send.mockResolvedValue({ status: true, message: 'Thanks, our partner team will call you.' });
  await renderForm();
  await fill();
  await userEvent.click(marketing());
  await userEvent.type(field('Message (optional)'), 'We seat 60.');
  expect(screen.getByText('11/500')).toBeInTheDocument();
  await userEvent.click(submitButton());

  expect(send).toHaveBeenCalledTimes(1);
  expect(send).toHaveBeenCalledWith(
    {
      first_name: 'Priya',
      last_name: 'Shah',
      restaurant_name: 'Spice Route',
      city: 'Leicester',
      post_code: 'LE1 5WW',
      email: 'priya@spiceroute.co.uk',
      phone: '01164960123',
      message: 'We seat 60.',
    },
    expect.stringMatching(/^test-captcha:/),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Submission Successful' });
  expect(dialog).toHaveTextContent('Thanks, our partner team will call you.');
  for (const label of LABELS) expect(field(label)).toHaveValue('');
  expect(terms()).not.toBeChecked();
  expect(marketing()).not.toBeChecked();
  expect(captchaBox()).not.toBeChecked();
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it("an empty message goes as 'None'; an empty answer shows the fallback text", async () => {
  send.mockResolvedValue({ status: true, message: '' });
  await renderForm();
  await fill();
  await userEvent.click(submitButton());
  expect(send.mock.calls[0]?.[0].message).toBe('None');
  expect(await screen.findByRole('dialog', { name: 'Submission Successful' })).toHaveTextContent(
    'Your message has been sent successfully!',
  );
});

it("an unsolved captcha is the server's to refuse: its message is shown", async () => {
  send.mockRejectedValue(
    new ApiError('http', 'Please complete the CAPTCHA verification.', 400, {
      status: false,
      message: 'Please complete the CAPTCHA verification.',
    }),
  );
  await renderForm();
  await fill({ solveCaptcha: false });
  await userEvent.click(submitButton());
  expect(send).toHaveBeenCalledWith(expect.objectContaining({ first_name: 'Priya' }), '');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Please complete the CAPTCHA verification.',
  );
  expect(field('Restaurant name')).toHaveValue('Spice Route');
  expect(terms()).toBeChecked();
});

it('a failure without a server message: An unexpected error occurred. Please try again later.', async () => {
  send.mockRejectedValue(
    new ApiError('http', 'Request failed with status 502', 502, 'Bad gateway'),
  );
  await renderForm();
  await fill();
  await userEvent.click(submitButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'An unexpected error occurred. Please try again later.',
  );
  expect(captchaBox()).not.toBeChecked();
});

it('is in a submitting state while sending, and a double submit sends once', async () => {
  send.mockReturnValue(new Promise(() => {}));
  await renderForm();
  await fill();
  const form = screen.getByRole('form', { name: 'Register your business' });
  fireEvent.submit(form);
  fireEvent.submit(form);
  expect(send).toHaveBeenCalledTimes(1);
  expect(submitButton()).toBeDisabled();
});
