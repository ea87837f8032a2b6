interface FormActionsProps {
  /** The form is being sent: both buttons wait, and the submit button says what is happening. */
  busy: boolean;
  /** The form's fields are being checked before it is sent: the submit button waits, so a double click sends once. */
  checking?: boolean;
  submitLabel: string;
  busyLabel: string;
  onCancel: () => void;
  cancelLabel?: string;
  /** `danger` for a step that cannot be undone (a reversal). */
  tone?: 'primary' | 'danger';
}

/** The Cancel and submit buttons at the foot of a staff form or dialog. */
export function FormActions({
  busy,
  checking = false,
  submitLabel,
  busyLabel,
  onCancel,
  cancelLabel = 'Cancel',
  tone = 'primary',
}: FormActionsProps) {
  return (
    <div className="staff-form__actions">
      <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </button>
      <button type="submit" className={`button button--${tone}`} disabled={busy || checking}>
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}
