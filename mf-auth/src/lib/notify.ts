import { notifyError, notifyInfo, notifySuccess } from '@portal/ui/toast';

/** The portal's toast convention (title + description, shell's ToastContainer), as used by the auth forms. */
export const notify = { success: notifySuccess, error: notifyError, info: notifyInfo };
