import type { CatalogIcon as CatalogIconName } from "~/content/catalog/types";

export type CatalogIconDrawing = { className: string; shapes: string };

export type CatalogIconDrawings = Partial<Record<CatalogIconName, CatalogIconDrawing>>;
