import styled from '@emotion/styled';
import type { ButtonHTMLAttributes } from 'react';
import { colors, focusRing } from 'shared/ui/theme';

type Variant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** Shows a spinner and blocks clicks while an action is under way. */
  loading?: boolean;
}

const StyledButton = styled.button<{ variant: Variant }>(({ variant }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  minHeight: 40,
  padding: variant === 'link' ? 0 : '0 18px',
  borderRadius: 8,
  border: variant === 'secondary' ? `1px solid ${colors.brand}` : 'none',
  background: variant === 'primary' ? colors.brand : 'transparent',
  color: variant === 'primary' ? '#fff' : colors.brand,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  textDecoration: variant === 'link' ? 'underline' : 'none',
  '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  '&:focus-visible': focusRing(),
}));

export const Spinner = styled.span({
  width: 16,
  height: 16,
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: 'th-spin 0.8s linear infinite',
  '@keyframes th-spin': { to: { transform: 'rotate(360deg)' } },
});

export function Button({
  variant = 'primary',
  loading = false,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      variant={variant}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner role="status" aria-label="Loading" />}
      {children}
    </StyledButton>
  );
}
