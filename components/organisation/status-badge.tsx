import type { UserListItem } from '@/lib/acquiring/contract/organisation';
import { isOperatorBlocked } from '@/lib/domain/operator-status';
import org from '@/lib/theme/static/organisation.parts';

/** A user's status as Chakra's badge draws it (static parts): blocked in the error colour, active in success. */
export function StatusBadge({ status, text }: { status: UserListItem['status']; text: string }) {
  const look = isOperatorBlocked(status) ? org.badgeError : status === 0 ? org.badgeSuccess : org.badgeGray;
  return (
    <span className={look} data-status={status}>
      {text}
    </span>
  );
}
