import { Badge } from '@portal/ui/Badge';

/** The status badges of the admin screens (users, registrations); the page frame comes from @portal/ui. */

/** Registration status badge: approved green, rejected red, otherwise yellow (spec, Verifications). */
export function RegistrationStatusBadge({ status }: { status: string }) {
  const tone = status === 'approved' ? 'success' : status === 'rejected' ? 'danger' : 'warning';
  const label =
    status === 'submitted'
      ? 'Pending Approval'
      : status === 'draft'
        ? 'Draft'
        : status === 'none'
          ? 'None'
          : status.charAt(0).toUpperCase() + status.slice(1);
  return (
    <Badge tone={tone} data-status={status}>
      {label}
    </Badge>
  );
}

/** User / account status badge: active green, pending yellow, inactive red. */
export function UserStatusBadge({ status }: { status: 'active' | 'pending' | 'inactive' }) {
  const tone = status === 'active' ? 'success' : status === 'pending' ? 'warning' : 'danger';
  const label = status === 'active' ? 'Active' : status === 'pending' ? 'Pending Approval' : 'Inactive';
  return (
    <Badge tone={tone} data-status={status}>
      {label}
    </Badge>
  );
}
