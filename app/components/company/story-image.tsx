import { useEffect, useRef, useState } from "react";
import { storyImageFallback } from "~/content/stories";

/** The image may fail before hydration, so the first effect also checks whether it already did. */
export function StoryImage({
  src,
  width,
  height,
  alt,
  className,
}: {
  src: string;
  width: number;
  height: number;
  alt: string;
  className?: string;
}) {
  const ref = useRef<HTMLImageElement>(null);
  const [current, setCurrent] = useState(src);

  useEffect(() => {
    const img = ref.current;
    // A lazy image that has not started has no currentSrc; a broken one has it and no pixels.
    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc)
      setCurrent(storyImageFallback);
  }, []);

  return (
    <img
      ref={ref}
      src={current}
      width={width}
      height={height}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={className}
      data-fallback={current === storyImageFallback ? "true" : undefined}
      onError={() => setCurrent(storyImageFallback)}
    />
  );
}
