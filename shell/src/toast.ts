// The shell's toasts use the portal convention from @portal/ui/toast (title + description in one toast).
export { notify, notifyError, notifyInfo, notifySuccess } from '@portal/ui/toast';
