import * as styles from "./quote-card.css";

export function QuoteCard({
  quote: { text, author, image },
  detail,
  variant = "fit",
  ...data
}: {
  quote: { text: string; author: string; image: string };
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
