import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { SearchForm } from 'shared/search/search-form';
import { PageMeta } from 'shared/ui/page-meta';
import { colors } from 'shared/ui/theme';
import {
  CuisineExplorer,
  type LaterTileComponent,
} from '../../features/home/components/cuisine-explorer';
import { OffersCarousel } from '../../features/home/components/offers-carousel';
import { useReleaseHeldReservation } from '../../features/home/hooks/use-release-held-reservation';
import { whenIdle } from '../../lib/when-idle';

const Page = styled.div({
  display: 'grid',
  // minmax(0, …): the slider's wide track must not widen the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 40,
  paddingBottom: 48,
});
const Hero = styled.section({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 12,
  padding: '48px 0 0',
  textAlign: 'center',
});
const Headline = styled.h1({ fontSize: 'clamp(28px, 5vw, 44px)', margin: 0 });
const Tagline = styled.p({ fontSize: 22, color: colors.brand, fontWeight: 700, margin: 0 });

/** `laterTile`: the server's render only, for the grid's tiles its HTML leaves out (ADR 0036). */
export default function HomePage({ laterTile }: { laterTile?: LaterTileComponent }) {
  useReleaseHeldReservation();
  // The tiles' times are extra: their code is asked for once the page is idle, after it is
  // drawn (an effect can run within the commit's task; a lazy import, within the render).
  const [times, setTimes] = useState<typeof import('../home-tile-times')>();
  useEffect(() => whenIdle(() => import('../home-tile-times').then(setTimes)), []);
  return (
    <Page>
      <PageMeta
        title="Book a table"
        description="Find a restaurant by name or postcode, hold a table for five minutes and book it."
      />
      <Hero>
        <Headline>Indulge in a culinary delight</Headline>
        <Tagline>Book – Go – Eat</Tagline>
        <SearchForm label="Find a restaurant from home" />
      </Hero>
      <OffersCarousel />
      <CuisineExplorer laterTile={laterTile} tileTimes={times?.tileTimes} />
    </Page>
  );
}
