import type { RegistrationType } from '@portal/contracts/me';

/** Key builders for every entity on the single table (see functions/TABLE.md). The only place keys are spelled. */
export const keys = {
  profile: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  profileIndexes: (email: string, createdAt: string) => ({
    gsi1pk: 'PROFILE',
    gsi1sk: createdAt,
    gsi2pk: `EMAIL#${email.toLowerCase()}`,
    gsi2sk: 'PROFILE',
  }),
  registration: (userId: string, type: RegistrationType) => ({ pk: `USER#${userId}`, sk: `REG#${type}` }),
  registrationIndexes: (status: string, updatedAt: string) => ({ gsi1pk: `REG#${status}`, gsi1sk: updatedAt }),
  contactMessage: (id: string) => ({ pk: `CONTACT#${id}`, sk: 'CONTACT' }),
  contactIndexes: (createdAt: string) => ({ gsi1pk: 'CONTACT', gsi1sk: createdAt }),
  /** A key that never holds an item: the health check reads it to time a round trip. */
  healthProbe: () => ({ pk: 'HEALTH', sk: 'PROBE' }),
} as const;

/** Sort keys of a user's own partition read together for the principal: PROFILE and REG#<type>. */
export const userPartitionRange = { from: 'PROFILE', to: 'REG#~' } as const;
