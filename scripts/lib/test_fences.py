#!/usr/bin/env python3
"""Tests of how the scripts read Markdown's fenced blocks and their markers.

    python3 scripts/lib/test_fences.py
"""

import os
import sys
import unittest

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import fences  # noqa: E402

PAGE = """\
# A page

<!-- quote: WeatherViewModel.swift -->
```swift
lookup?.cancel()
```
```sh
echo "```swift"
```swift
```

<!-- listing: not compiled, another platform -->
```swift{spaces}
import UIKit
```{spaces}
The end.
""".format(spaces="   ")  # fences may end in spaces


class BlockTests(unittest.TestCase):
    def test_each_block_has_its_language_line_marker_and_lines(self):
        found = [(b.language, b.line, b.marker, b.lines) for b in fences.blocks(PAGE)]
        self.assertEqual(found, [
            ("swift", 4, "<!-- quote: WeatherViewModel.swift -->", ["lookup?.cancel()"]),
            # A block right after another has no marker: the line before it is a fence.
            ("sh", 7, "", ['echo "```swift"', "```swift"]),
            ("swift", 13, "<!-- listing: not compiled, another platform -->", ["import UIKit"]),
        ])

    def test_a_fence_line_inside_a_block_is_the_blocks_unless_it_closes_it(self):
        self.assertEqual(fences.blocks("```text\n```sh\n```\n")[0].lines, ["```sh"])

    def test_only_a_quote_marker_names_a_quoted_file(self):
        quoted = [b.quoted_file() for b in fences.blocks(PAGE)]
        self.assertEqual(quoted, ["WeatherViewModel.swift", None, None])

    def test_a_fence_that_never_closes_is_an_error_naming_its_line(self):
        with self.assertRaisesRegex(fences.FenceError, "line 3: a fence that never closes"):
            fences.blocks("Text\n\n```swift\nlet x = 1\n")
        # An opening fence inside the unclosed block does not close it either.
        with self.assertRaisesRegex(fences.FenceError, "line 1:"):
            fences.blocks("```swift\n```sh\n")

    def test_the_last_newline_begins_no_line(self):
        self.assertEqual(fences.blocks("```sh\nls\n```\n")[0].lines, ["ls"])
        self.assertEqual(fences.blocks("```sh\nls\n```")[0].lines, ["ls"])


class OutsideTests(unittest.TestCase):
    def test_the_text_outside_leaves_out_blocks_and_their_fences(self):
        self.assertEqual(
            fences.outside(PAGE).split("\n"),
            ["# A page", "", "<!-- quote: WeatherViewModel.swift -->", "",
             "<!-- listing: not compiled, another platform -->", "The end."])

    def test_a_fence_that_never_closes_leaves_no_prose_to_count(self):
        with self.assertRaises(fences.FenceError):
            fences.outside("# Title\n```swift\nlet words = 1\n")


if __name__ == "__main__":
    unittest.main()
