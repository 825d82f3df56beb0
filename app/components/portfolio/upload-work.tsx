import { ImagePlus } from "lucide-react";
import { useId, useState, type ChangeEvent } from "react";
import { button } from "~/components/ui/button.css";
import type { PortfolioCategory } from "~/content/portfolio";
import { createUploadedWork, newUploadId, type UploadedWork } from "~/utils/portfolio-upload";
import * as styles from "./portfolio.css";

export function UploadWork({
  category,
  onAdd,
}: {
  category: PortfolioCategory;
  onAdd: (work: UploadedWork) => void;
}) {
  const id = useId();
  const inputId = `${id}-file`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Let the same file be chosen again later.
    input.value = "";
    if (!file) return;
    const result = createUploadedWork(file, category.id, {
      id: newUploadId(),
      now: new Date(),
      toUrl: (image) => URL.createObjectURL(image),
    });
    if (!result.ok) {
      setError(result.error);
      setStatus("");
      return;
    }
    setError(null);
    setStatus(`${result.work.title} added to ${category.label}.`);
    onAdd(result.work);
  }

  return (
    <div className={styles.upload}>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        className={styles.fileInput}
        onChange={onChange}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        aria-invalid={error ? true : undefined}
      />
      <label htmlFor={inputId} className={`${button.secondary} ${styles.uploadLabel}`}>
        <ImagePlus aria-hidden="true" size={20} />
        Upload Work
      </label>
      <p id={hintId} className={styles.hint}>
        Add an image to {category.label}. It stays in this browser: nothing is uploaded.
      </p>
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <p role="status" className={styles.hint}>
        {status}
      </p>
    </div>
  );
}
