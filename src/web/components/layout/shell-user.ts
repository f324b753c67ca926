/** The signed-in person as the shell shows them (sidebar, top bar, user menu). */
export interface ShellUser {
  /** Establishment name; the menu shows "Usuário" when it is empty. */
  nome: string | null;
  email: string;
  /** A super admin also gets the way to the console (/admin). */
  superAdmin?: boolean;
  /** A staff member's function ("Garçom"), shown under its e-mail; absent for the owner. */
  funcao?: string;
}
