import {
  BookOpen,
  Briefcase,
  Building2,
  CalendarDays,
  CircleHelp,
  GraduationCap,
  Home,
  Images,
  Mail,
  Mailbox,
  Trophy,
  Users,
  type LucideProps,
} from "lucide-react";
import type { NavIcon as NavIconName } from "~/content/navigation";

const icons = {
  BookOpen,
  Briefcase,
  Building2,
  CalendarDays,
  CircleHelp,
  GraduationCap,
  Home,
  Images,
  Mail,
  Mailbox,
  Trophy,
  Users,
};

export function NavIcon({ name, ...props }: { name: NavIconName } & LucideProps) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" focusable="false" {...props} />;
}
