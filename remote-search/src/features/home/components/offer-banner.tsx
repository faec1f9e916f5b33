import styled from '@emotion/styled';
import { useId } from 'react';
import { media } from 'shared/ui/theme';
import type { Offer } from './offers';

const Card = styled.figure<{ gradient: string }>(({ gradient }) => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
  boxSizing: 'border-box',
  height: '100%',
  minHeight: 168,
  margin: 0,
  padding: '20px 20px 24px',
  borderRadius: 12,
  overflow: 'hidden',
  background: gradient,
  color: '#fff',
  // Decorative plate rim so a flat gradient reads as a restaurant banner.
  '&::before': {
    content: '""',
    position: 'absolute',
    top: -48,
    right: -48,
    width: 144,
    height: 144,
    borderRadius: '50%',
    border: '14px solid rgba(255, 255, 255, 0.14)',
  },
  [media.upToSm]: { minHeight: 148, padding: '16px 16px 20px' },
}));
const Caption = styled.figcaption({ position: 'relative', display: 'grid', gap: 6 });
const Title = styled.p({ margin: 0, fontSize: 22, fontWeight: 700, lineHeight: 1.2 });
const Copy = styled.p({ margin: 0, fontSize: 14, lineHeight: 1.4 });

/** One offer as a banner drawn in CSS, named by its title for assistive technology. */
export function OfferBanner({ offer }: { offer: Offer }) {
  // react-slick renders clones of each slide, so ids come from the instance, not the offer.
  const titleId = useId();
  return (
    <Card gradient={offer.background} aria-labelledby={titleId}>
      <Caption>
        <Title id={titleId}>{offer.title}</Title>
        <Copy>{offer.copy}</Copy>
      </Caption>
    </Card>
  );
}
