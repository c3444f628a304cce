import { isStaff, type Form } from '@revy/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import type { UserRecord } from '../users';
import * as repo from './forms.repo';
import type { FormRow } from './forms.repo';

export function toForm(f: FormRow): Form {
  return { id: f.id, userId: f.userId, name: f.name, data: f.data, createdAt: f.createdAt.toISOString() };
}

/** Stores a form of `userId` (also used inside a chat's transaction by chat forms). */
export function saveForm(db: DbOrTx, userId: string | null, name: string, data: string): Promise<FormRow> {
  return repo.insertForm(db, { userId, name, data });
}

/** POST /v1/form/{name}: the caller's answers, `data` stored as the JSON text given. */
export async function createForm(ctx: AppContext, actor: UserRecord, name: string, data: string): Promise<Form> {
  return toForm(await saveForm(ctx.db, actor.id, name, data));
}

/** PUT /v1/form/{id}: its owner (or staff) replaces the data. */
export async function updateForm(ctx: AppContext, actor: UserRecord, id: string, data: string): Promise<Form> {
  const row = await repo.findForm(ctx.db, id);
  if (!row) throw notFound('Form');
  if (row.userId !== actor.id && !isStaff(actor)) throw forbidden('This form is not yours');
  return toForm(await repo.updateFormData(ctx.db, id, data));
}

/** GET /v1/form: the caller's forms, newest first. */
export async function listMyForms(ctx: AppContext, actor: UserRecord): Promise<Form[]> {
  return (await repo.formsOfUser(ctx.db, actor.id)).map(toForm);
}
