import { FileCheck2, Globe, Landmark, Palette, ShieldCheck, Star } from "lucide-react";
import type { RequirementIcon as IconName } from "~/content/directory";

const icons = { FileCheck2, Globe, Landmark, Palette, ShieldCheck, Star };

export function RequirementIcon({ name, size = 26 }: { name: IconName; size?: number }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" size={size} />;
}
