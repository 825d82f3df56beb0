import type { SVGProps } from "react";
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
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`lucide lucide-${name}`}
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
