import * as card from "./card.css";
import * as styles from "./step-list.css";

export function StepList({
  steps,
  variant,
}: {
  steps: readonly { title: string; text: string }[];
  variant: keyof typeof styles.step;
}) {
  return (
    <ol className={styles.list}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step[variant]}>
          <span className={styles.number[variant]} aria-hidden="true">
            {index + 1}
          </span>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={card.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
