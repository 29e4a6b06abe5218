#!/usr/bin/env python3
"""Tests of the prose rules that scripts/tutorial checks: quotes, runs and words.

    python3 scripts/lib/test_prose.py
"""

import os
import sys
import unittest

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import prose  # noqa: E402

FILE = """\
final class WeatherViewModel {
  let locationName = Box("Loading…")

  func changeLocation(to address: String) {
    lookup?.cancel()

    locationName.value = "Loading…"
    lookup = Task { await geocode(address) }
  }
}
"""

STEP = """\
# A step

The name starts as "Loading…":

<!-- quote: WeatherViewModel.swift -->
```swift
func changeLocation(to address: String) {
  // …
  locationName.value = "Loading…"
```

Run it:

<!-- run -->
```sh
echo Paris | swift run weather-mvvm --plain
```
```text
│ Paris, France │
```

<!-- listing: not compiled, another platform -->
```swift
import UIKit
```
"""


class QuoteTests(unittest.TestCase):
    def test_a_quote_is_found_with_its_indentation_and_blank_lines_ignored(self):
        self.assertIsNone(prose.find_quote(
            ["func changeLocation(to address: String) {", "lookup?.cancel()", "",
             "    locationName.value = \"Loading…\""], FILE))

    def test_a_skip_line_stands_for_lines_left_out_but_keeps_the_order(self):
        self.assertIsNone(prose.find_quote(
            ["let locationName = Box(\"Loading…\")", "// …", "lookup = Task { await geocode(address) }"],
            FILE))
        self.assertIn("not in the file", prose.find_quote(
            ["lookup = Task { await geocode(address) }", "// …", "lookup?.cancel()"], FILE))

    def test_lines_that_are_not_consecutive_are_not_a_quote(self):
        wrong = prose.find_quote(["func changeLocation(to address: String) {",
                                  "locationName.value = \"Loading…\""], FILE)
        self.assertIn("not in the file", wrong)

    def test_a_changed_line_is_not_a_quote(self):
        self.assertIn("not in the file",
                      prose.find_quote(["locationName.value = \"Loaded\""], FILE))

    def test_a_quote_holds_at_most_fifteen_lines_of_code(self):
        long_file = "\n".join(f"let x{number} = {number}" for number in range(20))
        self.assertIsNone(prose.find_quote(long_file.split("\n")[:15], long_file))
        self.assertIn("at most 15", prose.find_quote(long_file.split("\n")[:16], long_file))

    def test_an_empty_quote_is_refused(self):
        self.assertEqual(prose.find_quote(["// …", ""], FILE), "the quote holds no code")

    def test_only_marked_blocks_are_quotes(self):
        quotes = prose.quotes(STEP)
        self.assertEqual([name for name, _ in quotes], ["WeatherViewModel.swift"])
        self.assertIsNone(prose.find_quote(quotes[0][1].lines, FILE))


class RunTests(unittest.TestCase):
    def test_a_run_is_a_command_and_what_it_prints(self):
        self.assertEqual(prose.runs(STEP), [
            ("echo Paris | swift run weather-mvvm --plain", ["│ Paris, France │"], 15)])

    def test_a_run_needs_a_text_block_after_its_command(self):
        with self.assertRaisesRegex(prose.ProseError, "no ```text block"):
            prose.runs("<!-- run -->\n```sh\nls\n```\n")
        with self.assertRaisesRegex(prose.ProseError, "followed by a ```text"):
            prose.runs("<!-- run -->\n```sh\nls\n```\n```swift\nlet x = 1\n```\n")

    def test_a_run_marks_a_shell_command(self):
        with self.assertRaisesRegex(prose.ProseError, "marks a ```sh block"):
            prose.runs("<!-- run -->\n```swift\nlet x = 1\n```\n")

    def test_the_output_holds_the_lines_in_a_row_trailing_spaces_ignored(self):
        output = "Building…\n│ Paris, France │   \n│ Monday │\n"
        self.assertTrue(prose.output_holds(["│ Paris, France │", "│ Monday │"], output))
        self.assertFalse(prose.output_holds(["│ Paris, France │", "│ Tuesday │"], output))
        self.assertFalse(prose.output_holds(["│ Monday │", "│ Paris, France │"], output))

    def test_a_test_runs_duration_matches_any_other_and_nothing_else_does(self):
        output = "✔ Test run with 2 tests in 1 suite passed after 3.125 seconds.\n"
        self.assertTrue(prose.output_holds(
            ["✔ Test run with 2 tests in 1 suite passed after 0.005 seconds."], output))
        self.assertFalse(prose.output_holds(
            ["✔ Test run with 3 tests in 1 suite passed after 0.005 seconds."], output))
        self.assertFalse(prose.output_holds(
            ["✔ Test run with 2 tests in 1 suite passed after 0.005 minutes."], output))

    def test_a_fence_that_never_closes_is_an_error(self):
        with self.assertRaisesRegex(prose.ProseError, "never closes"):
            prose.blocks("```swift\nlet x = 1\n")


class PayoffTests(unittest.TestCase):
    def test_a_run_every_six_steps_and_at_the_end_is_enough(self):
        self.assertEqual(prose.payoff_gaps([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 2]), [])

    def test_six_steps_without_a_run_are_named(self):
        self.assertEqual(prose.payoff_gaps([1, 0, 0, 0, 0, 0, 0, 1]), ["steps 1 to 6 show no run"])

    def test_a_last_step_without_a_run_is_named(self):
        self.assertEqual(prose.payoff_gaps([1, 0, 1, 0]), ["the last step, 3, shows no run"])


class WordTests(unittest.TestCase):
    def test_code_and_comments_are_not_words(self):
        # "# A step", "The name starts as "Loading…":" and "Run it:", a token each.
        self.assertEqual(prose.words(STEP), 3 + 5 + 2)

    def test_a_table_and_a_title_are_words(self):
        self.assertEqual(prose.words("# Two words\n\n| a | b |\n"), 3 + 5)

    def test_the_estimate_reads_words_and_changed_lines(self):
        self.assertEqual(prose.minutes(400, 0), 2)
        self.assertEqual(prose.minutes(400, 200), 12)
        self.assertEqual(prose.minutes(0, 0), 1)


if __name__ == "__main__":
    unittest.main()
