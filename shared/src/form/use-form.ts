import { useCallback, useRef, useState } from 'react';
import type { CaptchaHandle } from 'shared/ui/captcha-field';
import { CAPTCHA_REQUIRED_MESSAGE } from 'shared/validation/captcha';
import { validate } from 'shared/validation/validate';

export interface FormOptions<V extends Record<string, string>> {
  initial: V;
  /**
   * The names that can carry a message, in reading order: the first with one gets the focus.
   * Besides the values' own, a form may list 'captcha' or a checkbox it registers with ref().
   */
  order: readonly string[];
  /** The captcha must be solved before sending: checked beside the values. */
  captcha?: boolean;
}

type Errors = Record<string, string>;

/**
 * A form's values and per-field messages: typing in a field clears only that field's old
 * message; `check` validates with the form's zod schema (and the captcha when the form needs
 * one) and puts the diner in the first field to fix; `showErrors` does the same with the
 * server's messages; `run` sends once at a time, however fast the button is pressed.
 */
export function useForm<V extends Record<string, string>>({
  initial,
  order,
  captcha: captchaRequired = false,
}: FormOptions<V>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [token, setToken] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inputs = useRef<Partial<Record<string, HTMLElement | null>>>({});
  const captchaRef = useRef<CaptchaHandle>(null);
  // State updates land after the event, so a double click would see `pending` still false.
  const inFlight = useRef(false);

  const clear = useCallback(
    (name: string) =>
      setErrors((current) => {
        if (!current[name]) return current;
        const { [name]: _fixed, ...rest } = current;
        return rest;
      }),
    [],
  );

  const change = useCallback(
    (name: keyof V & string, value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      clear(name);
    },
    [clear],
  );

  /** Registers the element that takes the focus for `name`'s message. */
  const ref = useCallback(
    (name: string) => (element: HTMLElement | null) => {
      inputs.current[name] = element;
    },
    [],
  );

  /** Shows `found` and focuses the first field it names; false when it names none. */
  const showErrors = useCallback(
    (found: Errors) => {
      setErrors(found);
      const first = order.find((name) => found[name]);
      const element = first ? inputs.current[first] : undefined;
      // A captcha has no focus of its own: its control is a checkbox or Google's iframe.
      const target =
        element && !element.matches('input, textarea, select, button')
          ? element.querySelector<HTMLElement>('input, iframe')
          : element;
      target?.focus();
      return first !== undefined;
    },
    [order],
  );

  /** The checked values, or undefined once the messages are shown. */
  function check<S extends Parameters<typeof validate>[0]>(schema: S, input: unknown = values) {
    const result = validate(schema, input);
    const found = result.ok ? {} : { ...result.errors };
    if (captchaRequired && !token) found.captcha = CAPTCHA_REQUIRED_MESSAGE;
    if (!result.ok || (captchaRequired && !token)) {
      showErrors(found);
      return undefined;
    }
    setErrors({});
    return result.data;
  }

  /** Runs `send` unless one is already out; `pending` is true meanwhile. */
  const run = useCallback(async (send: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      await send();
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, []);

  const captcha = {
    token,
    /** A captcha answer is good for one request. */
    reset: () => captchaRef.current?.reset(),
    /** CaptchaField's props. */
    field: {
      ref: captchaRef,
      error: errors.captcha,
      onChange: (next: string | null) => {
        setToken(next);
        if (next) clear('captcha');
      },
    },
  };

  return {
    values,
    setValues,
    errors,
    setErrors,
    change,
    ref,
    inputs,
    showErrors,
    check,
    run,
    pending,
    captcha,
  };
}
