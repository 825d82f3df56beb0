import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

type IconNode = [tag: string, attributes: Record<string, string | number>][];

const require = createRequire(import.meta.url);

/** lucide-react's drawing of one icon, by its name (`x`, `message-circle`). */
async function lucideNode(name: string): Promise<IconNode> {
  const file = require.resolve(`lucide-react/dist/esm/icons/${name}.mjs`);
  const icon = (await import(pathToFileURL(file).href)) as { __iconData?: { node: IconNode } };
  if (!icon.__iconData) throw new Error(`${name} is an alias in lucide-react: use its own name`);
  return icon.__iconData.node;
}

const escape = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** One `<symbol>` per icon, its id the icon's name; the strokes come from the `<svg>` that uses it. */
export async function iconSprite(names: readonly string[]): Promise<string> {
  const symbols = await Promise.all(
    names.map(async (name) => {
      const shapes = (await lucideNode(name)).map(([tag, attributes]) => {
        const pairs = Object.entries(attributes)
          .filter(([key]) => key !== "key")
          .map(([key, value]) => ` ${key}="${escape(String(value))}"`);
        return `<${tag}${pairs.join("")}/>`;
      });
      return `<symbol id="${name}" viewBox="0 0 24 24">${shapes.join("")}</symbol>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}
