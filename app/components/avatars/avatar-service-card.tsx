import { Bot, CircleCheck, Headset, LifeBuoy, MessageSquareText, Video } from "lucide-react";
import { button } from "~/components/ui/button.css";
import * as card from "~/components/ui/card.css";
import { ExternalLink } from "~/components/ui/external-link";
import type { AvatarService } from "~/content/avatars";
import { visuallyHidden } from "~/styles/utilities.css";
import * as styles from "./avatars.css";

const icons = { Bot, Headset, LifeBuoy, MessageSquareText, Video };

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/** "$1,000" from 100000 cents. */
export function formatPrice(cents: number) {
  return usd.format(cents / 100);
}

/** An AI service; "Get Started" opens its external booking page in a new tab (S-AVATARS-05). */
export function AvatarServiceCard({ service }: { service: AvatarService }) {
  const Icon = icons[service.icon];
  return (
    <li className={card.card} data-avatar-service={service.slug}>
      <span className={styles.icon}>
        <Icon aria-hidden="true" size={26} />
      </span>
      <h3 className={card.title}>{service.title}</h3>
      <p className={card.text}>{service.description}</p>
      <ul className={styles.features}>
        {service.features.map((feature) => (
          <li key={feature}>
            <CircleCheck aria-hidden="true" size={18} className={styles.check} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <p className={styles.price}>
        <span className={card.price} data-price="">
          {formatPrice(service.priceCents)}
        </span>
        {service.priceSuffix ? (
          <span className={styles.priceSuffix}>{service.priceSuffix}</span>
        ) : null}
      </p>
      <div className={card.actions}>
        <ExternalLink href={service.bookingUrl} className={button.primary}>
          Get Started<span className={visuallyHidden}> with {service.title}</span>
        </ExternalLink>
      </div>
    </li>
  );
}
