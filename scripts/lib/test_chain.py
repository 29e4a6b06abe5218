#!/usr/bin/env python3
"""Tests of the chain model and of scripts/tutorial on a toy tutorial, without Swift.

    python3 scripts/lib/test_chain.py

The toy package's steps write files by their path in the package, the manifest included; a
chapter's setup/ changes the package before its first step; its chapters are written into a
temporary git repository, with a copy of scripts/, so that scripts/tutorial runs there as here.
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import unittest

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import chain as model  # noqa: E402

SCRIPTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

CHAIN = """\
# A chain that starts on a copy of real code.
copies='Sources/Start=Sources/App'
run=toy
ends='Sources/App Sources/Shared'
test_filter=AppTests
"""


def format_file(value, head="", tail=""):
    # Long enough that an edit at its top has context that every snapshot shares.
    return f"import Base\n{head}\n// One.\n// Two.\n// Three.\nlet format = \"{value}\"\n{tail}"


# The project's README.md, whose table of the app's commands each checkout's README.md copies.
README = """\
# Toy

| where | input | does |
| --- | --- | --- |
| any screen | `:q` | quits |
| `weather-other`, terminal | Ctrl-T | not in the toy |

More.
"""

PACKAGE = {
    "Package.swift": 'let package = Package(\n  name: "Toy",\n)\n',
    ".gitignore": ".build/\n",
    "Sources/Start/App.swift": "let app = 0\n",
    "Sources/Shared/Format.swift": format_file("finished"),
    "Sources/Shared/Other.swift": "let other = format\n",
    "Sources/App/App.swift": "let app = 3\n",
    "Sources/App/Keep.swift": "let keep = app\n",
    "Tests/AppTests/AppTests.swift": "// app's tests\n",
}

# The toy chapter's setup/ leaves out what its steps write.
SETUP = {"DELETE": "Sources/App/App.swift\nTests/AppTests/AppTests.swift\n",
         "Tests/AppTests/Placeholder.swift": "// later\n"}

STEPS = {
    "00-start": {"Sources/App/App.swift": "let app = 0\n"},
    "01-format": {"Sources/App/App.swift": "let app = 1\n",
                  "Sources/Shared/Format.swift": format_file("step")},
    "02-test": {"Tests/AppTests/AppTests.swift": "// app's tests\n",
                "DELETE": "Tests/AppTests/Placeholder.swift\n",
                "Package.swift": 'let package = Package(\n  name: "Toy",\n  tests: 1,\n)\n'},
    "03-model": {"Sources/App/App.swift": "let app = 3\n",
                 "Sources/Shared/Format.swift": format_file("finished"),
                 "Package.swift": PACKAGE["Package.swift"]},
}


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


def read(path):
    with open(path, encoding="utf-8") as handle:
        return handle.read()


def tree(folder):
    found = {}
    for top, dirs, names in os.walk(folder):
        dirs[:] = [name for name in dirs if name not in (".git", ".build")]
        for name in names:
            found[os.path.relpath(os.path.join(top, name), folder)] = read(os.path.join(top, name))
    return found


class Model(unittest.TestCase):
    def test_an_unknown_setting_fails(self):
        with tempfile.TemporaryDirectory() as folder:
            write(os.path.join(folder, "chain"), CHAIN + "sources_slot=Sources/App\n")
            with self.assertRaisesRegex(model.ChainError, "sources_slot=Sources/App"):
                model.read_settings(os.path.join(folder, "chain"), "toy")

    def test_a_step_adds_changes_renames_and_deletes_by_path(self):
        with tempfile.TemporaryDirectory() as folder:
            step = os.path.join(folder, "05-step")
            write(os.path.join(step, "step.md"), "# Step\n\nWhy.\n")
            write(os.path.join(step, "RENAME"), "Sources/A/Old.swift Sources/B/New.swift\n")
            write(os.path.join(step, "DELETE"), "Sources/A/Gone.swift\n")
            write(os.path.join(step, "Package.swift"), "manifest 2\n")
            write(os.path.join(step, "Sources/weather-toy/main.swift"), "main\n")
            state = {"Package.swift": b"manifest 1\n", "Sources/A/Old.swift": b"old\n",
                     "Sources/A/Gone.swift": b"gone\n"}
            written = set()
            model.advance(state, model.Step(step), written)
            self.assertEqual(state, {"Package.swift": b"manifest 2\n",
                                     "Sources/B/New.swift": b"old\n",
                                     "Sources/weather-toy/main.swift": b"main\n"})
            self.assertEqual(written, {"Package.swift", "Sources/B/New.swift",
                                       "Sources/weather-toy/main.swift"})
            self.assertEqual(model.changed_lines(
                {"Package.swift": b"manifest 1\n", "Sources/A/Gone.swift": b"gone\n"}, state),
                5)

    def test_a_step_takes_files_and_folders_from_the_package(self):
        with tempfile.TemporaryDirectory() as folder:
            step = os.path.join(folder, "05-step")
            write(os.path.join(step, "PACKAGE"), "Sources/A\nPackage.swift\n")
            state = {"Package.swift": b"manifest 1\n", "Sources/A/Old.swift": b"old\n",
                     "Sources/B/B.swift": b"b\n"}
            package = {"Package.swift": b"manifest 2\n", "Sources/A/New.swift": b"new\n",
                       "Sources/B/B.swift": b"finished b\n"}
            model.advance(state, model.Step(step), package=package)
            # The folder is exactly the package's; the others are left as they were.
            self.assertEqual(state, {"Package.swift": b"manifest 2\n",
                                     "Sources/A/New.swift": b"new\n",
                                     "Sources/B/B.swift": b"b\n"})
            # What it takes is given, not typed: its lines count toward no step's size.
            self.assertEqual(model.typed_lines(
                {"Package.swift": b"manifest 1\n", "Sources/A/Old.swift": b"old\n",
                 "Sources/B/B.swift": b"b\n"}, state, model.Step(step)), 0)
            self.assertEqual(model.typed_lines(
                {"Package.swift": b"manifest 1\n", "Sources/A/Old.swift": b"old\n"},
                {"Package.swift": b"manifest 2\n", "Sources/A/New.swift": b"new\n"},
                model.Step(os.path.join(folder, "none"))), 4)
            write(os.path.join(step, "PACKAGE"), "Sources/Missing\n")
            with self.assertRaisesRegex(model.ChainError, "PACKAGE names Sources/Missing"):
                model.advance(state, model.Step(step), package=package)

    def test_a_step_must_change_something(self):
        with tempfile.TemporaryDirectory() as folder:
            write(os.path.join(folder, "00-none", "step.md"), "# None\n\nWhy.\n")
            with self.assertRaisesRegex(model.ChainError, "changes no file"):
                model.advance({}, model.Step(os.path.join(folder, "00-none")))
            write(os.path.join(folder, "00-none", "DELETE"), "Missing.swift\n")
            with self.assertRaisesRegex(model.ChainError, "DELETE names Missing.swift"):
                model.advance({}, model.Step(os.path.join(folder, "00-none")))

    def test_ends_files_leave_out_the_globs_that_start_with_a_bang(self):
        self.assertTrue(model.matches("Box.swift", ["*", "!Benchmarking.swift"]))
        self.assertFalse(model.matches("Benchmarking.swift", ["*", "!Benchmarking.swift"]))
        self.assertTrue(model.matches("Box.swift", ["!Benchmarking.swift"]))
        self.assertFalse(model.matches("Box.swift", ["Weather*", "!Box*"]))
        self.assertFalse(model.matches("Other.swift", ["Weather*"]))

    def test_unused_links_names_a_dependency_that_no_file_imports(self):
        manifest = (
            'let package = Package(\n  name: "Toy",\n  targets: [\n'
            '    .target(name: "Base"),\n'
            '    .target(name: "Box"),\n'
            '    .target(\n      name: "App",\n      dependencies: ["Base", .target(name: "Box"),'
            ' .product(name: "Other", package: "other")]\n    ),\n'
            '    .executableTarget(name: "app", dependencies: ["App"]),\n'
            '    .testTarget(name: "AppTests", dependencies: ["App", "Box"]),\n  ]\n)\n')
        targets = model.manifest_targets(manifest)
        self.assertEqual(targets["App"], ("target", ["Base", "Box"]))
        self.assertEqual(targets["AppTests"], ("testTarget", ["App", "Box"]))
        self.assertEqual(sorted(targets), ["App", "AppTests", "Base", "Box", "app"])
        state = {"Package.swift": manifest.encode(),
                 "Sources/App/App.swift": b"import Base\n@testable import Box\n",
                 "Sources/app/main.swift": b"import App\n",
                 "Tests/AppTests/AppTests.swift": b"@testable import App\n// import Box\n"}
        self.assertEqual(model.unused_links(state), [("AppTests", "Box")])
        state["Tests/AppTests/More.swift"] = b"import Box\n"
        self.assertEqual(model.unused_links(state), [])

    def test_write_tree_keeps_build_and_unchanged_files(self):
        with tempfile.TemporaryDirectory() as folder:
            write(os.path.join(folder, ".build", "product"), "built\n")
            write(os.path.join(folder, "Sources/A/Same.swift"), "same\n")
            write(os.path.join(folder, "Sources/Gone/Gone.swift"), "gone\n")
            old = time.time() - 1000
            os.utime(os.path.join(folder, "Sources/A/Same.swift"), (old, old))
            model.write_tree(folder, {"Sources/A/Same.swift": b"same\n",
                                      "Sources/B/New.swift": b"new\n"})
            self.assertEqual(read(os.path.join(folder, ".build", "product")), "built\n")
            self.assertEqual(tree(folder), {"Sources/A/Same.swift": "same\n",
                                "Sources/B/New.swift": "new\n"})
            self.assertFalse(os.path.exists(os.path.join(folder, "Sources/Gone")))
            self.assertEqual(int(os.path.getmtime(os.path.join(folder, "Sources/A/Same.swift"))),
                             int(old))


class Script(unittest.TestCase):
    """scripts/tutorial in a toy repository."""

    def setUp(self):
        self.scratch = tempfile.mkdtemp()
        self.root = os.path.join(self.scratch, "repo")
        for name, text in PACKAGE.items():
            write(os.path.join(self.root, name), text)
        write(os.path.join(self.root, "README.md"), README)
        chapter = os.path.join(self.root, "tutorial", "chapters", "01-toy")
        write(os.path.join(chapter, "chain"), CHAIN)
        write(os.path.join(chapter, "chapter.md"), "# Toy\n\nA toy chapter.\n")
        for name, text in SETUP.items():
            write(os.path.join(chapter, "setup", name), text)
        for step, files in STEPS.items():
            write(os.path.join(chapter, "steps", step, "step.md"), f"# {step}\n\nWhy.\n")
            for name, text in files.items():
                write(os.path.join(chapter, "steps", step, name), text)
        later = os.path.join(self.root, "tutorial", "chapters", "02-later")
        write(os.path.join(later, "chain"), CHAIN.replace(
            "copies='Sources/Start=Sources/App'", "continues=01-toy"))
        write(os.path.join(later, "chapter.md"), "# Later\n\nGoes on.\n")
        write(os.path.join(later, "steps", "00-on", "step.md"), "# On\n\nWhy.\n")
        write(os.path.join(later, "steps", "00-on", "Sources/Shared/Format.swift"),
              format_file("finished", tail="let more = 1\n"))
        shutil.copytree(SCRIPTS, os.path.join(self.root, "scripts"),
                        ignore=shutil.ignore_patterns("__pycache__"))
        self.git("init", "-q")
        self.git("add", "-A")
        self.git("-c", "user.name=t", "-c", "user.email=t@example.invalid", "commit", "-q",
                 "-m", "toy")

    def tearDown(self):
        shutil.rmtree(self.scratch)

    def git(self, *arguments, folder=None):
        return subprocess.run(["git", "-C", folder or self.root] + list(arguments), check=True,
                              stdout=subprocess.PIPE).stdout.decode()

    def tutorial(self, *arguments):
        return subprocess.run([os.path.join(self.root, "scripts", "tutorial")] + list(arguments),
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)

    def test_sizes(self):
        result = self.tutorial("sizes")
        self.assertEqual(result.returncode, 0, result.stderr)
        # Step 2 adds a test (1), deletes the placeholder (1) and changes the manifest (1).
        self.assertEqual(result.stdout.decode().splitlines(), [
            "01-toy/00-start: a copy of real code", "01-toy/01-format: 4", "01-toy/02-test: 3",
            "01-toy/03-model: 5", "02-later/00-on: 1"])

    def test_sizes_fails_unless_each_chapter_continues_the_one_before(self):
        later = os.path.join(self.root, "tutorial", "chapters", "02-later", "chain")
        write(later, read(later).replace("continues=01-toy", "start=package"))
        result = self.tutorial("sizes")
        self.assertEqual(result.returncode, 1)
        self.assertIn("02-later: chain must say continues=01-toy", result.stderr.decode())

    def test_commits(self):
        out = os.path.join(self.scratch, "commits")
        result = self.tutorial("commits", out)
        self.assertEqual(result.returncode, 0, result.stderr)
        subjects = self.git("log", "--reverse", "--format=%s", folder=out).splitlines()
        self.assertEqual(subjects, [
            "Toy, before its steps: the package",
            "Toy, step 0: 00-start", "Toy, step 1: 01-format", "Toy, step 2: 02-test",
            "Toy, step 3: 03-model", "Later, step 0: On"])
        commits = self.git("log", "--reverse", "--format=%H", folder=out).split()

        def show(commit, path):
            return self.git("show", f"{commit}:{path}", folder=out)

        self.assertEqual(show(commits[0], "Tests/AppTests/Placeholder.swift"), "// later\n")
        self.assertEqual(show(commits[2], "Sources/Shared/Format.swift"), format_file("step"))
        self.assertEqual(self.git("show", "--name-only", "--format=", commits[3], folder=out)
                         .split(), ["Package.swift", "Tests/AppTests/AppTests.swift",
                                    "Tests/AppTests/Placeholder.swift"])
        self.assertEqual(show(commits[5], "Sources/Shared/Format.swift"),
                         format_file("finished", tail="let more = 1\n"))

    def test_each_chapters_start_and_end_are_tagged(self):
        out = os.path.join(self.scratch, "commits")
        result = self.tutorial("commits", out)
        self.assertEqual(result.returncode, 0, result.stderr)

        def subjects(range_):
            return self.git("log", "--reverse", "--format=%s", range_, folder=out).splitlines()

        # A chapter's start is before its step 0, even when that step copies real code.
        self.assertEqual(subjects("chapter-01-start..chapter-01-end"), [
            "Toy, step 0: 00-start", "Toy, step 1: 01-format", "Toy, step 2: 02-test", "Toy, step 3: 03-model"])
        self.assertEqual(subjects("chapter-02-start..chapter-02-end"), ["Later, step 0: On"])
        self.assertEqual(self.git("rev-parse", "chapter-01-end", folder=out),
                         self.git("rev-parse", "chapter-02-start", folder=out))

    def test_checkout_writes_the_package_at_a_step(self):
        out = os.path.join(self.scratch, "step1")
        result = self.tutorial("checkout", "01", "1", out)
        self.assertEqual(result.returncode, 0, result.stderr)
        expected = dict(PACKAGE)
        del expected["Tests/AppTests/AppTests.swift"]
        expected.update({"Sources/App/App.swift": "let app = 1\n",
                         "Sources/Shared/Format.swift": format_file("step"),
                         "Tests/AppTests/Placeholder.swift": "// later\n"})
        readme = tree(out).pop("README.md")
        self.assertEqual({path: text for path, text in tree(out).items() if path != "README.md"},
                         expected)
        # The README says where the folder is, what comes next, how to build, run and test it,
        # and the app's commands, without the rows of executables that it lacks.
        self.assertIn('in chapter 01, "Toy", after step 1, "01-format"', readme)
        self.assertIn('Next is step 2, "02-test", explained in the tutorial\'s '
                      '`tutorial/chapters/01-toy/steps/02-test/step.md`.', readme)
        self.assertIn("swift run toy", readme)
        self.assertIn("swift test --filter 'AppTests'", readme)
        self.assertIn("Swift toolchain alone", readme)
        self.assertIn("| any screen | `:q` | quits |", readme)
        self.assertNotIn("weather-other", readme)
        lines = result.stdout.decode().splitlines()
        self.assertIn('after step 1, "01-format"', lines[0])
        self.assertIn("  swift run toy", lines)
        self.assertIn("  swift test --filter 'AppTests'", lines)
        self.assertIn("Mid-chapter", lines[-1])

    def test_checkout_start_and_end(self):
        # A chapter that goes on from another starts where that one ends.
        start = os.path.join(self.scratch, "start")
        self.assertEqual(self.tutorial("checkout", "02", "start", start).returncode, 0)
        end = os.path.join(self.scratch, "end")
        self.assertEqual(self.tutorial("checkout", "01", "end", end).returncode, 0)
        self.assertIn('Next is chapter 02, "Later"', read(os.path.join(end, "README.md")))
        self.assertIn("at the start of chapter 02", read(os.path.join(start, "README.md")))
        for folder in (start, end):
            os.remove(os.path.join(folder, "README.md"))
        self.assertEqual(tree(start), tree(end))
        self.assertEqual(tree(end), PACKAGE)
        # The end is the default, and it has no mid-chapter warning.
        later = os.path.join(self.scratch, "later")
        result = self.tutorial("checkout", "02", later)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(read(os.path.join(later, "Sources/Shared/Format.swift")),
                         format_file("finished", tail="let more = 1\n"))
        self.assertNotIn("Mid-chapter", result.stdout.decode())
        self.assertIn("This is the tutorial's end.", read(os.path.join(later, "README.md")))

    def test_the_start_of_a_chapter_on_a_copy_is_before_its_step_0(self):
        start = os.path.join(self.scratch, "start")
        result = self.tutorial("checkout", "01", "start", start)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("its start, before step 0", result.stdout.decode())
        readme = tree(start).pop("README.md")
        # The package, and the set-up, before the step that copies Sources/Start into App.
        expected = dict(PACKAGE)
        for path in ("Sources/App/App.swift", "Tests/AppTests/AppTests.swift"):
            del expected[path]
        expected["Tests/AppTests/Placeholder.swift"] = "// later\n"
        self.assertEqual({path: text for path, text in tree(start).items()
                          if path != "README.md"}, expected)
        self.assertIn('at the start of chapter 01, "Toy", before its step 0', readme)
        self.assertIn('Next is step 0, "00-start"', readme)
        # No chapter's tests are checked before its first: the whole suite is.
        self.assertIn("\nswift test\n", readme)

    def test_checkout_takes_a_chapters_number(self):
        by_number = os.path.join(self.scratch, "by-number")
        by_name = os.path.join(self.scratch, "by-name")
        self.assertEqual(self.tutorial("checkout", "2", "start", by_number).returncode, 0)
        self.assertEqual(self.tutorial("checkout", "02-later", "start", by_name).returncode, 0)
        self.assertEqual(tree(by_number), tree(by_name))
        self.assertNotEqual(self.tutorial("checkout", "3", "end",
                                          os.path.join(self.scratch, "none")).returncode, 0)

    def test_a_chapter_that_continues_another_starts_at_its_end_even_on_a_copy(self):
        later = os.path.join(self.root, "tutorial", "chapters", "02-later")
        write(os.path.join(later, "chain"), CHAIN.replace(
            "copies='Sources/Start=Sources/App'",
            "continues=01-toy\ncopies='Sources/App=Sources/Copy'"))
        write(os.path.join(later, "steps", "00-on", "Sources/Copy/App.swift"), "let app = 3\n")
        start = os.path.join(self.scratch, "start")
        end = os.path.join(self.scratch, "end")
        self.assertEqual(self.tutorial("checkout", "2", "start", start).returncode, 0)
        self.assertEqual(self.tutorial("checkout", "1", "end", end).returncode, 0)
        for folder in (start, end):
            os.remove(os.path.join(folder, "README.md"))
        self.assertEqual(tree(start), tree(end))
        # The copy is a step of the chapter, not its start, and it is exempt from the size.
        self.assertIn("02-later/00-on: a copy of real code",
                      self.tutorial("sizes").stdout.decode())
        out = os.path.join(self.scratch, "commits")
        self.assertEqual(self.tutorial("commits", out).returncode, 0)
        self.assertEqual(self.git("rev-parse", "chapter-01-end", folder=out),
                         self.git("rev-parse", "chapter-02-start", folder=out))
        self.assertIn("Later, step 0: On",
                      self.git("log", "--format=%s", "-1", "chapter-02-end", folder=out))

    def test_a_chapter_can_start_on_the_starter(self):
        write(os.path.join(self.root, "tutorial", "starter"), "targets=AppTests\n")
        write(os.path.join(self.root, "Package.swift"),
              'let package = Package(\n  name: "Toy",\n  products: [\n  ],\n  targets: [\n'
              '    .target(name: "App"),\n    .testTarget(name: "AppTests"),\n  ]\n)\n')
        write(os.path.join(self.root, "tutorial", "chapters", "01-toy", "chain"),
              CHAIN + "start=starter\n")
        shutil.rmtree(os.path.join(self.root, "tutorial", "chapters", "01-toy", "setup"))
        shutil.rmtree(os.path.join(self.root, "tutorial", "chapters", "01-toy", "steps",
                                   "02-test"))
        out = os.path.join(self.scratch, "start")
        result = self.tutorial("checkout", "01", "0", out)
        self.assertEqual(result.returncode, 0, result.stderr)
        # The starter has no AppTests; App.swift is the first step's.
        self.assertFalse(os.path.exists(os.path.join(out, "Tests")))
        self.assertEqual(read(os.path.join(out, "Sources/App/App.swift")), "let app = 0\n")
        self.assertNotIn("AppTests", read(os.path.join(out, "Package.swift")))
        starter = os.path.join(self.scratch, "starter")
        result = self.tutorial("starter", starter)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(read(os.path.join(starter, "Sources/App/App.swift")), "let app = 3\n")

    def test_checkout_refuses_a_folder_in_use_and_a_missing_step(self):
        result = self.tutorial("checkout", "01", "4", os.path.join(self.scratch, "none"))
        self.assertEqual(result.returncode, 1)
        self.assertIn("no step 4; a step is start, end or 0 to 3", result.stderr.decode())
        result = self.tutorial("checkout", "01", self.root)
        self.assertEqual(result.returncode, 1)
        self.assertIn("exists and is not empty", result.stderr.decode())

    def snapshot(self, chapter, step, path="Sources/Shared/Format.swift"):
        return os.path.join(self.root, "tutorial", "chapters", chapter, "steps", step, path)

    def test_carry(self):
        step = self.snapshot("01-toy", "01-format")
        write(step, format_file("step", head="// Formats.\n"))
        result = self.tutorial("carry", "--dry-run", step)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(read(self.snapshot("01-toy", "03-model")), format_file("finished"))
        result = self.tutorial("carry", step)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stdout.decode().splitlines()[:2], [
            "patched tutorial/chapters/01-toy/steps/03-model/Sources/Shared/Format.swift",
            "patched tutorial/chapters/02-later/steps/00-on/Sources/Shared/Format.swift"])
        self.assertEqual(read(self.snapshot("01-toy", "03-model")),
                         format_file("finished", head="// Formats.\n"))
        self.assertEqual(read(self.snapshot("02-later", "00-on")),
                         format_file("finished", head="// Formats.\n", tail="let more = 1\n"))

    def test_carry_stops_at_a_rename(self):
        write(self.snapshot("01-toy", "02-test", "RENAME"),
              "Sources/Shared/Format.swift Sources/Shared/Formats.swift\n")
        step = self.snapshot("01-toy", "01-format")
        write(step, format_file("step", head="// Formats.\n"))
        result = self.tutorial("carry", step)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("no later snapshot", result.stdout.decode())

    def test_carry_fails_whole_on_a_hunk_that_does_not_apply(self):
        step = self.snapshot("01-toy", "01-format")
        # The line edited is one that the later snapshots change: its hunk cannot apply there.
        write(step, format_file("step").replace("\"step\"", "\"step\" // Formats."))
        result = self.tutorial("carry", step)
        self.assertEqual(result.returncode, 1)
        self.assertIn("the edit does not apply to 2 of 2 later snapshots; none was changed",
                      result.stderr.decode())
        self.assertEqual(self.git("status", "--porcelain").split(), [
            "M", "tutorial/chapters/01-toy/steps/01-format/Sources/Shared/Format.swift"])

    def test_carry_from_the_package(self):
        # An edit of the package's file reaches the snapshot equal to it (03-model's) as it is,
        # and from there the snapshots before and after it by 3-way merges.
        write(os.path.join(self.root, "Sources/Shared/Format.swift"),
              format_file("finished", head="// Formats.\n"))
        result = self.tutorial("carry", os.path.join(self.root, "Sources/Shared/Format.swift"))
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(read(self.snapshot("01-toy", "01-format")),
                         format_file("step", head="// Formats.\n"))
        self.assertEqual(read(self.snapshot("01-toy", "03-model")),
                         format_file("finished", head="// Formats.\n"))
        self.assertEqual(read(self.snapshot("02-later", "00-on")),
                         format_file("finished", head="// Formats.\n", tail="let more = 1\n"))
        self.assertIn("reached 3 of the 3 snapshots", result.stdout.decode())

    def test_carry_from_the_package_names_a_conflict(self):
        # The line edited is one that 01-format's step changes: the edit stops there.
        write(os.path.join(self.root, "Sources/Shared/Format.swift"),
              format_file("finished").replace("\"finished\"", "\"finished\" // Formats."))
        result = self.tutorial("carry", os.path.join(self.root, "Sources/Shared/Format.swift"))
        self.assertEqual(result.returncode, 1)
        self.assertIn("01-toy/01-format", result.stderr.decode())
        # 02-later's step adds a line right under it: a conflict too.
        self.assertIn("02-later/00-on", result.stderr.decode())
        self.assertEqual(read(self.snapshot("01-toy", "01-format")), format_file("step"))
        self.assertIn("reached 1 of the 3 snapshots", result.stdout.decode())

    def test_verify_finds_the_steps_an_edit_changed(self):
        write(self.snapshot("01-toy", "01-format"), format_file("step", head="// Formats.\n"))
        write(self.snapshot("02-later", "00-on", "Sources/App/New.swift"), "let new = 1\n")
        # The toy's scripts/tutorial, loaded in a process of its own so that its chain model is
        # the toy's.
        code = ("import importlib.machinery, json, sys, types\n"
                "loader = importlib.machinery.SourceFileLoader('t', sys.argv[1])\n"
                "script = types.ModuleType('t')\n"
                "script.__file__ = sys.argv[1]\n"
                "loader.exec_module(script)\n"
                "print(json.dumps(script.changed_since_head(), sort_keys=True))\n")
        found = subprocess.run(
            [sys.executable, "-c", code, os.path.join(self.root, "scripts", "tutorial")],
            stdout=subprocess.PIPE, check=True).stdout.decode()
        self.assertEqual(json.loads(found), {
            "tutorial/chapters/01-toy/steps/01-format": ["Sources/Shared/Format.swift"],
            "tutorial/chapters/02-later/steps/00-on": ["Sources/App/New.swift"]})

    def test_carry_needs_an_edit(self):
        result = self.tutorial("carry", self.snapshot("01-toy", "01-format"))
        self.assertEqual(result.returncode, 1)
        self.assertIn("no edit against HEAD", result.stderr.decode())


if __name__ == "__main__":
    unittest.main()
