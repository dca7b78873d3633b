import type { FormState } from '@/components/form/formState';
import type { ContactField } from './contactSchema';

/** The contact form's state, as the Server Action returns it (`values` refill the fields). */
export type ContactState = FormState<ContactField, Record<ContactField, string>>;
