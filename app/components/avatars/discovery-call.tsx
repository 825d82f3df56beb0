import { BookServiceLink } from "~/components/commerce/book-service-link";
import { button } from "~/components/ui/button.css";
import { title as calloutTitle } from "~/components/ui/callout.css";
import { ExternalLink } from "~/components/ui/external-link";
import { discoveryCall, discoveryCallLabel } from "~/content/avatars";
import type { CatalogItem } from "~/content/catalog/types";
import { container, section } from "~/styles/utilities.css";
import * as styles from "./avatars.css";

export function DiscoveryCall({ call }: { call: CatalogItem & { url: string } }) {
  return (
    <section className={section} aria-labelledby="discovery-call-title">
      <div className={container}>
        <div className={styles.callout}>
          <h2 id="discovery-call-title" className={calloutTitle}>
            {discoveryCall.title}
          </h2>
          <p className={styles.calloutText}>{discoveryCall.text}</p>
          <ExternalLink href={call.url} className={button.primary}>
            {discoveryCallLabel(call)}
          </ExternalLink>
          <BookServiceLink className={button.outline} />
        </div>
      </div>
    </section>
  );
}
