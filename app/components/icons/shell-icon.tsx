import type { SVGProps } from "react";
import { lucideSvg } from "./lucide-svg";
import type { ShellIconName } from "./shell-icon-names";
import sprite from "./shell-icons.svg?url";

/** A shell icon, drawn as lucide-react draws it (the same attributes) from the sprite file. */
export function ShellIcon({
  name,
  size = 24,
  ...props
}: { name: ShellIconName; size?: number } & Omit<SVGProps<SVGSVGElement>, "name">) {
  return (
    <svg
      {...lucideSvg(size)}
      className={`lucide lucide-${name}`}
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
