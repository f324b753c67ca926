import type { ComponentProps } from "react";
import { LoginDialog } from "@/web/features/accounts/components/login-dialog";
import { DataProvider } from "../providers";

/**
 * The landing page's login dialog with the data layer it signs in through: one module, which the page
 * imports only when a visitor opens the dialog (decisions 141, 169).
 */
export default function LoginNaPaginaInicial(props: ComponentProps<typeof LoginDialog>) {
  return (
    <DataProvider>
      <LoginDialog {...props} />
    </DataProvider>
  );
}
