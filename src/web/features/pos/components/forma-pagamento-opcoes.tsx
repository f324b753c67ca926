import {
  ArrowLeftRightIcon,
  BanknoteIcon,
  CreditCardIcon,
  type LucideIcon,
  QrCodeIcon,
  WalletCardsIcon,
} from "lucide-react";
import { useId } from "react";
import { type FormaPagamento, ROTULO_FORMA_PAGAMENTO } from "@/shared/pos/formas-pagamento";
import { cn } from "@/web/lib/cn";

const ICONES: Record<FormaPagamento, LucideIcon> = {
  dinheiro: BanknoteIcon,
  pix: QrCodeIcon,
  cartao_debito: CreditCardIcon,
  cartao_credito: WalletCardsIcon,
  transferencia: ArrowLeftRightIcon,
};

/**
 * The payment method as big options (native radios, so arrows and screen readers work as usual): one tap
 * at the till instead of opening a select. The list is §9's — five in the direct sale, the first four
 * when closing a tab.
 */
export function FormaPagamentoOpcoes<F extends FormaPagamento>({
  formas,
  value,
  onChange,
  disabled,
  legenda = "Forma de pagamento",
  colunas = 3,
}: {
  formas: readonly F[];
  value: F;
  onChange: (forma: F) => void;
  disabled?: boolean;
  legenda?: string;
  /** 2 in a narrow column (the tab's payment beside its bill). */
  colunas?: 2 | 3;
}) {
  const nome = useId();
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">{legenda}</legend>
      <div className={cn("grid grid-cols-2 gap-2", colunas === 3 && "sm:grid-cols-3")}>
        {formas.map((forma) => {
          const Icone: LucideIcon = ICONES[forma];
          const ativo = forma === value;
          return (
            <label
              key={forma}
              className={cn(
                "flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border px-2.5 py-2 text-sm font-medium min-[380px]:gap-2.5 min-[380px]:px-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50",
                ativo
                  ? "border-primary bg-primary/12 text-primary"
                  : "bg-background/40 text-muted-foreground hover:border-foreground/30 hover:text-foreground",
              )}
            >
              <input
                type="radio"
                name={nome}
                value={forma}
                checked={ativo}
                onChange={() => onChange(forma)}
                className="size-4 shrink-0 accent-primary focus-visible:ring-0 focus-visible:ring-offset-0"
              />
              <Icone className="size-5 shrink-0" aria-hidden />
              <span className="leading-tight">{ROTULO_FORMA_PAGAMENTO[forma]}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
