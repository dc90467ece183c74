import { createElement, type ReactNode } from "react";
import {
  ArrowLeft,
  Bell,
  Briefcase,
  CalendarDays,
  ChevronLeft,
  ChevronRight,
  CircleQuestionMark,
  ClipboardList,
  Clock,
  DollarSign,
  Ellipsis,
  ExternalLink,
  FileText,
  Globe,
  Hospital,
  Info,
  KeyRound,
  ListChecks,
  LogOut,
  MapPin,
  Menu,
  Minus,
  Pencil,
  Plus,
  RotateCcwClock,
  Search,
  Settings,
  ShieldCheck,
  SlidersHorizontal,
  Smartphone,
  Square,
  Star,
  TriangleAlert,
  Type,
  UserRound,
  Users,
  Volume2,
  X,
  type IconNode,
} from "lucide";

// Lucide's icons (the `lucide` package's shape data), drawn without
// lucide-react, whose every icon repeats nine SVG attributes: the shared stroke
// styles live once in app.css (.icon), which made the icon-heavy pages' HTML
// several KB lighter.
const SHAPES = {
  "arrow-left": ArrowLeft,
  bell: Bell,
  briefcase: Briefcase,
  "calendar-days": CalendarDays,
  "chevron-left": ChevronLeft,
  "chevron-right": ChevronRight,
  "circle-help": CircleQuestionMark,
  "clipboard-list": ClipboardList,
  clock: Clock,
  "dollar-sign": DollarSign,
  ellipsis: Ellipsis,
  "external-link": ExternalLink,
  "file-text": FileText,
  globe: Globe,
  history: RotateCcwClock,
  hospital: Hospital,
  info: Info,
  "key-round": KeyRound,
  "list-checks": ListChecks,
  "log-out": LogOut,
  "map-pin": MapPin,
  menu: Menu,
  minus: Minus,
  pencil: Pencil,
  plus: Plus,
  search: Search,
  settings: Settings,
  "shield-check": ShieldCheck,
  "sliders-horizontal": SlidersHorizontal,
  smartphone: Smartphone,
  square: Square,
  star: Star,
  "triangle-alert": TriangleAlert,
  type: Type,
  "user-round": UserRound,
  users: Users,
  "volume-2": Volume2,
  x: X,
} satisfies Record<string, IconNode>;

function draw(node: IconNode): ReactNode {
  return node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }));
}

export type IconName = keyof typeof SHAPES;

/** A decorative 24×24 icon (1.5rem unless a size class says otherwise), hidden from screen readers. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className ? `icon ${className}` : "icon"}>
      {draw(SHAPES[name])}
    </svg>
  );
}

/** An icon as a <symbol>, for markup that draws it many times with <use>. */
export function IconSymbol({ name, id }: { name: IconName; id: string }) {
  return (
    <symbol id={id} viewBox="0 0 24 24">
      {draw(SHAPES[name])}
    </symbol>
  );
}
