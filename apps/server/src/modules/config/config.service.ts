import {
  configValueProblem,
  isSettingName,
  isStaff,
  PUBLIC_SETTING_NAMES,
  SETTING_NAMES,
  SETTINGS,
  settingDefaultText,
  toPage,
  type ConfigDescription,
  type ConfigItem,
  type ConfigListQuery,
  type ConfigType,
  type CreateConfig,
  type Page,
  type PublicConfigValue,
  type PublicSettings,
  type UpdateConfig,
} from '@revy/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound, validationFailed } from '../../lib/errors';
import { recordHistory } from '../history';
import { findUsersByIds, type UserRecord } from '../users';
import * as repo from './config.repo';
import { announceSettingChange, countSettingRead, readSetting, readSettingOr } from './settings';

type Row = repo.ConfigRow;
const FIELDS = ['name', 'value', 'type', 'description'] as const;

const nameOf = (u: UserRecord) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email || 'Staff member';

async function toItems(db: DbOrTx, rows: Row[]): Promise<ConfigItem[]> {
  const ids = [...new Set(rows.map((r) => r.updatedBy).filter((id): id is string => !!id))];
  const names = new Map((await findUsersByIds(db, ids)).map((u) => [u.id, nameOf(u)]));
  return rows.map((r) => {
    const known = isSettingName(r.name);
    return {
      id: r.id,
      name: r.name,
      value: r.value,
      type: r.type,
      description: r.description,
      updatedBy: r.updatedBy,
      updatedByName: r.updatedBy ? (names.get(r.updatedBy) ?? null) : null,
      readCount: r.readCount,
      readAt: r.readAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      known,
      public: known && SETTINGS[r.name as keyof typeof SETTINGS].public,
      defaultValue: known ? settingDefaultText(r.name as keyof typeof SETTINGS) : null,
    };
  });
}

const toItem = async (db: DbOrTx, row: Row) => (await toItems(db, [row]))[0]!;

/** A stored value the type (and a known setting's schema) accepts, or 400 naming the field. */
function assertStorable(name: string, type: ConfigType, value: string | null, typeGiven: boolean): void {
  if (isSettingName(name) && SETTINGS[name].type !== type)
    throw validationFailed(
      { type: `${name} is a ${SETTINGS[name].type} setting; its type cannot change` },
      typeGiven ? 'This setting has a fixed type' : 'Some fields need attention',
    );
  const problem = configValueProblem(name, type, value);
  if (problem) throw validationFailed({ value: problem }, `The value is not a valid ${type}: ${problem}`);
}

/** The fields of `after` that differ from `before`, as History's before/after pair. */
function diff(before: Partial<Row>, after: Partial<Row>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const f of FIELDS) {
    if (f in after && after[f] !== before[f]) {
      b[f] = before[f] ?? null;
      a[f] = after[f] ?? null;
    }
  }
  return { before: b, after: a, changed: Object.keys(a).length > 0 };
}

/** Known settings get a row at start (value null: the default), so they can be listed, opened and read-counted. */
export async function ensureKnownSettings(db: DbOrTx): Promise<void> {
  await repo.insertMissingConfig(
    db,
    SETTING_NAMES.map((name) => ({ name, type: SETTINGS[name].type, description: SETTINGS[name].description })),
  );
}

/** GET /v1/config (staff). */
export async function listConfig(ctx: AppContext, query: ConfigListQuery): Promise<Page<ConfigItem>> {
  const { rows, total } = await repo.listConfig(ctx.db, query);
  return toPage(await toItems(ctx.db, rows), total, query);
}

/** GET /v1/config/{id} (staff): counts as a read of the setting. */
export async function getConfig(ctx: AppContext, id: string): Promise<ConfigItem> {
  const row = await repo.findConfigById(ctx.db, id);
  if (!row) throw notFound('Setting');
  countSettingRead(ctx, row.name);
  return toItem(ctx.db, row);
}

/**
 * GET /v1/config/name/{name}: staff get the row; anyone else only a public known setting's value, and the same 404
 * for a private name as for a missing one, so names are not leaked.
 */
export async function getConfigByName(
  ctx: AppContext,
  viewer: UserRecord | null,
  name: string,
): Promise<ConfigItem | PublicConfigValue> {
  if (isStaff(viewer)) {
    const row = await repo.findConfigByName(ctx.db, name);
    if (!row) throw notFound('Setting');
    countSettingRead(ctx, row.name);
    return toItem(ctx.db, row);
  }
  if (!isSettingName(name) || !SETTINGS[name].public) throw notFound('Setting');
  return { name, type: SETTINGS[name].type, value: await readSetting(ctx, name) };
}

/** POST /v1/config (admin): a new setting; 409 when the name is taken, also by a concurrent create. */
export async function createConfig(ctx: AppContext, admin: UserRecord, body: CreateConfig): Promise<ConfigItem> {
  assertStorable(body.name, body.type, body.value, true);
  const row = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertConfig(tx, {
      name: body.name,
      value: body.value,
      type: body.type,
      description: body.description ?? null,
      updatedBy: admin.id,
    });
    if (!created)
      throw new AppError('CONFLICT', `A setting named ${body.name} already exists`, {
        fields: { name: 'This name is taken' },
      });
    const { after } = diff({}, created);
    await recordHistory(tx, {
      className: 'Config',
      targetId: created.id,
      data: { action: 'create', before: {}, after },
      savedBy: admin.id,
    });
    return created;
  });
  await announceSettingChange(ctx, row.name);
  return toItem(ctx.db, row);
}

/**
 * The one write path of PUT, PATCH description and DELETE of a known setting: the row is locked, so concurrent
 * writers go one after the other and each History record's "before" is what that writer replaced.
 */
async function changeConfig(
  ctx: AppContext,
  admin: UserRecord,
  id: string,
  action: string,
  change: (row: Row) => Partial<Pick<Row, 'value' | 'type' | 'description'>>,
): Promise<Row> {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await repo.findConfigById(tx, id, { lock: true });
    if (!current) throw notFound('Setting');
    const patch = change(current);
    const d = diff(current, patch);
    if (!d.changed) return current;
    const updated = await repo.updateConfig(tx, id, { ...patch, updatedBy: admin.id });
    await recordHistory(tx, {
      className: 'Config',
      targetId: id,
      data: { action, before: d.before, after: d.after },
      savedBy: admin.id,
    });
    return updated;
  });
  await announceSettingChange(ctx, row.name);
  return row;
}

/** PUT /v1/config/{id} (admin): the value, and the type and description when given. */
export async function updateConfig(
  ctx: AppContext,
  admin: UserRecord,
  id: string,
  body: UpdateConfig,
): Promise<ConfigItem> {
  const row = await changeConfig(ctx, admin, id, 'update', (current) => {
    const type = body.type ?? current.type;
    assertStorable(current.name, type, body.value, body.type !== undefined);
    return {
      value: body.value,
      type,
      ...(body.description !== undefined ? { description: body.description } : {}),
    };
  });
  return toItem(ctx.db, row);
}

/** PATCH /v1/config/{id}/description (admin). */
export async function updateConfigDescription(
  ctx: AppContext,
  admin: UserRecord,
  id: string,
  body: ConfigDescription,
): Promise<ConfigItem> {
  const row = await changeConfig(ctx, admin, id, 'description', () => ({ description: body.description }));
  return toItem(ctx.db, row);
}

/**
 * DELETE /v1/config/{id} (admin). A setting the product acts on is reset to its default instead (value null), so its
 * row, id and history stay; any other setting is removed, with a History record of what it was.
 */
export async function deleteConfig(ctx: AppContext, admin: UserRecord, id: string): Promise<void> {
  const found = await repo.findConfigById(ctx.db, id);
  if (found && isSettingName(found.name)) {
    await changeConfig(ctx, admin, id, 'reset', () => ({ value: null }));
    return;
  }
  const name = await ctx.db.transaction(async (tx) => {
    const current = await repo.findConfigById(tx, id, { lock: true });
    if (!current) throw notFound('Setting');
    await repo.deleteConfig(tx, id);
    const { after: before } = diff({}, current);
    await recordHistory(tx, {
      className: 'Config',
      targetId: id,
      data: { action: 'delete', before, after: {} },
      savedBy: admin.id,
    });
    return current.name;
  });
  await announceSettingChange(ctx, name);
}

/**
 * The public settings for the browser (window.__REVY__.settings in index.html), read through the cache on each page
 * request so a change shows without a restart. DEFAULT_LANDING_URL still applies while no landing value is stored.
 */
export async function browserSettings(ctx: AppContext): Promise<PublicSettings> {
  const out: Record<string, unknown> = {};
  for (const name of PUBLIC_SETTING_NAMES)
    out[name] =
      name === 'defaultLandingUrl'
        ? await readSettingOr(ctx, name, ctx.config.defaultLandingUrl)
        : await readSetting(ctx, name);
  return out as PublicSettings;
}
