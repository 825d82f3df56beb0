import { createContext, useContext, type ReactNode } from "react";
import { lucideSvg } from "~/components/icons/lucide-svg";
import type { CatalogIcon as CatalogIconName } from "~/content/catalog/types";
import type { CatalogIconDrawings } from "~/utils/catalog-icon-drawing";

const Drawings = createContext<CatalogIconDrawings>({});

/** The page's loader draws its icons, so the page ships no icon code. */
export function CatalogIcons({
  drawings,
  children,
}: {
  drawings: CatalogIconDrawings;
  children: ReactNode;
}) {
  return <Drawings.Provider value={drawings}>{children}</Drawings.Provider>;
}

export function CatalogIcon({ name, size = 26 }: { name: CatalogIconName; size?: number }) {
  const drawing = useContext(Drawings)[name];
  if (!drawing) return null;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      {...lucideSvg(size)}
      className={drawing.className}
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: drawing.shapes }}
    />
  );
}
