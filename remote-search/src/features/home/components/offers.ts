import { colors } from 'shared/ui/theme';

export interface Offer {
  id: string;
  title: string;
  copy: string;
  /** CSS background of the banner: the banners are drawn, not images. */
  background: string;
}

/** A banner's background: a diagonal from one theme colour to another (stops at 0 and 100%). */
const diagonal = (from: string, to: string) => `linear-gradient(135deg, ${from}, ${to})`;

// Placeholder offers until marketing supplies real ones; theme colours keep white text readable.
export const OFFERS: readonly Offer[] = [
  {
    id: 'sunday-roasts',
    title: 'Sunday roasts for less',
    copy: '20% off Sunday lunch at selected gastropubs when you book online.',
    background: diagonal(colors.brand, colors.brandDark),
  },
  {
    id: 'early-bird',
    title: 'Early-bird set menus',
    copy: 'Two courses from £15 when you sit down before 6pm, Monday to Friday.',
    background: diagonal(colors.ink, colors.brandDark),
  },
  {
    id: 'midweek-date-night',
    title: 'Midweek date night',
    copy: 'A complimentary glass of fizz each when you book a table for two.',
    background: diagonal(colors.brandDark, colors.ink),
  },
  {
    id: 'bring-the-table',
    title: 'Bring the whole table',
    copy: 'Parties of eight or more get a sharing dessert on the house.',
    background: diagonal(colors.muted, colors.ink),
  },
];
