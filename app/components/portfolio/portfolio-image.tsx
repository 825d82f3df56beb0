import { PORTFOLIO_IMAGE_SIZE } from "~/content/portfolio-image";

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
