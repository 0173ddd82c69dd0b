import type { ReactNode } from 'react';
import { toast, type ToastOptions } from 'react-toastify';

/**
 * Toast convention for the whole portal: one toast = a title and an optional description (the spec
 * writes them as 'Title' / 'Description'). The only <ToastContainer> lives in the shell (top right,
 * 5000 ms); remotes call these helpers, which use the shared react-toastify singleton.
 * A toast with the same title + description that is still visible is not shown twice.
 */
export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export function ToastBody({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <div data-testid="toast">
      <div style={{ fontWeight: 600 }}>{title}</div>
      {description ? (
        <div style={{ fontSize: '0.9em', opacity: 0.9, marginTop: 2 }}>{description}</div>
      ) : null}
    </div>
  );
}

export function notify(kind: ToastKind, title: string, description?: string, options?: ToastOptions) {
  const toastId = `${kind}:${title}:${description ?? ''}`;
  return toast[kind](<ToastBody title={title} description={description} />, { toastId, ...options });
}

export const notifySuccess = (title: string, description?: string) => notify('success', title, description);
export const notifyError = (title: string, description?: string) => notify('error', title, description);
export const notifyInfo = (title: string, description?: string) => notify('info', title, description);
