// mf-deals has no page of its own: the shell loads it through its manifest and mounts the exposed pages
// (see rspack.config.cjs). This module only exists as the target of the async boundary in index.ts.
export {};
