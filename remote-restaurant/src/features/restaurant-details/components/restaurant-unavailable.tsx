import styled from '@emotion/styled';
import { Link } from 'shared/router';
import { Button } from 'shared/ui/button';
import { PageMeta } from 'shared/ui/page-meta';
import { colors } from 'shared/ui/theme';
import { buttonLink } from '../../../components/panel-styles';

const Centred = styled.section({
  display: 'grid',
  justifyItems: 'center',
  gap: 16,
  padding: '48px 16px',
  textAlign: 'center',
});
const Heading = styled.h1({ margin: 0, fontSize: 'clamp(24px, 4vw, 32px)' });
const Text = styled.p({ margin: 0, maxWidth: 520, color: colors.muted, lineHeight: 1.6 });
const ErrorText = styled.p({ margin: 0, maxWidth: 520, color: colors.danger, fontWeight: 700 });
const Actions = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  justifyContent: 'center',
});
const HomeLink = styled(Link)(buttonLink);

export const NOT_FOUND_TITLE = 'Restaurant not found';
export const LOAD_FAILED_TITLE = 'We could not load this restaurant';

/** A dead link (404) or a failed load: say which, and always offer a way on. */
export function RestaurantUnavailable({
  reason,
  onRetry,
}: {
  reason: { status: 'not-found' } | { status: 'error'; message: string };
  onRetry(): void;
}) {
  const notFound = reason.status === 'not-found';
  const title = notFound ? NOT_FOUND_TITLE : LOAD_FAILED_TITLE;
  return (
    <Centred>
      <PageMeta
        title={title}
        description={
          notFound
            ? 'This restaurant is not on TableHop.'
            : 'This restaurant could not be loaded. Please try again.'
        }
      />
      <Heading>{title}</Heading>
      {reason.status === 'not-found' ? (
        <Text>
          We could not find this restaurant. The link may be out of date, or the restaurant may no
          longer take bookings on TableHop.
        </Text>
      ) : (
        <ErrorText role="alert">{reason.message}</ErrorText>
      )}
      <Actions>
        {!notFound && (
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        )}
        <HomeLink to="/">Go to the home page</HomeLink>
      </Actions>
    </Centred>
  );
}
