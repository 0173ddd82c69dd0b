import { notifyError, notifyInfo, notifySuccess } from './toast';

/**
 * The portal's toast convention (a title and a description in one toast, shown by the shell's one
 * ToastContainer): `notify.success('Deal cancelled', 'Both parties were told.')`.
 */
export const notify = { success: notifySuccess, error: notifyError, info: notifyInfo };
