/**
 * CaptchaField has no focus of its own: its control is a checkbox (test provider) or Google's
 * iframe. Moving focus there lets a keyboard or screen-reader user find the unsolved captcha,
 * whose error the checkbox names through aria-describedby.
 */
export function focusCaptcha(box: HTMLElement | null) {
  box?.querySelector<HTMLElement>('input, iframe')?.focus();
}
