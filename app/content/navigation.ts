import { academyPath } from "./site";

/** Icon names are lucide-react component names, resolved in the navbar. */
export type NavIcon =
  | "Home"
  | "Users"
  | "Briefcase"
  | "Trophy"
  | "CalendarDays"
  | "CircleHelp"
  | "Mail"
  | "Mailbox"
  | "GraduationCap"
  | "Images"
  | "BookOpen"
  | "Building2";

export type NavItem = {
  path: string;
  label: string;
  icon: NavIcon;
  isExternal: boolean;
  /** Listed in the desktop top bar (and the mobile menu). */
  inTopBar: boolean;
};

export const navigation: readonly NavItem[] = [
  { path: "/", label: "Home", icon: "Home", isExternal: false, inTopBar: true },
  { path: "/about", label: "Meet the Team", icon: "Users", isExternal: false, inTopBar: true },
  { path: "/services", label: "Services", icon: "Briefcase", isExternal: false, inTopBar: true },
  {
    path: "/success-stories",
    label: "Success Stories",
    icon: "Trophy",
    isExternal: false,
    inTopBar: true,
  },
  { path: "/events", label: "Events", icon: "CalendarDays", isExternal: false, inTopBar: true },
  { path: "/faq", label: "FAQ", icon: "CircleHelp", isExternal: false, inTopBar: true },
  { path: "/contact", label: "Contact", icon: "Mail", isExternal: false, inTopBar: true },
  {
    path: "/virtual-mailbox",
    label: "Virtual Mailbox",
    icon: "Mailbox",
    isExternal: false,
    inTopBar: false,
  },
  {
    path: academyPath,
    label: "AI Academy",
    icon: "GraduationCap",
    isExternal: false,
    inTopBar: false,
  },
  { path: "/portfolio", label: "Portfolio", icon: "Images", isExternal: false, inTopBar: false },
  {
    path: "/blk-biz-link-support",
    label: "Explore directory support",
    icon: "BookOpen",
    isExternal: false,
    inTopBar: false,
  },
  {
    path: "/blk-biz-link-support",
    label: "Directory support",
    icon: "Building2",
    isExternal: false,
    inTopBar: false,
  },
];

export const topBarItems = navigation.filter((item) => item.inTopBar);

export function isCurrent(item: Pick<NavItem, "path">, pathname: string) {
  if (item.path === "/") return pathname === "/";
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}

export const catalogueLinks = {
  bookNow: { path: "/book-now", label: "Book a Service" },
  store: { path: "/store", label: "Price List" },
} as const;
