import * as styles from "./quote-card.css";

/**
 * A quotation in a card: the words, then the person's picture, name and a detail (their company
 * or their program). Data attributes (`data-*`) are passed to the `<figure>`.
 */
export function QuoteCard({
  quote: { text, author, image },
  detail,
  variant = "fit",
  ...data
}: {
  /** The words, who said them and their square picture (shown at 48 pixels). */
  quote: { text: string; author: string; image: string };
  /** Under the name: their company, their program. */
  detail: string;
  variant?: keyof typeof styles.card;
} & { [attribute: `data-${string}`]: string }) {
  return (
    <figure className={styles.card[variant]} {...data}>
      <blockquote className={styles.text}>
        <p>“{text}”</p>
      </blockquote>
      <figcaption className={styles.footer}>
        <img
          src={image}
          width={48}
          height={48}
          alt=""
          loading="lazy"
          decoding="async"
          className={styles.avatar}
        />
        <span>
          <cite className={styles.author}>{author}</cite>
          <span className={styles.detail}>{detail}</span>
        </span>
      </figcaption>
    </figure>
  );
}
