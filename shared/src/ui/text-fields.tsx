import { useCallback, useRef, useState } from 'react';
import { TextInput } from 'shared/ui/text-input';

export interface FieldSpec<N extends string> {
  name: N;
  label: string;
  type: 'text' | 'email' | 'tel' | 'password';
  autoComplete: string;
}

/** The person fields several forms ask for, in the order the spec lists them. */
export const PERSON_FIELDS = {
  first_name: { name: 'first_name', label: 'First name', type: 'text', autoComplete: 'given-name' },
  last_name: { name: 'last_name', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  email: { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  phone: { name: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
} as const satisfies Record<string, FieldSpec<string>>;

/**
 * A form's text values and their messages: typing in a field clears only that field's old
 * message, and `focusFirstError` puts the diner in the first field (in reading order) to fix.
 */
export function useTextFields<N extends string>(
  fields: readonly FieldSpec<N>[],
  initial: Record<N, string>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const inputs = useRef<Partial<Record<N, HTMLInputElement | null>>>({});

  const change = useCallback((name: N, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((current) => {
      if (!current[name]) return current;
      const { [name]: _fixed, ...rest } = current;
      return rest;
    });
  }, []);

  const focusFirstError = useCallback(
    (found: Record<string, string>) => {
      const first = fields.find((f) => found[f.name]);
      if (first) inputs.current[first.name]?.focus();
      return Boolean(first);
    },
    [fields],
  );

  return { values, setValues, errors, setErrors, change, focusFirstError, inputs };
}

/** The text inputs of `fields`, each with its label, autocomplete hint and message. */
export function TextFields<N extends string>({
  fields,
  state,
}: {
  fields: readonly FieldSpec<N>[];
  state: Pick<ReturnType<typeof useTextFields<N>>, 'values' | 'errors' | 'change' | 'inputs'>;
}) {
  return (
    <>
      {fields.map((field) => (
        <TextInput
          key={field.name}
          ref={(el) => {
            state.inputs.current[field.name] = el;
          }}
          label={field.label}
          name={field.name}
          type={field.type}
          autoComplete={field.autoComplete}
          inputMode={field.type === 'tel' ? 'numeric' : undefined}
          value={state.values[field.name]}
          error={state.errors[field.name]}
          onChange={(e) => state.change(field.name, e.target.value)}
        />
      ))}
    </>
  );
}
