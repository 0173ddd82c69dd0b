/* global window */
/**
 * Runs first in every development bundle (see refresh-entry.js), so in the shell before React DOM.
 *
 * React DOM announces itself to `window.__REACT_DEVTOOLS_GLOBAL_HOOK__` once, when it loads. React
 * Refresh finds React DOM there: each bundle has its own copy of the refresh runtime, and a remote's
 * copy loads after React DOM (the shell's, shared), so it can only find React DOM in the hook's
 * `renderers`. The stand-in hook React Refresh creates when there is none does not record them, and
 * a remote's components would never refresh; this one does (as the real DevTools hook does).
 */
if (typeof window !== 'undefined' && !window.__REACT_DEVTOOLS_GLOBAL_HOOK__) {
  let nextId = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    inject(renderer) {
      const id = nextId++;
      this.renderers.set(id, renderer);
      return id;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  };
}
