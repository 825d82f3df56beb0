import { Link, useLocation, useRouteLoaderData } from "react-router";
import { ShellIcon } from "~/components/icons/shell-icon";
import { useEffect, useRef } from "react";
import { SignOutForm } from "~/components/auth/sign-out-form";
import { returnHereState } from "~/components/auth/return-here";
import * as styles from "./account-menu.css";

type SignedInUser = { email: string; isAdmin: boolean };

export function useSignedInUser(): SignedInUser | null {
  const root = useRouteLoaderData<{ user: SignedInUser | null }>("root");
  return root?.user ?? null;
}

export function AccountMenu() {
  const user = useSignedInUser();
  const location = useLocation();
  const menuRef = useRef<HTMLDetailsElement>(null);

  // Like the mobile menu, it closes on every route change.
  useEffect(() => {
    if (menuRef.current) menuRef.current.open = false;
  }, [location.key]);

  if (!user) {
    return (
      <div className={styles.signInArea}>
        <Link to="/auth" state={returnHereState(location)} className={styles.trigger}>
          Sign In
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.area}>
      <details ref={menuRef} className={styles.menu}>
        <summary className={styles.trigger}>
          Account
          <ShellIcon name="chevron-down" size={16} />
        </summary>
        <ul className={styles.panel}>
          <li>
            <Link to="/account" className={styles.item}>
              Profile
            </Link>
          </li>
          <li>
            <Link to="/account?tab=orders" className={styles.item}>
              Order History
            </Link>
          </li>
          {user.isAdmin ? (
            <li>
              <Link to="/admin" className={styles.item}>
                Dashboard
              </Link>
            </li>
          ) : null}
          <li>
            <SignOutForm className={styles.item} />
          </li>
        </ul>
      </details>
    </div>
  );
}
