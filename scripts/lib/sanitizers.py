"""What a run of the test suite under a sanitizer needs, for scripts/sanitize and for
scripts/architecture-numbers, which can measure its coverage in the same run."""

import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
NAMES = ("thread", "address")


def environment(sanitizer):
    """The environment of `swift test --sanitize=SANITIZER`."""
    variables = dict(os.environ)
    # Tells the suite which sanitizer it runs under, so that a test that checks no memory or
    # thread behaviour of its own, only a long comparison, can leave it to the plain run.
    variables["WEATHER_SANITIZER"] = sanitizer
    if sanitizer == "address":
        # Leaks at exit in the toolchain's libraries (libcurl, FoundationNetworking, XCTest) are
        # suppressed by name; a leak in this package's code is still reported and fails the run.
        variables["LSAN_OPTIONS"] = (
            f"suppressions={os.path.join(ROOT, 'scripts', 'lsan.supp')}:print_suppressions=0")
    return variables
