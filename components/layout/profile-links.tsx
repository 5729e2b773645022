import Link from 'next/link';
import { useSessionUser } from '@/lib/stores/session-store';
import { PROFILE_LINKS, type ProfileLinkKey } from './menu-items';

type ProfileLinkItemsProps = {
  labels: Record<ProfileLinkKey | 'logout', string>;
  linkClassName?: string;
  logoutClassName?: string;
  /** Closes the menu they sit in, before following a link or signing out. */
  onPick: () => void;
  onLogout: () => void;
};

/** The signed-in user's profile links and «Выход», as the items of the list of the menu that holds them. */
export function ProfileLinkItems({ labels, linkClassName, logoutClassName, onPick, onLogout }: ProfileLinkItemsProps) {
  // The factory's staff place no orders: the calculator's «Создать заказ» would be refused them.
  const staff = useSessionUser()?.role === 'manager';
  return (
    <>
      {(staff ? PROFILE_LINKS.filter((link) => link.key !== 'calculator') : PROFILE_LINKS).map((link) => (
        <li key={link.key}>
          <Link href={link.href} className={linkClassName} onClick={onPick}>
            {labels[link.key]}
          </Link>
        </li>
      ))}
      <li>
        <button
          type="button"
          className={logoutClassName}
          onClick={() => {
            onPick();
            onLogout();
          }}
        >
          {labels.logout}
        </button>
      </li>
    </>
  );
}
