#!/bin/sh
# Starts Debian's Chromium for the journeys with one --disable-features switch: Chromium keeps only
# the last one it is given, and Playwright passes a list of its own before ours.
features=""
for arg do
  shift
  case "$arg" in
    --disable-features=*) features="${features:+$features,}${arg#--disable-features=}" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
# Debian's headless shell (package chromium-headless-shell) is Chromium's engine without the
# browser's windowing layer, a few percent less work per journey; the full browser serves without it.
if [ -z "${CHROMIUM_PATH:-}" ]; then
  CHROMIUM_PATH=/usr/bin/chromium
  [ -x /usr/bin/chromium-headless-shell ] && CHROMIUM_PATH=/usr/bin/chromium-headless-shell
fi
exec "$CHROMIUM_PATH" "$@" ${features:+"--disable-features=$features"}
