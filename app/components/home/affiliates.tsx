import { affiliates } from "~/content/home";
import { container, sectionAlt, sectionHeading, sectionLead } from "~/styles/utilities.css";
import * as styles from "./home.css";

export function Affiliates() {
  return (
    <section className={sectionAlt} aria-labelledby="affiliates-title">
      <div className={container}>
        <h2 id="affiliates-title" className={sectionHeading}>
          Our corporate affiliates
        </h2>
        <p className={sectionLead}>
          Organisations we partner with to bring more resources to our clients.
        </p>
        <ul className={styles.affiliates}>
          {affiliates.map((affiliate) => (
            <li key={affiliate.name} className={styles.affiliate}>
              <img
                src={affiliate.image}
                width={160}
                height={64}
                alt={affiliate.name}
                loading="lazy"
                decoding="async"
              />
              <span aria-hidden="true">{affiliate.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
