#!/usr/bin/env python3
"""Tests of the prose rules that scripts/tutorial checks: quotes, runs and words.

    python3 scripts/lib/test_prose.py
"""

import os
import shutil
import subprocess
import sys
import tempfile
import unittest

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import prose  # noqa: E402

SCRIPTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

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

    def test_a_quote_holds_at_most_forty_lines_of_code(self):
        long_file = "\n".join(f"let x{number} = {number}" for number in range(50))
        self.assertIsNone(prose.find_quote(long_file.split("\n")[:40], long_file))
        self.assertIn("at most 40", prose.find_quote(long_file.split("\n")[:41], long_file))

    def test_an_empty_quote_is_refused(self):
        self.assertEqual(prose.find_quote(["// …", ""], FILE), "the quote holds no code")

    def test_only_marked_blocks_are_quotes(self):
        quotes = prose.quotes(STEP)
        self.assertEqual([name for name, _ in quotes], ["WeatherViewModel.swift"])
        self.assertIsNone(prose.find_quote(quotes[0][1].lines, FILE))


class CoverageRuleTests(unittest.TestCase):
    def test_blank_and_comment_lines_need_no_quote(self):
        added = [(1, "/// A box."), (2, ""), (3, "  // why"), (4, "final class Box {"), (5, "}")]
        self.assertEqual(prose.uncovered(added, []), [(4, "final class Box {"), (5, "}")])

    def test_a_line_is_covered_by_its_stripped_text_once_for_all(self):
        added = [(1, "  }"), (2, "let a = 1"), (3, "}"), (4, "let b = 2")]
        self.assertEqual(prose.uncovered(added, ["let a = 1  ", "    }"]), [(4, "let b = 2")])

    def test_whole_markers_are_read_with_their_line(self):
        text = "# Step\n\nWhy.\n\n<!-- whole: Sources/A/Fixtures.swift -->\n"
        self.assertEqual(prose.wholes(text), [("Sources/A/Fixtures.swift", 5)])
        self.assertEqual(prose.words(text), 3)


# A toy package and a chapter of two steps, for scripts/tutorial prose.
TOY_PACKAGE = {
    "Package.swift": 'let package = Package(name: "Toy")\n',
    "Sources/App/App.swift": "let app = 0\n",
    "Sources/Support/Helper.swift": "/// Helps.\npublic func help(_ value: Int) -> Int {\n"
                                    "  value + 1\n}\n",
}
TOY_FILE = """\
/// The app's number.
let app = 1

// Why it doubles.
func doubled() -> Int {
  app * 2
}
"""
TOY_STEP = """\
# Double the number

In `App.swift`, change the number and add a function under it:

<!-- quote: App.swift -->
```swift
let app = 1
// …
func doubled() -> Int {
  app * 2
}
```

It uses nothing of the support code, whose helper is

<!-- quote: Sources/Support/Helper.swift -->
```swift
public func help(_ value: Int) -> Int {
```

<!-- run -->
```sh
swift run toy
```
```text
2
```

Files this step writes: [App.swift](Sources/App/App.swift)
"""


class CoverageTests(unittest.TestCase):
    """scripts/tutorial prose in a toy repository: the lines a step adds are on its page."""

    def setUp(self):
        self.scratch = tempfile.mkdtemp()
        self.root = os.path.join(self.scratch, "repo")
        for name, text in TOY_PACKAGE.items():
            self.write(name, text)
        chapter = "tutorial/chapters/01-toy"
        self.write(f"{chapter}/chain", "run=toy\ntest_filter=AppTests\n")
        self.write(f"{chapter}/chapter.md", "# Toy\n\nA toy chapter.\n")
        self.write("tutorial/intro.md", "# Toy tutorial\n")
        self.step = f"{chapter}/steps/00-double"
        self.write(f"{self.step}/step.md", TOY_STEP)
        self.write(f"{self.step}/Sources/App/App.swift", TOY_FILE)
        shutil.copytree(SCRIPTS, os.path.join(self.root, "scripts"),
                        ignore=shutil.ignore_patterns("__pycache__"))
        subprocess.run(["git", "init", "-q", self.root], check=True)
        subprocess.run(["git", "-C", self.root, "add", "-A"], check=True)

    def tearDown(self):
        shutil.rmtree(self.scratch)

    def write(self, path, text):
        full = os.path.join(self.root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as handle:
            handle.write(text)

    def prose(self):
        result = subprocess.run([os.path.join(self.root, "scripts", "tutorial"), "prose"],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
        return result.returncode, result.stdout.decode(), result.stderr.decode()

    def test_a_step_whose_quotes_hold_every_added_line_passes(self):
        status, out, err = self.prose()
        self.assertEqual(status, 0, err)
        self.assertIn("01-toy: 1 steps", out)

    def test_a_line_taken_out_of_a_quote_is_named_with_its_file_and_line(self):
        # The line elided, as a long body's lines are, with the quote still in its file.
        self.write(f"{self.step}/step.md", TOY_STEP.replace("  app * 2\n", "  // …\n"))
        status, _, err = self.prose()
        self.assertEqual(status, 1)
        self.assertIn("01-toy/00-double: Sources/App/App.swift:6: not covered: app * 2", err)
        self.assertIn("1 lines that steps add are in no quote", err)

    def test_a_file_named_whole_needs_no_quote_but_its_name_in_the_prose(self):
        page = TOY_STEP.replace("  app * 2\n", "  // …\n").replace(
            "<!-- run -->", "<!-- whole: App.swift -->\n\n<!-- run -->")
        self.write(f"{self.step}/step.md", page)
        status, _, err = self.prose()
        self.assertEqual(status, 0, err)
        self.write(f"{self.step}/step.md", page.replace("In `App.swift`", "In the app's file"))
        status, _, err = self.prose()
        self.assertEqual(status, 1)
        self.assertIn("whole: App.swift, but the prose never names App.swift", err)
        self.write(f"{self.step}/step.md", page.replace("whole: App.swift", "whole: Other.swift"))
        status, _, err = self.prose()
        self.assertEqual(status, 1)
        self.assertIn("whole: Other.swift is no file that this step writes", err)

    def test_a_page_without_its_links_line_fails_and_links_writes_it(self):
        page = TOY_STEP.replace("\nFiles this step writes: [App.swift](Sources/App/App.swift)\n",
                                "")
        self.write(f"{self.step}/step.md", page)
        status, _, err = self.prose()
        self.assertEqual(status, 1)
        self.assertIn("00-double/step.md: its last line must link the files the step writes: "
                      "run scripts/tutorial links", err)
        result = subprocess.run([os.path.join(self.root, "scripts", "tutorial"), "links"],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
        self.assertEqual(result.returncode, 0, result.stderr)
        with open(os.path.join(self.root, self.step, "step.md"), encoding="utf-8") as handle:
            self.assertEqual(handle.read(), TOY_STEP)
        self.assertEqual(self.prose()[0], 0)

    def test_a_stale_links_line_fails(self):
        self.write(f"{self.step}/Sources/App/More.swift", "// More.\n")
        status, _, err = self.prose()
        self.assertEqual(status, 1)
        self.assertIn("its last line must link the files the step writes (it is stale)", err)

    def test_a_quote_of_a_file_the_step_does_not_write_must_be_in_the_package(self):
        self.write(f"{self.step}/step.md", TOY_STEP.replace(
            "Sources/Support/Helper.swift", "Sources/Support/Missing.swift"))
        status, _, err = self.prose()
        self.assertEqual(status, 1)
        self.assertIn("quotes Sources/Support/Missing.swift, which this step does not write", err)
        self.write(f"{self.step}/step.md", TOY_STEP.replace("(_ value: Int)", "(_ other: Int)"))
        status, _, err = self.prose()
        self.assertEqual(status, 1)
        self.assertIn("the quote of Sources/Support/Helper.swift: not in the file", err)


class LinksTests(unittest.TestCase):
    def test_a_links_line_links_each_file_in_the_folder_by_its_name_or_its_path(self):
        self.assertEqual(
            prose.links_line(["Package.swift", "Tests/A/Spec.swift", "Tests/B/Spec.swift"]),
            "Files this step writes: [Package.swift](Package.swift), "
            "[Tests/A/Spec.swift](Tests/A/Spec.swift), [Tests/B/Spec.swift](Tests/B/Spec.swift)")

    def test_what_a_step_takes_from_the_package_is_linked_there(self):
        self.assertEqual(
            prose.links_line(["Sources/A/A.swift"], ["Sources/Given"]),
            "Files this step writes: [A.swift](Sources/A/A.swift); it takes from the package "
            "[Sources/Given](../../../../../Sources/Given)")

    def test_the_links_line_replaces_the_old_one_at_the_end_and_has_no_words(self):
        page = "# Step\n\nWhy.\n\n\nFiles this step writes: [Old.swift](Old.swift)\n"
        line = prose.links_line(["New.swift"])
        self.assertEqual(prose.with_links_line(page, line),
                         "# Step\n\nWhy.\n\nFiles this step writes: [New.swift](New.swift)\n")
        self.assertEqual(prose.with_links_line("# Step\n\nWhy.", line),
                         prose.with_links_line(page, line))
        self.assertEqual(prose.words(prose.with_links_line(page, line)), 3)


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
