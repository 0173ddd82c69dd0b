import { describe, expect, it } from 'vitest';
import { addToGroup } from './toast-groups';

describe('toast groups', () => {
  it('starts a toast when none of its kind is on screen', () => {
    expect(addToGroup(undefined, { title: 'Login successful', description: 'Welcome back!' })).toEqual({
      action: 'create',
      group: { entries: [{ title: 'Login successful', description: 'Welcome back!' }] },
    });
  });

  it('six uploads in a row make one toast listing six files, each with its own text', () => {
    let open: { id: string; entries: { title: string; description?: string }[] } | undefined;
    const actions: string[] = [];
    for (let i = 1; i <= 6; i++) {
      const step = addToGroup(open, { title: `File doc-${i}.pdf uploaded successfully` });
      actions.push(step.action);
      open = { id: 'success-1', entries: step.group.entries };
    }
    expect(actions).toEqual(['create', 'update', 'update', 'update', 'update', 'update']);
    expect(open!.entries.map((e) => e.title)).toEqual(
      [1, 2, 3, 4, 5, 6].map((i) => `File doc-${i}.pdf uploaded successfully`),
    );
  });

  it('lists two failures with the same text apart when their references differ', () => {
    const open = {
      id: 3,
      entries: [{ title: 'Failed to submit', description: 'Try again', reference: 'a-1' }],
    };
    const step = addToGroup(open, { title: 'Failed to submit', description: 'Try again', reference: 'b-2' });
    expect(step.action).toBe('update');
    expect(step.group.entries.map((e) => e.reference)).toEqual(['a-1', 'b-2']);
  });

  it('lists the same message once', () => {
    const open = { id: 7, entries: [{ title: 'Profile updated successfully' }] };
    expect(addToGroup(open, { title: 'Profile updated successfully' })).toEqual({
      action: 'unchanged',
      group: open,
    });
    expect(addToGroup(open, { title: 'Profile updated successfully', description: 'again' }).action).toBe(
      'update',
    );
  });
});
