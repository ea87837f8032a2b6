import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type Ref, useId, useState } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** The input's own element (a form library registers it by its ref). */
  ref?: Ref<HTMLInputElement>;
  label: string;
  /** Shown under the input and read with it. */
  hint?: string;
  error?: string;
}

/** Ids that tie an input to its hint and error, so a screen reader reads them with the field. */
function useDescribedBy(hint?: string, error?: string) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return { id, describedBy };
}

function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="field__error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </>
  );
}

/** A labelled input of the staff forms, with an optional hint and an error under it. */
export function TextField({ label, hint, error, ...input }: FieldProps) {
  const { id, describedBy } = useDescribedBy(hint, error);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A password input with the sign-in page's show/hide toggle. */
export function PasswordField({ label, hint, error, ...input }: Omit<FieldProps, 'type'>) {
  const { id, describedBy } = useDescribedBy(hint, error);
  const [shown, setShown] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <span className="field__with-button">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        <button
          type="button"
          className="icon-button"
          onClick={() => setShown((value) => !value)}
          aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={shown}
        >
          {shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </button>
      </span>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
