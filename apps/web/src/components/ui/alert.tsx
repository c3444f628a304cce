import type { ReactNode } from 'react';

type Tone = 'error' | 'success' | 'info';
const tones: Record<Tone, string> = {
  error: 'border-orange-200 bg-orange-50 text-orange-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  info: 'border-line bg-primary-soft text-ink',
};

export function Alert({ tone = 'info', title, children }: { tone?: Tone; title?: string; children?: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-4 py-3 text-sm ${tones[tone]}`}>
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div className={title ? 'mt-1' : ''}>{children}</div> : null}
    </div>
  );
}
