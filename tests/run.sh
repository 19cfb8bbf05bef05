#!/bin/sh
# `npm test` (the default tier) and `npm run test:full` (the full tier, which runs the default tier
# first): docs/tests.md.
#
# The default tier: the type check and the lint beside Vitest's `unit` and `site` projects; either
# failing fails the run, once Vitest is done. The full tier then runs the `full` project and
# Lighthouse's audit of the example and of the branded carrier.
tier=$1
case $tier in
  default | full) ;;
  *) echo "tests/run.sh: the tier is default or full, not '$tier'" >&2 && exit 2 ;;
esac

npm run --silent typecheck &
typecheck=$!
npm run --silent lint &
lint=$!
npx vitest run --project unit --project site
tests=$?
wait $typecheck
typed=$?
wait $lint
linted=$?
if [ $typed -ne 0 ] || [ $linted -ne 0 ]; then
  echo 'The type check or the lint failed: see above.' >&2
  exit 1
fi
[ $tests -eq 0 ] || exit $tests
[ "$tier" = full ] || exit 0

npx vitest run --project full || exit
# Lighthouse on every route, mobile and desktop (issue 5): fails only below a noise-tolerant gate;
# then the same for the branded carrier, with its logo, large photos and brand fonts (issue 13).
# Three runs a route, the gate on their median: a fifth of CI's time with five (`npm run audit`'s
# own default, for measuring).
export AUDIT_RUNS=3
npm run --silent audit && SITE_CONFIG=tests/fixtures/carriers/ridgeline/site.config.yaml npm run --silent audit
