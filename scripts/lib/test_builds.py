#!/usr/bin/env python3
"""Tests of what scripts/lib/builds.py takes for a build's warning.

    python3 scripts/lib/test_builds.py
"""

import os
import sys
import unittest

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import builds  # noqa: E402

LOG = """\
Building for debugging...
[4/4] Compiling W W.swift
/tmp/w/Sources/W/W.swift:1:23: warning: initialization of immutable value 'x' was never used
warning: 'w': found 1 file(s) which are unhandled; explicitly declare them as resources
/tmp/w/Sources/W/W.swift:2:1: error: cannot find 'y' in scope
[5/5] Compiling W NoWarnings.swift
Build complete! (3.37s)
"""


class WarningsTests(unittest.TestCase):
    def test_the_compilers_and_swiftpms_warnings_are_found(self):
        self.assertEqual(builds.warnings(LOG), [
            "/tmp/w/Sources/W/W.swift:1:23: warning: initialization of immutable value 'x' "
            "was never used",
            "warning: 'w': found 1 file(s) which are unhandled; explicitly declare them as "
            "resources",
        ])

    def test_a_clean_build_has_none(self):
        self.assertEqual(builds.warnings("[1/1] Compiling Warnings.swift\nBuild complete!\n"), [])


if __name__ == "__main__":
    unittest.main()
