#!/bin/sh
# Makes app/fonts/Geist-Latin-Variable.woff2: the geist package's variable Geist
# (SIL Open Font License 1.1, app/fonts/OFL.txt) cut to the characters Spotless
# writes (Latin, punctuation, arrows, the euro, the comparison signs), 69 -> 33 kB.
# Every page preloads it. Run after upgrading geist, or after the copy starts using
# characters outside this range (they are drawn in the fallback font); keep the
# unicode-range in app/font.ts the same as RANGE here.
# Needs fontTools with brotli (Debian: apt-get install python3-fonttools python3-brotli).
set -e
cd "$(dirname "$0")/.."
RANGE="U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2190-2193,U+2212,U+2215,U+2264-2265,U+FEFF,U+FFFD"
python3 -m fontTools.subset node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2 \
  --unicodes="$RANGE" --layout-features='*' --flavor=woff2 --output-file=app/fonts/Geist-Latin-Variable.woff2
cp node_modules/geist/LICENSE.txt app/fonts/OFL.txt
