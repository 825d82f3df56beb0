import { Link, useLocation } from "react-router";
import { ShellIcon } from "~/components/icons/shell-icon";
import { useEffect, useRef, useState } from "react";
import { topBarItems } from "~/content/navigation";
import { site } from "~/content/site";
import { container, visuallyHidden } from "~/styles/utilities.css";
import { SignOutForm } from "~/components/auth/sign-out-form";
import { returnHereState } from "~/components/auth/return-here";
import { AccountMenu, useSignedInUser } from "./account-menu";
import { NavItemLink } from "./nav-link";
import * as styles from "./navbar.css";

const NAVBAR_SCROLL_THRESHOLD = 20;

function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

export function Navbar() {
  const scrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD);
  const location = useLocation();
  const menuRef = useRef<HTMLDetailsElement>(null);
  const user = useSignedInUser();

  // The mobile menu closes on every route change.
  useEffect(() => {
    if (menuRef.current) menuRef.current.open = false;
  }, [location.key]);

  return (
    <header className={styles.header} data-scrolled={scrolled ? "true" : "false"}>
      <nav aria-label="Main" className={`${container} ${styles.bar}`}>
        <Link to="/" className={styles.logo} prefetch="intent">
          <img src={site.logo.src} width={site.logo.width} height={site.logo.height} alt="" />
          <span className={styles.logoName}>{site.name}</span>
          <span className={visuallyHidden}> home</span>
        </Link>
        <ul className={styles.desktopList}>
          {topBarItems.map((item) => (
            <li key={item.label}>
              <NavItemLink item={item} className={styles.link} />
            </li>
          ))}
        </ul>
        <AccountMenu />
        <details ref={menuRef} className={styles.mobileMenu} id="mobile-menu">
          <summary className={styles.toggle} aria-controls="mobile-menu-panel">
            <span className={styles.whenClosed}>
              <ShellIcon name="menu" size={26} />
              <span className={visuallyHidden}>Open menu</span>
            </span>
            <span className={styles.whenOpen}>
              <ShellIcon name="x" size={26} />
              <span className={visuallyHidden}>Close menu</span>
            </span>
          </summary>
          <div className={styles.panel} id="mobile-menu-panel">
            <ul className={`${container} ${styles.mobileList}`}>
              {topBarItems.map((item) => (
                <li key={item.label}>
                  <NavItemLink item={item} className={styles.mobileLink} withIcon />
                </li>
              ))}
              {user ? (
                <>
                  <li>
                    <Link to="/account" className={styles.mobileLink}>
                      <ShellIcon name="user-round" size={18} />
                      Account
                    </Link>
                  </li>
                  {user.isAdmin ? (
                    <li>
                      <Link to="/admin" className={styles.mobileLink}>
                        <ShellIcon name="layout-dashboard" size={18} />
                        Dashboard
                      </Link>
                    </li>
                  ) : null}
                  <li>
                    <SignOutForm
                      className={`${styles.mobileLink} ${styles.mobileButton}`}
                      label={
                        <>
                          <ShellIcon name="log-out" size={18} />
                          Sign Out
                        </>
                      }
                    />
                  </li>
                </>
              ) : (
                <li>
                  <Link to="/auth" state={returnHereState(location)} className={styles.mobileLink}>
                    <ShellIcon name="log-in" size={18} />
                    Sign In
                  </Link>
                </li>
              )}
            </ul>
          </div>
        </details>
      </nav>
    </header>
  );
}
