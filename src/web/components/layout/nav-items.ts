import {
  ArrowLeftRightIcon,
  BarChart3Icon,
  ConciergeBellIcon,
  type LucideIcon,
  PackageIcon,
  ReceiptTextIcon,
  SettingsIcon,
  ShoppingCartIcon,
  UsersIcon,
  WalletIcon,
} from "lucide-react";
import { type Papel, type Permissao, pode } from "@/shared/equipe/papeis";

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /**
   * Any one of these plan features grants the entry (spec §2 App shell). Documented only: the spec says
   * the sidebar does not apply them, and its permission check allows every feature to everyone (§6).
   */
  permissoes: readonly string[];
  /** What the person's role must allow to open the screen (src/shared/equipe/papeis.ts). */
  permissao: Permissao;
  /**
   * Left out of the menu of whoever has this permission too: the PDV already holds Mesas and Comandas,
   * so the tabs screen is only listed for those who do not sell.
   */
  foraDoMenuDeQuemPode?: Permissao;
  /** Listed in the mobile bottom bar; the others are reached from the user menu there. */
  mobile: boolean;
}

/** The screens of /app, in menu order. The menu, the route guard and the landing screen read this list. */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    to: "/app/vendas",
    label: "Vendas",
    icon: ShoppingCartIcon,
    permissoes: ["vendas_basicas"],
    permissao: "vender",
    mobile: true,
  },
  {
    // Beside the PDV in the sidebar; on a phone in the user menu (the bottom bar keeps the daily four).
    to: "/app/caixa",
    label: "Caixa",
    icon: WalletIcon,
    permissoes: ["vendas_basicas"],
    permissao: "caixa",
    mobile: false,
  },
  {
    to: "/app/atendimento",
    label: "Atendimento",
    icon: ConciergeBellIcon,
    permissoes: ["comandas"],
    permissao: "comandas.atender",
    mobile: true,
  },
  {
    to: "/app/comandas",
    label: "Comandas",
    icon: ReceiptTextIcon,
    permissoes: ["comandas"],
    permissao: "comandas.atender",
    foraDoMenuDeQuemPode: "vender",
    mobile: true,
  },
  {
    to: "/app/estoque",
    label: "Estoque",
    icon: PackageIcon,
    permissoes: ["estoque_basico", "estoque_completo"],
    permissao: "estoque.ler",
    mobile: true,
  },
  {
    to: "/app/fluxo",
    label: "Fluxo",
    icon: ArrowLeftRightIcon,
    permissoes: ["vendas_basicas"],
    permissao: "estoque.movimentar",
    mobile: true,
  },
  {
    to: "/app/relatorios",
    label: "Relatórios",
    icon: BarChart3Icon,
    permissoes: ["relatorios_basicos", "relatorios_avancados"],
    permissao: "relatorios",
    mobile: true,
  },
  {
    to: "/app/equipe",
    label: "Equipe",
    icon: UsersIcon,
    permissoes: [],
    permissao: "equipe",
    mobile: false,
  },
  {
    to: "/app/configuracoes",
    label: "Configurações",
    icon: SettingsIcon,
    permissoes: [],
    permissao: "configuracoes",
    mobile: false,
  },
];

/** The menu of a role: the screens it may open, less those another entry already covers. */
export function itensDoMenu(papel: Papel): NavItem[] {
  return NAV_ITEMS.filter(
    (item) =>
      pode(papel, item.permissao) && !(item.foraDoMenuDeQuemPode && pode(papel, item.foraDoMenuDeQuemPode)),
  );
}

/** The screen an address belongs to (/app/estoque?produto=… is Estoque); null outside the list. */
export function telaDoEndereco(pathname: string): NavItem | null {
  return NAV_ITEMS.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`)) ?? null;
}

/** Whether the role may open this address; addresses outside the list are not the menu's to refuse. */
export function podeAbrir(papel: Papel, pathname: string): boolean {
  const tela = telaDoEndereco(pathname);
  return tela === null || pode(papel, tela.permissao);
}

/**
 * Where a person lands after signing in: the first screen of its menu — the PDV for whoever sells, the
 * phone-first Atendimento for the waiter.
 */
export function telaInicial(papel: Papel): string {
  return itensDoMenu(papel)[0]?.to ?? "/app/configuracoes";
}
