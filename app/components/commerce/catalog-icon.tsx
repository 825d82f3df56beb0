import { createContext, useContext, type ReactNode } from "react";
import type { CatalogIcon as CatalogIconName } from "~/content/catalog/types";
import type { CatalogIconDrawings } from "~/utils/catalog-icon-drawing";

const Drawings = createContext<CatalogIconDrawings>({});

/**
 * Makes the drawings of a page's catalogue icons, which its loader returns with the items,
 * available to the cards below it. The page so ships no icon code for its catalogue cards.
 */
export function CatalogIcons({
  drawings,
  children,
}: {
  drawings: CatalogIconDrawings;
  children: ReactNode;
}) {
  return <Drawings.Provider value={drawings}>{children}</Drawings.Provider>;
}

/**
 * A catalogue item's icon; decorative, since the title beside it names the item. The same SVG
 * lucide renders, with the shapes the server drew (our own markup, never user input).
 */
export function CatalogIcon({ name, size = 26 }: { name: CatalogIconName; size?: number }) {
  const drawing = useContext(Drawings)[name];
  if (!drawing) return null;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={drawing.className}
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: drawing.shapes }}
    />
  );
}
