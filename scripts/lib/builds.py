"""A build's warnings, for CI's build of the package and for each step that scripts/tutorial
builds. Both build as a user does, without -warnings-as-errors: SwiftPM compiles every module
again when the flags change, so a build with the flag would be done twice, once more for the
README's `swift test`, DocC's symbol graphs or a tutorial step's `swift run`. A build compiles
every file that changed since the last one, so each warning shows once, in the build that made
it, and both fail on it there.

    python3 scripts/lib/builds.py LOG   print the warnings in a build's log; exit 1 if any
"""

import re
import sys

# The compiler's `FILE:LINE:COLUMN: warning: …` and SwiftPM's own `warning: …`.
WARNING = re.compile(r"(^|: )warning: ")


def warnings(text):
    """The lines of a build's output that are warnings."""
    return [line for line in text.splitlines() if WARNING.search(line)]


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: python3 scripts/lib/builds.py LOG")
    with open(sys.argv[1], encoding="utf-8", errors="replace") as handle:
        found = warnings(handle.read())
    if found:
        print("\n".join(found))
        sys.exit(f"{sys.argv[1]}: the build has {len(found)} warning(s) (above); the project "
                 "has none")


if __name__ == "__main__":
    main()
