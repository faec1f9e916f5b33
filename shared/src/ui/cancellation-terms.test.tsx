import { render, screen } from '@testing-library/react';
import { getCancellationTerms } from 'shared/api/get-cancellation-terms';
import { CancellationTerms } from 'shared/ui/cancellation-terms';

jest.mock('shared/api/get-cancellation-terms', () => ({ getCancellationTerms: jest.fn() }));
const ask = jest.mocked(getCancellationTerms);

const request = { restaurantUuid: 'rest-1', date: '05/12/2026', time: '19:00', partySize: 2 };

describe('CancellationTerms', () => {
  beforeEach(() => ask.mockReset());

  it("says when free cancellation ends, on London's clock", async () => {
    ask.mockResolvedValue({
      status: true,
      message: 'ok',
      data: { cancel_by: '2026-12-05T17:00:00.000Z', hours: 2 },
    });
    render(<CancellationTerms request={request} />);
    expect(
      await screen.findByText('Free cancellation until 5:00 PM on Sat 5 Dec'),
    ).toBeInTheDocument();
    expect(ask).toHaveBeenCalledWith(request, expect.any(AbortSignal));
  });

  it('says nothing before a time is chosen, or when the terms cannot be had', async () => {
    const { rerender } = render(<CancellationTerms request={null} />);
    expect(ask).not.toHaveBeenCalled();
    ask.mockRejectedValue(new Error('offline'));
    rerender(<CancellationTerms request={request} />);
    await Promise.resolve();
    expect(screen.queryByText(/Free cancellation/)).toBeNull();
  });
});
