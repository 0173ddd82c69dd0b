import { MAX_SAVED_SEARCHES, type SavedSearch } from '@portal/contracts/saved-searches';
import { savedSearchPath } from '@portal/contracts/saved-search-path';
import { Button } from '@portal/ui/Button';
import { ConfirmDialog } from '@portal/ui/ConfirmDialog';
import { Dialog, DialogFooter } from '@portal/ui/Dialog';
import { TextField } from '@portal/ui/Input';
import { Muted, Row } from '@portal/ui/layout';
import { notify } from '@portal/ui/notify';
import { errorText } from '@portal/web/errors';
import { formatDateTime } from '@portal/web/format';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { deleteSearch, renameSearch, saveSearch, useSavedSearches } from '../api/saved-searches';
import { queryText, savedQueryOf, suggestedName } from '../utils/saved-query';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;
const Entry = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.4rem 0.75rem;
  padding: 0.6rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  & a {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

/** A name asked in a dialog (saving, renaming): the act runs once however often it is clicked. */
function NameDialog({
  title,
  initial,
  confirmLabel,
  onClose,
  onSubmit,
}: {
  title: string;
  initial: string;
  confirmLabel: string;
  onClose: () => void;
  onSubmit: (name: string) => Promise<void>;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (running.current) return;
    if (!name.trim()) {
      setError('Give the search a name');
      return;
    }
    running.current = true;
    setBusy(true);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (err) {
      setError(errorText(err));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} title={title}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label="Name"
          required
          maxLength={80}
          value={name}
          error={error ?? undefined}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
        />
        <DialogFooter>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

/**
 * The marketplace page's saved searches: Save Search keeps the page's query, filters and sort under a
 * name; Saved Searches lists the user's (at most 20), opens, renames and deletes them. New items that
 * match a saved search are announced in the bell (and by e-mail at most once a day per search).
 */
export function SavedSearches() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { data, error, mutate } = useSavedSearches();
  const [dialog, setDialog] = useState<
    | { kind: 'save' }
    | { kind: 'list' }
    | { kind: 'rename'; search: SavedSearch }
    | { kind: 'delete'; search: SavedSearch }
    | null
  >(null);
  const current = savedQueryOf(pathname, params);
  const searches = data?.searches ?? [];
  const full = searches.length >= (data?.limit ?? MAX_SAVED_SEARCHES);

  return (
    <Row>
      <Button
        variant="outline"
        size="sm"
        disabled={full}
        title={full ? `You keep ${MAX_SAVED_SEARCHES} saved searches: delete one to save another` : undefined}
        onClick={() => setDialog({ kind: 'save' })}
      >
        Save Search
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setDialog({ kind: 'list' })}>
        Saved Searches{data ? ` (${searches.length})` : ''}
      </Button>
      {dialog?.kind === 'save' ? (
        <NameDialog
          title="Save this search"
          initial={suggestedName(current.kind, current.query)}
          confirmLabel="Save Search"
          onClose={() => setDialog(null)}
          onSubmit={async (name) => {
            await saveSearch({ name, ...current });
            notify.success('Search saved', 'You will be told of new matches in the bell.');
          }}
        />
      ) : null}
      {dialog?.kind === 'rename' ? (
        <NameDialog
          title="Rename saved search"
          initial={dialog.search.name}
          confirmLabel="Rename"
          onClose={() => setDialog({ kind: 'list' })}
          onSubmit={async (name) => {
            await renameSearch(dialog.search, name);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Delete this saved search?"
        statement={
          dialog?.kind === 'delete' ? `“${dialog.search.name}” stops alerting you of new matches.` : undefined
        }
        confirmLabel="Delete Search"
        busyLabel="Deleting..."
        tone="danger"
        onClose={() => setDialog({ kind: 'list' })}
        onConfirm={async () => {
          if (dialog?.kind === 'delete') await deleteSearch(dialog.search);
          setDialog({ kind: 'list' });
        }}
      />
      {dialog?.kind === 'list' ? (
        <Dialog
          open
          onClose={() => setDialog(null)}
          title="My saved searches"
          description={`${searches.length} of ${data?.limit ?? MAX_SAVED_SEARCHES}; new matches are announced in the bell.`}
        >
          {error && !data ? (
            <Muted role="alert">
              Failed to load your saved searches: {errorText(error)}{' '}
              <Button size="sm" variant="ghost" onClick={() => void mutate()}>
                Retry
              </Button>
            </Muted>
          ) : searches.length === 0 ? (
            <Muted>You have no saved searches yet. Search or filter, then Save Search.</Muted>
          ) : (
            <List aria-label="Saved searches">
              {searches.map((search) => (
                <Entry key={search.id} data-testid="saved-search">
                  <div>
                    <Link to={savedSearchPath(search)} onClick={() => setDialog(null)}>
                      {search.name}
                    </Link>
                    <Muted as="div">
                      {search.kind === 'listing' ? 'Listings' : 'Requests'}: {queryText(search.query)}
                      {search.last_alerted_at
                        ? ` · last alert ${formatDateTime(search.last_alerted_at)}`
                        : ''}
                    </Muted>
                  </div>
                  <Row>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Rename ${search.name}`}
                      onClick={() => setDialog({ kind: 'rename', search })}
                    >
                      Rename
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={`Delete ${search.name}`}
                      onClick={() => setDialog({ kind: 'delete', search })}
                    >
                      Delete
                    </Button>
                  </Row>
                </Entry>
              ))}
            </List>
          )}
        </Dialog>
      ) : null}
    </Row>
  );
}
