import type { RegistrationType } from '@portal/contracts/me';

export const registrationTypes: readonly RegistrationType[] = ['buyer', 'seller', 'mandate'];

export function isRegistrationType(value: string | undefined): value is RegistrationType {
  return (registrationTypes as readonly string[]).includes(value ?? '');
}

/** '{Type} Registration'. */
export function registrationTitle(type: RegistrationType): string {
  return `${type.charAt(0).toUpperCase()}${type.slice(1)} Registration`;
}
