import styled from '@emotion/styled';
import { buttonLink } from './panel-styles';

// A full-width 44 px target: on a phone, calling is the one thing to do here.
const Call = styled.a({ ...buttonLink, display: 'flex', minHeight: 44 });

/** Dialable digits only: '020 7946 0165' -> 'tel:02079460165'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * 'Call 020 7946 0165' as the primary action, where the site cannot book the table: a
 * phone-only restaurant's notice, and the booking panel for a party it cannot seat online.
 */
export function CallLink({ phone }: { phone: string }) {
  return <Call href={telHref(phone)}>Call {phone}</Call>;
}
