import styled from '@emotion/styled';
import { textLink } from 'shared/ui/theme';

/** The narrow, centred column every account page (sign-in to resend-mail) sits in. */
export const AccountPage = styled.section<{ width?: number }>(({ width = 480 }) => ({
  maxWidth: width,
  margin: '0 auto',
  padding: '32px 16px 48px',
  display: 'grid',
  gap: 16,
  alignContent: 'start',
  // A long email address (the success and resend pages name it) breaks where it must rather
  // than widening the column past a phone's screen.
  overflowWrap: 'anywhere',
  a: textLink,
}));
