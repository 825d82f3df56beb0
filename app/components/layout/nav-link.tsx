import { Link, useLocation } from "react-router";
import { ShellIcon } from "~/components/icons/shell-icon";
import { isCurrent, type NavItem } from "~/content/navigation";
import { visuallyHidden } from "~/styles/utilities.css";
import { NavIcon } from "./nav-icon";

export function NavItemLink({
  item,
  className,
  withIcon = false,
}: {
  item: NavItem;
  className: string;
  withIcon?: boolean;
}) {
  const { pathname } = useLocation();
  const icon = withIcon ? <NavIcon name={item.icon} size={18} /> : null;
  if (item.isExternal) {
    return (
      <a href={item.path} className={className} target="_blank" rel="noopener noreferrer">
        {icon}
        {item.label}
        <ShellIcon name="external-link" size={14} data-icon="external" />
        <span className={visuallyHidden}> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link
      to={item.path}
      className={className}
      aria-current={isCurrent(item, pathname) ? "page" : undefined}
      prefetch="intent"
    >
      {icon}
      {item.label}
    </Link>
  );
}
