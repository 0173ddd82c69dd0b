/** One message of a toast: the spec's 'Title' / 'Description'. */
export interface ToastEntry {
  title: string;
  description?: string;
  /** A failed request's id ('Reference: <id>'), the key to the server's log lines. */
  reference?: string;
}

/** A toast on screen and the messages it lists, oldest first. */
export interface ToastGroup<TId> {
  id: TId;
  entries: ToastEntry[];
}

export type GroupStep<TId> =
  | { action: 'create'; group: { entries: ToastEntry[] } }
  | { action: 'update'; group: ToastGroup<TId> }
  | { action: 'unchanged'; group: ToastGroup<TId> };

const sameEntry = (a: ToastEntry, b: ToastEntry) =>
  a.title === b.title &&
  (a.description ?? '') === (b.description ?? '') &&
  (a.reference ?? '') === (b.reference ?? '');

/**
 * What a new message does to the toast of its kind that is on screen (`open`, if any): start a toast,
 * join the open one, or nothing when the open toast already lists the same message.
 */
export function addToGroup<TId>(open: ToastGroup<TId> | undefined, entry: ToastEntry): GroupStep<TId> {
  if (!open) return { action: 'create', group: { entries: [entry] } };
  if (open.entries.some((e) => sameEntry(e, entry))) return { action: 'unchanged', group: open };
  return { action: 'update', group: { id: open.id, entries: [...open.entries, entry] } };
}
