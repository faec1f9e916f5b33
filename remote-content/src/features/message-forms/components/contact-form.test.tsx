import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/api/errors';
import { getCaptchaConfig } from 'shared/api/get-captcha-config';
import { sendContactMessage } from 'shared/api/send-contact-message';
import { forgetCaptchaConfig } from 'shared/ui/captcha-field';
import { ContactForm } from './contact-form';

jest.mock('shared/api/send-contact-message', () => ({ sendContactMessage: jest.fn() }));
jest.mock('shared/api/get-captcha-config', () => ({ getCaptchaConfig: jest.fn() }));

const send = jest.mocked(sendContactMessage);
const field = (label: string) => screen.getByLabelText(label);
const captchaBox = () => screen.getByRole('checkbox', { name: /not a robot/ });
const submitButton = () => screen.getByRole('button', { name: /Send message/ });

async function renderForm() {
  render(<ContactForm />);
  await screen.findByRole('checkbox', { name: /not a robot/ });
}

async function fill() {
  await userEvent.type(field('First Name'), ' Amelia ');
  await userEvent.type(field('Last Name'), "O'Neil");
  await userEvent.type(field('Email'), 'Amelia@Example.co.uk');
  await userEvent.type(field('Phone Number'), '07700 900123');
  await userEvent.type(field('Restaurant Name (optional)'), 'The Crown');
  await userEvent.type(field('Postcode (optional)'), 'SW1A 1AA');
  await userEvent.type(field('Message'), 'Can I book for 20 people?');
  await userEvent.click(captchaBox());
}

beforeEach(() => {
  send.mockReset();
  forgetCaptchaConfig();
  jest.mocked(getCaptchaConfig).mockResolvedValue({ provider: 'test', site_key: null });
});

it('shows the required messages of spec section 5, focuses the first and sends nothing', async () => {
  await renderForm();
  await userEvent.click(submitButton());
  for (const message of [
    'First Name is required.',
    'Last Name is required.',
    'Email is required.',
    'Phone Number is required.',
    'Please complete the CAPTCHA verification.',
  ]) {
    expect(screen.getByText(message)).toBeInTheDocument();
  }
  expect(field('First Name')).toHaveFocus();
  expect(field('First Name')).toHaveAccessibleDescription('First Name is required.');
  expect(captchaBox()).toHaveAccessibleDescription('Please complete the CAPTCHA verification.');
  expect(send).not.toHaveBeenCalled();
});

it('shows the format messages of spec section 5', async () => {
  await renderForm();
  await userEvent.type(field('First Name'), 'Amelia2');
  await userEvent.type(field('Last Name'), 'Hughes!');
  await userEvent.type(field('Email'), 'amelia@');
  await userEvent.type(field('Phone Number'), '0770090012');
  await userEvent.click(submitButton());
  expect(screen.getByText('First Name should contain only letters.')).toBeInTheDocument();
  expect(screen.getByText('Last Name should contain only letters.')).toBeInTheDocument();
  expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
  expect(screen.getByText('Phone Number must be exactly 11 digits.')).toBeInTheDocument();
  expect(send).not.toHaveBeenCalled();

  // Fixing a field clears its own message only.
  await userEvent.type(field('Phone Number'), '3');
  expect(screen.queryByText('Phone Number must be exactly 11 digits.')).not.toBeInTheDocument();
  expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
});

it('a solved captcha alone: only the captcha message goes, and the captcha gets the focus', async () => {
  await renderForm();
  await userEvent.type(field('First Name'), 'Amelia');
  await userEvent.type(field('Last Name'), 'Hughes');
  await userEvent.type(field('Email'), 'amelia@example.co.uk');
  await userEvent.type(field('Phone Number'), '07700900123');
  await userEvent.click(submitButton());
  expect(screen.getByText('Please complete the CAPTCHA verification.')).toBeInTheDocument();
  expect(captchaBox()).toHaveFocus();
  await userEvent.click(captchaBox());
  expect(screen.queryByText('Please complete the CAPTCHA verification.')).not.toBeInTheDocument();
});

it('the message is labelled required, capped at 500 characters and counted', async () => {
  await renderForm();
  const message = field('Message');
  expect(message).toBeRequired();
  expect(message).toHaveAttribute('maxLength', '500');
  expect(screen.getByText('0/500')).toBeInTheDocument();
  await userEvent.type(message, 'Hello');
  expect(screen.getByText('5/500')).toBeInTheDocument();
  expect(message).toHaveAccessibleDescription('5/500 characters');
  expect(field('Restaurant Name (optional)')).not.toBeRequired();
  expect(field('Postcode (optional)')).not.toBeRequired();
});

it('sends the cleaned payload with the token, shows Submission Successful, then clears everything', async () => {
  send.mockResolvedValue({ status: true, message: 'Thanks! We will reply within a day.' });
  await renderForm();
  await fill();
  await userEvent.click(submitButton());

  expect(send).toHaveBeenCalledTimes(1);
  expect(send).toHaveBeenCalledWith(
    {
      first_name: 'Amelia',
      last_name: "O'Neil",
      email: 'amelia@example.co.uk',
      phone: '07700900123',
      restaurant_name: 'The Crown',
      post_code: 'SW1A 1AA',
      message: 'Can I book for 20 people?',
    },
    expect.stringMatching(/^test-captcha:/),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Submission Successful' });
  expect(dialog).toHaveTextContent('Thanks! We will reply within a day.');
  for (const label of [
    'First Name',
    'Last Name',
    'Email',
    'Phone Number',
    'Restaurant Name (optional)',
    'Postcode (optional)',
    'Message',
  ]) {
    expect(field(label)).toHaveValue('');
  }
  expect(captchaBox()).not.toBeChecked();

  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('an empty server message: Your message has been sent successfully!', async () => {
  send.mockResolvedValue({ status: true, message: '' });
  await renderForm();
  await fill();
  await userEvent.click(submitButton());
  expect(await screen.findByRole('dialog', { name: 'Submission Successful' })).toHaveTextContent(
    'Your message has been sent successfully!',
  );
});

it('is in a submitting state while sending, and a double submit sends once', async () => {
  send.mockReturnValue(new Promise(() => {}));
  await renderForm();
  await fill();
  const form = screen.getByRole('form', { name: 'Contact us' });
  fireEvent.submit(form);
  fireEvent.submit(form);
  expect(send).toHaveBeenCalledTimes(1);
  expect(submitButton()).toBeDisabled();
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
});

it("a refusal shows the server's message and its field errors, keeps the values and resets the captcha", async () => {
  send.mockRejectedValue(
    new ApiError('http', 'Please enter a valid email address.', 400, {
      status: false,
      message: 'Please enter a valid email address.',
      errors: { email: 'Please enter a valid email address.' },
    }),
  );
  await renderForm();
  await fill();
  await userEvent.click(submitButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
  expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
  expect(field('Email')).toHaveFocus();
  expect(field('First Name')).toHaveValue(' Amelia ');
  expect(captchaBox()).not.toBeChecked();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('a failure without a server message: An unexpected error occurred. Please try again later.', async () => {
  send.mockRejectedValue(new ApiError('network', 'We could not reach TableHop.'));
  await renderForm();
  await fill();
  await userEvent.click(submitButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'An unexpected error occurred. Please try again later.',
  );
  expect(submitButton()).toBeEnabled();
});
