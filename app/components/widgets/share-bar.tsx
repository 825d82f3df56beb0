import { useLocation } from "react-router";
import { Check, Link2 } from "lucide-react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { button } from "~/components/ui/button.css";
import { useToast } from "~/components/widgets/toaster";
import { useRootData } from "~/utils/root-data";
import { visuallyHidden } from "~/styles/utilities.css";
import * as styles from "./share-bar.css";

const COPIED_STATE_MS = 3000;

function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  return [
    { network: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    {
      network: "X",
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    },
  ];
}

export function ShareBar({ title }: { title: string }) {
  const { pathname } = useLocation();
  const siteUrl = useRootData()?.siteUrl ?? "";
  const url = `${siteUrl}${pathname}`;
  const { toast } = useToast();
  const [hydrated, setHydrated] = useState(false);
  const [copied, setCopied] = useState(false);
  const timer = useRef<number>(undefined);
  useEffect(() => setHydrated(true), []);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // A small window of its own; if the browser blocks it, the link opens a tab as usual.
  function openShareWindow(event: MouseEvent<HTMLAnchorElement>) {
    const opened = window.open(event.currentTarget.href, "_blank", "width=640,height=560");
    if (opened) {
      opened.opener = null;
      event.preventDefault();
    }
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast({ title: "Link copied!" });
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_STATE_MS);
    } catch {
      toast({
        title: "Failed to copy",
        description: "There was an error copying the link.",
        variant: "destructive",
      });
    }
  }

  return (
    <section className={styles.bar} aria-labelledby="share-title">
      <h2 id="share-title" className={styles.heading}>
        Share this page
      </h2>
      <ul className={styles.list}>
        {shareLinks(url, title).map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className={button.outline}
              onClick={openShareWindow}
            >
              {link.network}
              <span className={visuallyHidden}> (share in a new window)</span>
            </a>
          </li>
        ))}
        {hydrated ? (
          <li>
            <button
              type="button"
              className={button.secondary}
              onClick={copyLink}
              data-copied={copied ? "true" : "false"}
            >
              {copied ? (
                <Check aria-hidden="true" size={18} />
              ) : (
                <Link2 aria-hidden="true" size={18} />
              )}
              {copied ? "Copied!" : "Copy link"}
            </button>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
