import styled from '@emotion/styled';
import {
  forwardRef,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import type ReCAPTCHA from 'react-google-recaptcha';
import { type CaptchaConfig, getCaptchaConfig } from 'shared/api/get-captcha-config';
import { Button } from 'shared/ui/button';
import { colors, focusRing } from 'shared/ui/theme';

// Google's widget and its script load only where a form shows it, and only in production.
const GoogleRecaptcha = lazy(() => import('react-google-recaptcha'));

let configRequest: Promise<CaptchaConfig> | null = null;
/** Asked once per page load; a failure is asked again by the next form. */
function loadConfig(): Promise<CaptchaConfig> {
  configRequest ??= getCaptchaConfig().catch((error: unknown) => {
    configRequest = null;
    throw error;
  });
  return configRequest;
}

/** Drops the cached configuration, so the next form asks the API again (tests). */
export function forgetCaptchaConfig() {
  configRequest = null;
}

/** The token the API's test provider accepts (development and tests, never production). */
export function testCaptchaToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `test-captcha:${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export interface CaptchaHandle {
  /** Clears the answer, as after a submit (a token is single-use). */
  reset(): void;
}

export interface CaptchaFieldProps {
  /** A solved captcha's token, or null when it is unsolved or expired. */
  onChange(token: string | null): void;
  /** 'Please complete the CAPTCHA verification.' when the form was sent without one. */
  error?: string | null;
}

const Field = styled.div({ display: 'grid', gap: 6 });
const TestBox = styled.label({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
  padding: '12px 14px',
  border: `1px solid ${colors.line}`,
  borderRadius: 8,
  background: '#f9f9f9',
  width: 'fit-content',
  cursor: 'pointer',
  input: { width: 20, height: 20 },
  'input:focus-visible': focusRing(),
});
const Hint = styled.span({ fontSize: 12, color: colors.muted });
const ErrorText = styled.p({ margin: 0, color: colors.danger, fontSize: 13 });

/**
 * The forms' captcha (sign-up, sign-in, contact, partner). The API says which: Google
 * reCAPTCHA with its site key, or, on a local or test server, a plain checkbox whose token
 * only that server's test provider accepts.
 */
export const CaptchaField = forwardRef<CaptchaHandle, CaptchaFieldProps>(function CaptchaField(
  { onChange, error },
  ref,
) {
  const [config, setConfig] = useState<CaptchaConfig | null>(null);
  const [failed, setFailed] = useState(false);
  const [checked, setChecked] = useState(false);
  const recaptcha = useRef<ReCAPTCHA>(null);
  const errorId = useId();

  const load = useCallback(() => {
    setFailed(false);
    loadConfig().then(setConfig, () => setFailed(true));
  }, []);
  useEffect(load, [load]);

  useImperativeHandle(ref, () => ({
    reset() {
      setChecked(false);
      recaptcha.current?.reset();
      onChange(null);
    },
  }));

  let widget;
  if (failed) {
    widget = (
      <div role="alert">
        <p style={{ margin: '0 0 8px' }}>The CAPTCHA could not load.</p>
        <Button variant="secondary" onClick={load}>
          Try again
        </Button>
      </div>
    );
  } else if (!config) {
    widget = <Hint role="status">Loading the CAPTCHA…</Hint>;
  } else if (config.provider === 'recaptcha' && config.site_key) {
    widget = (
      <Suspense fallback={<Hint role="status">Loading the CAPTCHA…</Hint>}>
        <GoogleRecaptcha
          ref={recaptcha}
          sitekey={config.site_key}
          onChange={(token) => onChange(token || null)}
          onExpired={() => onChange(null)}
          onErrored={() => onChange(null)}
        />
      </Suspense>
    );
  } else {
    widget = (
      <TestBox>
        <input
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setChecked(e.target.checked);
            onChange(e.target.checked ? testCaptchaToken() : null);
          }}
        />
        <span>
          I’m not a robot
          <br />
          <Hint>Test CAPTCHA of this local server</Hint>
        </span>
      </TestBox>
    );
  }

  return (
    <Field>
      {widget}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
});
