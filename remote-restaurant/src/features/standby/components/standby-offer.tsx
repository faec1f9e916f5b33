import styled from '@emotion/styled';
import { type FormEvent, useId, useState } from 'react';
import { useForm } from 'shared/form/use-form';
import { useRootStore } from 'shared/store';
import { Button } from 'shared/ui/button';
import { CaptchaField } from 'shared/ui/captcha-field';
import { Select } from 'shared/ui/select';
import { TextInput } from 'shared/ui/text-input';
import { colors } from 'shared/ui/theme';
import { standbySchema } from 'shared/validation/standby';
import { useJoinStandby } from '../api/use-join-standby';
import { type OpeningSlot, windowOptions } from '../api/window-options';

const Section = styled.section({ marginTop: 16, display: 'grid', gap: 12 });
const Heading = styled.h3({ margin: 0, fontSize: 16 });
const Note = styled.p({ margin: 0, fontSize: 14, color: colors.muted });
const Form = styled.form({ display: 'grid', gap: 12 });
const Problem = styled.p({ margin: 0, color: colors.danger, fontWeight: 700 });
const FieldError = styled.p({ margin: 0, color: colors.danger, fontSize: 13 });
const Done = styled.p({ margin: 0, fontWeight: 700 });

export interface StandbyOfferProps {
  restaurantUuid: string;
  /** dd/mm/yyyy */
  date: string;
  partySize: number;
  /** The day's opening slots: the window is chosen within them. */
  openingSlots: readonly OpeningSlot[] | undefined;
}

/**
 * Under a day with no time for the party: 'Join the standby list', then a small form (the
 * window of arrival times, the email unless signed in, the captcha). The server emails the
 * diner once when a time in the window can be held.
 */
export function StandbyOffer({ restaurantUuid, date, partySize, openingSlots }: StandbyOfferProps) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [joined, setJoined] = useState<string | null>(null);
  const signedInEmail = useRootStore((s) => (s.user.token ? (s.user.user?.email ?? null) : null));
  const options = windowOptions(openingSlots);
  const firstFrom = options.from[0]?.value ?? '';
  const form = useForm({
    initial: {
      email: '',
      window_start: firstFrom,
      window_end: options.to(firstFrom).at(-1)?.value ?? '',
    },
    order: ['email', 'window_start', 'window_end', 'captcha'],
    captcha: true,
  });
  const { values, errors, captcha } = form;
  const { join, problem } = useJoinStandby(restaurantUuid);

  if (options.from.length === 0) return null;
  if (joined) {
    return (
      <Section aria-labelledby={headingId}>
        <Heading id={headingId}>Standby list</Heading>
        <Done role="status">{joined}</Done>
      </Section>
    );
  }
  if (!open) {
    return (
      <Section aria-labelledby={headingId}>
        <Heading id={headingId}>Standby list</Heading>
        <Note>We can email you if a table for your party frees up on this date.</Note>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Join the standby list
        </Button>
      </Section>
    );
  }

  const chooseFrom = (from: string) => {
    form.change('window_start', from);
    // Keep To after From: the latest end is the widest window.
    const ends = options.to(from);
    if (!ends.some((end) => end.value === values.window_end))
      form.change('window_end', ends.at(-1)?.value ?? '');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = form.check(standbySchema, {
      email: signedInEmail ?? values.email,
      date,
      number_of_people: partySize,
      window_start: values.window_start,
      window_end: values.window_end,
    });
    if (!checked) return;
    void form.run(async () => {
      const outcome = await join(checked, captcha.token as string);
      // A captcha answer is good for one request, whatever the server made of it.
      captcha.reset();
      if (outcome.ok) setJoined(outcome.message);
      else if (Object.keys(outcome.fieldErrors).length > 0) form.showErrors(outcome.fieldErrors);
    });
  };

  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>Standby list</Heading>
      <Form noValidate onSubmit={submit} aria-label="Join the standby list">
        <Note>Tell us when you could arrive; we email you once if a table frees up.</Note>
        <div ref={form.ref('window_start')}>
          <Select
            label="From"
            value={values.window_start}
            options={options.from}
            onChange={chooseFrom}
          />
          {errors.window_start && <FieldError>{errors.window_start}</FieldError>}
        </div>
        <div ref={form.ref('window_end')}>
          <Select
            label="To"
            value={values.window_end}
            options={options.to(values.window_start)}
            onChange={(end) => form.change('window_end', end)}
          />
          {errors.window_end && <FieldError>{errors.window_end}</FieldError>}
        </div>
        {signedInEmail === null && (
          <TextInput
            ref={form.ref('email')}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            error={errors.email}
            onChange={(e) => form.change('email', e.target.value)}
          />
        )}
        <div ref={form.ref('captcha')}>
          <CaptchaField {...captcha.field} />
        </div>
        {problem && <Problem role="alert">{problem}</Problem>}
        <Button type="submit" loading={form.pending}>
          Join the standby list
        </Button>
      </Form>
    </Section>
  );
}
