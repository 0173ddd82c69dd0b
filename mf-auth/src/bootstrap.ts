// mf-auth has no page of its own: the shell loads it through remoteEntry.js and mounts ./AuthPage at /auth.
// This module only exists as the target of the async boundary in index.ts.
export {};
