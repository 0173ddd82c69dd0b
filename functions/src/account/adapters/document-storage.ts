/**
 * Account files are stored through the platform's upload module (`platform/uploads`); account deletion
 * removes them with it.
 */
export { deleteStoredFile as deleteObject } from '../../platform/uploads/use-cases/uploads';
