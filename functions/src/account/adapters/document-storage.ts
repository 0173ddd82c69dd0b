/**
 * Account files are stored through the platform's upload module (`platform/uploads`); account deletion
 * removes them with it.
 */
export { deleteObject } from '../../platform/uploads/adapters/object-store';
