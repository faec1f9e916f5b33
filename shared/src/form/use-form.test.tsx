import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import * as z from 'zod/mini';
import { CAPTCHA_REQUIRED_MESSAGE } from 'shared/validation/captcha';
import { useForm } from './use-form';

const schema = z.object({
  name: z.string().check(z.minLength(1, 'Enter your name.')),
  email: z.string().check(z.minLength(1, 'Enter your email.')),
});

function Demo({
  send,
  captcha = false,
}: {
  send(data: unknown): Promise<void>;
  captcha?: boolean;
}) {
  const form = useForm({ initial: { name: '', email: '' }, order: ORDER, captcha });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = form.check(schema);
    if (checked) void form.run(() => send(checked));
  };
  return (
    <form onSubmit={submit} aria-label="Demo">
      {(['name', 'email'] as const).map((name) => (
        <label key={name}>
          {name}
          <input
            ref={form.ref(name)}
            value={form.values[name]}
            onChange={(e) => form.change(name, e.target.value)}
          />
          {form.errors[name] && <span>{form.errors[name]}</span>}
        </label>
      ))}
      {form.errors.captcha && <span>{form.errors.captcha}</span>}
      <button type="button" onClick={() => form.showErrors({ email: 'Taken.' })}>
        Server says
      </button>
      <button type="submit">Send</button>
    </form>
  );
}
const ORDER = ['name', 'email'];

describe('useForm', () => {
  it('shows each field its message and focuses the first to fix', async () => {
    const user = userEvent.setup();
    render(<Demo send={jest.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'email' }), 'a@b.c');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /name/ })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: /name/ }), 'A');
    expect(screen.queryByText('Enter your name.')).not.toBeInTheDocument();
  });

  it("merges the server's messages and focuses the field they name", async () => {
    const user = userEvent.setup();
    render(<Demo send={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Server says' }));
    expect(screen.getByText('Taken.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /email/ })).toHaveFocus();
  });

  it('asks for the captcha when the form needs one', async () => {
    const user = userEvent.setup();
    const send = jest.fn();
    render(<Demo send={send} captcha />);
    await user.type(screen.getByRole('textbox', { name: /name/ }), 'A');
    await user.type(screen.getByRole('textbox', { name: /email/ }), 'a@b.c');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText(CAPTCHA_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends once while a send is out, however often it is pressed', async () => {
    const user = userEvent.setup();
    const send = jest.fn(() => new Promise<void>(() => undefined));
    render(<Demo send={send} />);
    await user.type(screen.getByRole('textbox', { name: /name/ }), 'A');
    await user.type(screen.getByRole('textbox', { name: /email/ }), 'a@b.c');
    await user.dblClick(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ name: 'A', email: 'a@b.c' });
  });
});
