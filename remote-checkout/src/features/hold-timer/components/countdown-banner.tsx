import styled from '@emotion/styled';
import { HOLD_WARNING_SECONDS } from 'shared/constants';
import { colors, media } from 'shared/ui/theme';
import { VisuallyHidden } from 'shared/ui/visually-hidden';

/** 287 -> '4:47'. */
export const formatCountdown = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

const Banner = styled.div<{ urgent: boolean }>(({ urgent }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  padding: '12px 16px',
  borderRadius: 10,
  fontWeight: 700,
  color: urgent ? '#fff' : colors.ink,
  background: urgent ? colors.danger : '#fff4d6',
  border: `1px solid ${urgent ? colors.danger : '#f0d48a'}`,
  // On a phone the form is long: the time left stays in sight below the sticky header
  // (117 px up to 600 wide, index.html) while the diner fills it in.
  [media.upToSm]: { position: 'sticky', top: '7.5rem', zIndex: 10 },
}));
const Clock = styled.span({ fontVariantNumeric: 'tabular-nums', fontSize: 20 });

/**
 * The heading's sentence at checkout, kept true as the hold runs down (the server's 'held for
 * 5 minutes' is only true when it is sent): whole minutes, rounded up as the clock shows them.
 */
export function heldForSentence(secondsLeft: number) {
  if (secondsLeft < 60) return 'Your table is held for less than a minute.';
  const minutes = Math.ceil(secondsLeft / 60);
  return `Your table is held for ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/**
 * How long the table stays held. Red under two minutes. The live region is polite and only
 * announces whole minutes and the last warning, not every second.
 */
export function CountdownBanner({ secondsLeft }: { secondsLeft: number }) {
  const urgent = secondsLeft < HOLD_WARNING_SECONDS;
  const minutes = secondsLeft / 60;
  const announce =
    secondsLeft > 0 && secondsLeft % 60 === 0
      ? `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left to complete your reservation`
      : null;
  return (
    <Banner urgent={urgent} data-urgent={urgent || undefined}>
      <span>We are holding your table. Complete your reservation within</span>
      <Clock aria-label={`${formatCountdown(secondsLeft)} remaining`} role="timer">
        {formatCountdown(secondsLeft)}
      </Clock>
      <VisuallyHidden aria-live="polite">{announce}</VisuallyHidden>
    </Banner>
  );
}
