import { founderIntro } from "~/content/founder";
import { container, sectionAlt } from "~/styles/utilities.css";
import * as styles from "./founder.css";

export function FounderIntro() {
  return (
    <section className={sectionAlt} aria-labelledby="founder-intro-title">
      <div className={`${container} ${styles.intro}`}>
        <img
          src={founderIntro.image.src}
          width={founderIntro.image.width}
          height={founderIntro.image.height}
          alt={founderIntro.name}
          className={styles.portrait}
          decoding="async"
        />
        <div>
          <h2 id="founder-intro-title" className={styles.introName}>
            Meet {founderIntro.name}
          </h2>
          <p className={styles.introRole}>{founderIntro.role}</p>
          {founderIntro.bio.map((paragraph) => (
            <p key={paragraph} className={styles.introText}>
              {paragraph}
            </p>
          ))}
        </div>
      </div>
    </section>
  );
}
