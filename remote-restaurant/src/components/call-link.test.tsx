import { render, screen } from '@testing-library/react';
import { CallLink, telHref } from './call-link';

describe('CallLink', () => {
  it('telHref keeps digits and a leading plus', () => {
    expect(telHref('020 7946 0165')).toBe('tel:02079460165');
    expect(telHref('+44 (0)20 7946-0165')).toBe('tel:+4402079460165');
  });

  it('dials the phone it names', () => {
    render(<CallLink phone="020 7946 0165" />);
    expect(screen.getByRole('link', { name: 'Call 020 7946 0165' })).toHaveAttribute(
      'href',
      'tel:02079460165',
    );
  });
});
