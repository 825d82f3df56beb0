import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { catalogIconDrawings } from "~/.server/catalog-icons";
import { CatalogIcon, CatalogIcons } from "~/components/commerce/catalog-icon";
import { aiCategories, catalogItems, type CatalogIcon as IconName } from "~/content/catalog";

/** Every icon name the catalogue uses: its items' and the AI categories'. */
const names = [
  ...new Set<IconName>([
    ...[...catalogItems.values()].map((item) => item.icon),
    ...aiCategories.map((category) => category.icon),
  ]),
].sort();

function drawn(name: IconName, size: number, items = [{ icon: name }]) {
  return renderToStaticMarkup(
    createElement(CatalogIcons, {
      drawings: catalogIconDrawings(items),
      children: createElement(CatalogIcon, { name, size }),
    }),
  );
}

describe("catalogue icons drawn on the server", () => {
  test.each(names)("%s looks exactly as lucide draws it", (name) => {
    const icons = lucide as unknown as Record<
      string,
      ComponentType<{ "aria-hidden": "true"; size: number }>
    >;
    const Icon = icons[name]!;
    expect(Icon, name).toBeDefined();
    const expected = renderToStaticMarkup(createElement(Icon, { "aria-hidden": "true", size: 18 }));
    expect(drawn(name, 18)).toBe(expected);
  });

  test("a page gets each icon its items show, once", () => {
    const drawings = catalogIconDrawings([
      { icon: "Wallet" },
      { icon: "Crown" },
      { icon: "Wallet" },
    ]);
    expect(Object.keys(drawings).sort()).toEqual(["Crown", "Wallet"]);
    expect(drawings.Wallet?.shapes).toMatch(/^<path /);
    expect(drawings.Wallet?.className).toBe("lucide lucide-wallet");
  });

  test("an icon the page's loader did not draw is left out rather than broken", () => {
    expect(drawn("Wallet", 26, [])).toBe("");
  });
});
