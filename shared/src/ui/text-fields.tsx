import type { useForm } from 'shared/form/use-form';
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

/** The text inputs of `fields`, each with its label, autocomplete hint and message. */
export function TextFields<N extends string>({
  fields,
  state,
}: {
  fields: readonly FieldSpec<N>[];
  state: Pick<
    ReturnType<typeof useForm<Record<N, string>>>,
    'values' | 'errors' | 'change' | 'ref'
  >;
}) {
  return (
    <>
      {fields.map((field) => (
        <TextInput
          key={field.name}
          ref={state.ref(field.name)}
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
