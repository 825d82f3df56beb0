import type { ReactNode } from "react";
import { PortfolioImage } from "./portfolio-image";
import * as styles from "./portfolio.css";

export function WorkCard({
  title,
  description,
  imageUrl,
  imageAlt,
  uploaded = false,
  children,
}: {
  title: string;
  description: string;
  imageUrl: string;
  imageAlt: string;
  uploaded?: boolean;
  children?: ReactNode;
}) {
  return (
    <li
      className={uploaded ? styles.uploaded : styles.item}
      data-work-item={uploaded ? "uploaded" : "sample"}
    >
      <PortfolioImage src={imageUrl} alt={imageAlt} className={styles.image} />
      <div className={styles.body}>
        {uploaded ? <span className={styles.badge}>Added by you</span> : null}
        <h3 className={styles.itemTitle}>{title}</h3>
        <p className={styles.itemText}>{description}</p>
        {children}
      </div>
    </li>
  );
}
