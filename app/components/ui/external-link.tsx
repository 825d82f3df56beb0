import { ExternalLink as ExternalIcon } from "lucide-react";
import type { AnchorHTMLAttributes, ReactNode } from "react";
import { visuallyHidden } from "~/styles/utilities.css";
import { useExternalHref } from "~/utils/site-shell";

/** A default address of app/content/external.ts becomes the one the owner set on /admin/site. */
export function ExternalLink({
  href,
  children,
  showIcon = true,
  ...props
}: { href: string; children: ReactNode; showIcon?: boolean } & Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  "href" | "target" | "rel"
>) {
  const current = useExternalHref(href);
  return (
    <a href={current} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      {showIcon ? <ExternalIcon aria-hidden="true" size={16} data-icon="external" /> : null}
      <span className={visuallyHidden}> (opens in a new tab)</span>
    </a>
  );
}
