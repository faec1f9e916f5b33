import styled from '@emotion/styled';
import {
  getCancellationTerms,
  type CancellationTermsRequest,
} from 'shared/api/get-cancellation-terms';
import { freeCancellationUntil } from 'shared/format/cancel-by';
import { useQuery } from 'shared/query/use-query';
import { colors } from 'shared/ui/theme';

const Terms = styled.p({ margin: 0, fontSize: 14, color: colors.ink });

type View = { status: 'ready'; cancelBy: string } | { status: 'none' };

/**
 * 'Free cancellation until 5:00 PM on Sat 5 Dec' for the booking being chosen or made, from
 * the restaurant's policy; nothing while it loads or when it cannot be had.
 */
export function CancellationTerms({ request }: { request: CancellationTermsRequest | null }) {
  const { view } = useQuery<View>({
    key: request
      ? `${request.restaurantUuid}|${request.date}|${request.time}|${request.partySize}`
      : null,
    load: (signal) =>
      getCancellationTerms(request!, signal).then(({ data }) => ({
        status: 'ready',
        cancelBy: data.cancel_by,
      })),
    failed: () => ({ status: 'none' }),
  });
  if (view.status !== 'ready') return null;
  return <Terms>{freeCancellationUntil(view.cancelBy)}</Terms>;
}
