import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/api/errors';
import { getCaptchaConfig } from 'shared/api/get-captcha-config';
import { joinStandby } from 'shared/api/standby';
import { useRootStore } from 'shared/store';
import { forgetCaptchaConfig } from 'shared/ui/captcha-field';
import { StandbyOffer } from './standby-offer';

jest.mock('shared/api/standby', () => ({ joinStandby: jest.fn() }));
jest.mock('shared/api/get-captcha-config', () => ({ getCaptchaConfig: jest.fn() }));

const join = jest.mocked(joinStandby);
const SLOTS = [
  { slot_start: '18:00', slot_end: '18:30' },
  { slot_start: '18:30', slot_end: '19:00' },
  { slot_start: '19:00', slot_end: '19:30' },
  { slot_start: '19:30', slot_end: '20:00' },
];

const renderOffer = () =>
  render(
    <StandbyOffer restaurantUuid="rest-1" date="05/12/2026" partySize={2} openingSlots={SLOTS} />,
  );

const openForm = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Join the standby list' }));
  await screen.findByRole('checkbox', { name: /not a robot/ });
};
const form = () => screen.getByRole('form', { name: 'Join the standby list' });

beforeEach(() => {
  join.mockReset();
  forgetCaptchaConfig();
  jest.mocked(getCaptchaConfig).mockResolvedValue({ provider: 'test', site_key: null });
  useRootStore.setState({ user: { token: null, user: null } });
});

it('offers the list, then a window within opening hours, the email and the captcha', async () => {
  renderOffer();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  await openForm();
  const from = screen.getByRole('combobox', { name: 'From' });
  const to = screen.getByRole('combobox', { name: 'To' });
  expect([...(from as HTMLSelectElement).options].map((o) => o.text)).toEqual([
    '6:00 PM',
    '6:30 PM',
    '7:00 PM',
    '7:30 PM',
  ]);
  // The widest window to start with: from the first arrival until the last slot ends.
  expect(to).toHaveValue('20:00');
  await userEvent.selectOptions(from, '19:00');
  expect([...(to as HTMLSelectElement).options].map((o) => o.value)).toEqual(['19:30', '20:00']);
  expect(screen.getByLabelText('Email')).toBeInTheDocument();
});

it('checks the email and the captcha before sending', async () => {
  renderOffer();
  await openForm();
  await userEvent.click(within(form()).getByRole('button', { name: 'Join the standby list' }));
  expect(screen.getByText('Email is required.')).toBeInTheDocument();
  expect(screen.getByText('Please complete the CAPTCHA verification.')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveFocus();
  expect(join).not.toHaveBeenCalled();
});

it('sends the party, date, window and email, then says the diner is on the list', async () => {
  join.mockResolvedValue({
    message: 'You are on the standby list. We will email you if a table frees up.',
    data: {
      id: 1,
      restaurant_uuid: 'rest-1',
      restaurant_name: 'Dishoom',
      date: '05/12/2026',
      number_of_people: 2,
      window_start: '18:30',
      window_end: '20:00',
    },
  });
  renderOffer();
  await openForm();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'From' }), '18:30');
  await userEvent.type(screen.getByLabelText('Email'), ' Ann@Example.co.uk ');
  await userEvent.click(screen.getByRole('checkbox', { name: /not a robot/ }));
  await userEvent.click(within(form()).getByRole('button', { name: 'Join the standby list' }));
  expect(join).toHaveBeenCalledWith(
    'rest-1',
    {
      email: 'ann@example.co.uk',
      date: '05/12/2026',
      number_of_people: 2,
      window_start: '18:30',
      window_end: '20:00',
    },
    expect.stringMatching(/^test-captcha:/),
  );
  expect(await screen.findByRole('status')).toHaveTextContent(
    'You are on the standby list. We will email you if a table frees up.',
  );
});

it('signed in, hides the email and sends the account’s', async () => {
  useRootStore.setState({
    user: {
      token: 'user-token',
      user: {
        id: 1,
        uuid: 'u-1',
        first_name: 'Ann',
        last_name: 'Lee',
        phone: null,
        email: 'ann@example.co.uk',
        status: 'active',
      },
    },
  });
  join.mockRejectedValue(
    new ApiError('http', 'x', 429, {
      status: false,
      message: 'You are on 5 standby lists already. Leave one to join another.',
    }),
  );
  renderOffer();
  await openForm();
  expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('checkbox', { name: /not a robot/ }));
  await userEvent.click(within(form()).getByRole('button', { name: 'Join the standby list' }));
  expect(join.mock.calls[0]![1].email).toBe('ann@example.co.uk');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'You are on 5 standby lists already. Leave one to join another.',
  );
  // The captcha answer was spent: it must be solved again.
  expect(screen.getByRole('checkbox', { name: /not a robot/ })).not.toBeChecked();
});

it('shows nothing on a day without opening slots', () => {
  const { container } = render(
    <StandbyOffer restaurantUuid="rest-1" date="05/12/2026" partySize={2} openingSlots={[]} />,
  );
  expect(container).toBeEmptyDOMElement();
});
