import { valibotResolver } from '@hookform/resolvers/valibot';
import { EMAIL_PATTERN } from '@kandy-park/domain';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import * as v from 'valibot';

/**
 * The park's forms: react-hook-form, checked by a valibot schema built from domain/'s rules when the form is sent.
 * As the forms always did, a problem stays under its field until that field is changed (nothing is checked while
 * typing), and the first field with a problem takes the focus (unless `focusProblem` is false). `field` registers an input with that behaviour (and calls `onChange`, when given, at each change);
 * `problem` is the message to show for a field.
 */
export function useSchemaForm<Values extends FieldValues, Output = Values>(
  schema: v.GenericSchema<Values, Output>,
  defaultValues?: DefaultValues<Values>,
  { focusProblem = true }: { focusProblem?: boolean } = {},
) {
  const form = useForm<Values, unknown, Output>({
    resolver: valibotResolver(schema),
    defaultValues,
    reValidateMode: 'onSubmit',
    shouldFocusError: focusProblem,
  });
  const field = <Name extends Path<Values>>(name: Name, onChange?: () => void) =>
    form.register(name, {
      onChange: () => {
        form.clearErrors(name);
        onChange?.();
      },
    });
  const problem = (name: Path<Values>): string | undefined => {
    const message = form.getFieldState(name, form.formState).error?.message;
    return message || undefined;
  };
  return { ...form, field, problem };
}

/** Text a person must give: trimmed, then not empty. */
export const requiredText = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

/** An e-mail address: given (`missing`), then shaped like one (`invalid`, domain/'s pattern); trimmed. */
export const emailAddress = (missing: string, invalid: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(missing), v.regex(EMAIL_PATTERN, invalid));
