import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  CONFIG_TYPES,
  CreateConfigSchema,
  isAdmin,
  isSettingName,
  SETTINGS,
  settingDefaultText,
  type ConfigType,
} from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-controls';
import { TextField } from '../../../components/ui/text-field';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage, parseForm, serverFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useCreateConfig } from '../api/config';
import { ValueInput, valueProblem } from './value-input';

const TYPE_LABELS: Record<ConfigType, string> = {
  string: 'Text',
  number: 'Number',
  boolean: 'On / off',
  json: 'JSON',
};

/**
 * /admin/config/configrow (admin): a new setting. The form checks name, type and value with the same shared schema
 * and value rules as the server, as you type once a field has been touched; a known setting's name fixes its type.
 */
export function AdminConfigCreatePage() {
  const navigate = useNavigate();
  const { data: me } = useCurrentUser();
  const create = useCreateConfig();
  const [name, setName] = useState('');
  const [type, setType] = useState<ConfigType>('string');
  const [value, setValue] = useState('');
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const known = isSettingName(name.trim()) ? name.trim() : null;
  const effectiveType = known ? SETTINGS[known as keyof typeof SETTINGS].type : type;
  const values = { name, type: effectiveType, value, description: description.trim() || null };
  const parsed = parseForm(CreateConfigSchema, values, ['name']);
  const liveErrors: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
  const problem = valueProblem(name.trim(), effectiveType, value);
  if (problem) liveErrors.value = problem;
  if (known) liveErrors.name = `${known} already exists: open it from the list to change it`;
  const errorOf = (field: string) => serverErrors[field] || (touched[field] ? liveErrors[field] : undefined);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTouched({ name: true, value: true, description: true, type: true });
    if (!parsed.ok || problem || known) return;
    create.mutate(parsed.data, {
      onSuccess: (created) => navigate(`/admin/config/${created.id}`),
      onError: (err) => setServerErrors(serverFieldErrors(err)),
    });
  };

  if (me && !isAdmin(me))
    return (
      <Alert tone="info" title="Only admins create settings">
        You can read every setting from the <Link to="/admin/config">configuration list</Link>.
      </Alert>
    );

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <Link to="/admin/config" className="hover:underline">
          Configuration
        </Link>{' '}
        / New setting
      </nav>
      <div>
        <h1 className="text-xl font-semibold text-ink">New setting</h1>
        <p className="text-sm text-muted">
          A value the product or staff can look up by name. Changes are recorded in its history.
        </p>
      </div>
      {create.isError && !Object.keys(serverFieldErrors(create.error)).length ? (
        <Alert tone="error" title="We couldn't create the setting">
          {errorMessage(create.error)}
        </Alert>
      ) : null}
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-5 rounded-xl border border-line bg-white p-4 sm:p-6"
      >
        <TextField
          label="Name"
          value={name}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => {
            setName(e.target.value);
            setServerErrors((s) => ({ ...s, name: '' }));
          }}
          onBlur={() => setTouched((t) => ({ ...t, name: true }))}
          error={errorOf('name') || undefined}
          hint="Letters, digits, dot, dash and underscore, starting with a letter: e.g. promo.banner"
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-medium text-ink">Type</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {CONFIG_TYPES.map((t) => (
              <label
                key={t}
                className={`flex h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary/40 ${
                  effectiveType === t ? 'border-primary bg-primary-soft text-ink' : 'border-line bg-white text-ink'
                }`}
              >
                <input
                  type="radio"
                  name="type"
                  value={t}
                  checked={effectiveType === t}
                  disabled={!!known}
                  onChange={() => {
                    setType(t);
                    if (t === 'boolean' && !/^(true|false)$/.test(value)) setValue('false');
                  }}
                  className="accent-primary"
                />
                {TYPE_LABELS[t]}
              </label>
            ))}
          </div>
        </fieldset>
        <ValueInput
          type={effectiveType}
          value={value}
          onChange={(v) => {
            setValue(v);
            setTouched((t) => ({ ...t, value: true }));
            setServerErrors((s) => ({ ...s, value: '' }));
          }}
          error={errorOf('value')}
          hint={known ? `Default: ${settingDefaultText(known as keyof typeof SETTINGS)}` : undefined}
        />
        <TextAreaField
          label="Description (optional)"
          value={description}
          rows={3}
          onChange={(e) => setDescription(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, description: true }))}
          error={errorOf('description') || undefined}
          hint="What it changes and who relies on it."
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={() => navigate('/admin/config')}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending} disabled={create.isPending}>
            Create setting
          </Button>
        </div>
      </form>
    </div>
  );
}
