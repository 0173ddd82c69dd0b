// mf-account has no page of its own: the shell loads it through its manifest and mounts ./MyAccountPage
// at /my-account and ./RegistrationPage at /register/:type. This module only exists as the target of the
// async boundary in index.ts.
export {};
