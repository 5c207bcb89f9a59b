#!/usr/bin/env bash
# `npm test`: every test the project has, cheapest first, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system.sh
# The WordPress plugin's editor types and the test WordPress (Playground) live in their own
# package, so that npm install && npm start never downloads them.
if [ ! -d wordpress/node_modules/@wp-playground/cli ]; then
  echo "— WordPress tooling (npm ci --prefix wordpress)"; npm ci --prefix wordpress --no-audit --no-fund --ignore-scripts
fi
# One command a line: under set -e, a failure before the last command of an && list does not stop the run.
echo "— type-check"; npx tsc --noEmit -p tsconfig.json; npx tsc --noEmit -p wordpress/tsconfig.json
echo "— lint and import boundaries"; npm run -s lint
echo "— built-in data (npm run data:check)"; node scripts/data-check.mjs
echo "— unit, component, story and database tests (Vitest)"; npx vitest run
echo "— build"; node scripts/build.mjs
echo "— PHP lint"; node scripts/lint-php.mjs
echo "— storybook build"; npx storybook build -o dist/storybook --disable-telemetry --quiet
echo "— browser end-to-end tests (Playwright, Chromium; WordPress in Playground)"; npx playwright test
