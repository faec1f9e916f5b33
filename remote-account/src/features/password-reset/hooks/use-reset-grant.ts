import { useCallback } from 'react';
import { useLocation, useNavigate } from 'shared/router';

/** What a verified code gives reset-password, through navigation state (spec section 2). */
export interface ResetGrant {
  email: string;
  resetToken: string;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/**
 * Navigation state outlives a reload and can be anything another page left there, so each
 * field counts only if it is a non-empty string.
 */
export function readResetState(state: unknown): {
  email: string | null;
  resetToken: string | null;
} {
  const record =
    typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  return { email: text(record.email), resetToken: text(record.resetToken) };
}

/** The email and reset token this page was opened with, where present. */
export function useResetState() {
  return readResetState(useLocation().state);
}

/** Opens reset-password with the grant; it is never put in the URL, where logs keep it. */
export function useGoToReset() {
  const navigate = useNavigate();
  return useCallback(
    ({ email, resetToken }: ResetGrant) =>
      navigate('/reset-password', { state: { email, resetToken } }),
    [navigate],
  );
}

/** forgot-password with the email already filled in. */
export const forgotPasswordPath = (email?: string | null) =>
  email ? `/forgot-password?${new URLSearchParams({ email }).toString()}` : '/forgot-password';
