#!/usr/bin/env python3
"""Tests of scripts/lib/rule_table.py, on toy texts, and of the real page: every test that
docs/from-swiftui.md's table of SwiftUI's rules names exists in Tests/DeclarativeViewsTests.

    python3 scripts/lib/test_rule_table.py
"""

import os
import sys
import unittest

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import rule_table  # noqa: E402

PAGE = """\
# A page

## SwiftUI's rules, and the tests that hold them

| SwiftUI's rule | This layer | Tests |
| --- | --- | --- |
| 1. State | Kept | `RulesTests.keepsState`, `IdentityTests.resets` |
| 2. Removal | Removed | `RulesTests.removes` |

## Where to read more

| Not | the | `Other.table` |
"""

SOURCE = """\
import Testing

@MainActor
@Suite("Rules")
struct RulesTests {
  struct Helper: DeclaredView {
    var body: some DeclaredView { EmptyView() }
  }

  @Test("state is kept")
  func keepsState() {}

  @Test(
    "a long name (with parentheses) that the formatter put on a line of its own"
  )
  func removes() {}

  func notATest() {}
}
"""


class TableTests(unittest.TestCase):
    def test_each_row_gives_its_rule_and_the_names_in_its_last_column(self):
        self.assertEqual(rule_table.named_tests(PAGE), [
            ("1. State", ["RulesTests.keepsState", "IdentityTests.resets"]),
            ("2. Removal", ["RulesTests.removes"]),
        ])

    def test_a_test_is_named_by_its_top_level_suite_not_a_nested_type(self):
        self.assertEqual(rule_table.defined_tests(SOURCE),
                         {"RulesTests.keepsState", "RulesTests.removes"})

    def test_a_name_that_no_source_defines_is_missing(self):
        self.assertEqual(rule_table.missing(PAGE, [SOURCE]), ["IdentityTests.resets"])

    def test_a_page_without_the_table_misses_the_table(self):
        self.assertEqual(rule_table.missing("# A page\n", [SOURCE]), [rule_table.HEADING])


class RepositoryTests(unittest.TestCase):
    def test_the_page_names_only_tests_that_exist(self):
        page, sources = rule_table.read_repository()
        self.assertEqual(len(rule_table.named_tests(page)), 7, "one row for each of rules 1-7")
        self.assertEqual(rule_table.missing(page, sources), [])


if __name__ == "__main__":
    unittest.main()
