import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CONFIG_TYPES, formatDateTime, isAdmin, type ConfigItem, type ConfigType } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/form-controls';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage, serverFieldErrors } from '../../../lib/form-errors';
import { useConfig, useDeleteConfig, useUpdateConfig, useUpdateConfigDescription } from '../api/config';
import { ConfigHistory } from './config-history';
import { ValueInput, valueProblem } from './value-input';
import { RelativeTime } from '../../../components/ui/relative-time';

/**
 * The value editor: the stored value, or the default while none is stored. Its draft starts from the row when the
 * page opens (keyed by id); after a save the draft is what was saved.
 */
function ValueEditor({ item, canEdit }: { item: ConfigItem; canEdit: boolean }) {
  const update = useUpdateConfig();
  const [type, setType] = useState<ConfigType>(item.type);
  const [value, setValue] = useState(item.value ?? item.defaultValue ?? '');
  const [saved, setSaved] = useState(false);
  const problem = valueProblem(item.name, type, value);
  const server = update.isError ? serverFieldErrors(update.error) : {};
  const dirty = value !== (item.value ?? item.defaultValue ?? '') || type !== item.type || item.value === null;
  const save = () => {
    setSaved(false);
    update.mutate({ id: item.id, value, type }, { onSuccess: () => setSaved(true) });
  };
  return (
    <div className="flex flex-col gap-4">
      {!item.known && canEdit ? (
        <div className="flex flex-col gap-1.5 sm:max-w-xs">
          <label htmlFor="config-type" className="text-sm font-medium text-ink">
            Type
          </label>
          <select
            id="config-type"
            value={type}
            onChange={(e) => setType(e.target.value as ConfigType)}
            className="h-11 rounded-lg border border-line bg-white px-3"
          >
            {CONFIG_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {canEdit ? (
        <ValueInput
          type={type}
          value={value}
          onChange={(v) => {
            setValue(v);
            setSaved(false);
            update.reset();
          }}
          error={problem ?? server.value ?? server.type}
          hint={item.value === null ? 'Showing the default; save to store it as this setting’s value.' : undefined}
        />
      ) : (
        <pre className="overflow-x-auto whitespace-pre-wrap break-all rounded-lg bg-canvas p-3 font-mono text-sm text-ink">
          {item.value ?? `${item.defaultValue ?? ''} (default)`}
        </pre>
      )}
      {update.isError && !Object.keys(server).length ? (
        <Alert tone="error" title="We couldn't save the value">
          {errorMessage(update.error)}
        </Alert>
      ) : null}
      {saved ? <Alert tone="success">Saved. Every server uses the new value within a few seconds.</Alert> : null}
      {canEdit ? (
        <div className="flex justify-end">
          <Button onClick={save} loading={update.isPending} disabled={!!problem || !dirty || update.isPending}>
            Save value
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function DescriptionEditor({ item, canEdit }: { item: ConfigItem; canEdit: boolean }) {
  const patch = useUpdateConfigDescription();
  const [text, setText] = useState(item.description ?? '');
  if (!canEdit)
    return <p className="text-sm text-ink">{item.description || <span className="text-muted">None</span>}</p>;
  const server = patch.isError ? serverFieldErrors(patch.error).description : undefined;
  return (
    <div className="flex flex-col gap-3">
      <TextAreaField
        label="Description"
        rows={3}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          patch.reset();
        }}
        error={server ?? (text.length > 1000 ? 'Use at most 1000 characters' : undefined)}
      />
      {patch.isError && !server ? <Alert tone="error">{errorMessage(patch.error)}</Alert> : null}
      <div className="flex items-center justify-end gap-3">
        {patch.isSuccess ? <span className="text-sm text-muted">Description saved</span> : null}
        <Button
          variant="secondary"
          onClick={() => patch.mutate({ id: item.id, description: text.trim() || null })}
          loading={patch.isPending}
          disabled={patch.isPending || text.length > 1000 || (text.trim() || null) === item.description}
        >
          Save description
        </Button>
      </div>
    </div>
  );
}

/**
 * /admin/config/{id} (staff read, admins edit): the value with an input fitting its type, the description, delete
 * (a setting the product acts on is reset to its default instead) and the setting's recent history.
 */
export function AdminConfigItemPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: me } = useCurrentUser();
  const q = useConfig(id);
  const remove = useDeleteConfig();
  const [confirming, setConfirming] = useState(false);
  const canEdit = isAdmin(me);
  const item = q.data;

  if (q.isError)
    return <LoadError title="We couldn't load this setting" error={q.error} onRetry={() => void q.refetch()} />;
  if (!item)
    return (
      <div className="flex justify-center py-12 text-primary">
        <Spinner size={28} label="Loading the setting" />
      </div>
    );

  const onDelete = () =>
    remove.mutate(item.id, {
      onSuccess: () => {
        setConfirming(false);
        if (!item.known) navigate('/admin/config');
      },
    });

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <Link to="/admin/config" className="hover:underline">
          Configuration
        </Link>{' '}
        / <span className="break-all">{item.name}</span>
      </nav>
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="break-all text-xl font-semibold text-ink">{item.name}</h1>
          <span className="rounded-full bg-canvas px-2 py-0.5 text-xs text-muted">{item.type}</span>
          {item.known ? (
            <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-ink">
              Used by the product
            </span>
          ) : null}
          {item.public ? (
            <span className="rounded-full bg-canvas px-2 py-0.5 text-xs text-muted">Visible to visitors</span>
          ) : null}
        </div>
        <p className="text-sm text-muted">
          {item.updatedBy ? (
            <>
              Changed{' '}
              <time dateTime={item.updatedAt} title={formatDateTime(item.updatedAt)}>
                <RelativeTime value={item.updatedAt} />
              </time>{' '}
              by {item.updatedByName ?? 'a former staff member'}
            </>
          ) : (
            'Not changed yet'
          )}{' '}
          · read {item.readCount.toLocaleString('en-US')} times
          {item.readAt ? (
            <>
              {', last '}
              <RelativeTime value={item.readAt} />
            </>
          ) : null}
        </p>
      </div>

      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <h2 className="font-semibold text-ink">Value</h2>
        <ValueEditor key={item.id} item={item} canEdit={canEdit} />
      </Card>

      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <h2 className="font-semibold text-ink">Description</h2>
        <DescriptionEditor key={item.id} item={item} canEdit={canEdit} />
      </Card>

      {canEdit && (!item.known || item.value !== null) ? (
        <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <div>
            <h2 className="font-semibold text-ink">{item.known ? 'Reset to default' : 'Delete setting'}</h2>
            <p className="text-sm text-muted">
              {item.known
                ? `The product goes back to ${item.defaultValue === '' ? 'an empty value' : item.defaultValue}. The history stays.`
                : 'Anything that looks this setting up will no longer find it. The history stays.'}
            </p>
          </div>
          <Button
            variant={item.known ? 'secondary' : 'danger'}
            onClick={() => setConfirming(true)}
            className="shrink-0"
          >
            {item.known ? 'Reset to default' : 'Delete'}
          </Button>
        </Card>
      ) : null}
      {remove.isError ? <Alert tone="error">{errorMessage(remove.error)}</Alert> : null}

      <Card className="flex flex-col gap-2 p-4 sm:p-6">
        <h2 className="font-semibold text-ink">History</h2>
        <ConfigHistory id={item.id} />
      </Card>

      <ConfirmDialog
        open={confirming}
        title={item.known ? `Reset ${item.name}?` : `Delete ${item.name}?`}
        body={
          item.known
            ? 'The stored value is cleared and the default applies everywhere within seconds.'
            : 'The setting is removed for good; its history is kept.'
        }
        confirmLabel={item.known ? 'Reset' : 'Delete'}
        danger={!item.known}
        pending={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
