import type { CatalogIcon as CatalogIconName } from "~/content/catalog/types";

/** A lucide icon drawn on the server (`~/.server/catalog-icons`): its classes and SVG shapes. */
export type CatalogIconDrawing = { className: string; shapes: string };

/** The drawings of a page's catalogue icons, by the names the catalogue gives them. */
export type CatalogIconDrawings = Partial<Record<CatalogIconName, CatalogIconDrawing>>;
