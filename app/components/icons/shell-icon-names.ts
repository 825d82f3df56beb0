/**
 * The icons of the site's shell (header, menus, footer, toasts, chat launcher), drawn from one
 * sprite file (shell-icons.svg, made by `npm run icons` from lucide-react's own drawings) rather
 * than from JavaScript: every page loads the shell, and its icons then cost no script at all.
 */
export const shellIconNames = [
  "book-open",
  "briefcase",
  "building-complex",
  "calendar-days",
  "chevron-down",
  "circle-question-mark",
  "external-link",
  "graduation-cap",
  "house",
  "images",
  "layout-dashboard",
  "log-in",
  "log-out",
  "mail",
  "mailbox",
  "menu",
  "message-circle",
  "phone",
  "trophy",
  "user-round",
  "users",
  "x",
] as const;

export type ShellIconName = (typeof shellIconNames)[number];
