#!/usr/bin/env bash
# npm test — every check, in order, stopping at the first failure:
# Chromium present, types, lint, unit tests, API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL
# is set), production build, end-to-end tests in Chromium. The e2e run comes last, so the last summary
# printed is vitest's.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

section() { printf '\n\033[1m==> %s\033[0m\n' "$1"; }
elapsed() { printf '    (%ss)\n' "$((SECONDS - ${1}))"; }

section "Chromium (e2e)"
if [ -x /usr/bin/chromium ] || command -v chromium >/dev/null 2>&1; then
  echo "    $( (/usr/bin/chromium --version || chromium --version) 2>/dev/null | head -n1)"
elif [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "    Chromium não encontrado; instalando o pacote Debian 'chromium'..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq chromium >/dev/null
  echo "    $(chromium --version 2>/dev/null | head -n1)"
else
  echo "Chromium não encontrado. Os testes e2e usam o Chromium do sistema (/usr/bin/chromium)." >&2
  echo "Instale-o e rode de novo, por exemplo: sudo apt-get install chromium" >&2
  exit 1
fi

t=$SECONDS; section "Tipos (tsc --noEmit)"
tsc --noEmit
elapsed $t

t=$SECONDS; section "Lint e formatação (biome check)"
biome check .
elapsed $t

t=$SECONDS; section "Testes unitários"
vitest run --project unit
elapsed $t

t=$SECONDS
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  section "Testes de API: PGlite e PostgreSQL (TEST_DATABASE_URL)"
else
  section "Testes de API: PGlite (defina TEST_DATABASE_URL para rodar também no PostgreSQL)"
fi
# The API tests wait on PostgreSQL and on the servers they start as much as they compute: at least two
# workers keep both cores of a 2-core machine busy (vitest's default there is one).
cores=$(nproc 2>/dev/null || echo 2)
vitest run --project api --maxWorkers="$((cores > 2 ? cores - 1 : 2))"
elapsed $t

t=$SECONDS; section "Build de produção (vite build)"
vite build --logLevel warn
elapsed $t

# Nothing is printed after this run: its summary ("Tests N passed") is the last thing in the log.
section "Testes e2e (Chromium) — ${SECONDS}s até aqui"
vitest run --project e2e
