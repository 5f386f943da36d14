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
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "$@" ${features:+"--disable-features=$features"}
