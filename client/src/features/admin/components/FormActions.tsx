interface FormActionsProps {
  /** The form is being sent: both buttons wait, and the submit button says what is happening. */
  busy: boolean;
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
      <button type="submit" className={`button button--${tone}`} disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}
