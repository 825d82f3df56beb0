import { ShellIcon } from "~/components/icons/shell-icon";
import type { ShellIconName } from "~/components/icons/shell-icon-names";
import type { NavIcon as NavIconName } from "~/content/navigation";

/** navigation.ts names its icons as lucide-react's components; the sprite, as lucide's files. */
const icons: Record<NavIconName, ShellIconName> = {
  BookOpen: "book-open",
  Briefcase: "briefcase",
  Building2: "building-complex",
  CalendarDays: "calendar-days",
  CircleHelp: "circle-question-mark",
  GraduationCap: "graduation-cap",
  Home: "house",
  Images: "images",
  Mail: "mail",
  Mailbox: "mailbox",
  Trophy: "trophy",
  Users: "users",
};

export function NavIcon({ name, size }: { name: NavIconName; size: number }) {
  return <ShellIcon name={icons[name]} size={size} />;
}
