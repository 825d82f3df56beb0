import { readFileSync } from "node:fs";
import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { ShellIcon } from "~/components/icons/shell-icon";
import { shellIconNames, type ShellIconName } from "~/components/icons/shell-icon-names";
import { iconSprite } from "../../scripts/lib/icon-sprite";

const spriteFile = new URL("../../app/components/icons/shell-icons.svg", import.meta.url);
const sprite = readFileSync(spriteFile, "utf8");

const lucideIcon = (name: ShellIconName) =>
  (lucide as unknown as Record<string, ComponentType<{ "aria-hidden": "true"; size: number }>>)[
    name.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase())
  ]!;

/** lucide's rendering of an icon: its <svg>'s attributes, and its shapes as the sprite writes them. */
function lucideDrawing(name: ShellIconName, size: number) {
  const markup = renderToStaticMarkup(
    createElement(lucideIcon(name), { "aria-hidden": "true", size }),
  );
  const [, attributes, shapes] = markup.match(/^<svg ([^>]*)>(.*)<\/svg>$/)!;
  return { attributes: attributes!, shapes: shapes!.replace(/><\/\w+>/g, "/>") };
}

describe("the shell's icons", () => {
  test("the sprite file is the one `npm run icons` writes from lucide-react today", async () => {
    expect(sprite).toBe(await iconSprite(shellIconNames));
  });

  test.each(shellIconNames)("%s is drawn with lucide's own shapes", (name) => {
    const symbol = sprite.match(
      new RegExp(`<symbol id="${name}" viewBox="0 0 24 24">(.*?)</symbol>`),
    );
    expect(symbol?.[1]).toBe(lucideDrawing(name, 24).shapes);
  });

  test("an icon's <svg> carries lucide's attributes and uses the sprite's symbol", () => {
    const markup = renderToStaticMarkup(createElement(ShellIcon, { name: "menu", size: 26 }));
    const { attributes } = lucideDrawing("menu", 26);
    const ours = markup.match(/^<svg ([^>]*)>/)![1]!;
    expect(ours).toBe(
      `${attributes.replace('xmlns="http://www.w3.org/2000/svg" ', "")} focusable="false"`,
    );
    expect(markup).toMatch(/<use href="[^"#]*shell-icons[^"#]*\.svg#menu"><\/use><\/svg>$/);
  });
});
