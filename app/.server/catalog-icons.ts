import {
  BadgeDollarSign,
  Bot,
  Briefcase,
  Building2,
  Calculator,
  CalendarClock,
  ChartPie,
  Clock,
  Crown,
  Database,
  FileCheck,
  FileText,
  FolderKanban,
  Gem,
  Globe,
  GraduationCap,
  HandHeart,
  Headset,
  HeartHandshake,
  Home,
  IdCard,
  LayoutDashboard,
  LifeBuoy,
  LineChart,
  ListChecks,
  Mail,
  MessageSquareText,
  Monitor,
  PenLine,
  PenTool,
  Phone,
  Receipt,
  RefreshCw,
  Rocket,
  Search,
  Share2,
  Sparkles,
  Target,
  TrendingUp,
  Users,
  Video,
  Wallet,
  type LucideIcon,
} from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { CatalogIconDrawing, CatalogIconDrawings } from "~/utils/catalog-icon-drawing";
import type { CatalogIcon } from "~/content/catalog/types";

const icons: Record<CatalogIcon, LucideIcon> = {
  BadgeDollarSign,
  Bot,
  Briefcase,
  Building2,
  Calculator,
  CalendarClock,
  ChartPie,
  Clock,
  Crown,
  Database,
  FileCheck,
  FileText,
  FolderKanban,
  Gem,
  Globe,
  GraduationCap,
  HandHeart,
  Headset,
  HeartHandshake,
  Home,
  IdCard,
  LayoutDashboard,
  LifeBuoy,
  LineChart,
  ListChecks,
  Mail,
  MessageSquareText,
  Monitor,
  PenLine,
  PenTool,
  Phone,
  Receipt,
  RefreshCw,
  Rocket,
  Search,
  Share2,
  Sparkles,
  Target,
  TrendingUp,
  Users,
  Video,
  Wallet,
};

const drawn = new Map<CatalogIcon, CatalogIconDrawing>();

function catalogIconDrawing(name: CatalogIcon): CatalogIconDrawing {
  let drawing = drawn.get(name);
  if (!drawing) {
    const svg = renderToStaticMarkup(createElement(icons[name]));
    const open = svg.slice(0, svg.indexOf(">") + 1);
    drawing = {
      className: /\sclass="([^"]*)"/.exec(open)?.[1] ?? "lucide",
      shapes: svg.slice(open.length, svg.lastIndexOf("</svg>")),
    };
    drawn.set(name, drawing);
  }
  return drawing;
}

/** The cards render these drawings, so no page downloads the code of its catalogue icons. */
export function catalogIconDrawings(items: Iterable<{ icon: CatalogIcon }>): CatalogIconDrawings {
  const drawings: CatalogIconDrawings = {};
  for (const { icon } of items) drawings[icon] ??= catalogIconDrawing(icon);
  return drawings;
}
