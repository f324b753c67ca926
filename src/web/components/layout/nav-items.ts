import {
  ArrowLeftRightIcon,
  BarChart3Icon,
  ConciergeBellIcon,
  type LucideIcon,
  PackageIcon,
  SettingsIcon,
  ShoppingCartIcon,
} from "lucide-react";

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /**
   * Any one of these grants the entry (spec §2 App shell). Documented only: the spec says the sidebar
   * does not apply them, and its permission check allows every feature to everyone (§6).
   */
  permissoes: readonly string[];
  /** Listed in the mobile bottom bar (Configurações is reached from the user menu there). */
  mobile: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  {
    to: "/app/vendas",
    label: "Vendas",
    icon: ShoppingCartIcon,
    permissoes: ["vendas_basicas"],
    mobile: true,
  },
  {
    to: "/app/atendimento",
    label: "Atendimento",
    icon: ConciergeBellIcon,
    permissoes: ["comandas"],
    mobile: true,
  },
  {
    to: "/app/estoque",
    label: "Estoque",
    icon: PackageIcon,
    permissoes: ["estoque_basico", "estoque_completo"],
    mobile: true,
  },
  {
    to: "/app/fluxo",
    label: "Fluxo",
    icon: ArrowLeftRightIcon,
    permissoes: ["vendas_basicas"],
    mobile: true,
  },
  {
    to: "/app/relatorios",
    label: "Relatórios",
    icon: BarChart3Icon,
    permissoes: ["relatorios_basicos", "relatorios_avancados"],
    mobile: true,
  },
  { to: "/app/configuracoes", label: "Configurações", icon: SettingsIcon, permissoes: [], mobile: false },
];
