// mf-account has no page of its own: the shell loads it through its manifest and mounts ./MyAccountPage
// at /my-account, ./RegistrationPage at /register/:type and ./InvitationPage at /invitations/:id. This
// module only exists as the target of the async boundary in index.ts.
export {};
