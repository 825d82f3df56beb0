import { ExternalLink as ExternalIcon } from "lucide-react";
import type { AnchorHTMLAttributes, ReactNode } from "react";
import { visuallyHidden } from "~/styles/utilities.css";

/**
 * A link to another site: opens in a new tab without handing it our window, shows the
 * external-link icon and tells screen-reader users that a tab opens.
 */
export function ExternalLink({
  href,
  children,
  showIcon = true,
  ...props
}: { href: string; children: ReactNode; showIcon?: boolean } & Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  "href" | "target" | "rel"
>) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      {showIcon ? <ExternalIcon aria-hidden="true" size={16} data-icon="external" /> : null}
      <span className={visuallyHidden}> (opens in a new tab)</span>
    </a>
  );
}
