import { colors } from 'shared/ui/theme';

export interface Offer {
  id: string;
  title: string;
  copy: string;
  /** CSS background of the banner: the banners are drawn, not images. */
  background: string;
}

// Placeholder offers until marketing supplies real ones; theme colours keep white text readable.
export const OFFERS: readonly Offer[] = [
  {
    id: 'sunday-roasts',
    title: 'Sunday roasts for less',
    copy: '20% off Sunday lunch at selected gastropubs when you book online.',
    background: `linear-gradient(135deg, ${colors.brand} 0%, ${colors.brandDark} 100%)`,
  },
  {
    id: 'early-bird',
    title: 'Early-bird set menus',
    copy: 'Two courses from £15 when you sit down before 6pm, Monday to Friday.',
    background: `linear-gradient(135deg, ${colors.ink} 0%, ${colors.brandDark} 100%)`,
  },
  {
    id: 'midweek-date-night',
    title: 'Midweek date night',
    copy: 'A complimentary glass of fizz each when you book a table for two.',
    background: `linear-gradient(135deg, ${colors.brandDark} 0%, ${colors.ink} 100%)`,
  },
  {
    id: 'bring-the-table',
    title: 'Bring the whole table',
    copy: 'Parties of eight or more get a sharing dessert on the house.',
    background: `linear-gradient(135deg, ${colors.muted} 0%, ${colors.ink} 100%)`,
  },
];
