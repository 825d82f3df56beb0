/** The attributes lucide-react gives an icon's <svg>, in its order (the catalogue's and the shell's icons). */
export function lucideSvg(size: number) {
  return {
    width: size,
    height: size,
    viewBox: "0 0 24 24",
    fill: "none",
    stroke: "currentColor",
    strokeWidth: 2,
    strokeLinecap: "round",
    strokeLinejoin: "round",
  } as const;
}
