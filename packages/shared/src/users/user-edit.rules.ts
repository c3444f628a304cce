import { isAdmin } from '../permissions/permissions';

/**
 * Who may change which field of a user (POST /v1/user/{id}; issue 13, decision 017). Names and
 * phone are the person's identity and contact: a buyer calls that number, so only the user and
 * an admin (spec 6: /admin/users/{id} needs admin) change them; a concierge helps with listings
 * and conversations but cannot redirect a seller's contact. Disabling is an admin's, never on
 * oneself.
 */
export const USER_FIELD_EDITORS = {
  firstName: ['self', 'admin'],
  lastName: ['self', 'admin'],
  phone: ['self', 'admin'],
  disabled: ['admin'],
} as const satisfies Record<string, readonly ('self' | 'admin')[]>;

export type EditableUserField = keyof typeof USER_FIELD_EDITORS;

type Actor = NonNullable<Parameters<typeof isAdmin>[0]> & { id: string };

/** Whether `actor` may change `field` of the user `targetId`. */
export function canEditUserField(actor: Actor | null | undefined, targetId: string, field: EditableUserField): boolean {
  if (!actor) return false;
  const editors: readonly string[] = USER_FIELD_EDITORS[field];
  if (editors.includes('admin') && isAdmin(actor)) return field !== 'disabled' || actor.id !== targetId;
  return editors.includes('self') && actor.id === targetId;
}
