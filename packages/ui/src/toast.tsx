import type { ReactNode } from 'react';
import { toast, type Id, type ToastOptions } from 'react-toastify';
import { addToGroup, type ToastEntry, type ToastGroup } from './toast-groups';

/**
 * Toast convention for the whole portal: one toast = a title and an optional description (the spec
 * writes them as 'Title' / 'Description'). The only <ToastContainer> lives in the shell (top right,
 * 5000 ms, at most TOAST_LIMIT at once); remotes call these helpers, which use the shared
 * react-toastify singleton.
 *
 * Toasts of one kind that arrive while a toast of that kind is on screen join it: six uploaded files
 * make one success toast listing six files, not a column of six. Each message keeps its own text; the
 * same message is listed once. A toast close to the end of its time is not joined (a new one starts).
 */
export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** Toasts visible at once; more wait in the container's queue. */
export const TOAST_LIMIT = 3;
/** The spec's default toast duration. */
export const TOAST_DURATION_MS = 5000;

/** 'Reference: <id>' under a failure: the id support finds the request's server log lines with. */
function Reference({ id }: { id?: string }) {
  if (!id) return null;
  return (
    <div
      data-testid="toast-reference"
      style={{ fontSize: '0.8em', opacity: 0.75, marginTop: 2, userSelect: 'all', overflowWrap: 'anywhere' }}
    >
      Reference: {id}
    </div>
  );
}

function EntryText({ title, description, reference, primary }: ToastEntry & { primary: boolean }) {
  return (
    <>
      <div style={primary ? { fontWeight: 600 } : { fontSize: '0.9em' }}>{title}</div>
      {description ? (
        <div style={{ fontSize: '0.9em', opacity: 0.9, marginTop: 2 }}>{description}</div>
      ) : null}
      <Reference id={reference} />
    </>
  );
}

export function ToastBody({
  title,
  description,
  reference,
}: {
  title: ReactNode;
  description?: ReactNode;
  reference?: string;
}) {
  return (
    <div data-testid="toast">
      <div style={{ fontWeight: 600 }}>{title}</div>
      {description ? (
        <div style={{ fontSize: '0.9em', opacity: 0.9, marginTop: 2 }}>{description}</div>
      ) : null}
      <Reference id={reference} />
    </div>
  );
}

/**
 * The request id a failure carries, if any: an API client error's `requestId` (read by shape, so this
 * package needs no API client), on the error itself or on the error it was made from (`cause`).
 */
export function referenceOf(cause: unknown): string | undefined {
  const id = (cause as { requestId?: unknown } | null | undefined)?.requestId;
  if (typeof id === 'string' && id) return id;
  // an error that rewords a failed request keeps it as its cause
  const inner = (cause as { cause?: unknown } | null | undefined)?.cause;
  return inner === undefined || inner === cause ? undefined : referenceOf(inner);
}

/** Messages a joined toast lists; older ones are counted (each was on screen when it arrived). */
export const GROUP_SHOWN = 3;

/** A toast holding one or more messages of the same kind: the newest first, in bold. */
function GroupBody({ entries }: { entries: ToastEntry[] }) {
  if (entries.length === 1)
    return (
      <ToastBody
        title={entries[0]!.title}
        description={entries[0]!.description}
        reference={entries[0]!.reference}
      />
    );
  const shown = entries.slice(-GROUP_SHOWN).reverse();
  const earlier = entries.length - shown.length;
  return (
    <div data-testid="toast" data-count={entries.length}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.map((entry, index) => (
          <li
            key={`${entry.title}\n${entry.description ?? ''}\n${entry.reference ?? ''}`}
            data-testid="toast-entry"
            style={index > 0 ? { marginTop: 4, opacity: 0.85 } : undefined}
          >
            <EntryText
              title={entry.title}
              description={entry.description}
              reference={entry.reference}
              primary={index === 0}
            />
          </li>
        ))}
      </ul>
      {earlier > 0 ? (
        <div style={{ fontSize: '0.85em', opacity: 0.75, marginTop: 4 }}>and {earlier} more</div>
      ) : null}
    </div>
  );
}

/**
 * The toast on screen per kind (cleared when it closes). The shell and every remote bundle their own
 * copy of this module, while react-toastify is one shared instance: the record lives on globalThis so
 * that a remote's toast joins the shell's (or another remote's) toast instead of starting a second one.
 */
interface ToastRegistry {
  /** per kind: the open toast and when its timer runs out (a toast about to leave is not joined) */
  groups: Map<ToastKind, ToastGroup<Id> & { joinableUntil: number }>;
  next: number;
}
/** A message arriving this close to the end of a toast's timer gets a toast of its own. */
const JOIN_MARGIN_MS = 750;
const registry: ToastRegistry = ((globalThis as { __portalToasts?: ToastRegistry }).__portalToasts ??= {
  groups: new Map(),
  next: 0,
});
const openGroups = registry.groups;

export function notify(
  kind: ToastKind,
  title: string,
  description?: string,
  options?: ToastOptions,
  reference?: string,
): Id {
  const current = openGroups.get(kind);
  const open =
    current && toast.isActive(current.id) && Date.now() < current.joinableUntil ? current : undefined;
  const duration = typeof options?.autoClose === 'number' ? options.autoClose : TOAST_DURATION_MS;
  const joinableUntil = Date.now() + duration - JOIN_MARGIN_MS;
  const step = addToGroup(open, { title, description, ...(reference ? { reference } : {}) });
  if (step.action === 'unchanged') return step.group.id;
  if (step.action === 'update') {
    // the toast keeps its timer (react-toastify does not restart it on update): joining stays open
    // only until shortly before that toast leaves
    openGroups.set(kind, { ...step.group, joinableUntil: current!.joinableUntil });
    toast.update(step.group.id, { render: <GroupBody entries={step.group.entries} /> });
    return step.group.id;
  }
  const id: Id = options?.toastId ?? `${kind}-${++registry.next}`;
  openGroups.set(kind, { id, entries: step.group.entries, joinableUntil });
  return toast[kind](<GroupBody entries={step.group.entries} />, {
    ...options,
    toastId: id,
    onClose: (reason) => {
      if (openGroups.get(kind)?.id === id) openGroups.delete(kind);
      options?.onClose?.(reason);
    },
  });
}

export const notifySuccess = (title: string, description?: string) => notify('success', title, description);
/**
 * A failure toast. Pass the error (`cause`) when a request failed: its request id is shown as
 * 'Reference: <id>', which matches the server's log line of that request.
 */
export const notifyError = (title: string, description?: string, cause?: unknown) =>
  notify('error', title, description, undefined, referenceOf(cause));
export const notifyInfo = (title: string, description?: string) => notify('info', title, description);
