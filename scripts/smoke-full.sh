#!/usr/bin/env bash
# The full smoke test (scripts/smoke.mjs in full mode) of a site started by SERVER_COMMAND:
# the fakes (tests/fakes/serve.ts) on free ports, a fresh Postgres database, the server with the
# environment below, /readyz awaited, the smoke, then everything stopped; logs printed on failure.
#
#   scripts/smoke-full.sh [--scheduled] [--random] [--providers] BASE_URL SERVER_COMMAND
#   scripts/smoke-full.sh http://127.0.0.1:3411 'node server/index.ts'
#   scripts/smoke-full.sh --scheduled http://127.0.0.1:8787 \
#     'npx wrangler dev --port 8787 --test-scheduled --env-file "$SMOKE_ENV_FILE"'
#
# SERVER_COMMAND runs under bash in a process group of its own, with the site's environment
# exported (DATABASE_URL, MAIL_API_URL, …) and also written as KEY=VALUE lines to $SMOKE_ENV_FILE.
# --scheduled: the smoke GETs BASE_URL/__scheduled to run the scheduled handler before it waits
# for mail or a delivery. --random: then 400 hostile requests at random (scripts/random-requests.mjs),
# none of which may get a 5xx. --providers: Square and PayPal are fakes of their APIs
# (tests/fakes/serve-providers.ts, SQUARE_API_URL, PAYPAL_API_URL …) instead of the offline
# sandbox, and the smoke pays through them. The built site must exist (npm run build) for Node.
# SMOKE_POSTGRES_URL: a role that may create databases (postgres://ci:ci@127.0.0.1:5432/postgres).
# SMOKE_READY_SECONDS: how long the server has to answer /readyz (90).
set -euo pipefail

scheduled="" random="" providers=""
while :; do
  case "${1:-}" in
    --scheduled) scheduled=1 ;;
    --random) random=1 ;;
    --providers) providers=1 ;;
    *) break ;;
  esac
  shift
done
if [ $# -ne 2 ]; then
  sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
fi
base_url=${1%/}
server_command=$2
cd "$(dirname "$0")/.."

node_ts=(node --experimental-strip-types --disable-warning=ExperimentalWarning)
admin_url=${SMOKE_POSTGRES_URL:-postgres://ci:ci@127.0.0.1:5432/postgres}
database="smoke_$(date +%s)_$$"
work=$(mktemp -d)
fakes_pid="" providers_pid="" server_pid="" database_made=""

stop() {
  local status=$?
  if [ -n "$server_pid" ]; then
    kill -TERM -- "-$server_pid" 2>/dev/null || true
    for _ in $(seq 1 40); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.25; done
    kill -KILL -- "-$server_pid" 2>/dev/null || true
  fi
  for pid in $fakes_pid $providers_pid; do
    kill -TERM "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
  if [ "$status" -ne 0 ]; then
    for log in server fakes providers; do
      [ -s "$work/$log.log" ] && tail -n 60 "$work/$log.log" | sed "s/^/[$log] /"
    done
  fi
  if [ -n "$database_made" ]; then
    psql -q "$admin_url" -c "DROP DATABASE IF EXISTS \"$database\" WITH (FORCE)" >/dev/null ||
      echo "could not drop the database $database" >&2
  fi
  rm -rf "$work"
  exit "$status"
}
trap stop EXIT
trap 'exit 130' INT TERM

# 1. The fakes, on free ports: they print their addresses as one JSON line.
"${node_ts[@]}" tests/fakes/serve.ts >"$work/fakes.json" 2>"$work/fakes.log" &
fakes_pid=$!
if [ -n "$providers" ]; then
  node --import tsx tests/fakes/serve-providers.ts --square-webhook-url "$base_url/webhooks/square" \
    >"$work/providers.json" 2>"$work/providers.log" &
  providers_pid=$!
fi
for _ in $(seq 1 80); do
  [ -s "$work/fakes.json" ] && { [ -z "$providers" ] || [ -s "$work/providers.json" ]; } && break
  sleep 0.25
done
json() { node -e 'const [file, key] = process.argv.slice(1); const v = JSON.parse(require("fs").readFileSync(file, "utf8"))[key]; console.log(typeof v === "string" ? v : Object.entries(v).map(([k, x]) => `${k}=${x}`).join("\n"))' "$@"; }
fake() { json "$work/fakes.json" "$1"; }
[ -s "$work/fakes.json" ] || { echo "the fakes did not start" >&2; exit 1; }
if [ -n "$providers" ]; then
  [ -s "$work/providers.json" ] || { echo "the providers' fakes did not start" >&2; exit 1; }
fi

# 2. A fresh database.
psql -q "$admin_url" -c "CREATE DATABASE \"$database\"" >/dev/null
database_made=1

# 3. The server, with a site's whole environment: confirmation on, the owner being the smoke.
secret() { openssl rand -hex 32; }
port=${base_url##*:}
admin_email="smoke-admin-$(date +%s)@example.com"
sandbox_key=$(secret)
if [ -n "$providers" ]; then
  payments=$(json "$work/providers.json" env)
else
  payments="PAYMENTS_SANDBOX=on
PAYMENTS_SANDBOX_KEY=$sandbox_key"
fi
export SMOKE_ENV_FILE="$work/site.env"
cat >"$SMOKE_ENV_FILE" <<EOF
NODE_ENV=production
HOST=127.0.0.1
PORT=${port%%/*}
DATA_DIR=$work/data
DATABASE_URL=${admin_url%/*}/$database
SITE_URL=$base_url
SESSION_SECRET=$(secret)
HONEYPOT_SECRET=$(secret)
NEWSLETTER_SECRET=$(secret)
AUTH_ENCRYPTION_KEY=$(openssl rand -base64 32)
AUTH_EMAIL_CONFIRMATION=on
$payments
MAIL_API_KEY=$(fake mailApiKey)
MAIL_API_URL=$(fake mailApiUrl)
LEADS_WEBHOOK_URL=$(fake webhookUrl)
ADMIN_EMAILS=$admin_email
PASSWORD_HASHING=low-memory
EOF
set -a
# shellcheck source=/dev/null
. "$SMOKE_ENV_FILE"
set +a
setsid bash -c "$server_command" >"$work/server.log" 2>&1 &
server_pid=$!

ready=""
for _ in $(seq 1 $((${SMOKE_READY_SECONDS:-90} * 2))); do
  if [ "$(curl -s --max-time 2 "$base_url/readyz" || true)" = "ready" ]; then ready=1 && break; fi
  kill -0 "$server_pid" 2>/dev/null || break
  sleep 0.5
done
[ -n "$ready" ] || { echo "the server did not answer $base_url/readyz with \"ready\"" >&2; exit 1; }

# 4. The full smoke.
inspect=$(fake inspectUrl)
payment_options=(--sandbox-key "$sandbox_key")
[ -n "$providers" ] && payment_options=(--providers "$(json "$work/providers.json" buyerUrl)")
"${node_ts[@]}" scripts/smoke.mjs "$base_url" --mail "$inspect/mail" --webhook "$inspect/webhook" \
  "${payment_options[@]}" --admin "$admin_email" \
  ${scheduled:+--scheduled "$base_url/__scheduled"}
if [ -n "$random" ]; then
  "${node_ts[@]}" scripts/random-requests.mjs "$base_url" --count 400 --valid-host
fi
