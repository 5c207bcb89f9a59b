#!/usr/bin/env bash
# `npm test`: every test the project has, cheapest first, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system.sh
echo "— type-check"; npx tsc --noEmit -p tsconfig.json
echo "— lint and import boundaries"; npm run -s lint
echo "— unit, component, story and database tests (Vitest)"; npx vitest run
echo "— build"; node scripts/build.mjs
echo "— storybook build"; npx storybook build -o dist/storybook --disable-telemetry --quiet
echo "— browser end-to-end tests (Playwright, Chromium)"; npx playwright test
