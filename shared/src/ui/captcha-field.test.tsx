import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { getCaptchaConfig } from 'shared/api/get-captcha-config';
import { CaptchaField, type CaptchaHandle, forgetCaptchaConfig } from './captcha-field';

jest.mock('shared/api/get-captcha-config', () => ({ getCaptchaConfig: jest.fn() }));
jest.mock('react-google-recaptcha', () => ({
  __esModule: true,
  // A class, as the real widget is: the field holds a ref to it.
  default: class extends (jest.requireActual('react') as typeof import('react')).Component<{
    sitekey: string;
  }> {
    override render() {
      return <div>reCAPTCHA for {this.props.sitekey}</div>;
    }
  },
}));

const config = jest.mocked(getCaptchaConfig);

beforeEach(() => {
  config.mockReset();
  // The configuration is cached per page load.
  forgetCaptchaConfig();
});

it('the test provider is a checkbox whose token the test server accepts; reset clears it', async () => {
  config.mockResolvedValue({ provider: 'test', site_key: null });
  const onChange = jest.fn();
  const handle = createRef<CaptchaHandle>();
  render(<CaptchaField onChange={onChange} ref={handle} />);
  const box = await screen.findByRole('checkbox', { name: /I’m not a robot/ });
  await userEvent.click(box);
  expect(onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^test-captcha:[0-9a-f]{24}$/));
  await userEvent.click(box);
  expect(onChange).toHaveBeenLastCalledWith(null);
  await userEvent.click(box);
  act(() => handle.current!.reset());
  expect(box).not.toBeChecked();
  expect(onChange).toHaveBeenLastCalledWith(null);
});

it('shows reCAPTCHA with the site key the API gives', async () => {
  config.mockResolvedValue({ provider: 'recaptcha', site_key: 'site-key-1' });
  render(<CaptchaField onChange={jest.fn()} />);
  expect(await screen.findByText('reCAPTCHA for site-key-1')).toBeInTheDocument();
});

it('shows the form’s message, and a retry when the configuration cannot load', async () => {
  config.mockRejectedValueOnce(new Error('offline'));
  config.mockResolvedValue({ provider: 'test', site_key: null });
  render(<CaptchaField onChange={jest.fn()} error="Please complete the CAPTCHA verification." />);
  expect(screen.getByText('Please complete the CAPTCHA verification.')).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('checkbox')).toBeInTheDocument();
});
