import { listMemberships, readCompany } from '../../companies/data/company-repository';
import { writeNotificationCopies } from '../data/notification-copies';
import { copyRecipients, type OutboxNotification } from '../domain/notification-email';

/**
 * A company's notification (written to its founder's id, as every party's is) reaches the company's
 * other members it is for: each gets a copy in their own bell, e-mailed by their own preferences when
 * the original is. A company of one has nobody to copy to, and is read no further than its item.
 * Returns how many copies were written (a replayed record finds them written and writes none).
 */
export async function fanOutNotification(notification: OutboxNotification): Promise<number> {
  const company = await readCompany(notification.userId);
  if (!company || company.members < 2) return 0;
  const recipients = copyRecipients(notification, await listMemberships(notification.userId));
  return writeNotificationCopies(notification, recipients);
}
