import { valibotResolver } from '@hookform/resolvers/valibot';
import { EMAIL_PATTERN, REASON_MAX_LENGTH, REASON_MIN_LENGTH } from '@kandy-park/domain';
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
  /** `field` with the field's problem as `error`: the props of the dashboard's TextField and PasswordField. */
  const textField = <Name extends Path<Values>>(name: Name, onChange?: () => void) => ({
    ...field(name, onChange),
    error: problem(name),
  });
  /** While a submit is being checked: its button stays disabled, so a double click sends once. */
  const checking = form.formState.isSubmitting;
  return { ...form, field, problem, textField, checking };
}

/** Text a person must give: trimmed, then not empty. */
export const requiredText = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

/** An e-mail address: given (`missing`), then shaped like one (`invalid`, domain/'s pattern); trimmed. */
export const emailAddress = (missing: string, invalid: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(missing), v.regex(EMAIL_PATTERN, invalid));

/** A reason staff give (a rejection, a cancellation, a reversal): trimmed, domain/'s lengths. */
export const reasonText = (missing: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.minLength(REASON_MIN_LENGTH, missing),
    v.maxLength(REASON_MAX_LENGTH, `The reason must be at most ${REASON_MAX_LENGTH} characters.`),
  );

/**
 * A rule about the whole form (fields compared, or rules checked in a set order) whose problem is reported at one
 * field: valibot's `check`, forwarded. In a `v.pipe` after the form's `v.object`, the first one that fails is the
 * problem.
 */
export function checkAt<Values extends Record<string, unknown>>(
  field: keyof Values & string,
  message: string,
  ok: (values: Values) => boolean,
) {
  // valibot works a path's type out from literal keys; `field` is any key of the form, checked by its own type.
  return v.forward<Values, v.CheckIssue<Values>, [string]>(v.check(ok, message), [field] as never);
}
