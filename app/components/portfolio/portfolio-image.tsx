import { PORTFOLIO_IMAGE_SIZE } from "~/content/portfolio";

/**
 * A portfolio illustration at its own size (600 × 400, so the page does not shift as it loads),
 * decoded off the main thread; `lazy` for the galleries' cards, not for an image in a dialog the
 * visitor just opened.
 */
export function PortfolioImage({
  src,
  alt,
  className,
  lazy = true,
}: {
  src: string;
  alt: string;
  className: string;
  lazy?: boolean;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={PORTFOLIO_IMAGE_SIZE.width}
      height={PORTFOLIO_IMAGE_SIZE.height}
      loading={lazy ? "lazy" : undefined}
      decoding="async"
      className={className}
    />
  );
}
