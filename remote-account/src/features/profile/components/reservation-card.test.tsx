import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'shared/testing/router';
import { reservation } from '../testing/profile-fixtures';
import { ReservationCard } from './reservation-card';

const booking = reservation({
  cancel_by: '2026-12-05T17:00:00.000Z',
  restaurant: {
    uuid: 'rest-uuid-1',
    name: 'Dishoom Covent Garden',
    avatar: null,
    address: '12 Upper St Martin’s Lane',
    phone: '020 7420 9320',
  },
});

const renderCard = (now: Date, onCancel = jest.fn(), onChangeBooking = jest.fn()) => {
  render(
    <MemoryRouter>
      <ReservationCard
        reservation={booking}
        onCancel={onCancel}
        onChangeBooking={onChangeBooking}
        now={now}
      />
    </MemoryRouter>,
  );
  return onCancel;
};

describe("ReservationCard and the restaurant's cancellation deadline", () => {
  it('shows the deadline and the Cancel button before it', async () => {
    const onCancel = renderCard(new Date('2026-12-05T16:59:00Z'));
    expect(screen.getByText('Free cancellation until 5:00 PM on Sat 5 Dec')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel reservation' }));
    expect(onCancel).toHaveBeenCalledWith(booking);
  });

  it("after it, says it can no longer be done online and gives the restaurant's number", () => {
    renderCard(new Date('2026-12-05T17:00:00Z'));
    expect(screen.queryByRole('button', { name: 'Cancel reservation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change reservation' })).toBeNull();
    expect(screen.getByText('Free cancellation ended at 5:00 PM on Sat 5 Dec')).toBeInTheDocument();
    expect(
      screen.getByText(/It can no longer be changed or cancelled online\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '020 7420 9320' })).toHaveAttribute(
      'href',
      'tel:02074209320',
    );
  });

  it('says nothing of a deadline for a booking made before policies', () => {
    render(
      <MemoryRouter>
        <ReservationCard reservation={reservation()} onCancel={jest.fn()} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/Free cancellation/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel reservation' })).toBeInTheDocument();
  });
  it('offers Change before the deadline, for that booking', async () => {
    const onChangeBooking = jest.fn();
    renderCard(new Date('2026-12-05T16:59:00Z'), jest.fn(), onChangeBooking);
    await userEvent.click(screen.getByRole('button', { name: 'Change reservation' }));
    expect(onChangeBooking).toHaveBeenCalledWith(booking);
  });
});

/** Each fact of the card as [term, its value]. */
const facts = () =>
  screen
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? null]);

describe('ReservationCard: occasion and dietary needs', () => {
  it('shows them after the special request, allergens by name', () => {
    render(
      <MemoryRouter>
        <ReservationCard
          reservation={reservation({
            noted: 'A high chair, please',
            occasion: 'anniversary',
            dietary_allergens: ['eggs', 'sulphites'],
            dietary_notes: 'Vegetarian',
          })}
          onCancel={jest.fn()}
        />
      </MemoryRouter>,
    );
    const shown = facts();
    const request = shown.findIndex(([term]) => term === 'Special request');
    expect(shown.slice(request, request + 3)).toEqual([
      ['Special request', 'A high chair, please'],
      ['Occasion', 'Anniversary'],
      ['Dietary needs', 'Eggs, Sulphur dioxide and sulphites; Vegetarian'],
    ]);
  });

  it('shows neither row for a booking without them', () => {
    render(
      <MemoryRouter>
        <ReservationCard reservation={reservation()} onCancel={jest.fn()} />
      </MemoryRouter>,
    );
    const terms = facts().map(([term]) => term);
    expect(terms).toContain('Party');
    expect(terms).not.toContain('Occasion');
    expect(terms).not.toContain('Dietary needs');
  });
});
