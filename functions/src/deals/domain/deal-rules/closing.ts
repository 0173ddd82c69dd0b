import type { GroupRules } from './rule-kit';

/** 10. Closing: the deal is closed on entry and the closing dossier issued (stage table); nothing more. */
export const closing: GroupRules = { uploads: {}, commands: {}, exit: null };
