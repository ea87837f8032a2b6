import { useMessages } from '@/i18n/LanguageProvider';
import type { FieldWiring } from '../../hooks/use-booking-form';
import { venuesMessages } from '../../venues.messages';

const CONTACT_FIELDS = [
  { field: 'name', autoComplete: 'name' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'phone', type: 'tel', autoComplete: 'tel', placeholder: '+94 77 123 4567' },
] as const;

interface ContactFieldsProps {
  fields: FieldWiring;
}

/** Who is asking: name, e-mail and phone, all required. */
export function ContactFields({ fields }: ContactFieldsProps) {
  const t = useMessages(venuesMessages);
  return CONTACT_FIELDS.map(({ field, ...input }) => (
    <div key={field} className="field">
      <label htmlFor={fields.id(field)}>
        {t.form[field]} <span aria-hidden="true">*</span>
      </label>
      <input
        id={fields.id(field)}
        {...input}
        aria-required="true"
        {...fields.invalid(field)}
        {...fields.register(field)}
      />
    </div>
  ));
}
