import { notifyError, notifyInfo, notifySuccess } from '@portal/ui/toast';

/** The portal's toast convention (title + description, shown by the shell's one ToastContainer). */
export const notify = { success: notifySuccess, error: notifyError, info: notifyInfo };
