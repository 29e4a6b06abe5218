#!/usr/bin/env python3
"""Tests of the chain model and of scripts/tutorial on a toy tutorial, without Swift.

    python3 scripts/lib/test_chain.py

The toy package has a shared target (Sources/Shared, with its tests in Tests/SharedTests) whose
finished files other code needs, beside the chain's own slots; its chapters are written into a
temporary git repository, with a copy of scripts/, so that scripts/tutorial runs there as here.
"""

import os
import shutil
import subprocess
import sys
import tempfile
import unittest

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import chain as model  # noqa: E402

SCRIPTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

CHAIN = """\
# A chain with every kind of slot.
sources_slot=Sources/App
models_slot=Sources/AppModels
tests_slot=Tests/AppTests
shared_slot=Sources/Shared
shared='Format*.swift Units.swift'
shared_tests_slot=Tests/SharedTests
shared_tests='Format*Tests.swift'
first=Sources/Start
owned='App* Format* Units.swift'
test_filter=AppTests
"""



def format_file(value, head="", tail=""):
    # Long enough that an edit at its top has context that every snapshot shares.
    return f"import Base\n{head}\n// One.\n// Two.\n// Three.\nlet format = \"{value}\"\n{tail}"


PACKAGE = {
    "Package.swift": 'let package = Package(\n  name: "Toy",\n)\n',
    ".gitignore": ".build/\n",
    "Sources/Start/App.swift": "let app = 0\n",
    # The package's finished shared files: the chain replaces Format.swift, never Other.swift.
    "Sources/Shared/Format.swift": format_file("finished"),
    "Sources/Shared/Other.swift": "let other = format\n",
    "Sources/Shared/Units.swift": "let units = 2\n",
    "Tests/SharedTests/OtherTests.swift": "// other's tests\n",
    "Sources/App/App.swift": "let app = 3\n",
    "Sources/App/Keep.swift": "let keep = app\n",
    "Sources/AppModels/AppViewModel.swift": "let model = 3\n",
    "Tests/AppTests/AppTests.swift": "// app's tests\n",
}

STEPS = {
    "00-start": {"App.swift": "let app = 0\n"},
    "01-format": {"App.swift": "let app = 1\n", "Format.swift": format_file("step")},
    "02-test": {"FormatTests.swift": "// format's tests\n", "AppTests.swift": "// app's tests\n"},
    "03-model": {"AppViewModel.swift": "let model = 3\n", "App.swift": "let app = 3\n",
                 "Format.swift": format_file("finished")},
}


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


def read(path):
    with open(path, encoding="utf-8") as handle:
        return handle.read()


def toy_chain():
    with tempfile.TemporaryDirectory() as folder:
        write(os.path.join(folder, "chain"), CHAIN)
        settings = model.read_settings(os.path.join(folder, "chain"), "toy")
    return model.Chain(settings, "toy")


class Slots(unittest.TestCase):
    def test_routing(self):
        chain = toy_chain()
        # The shared tests' globs come first, then the shared ones, then the usual rules.
        self.assertEqual(chain.slot_for("FormatTests.swift"), "Tests/SharedTests")
        self.assertEqual(chain.slot_for("Format.swift"), "Sources/Shared")
        self.assertEqual(chain.slot_for("FormatStyle.swift"), "Sources/Shared")
        self.assertEqual(chain.slot_for("Units.swift"), "Sources/Shared")
        self.assertEqual(chain.slot_for("AppTests.swift"), "Tests/AppTests")
        self.assertEqual(chain.slot_for("AppViewModel.swift"), "Sources/AppModels")
        self.assertEqual(chain.slot_for("App.swift"), "Sources/App")
        self.assertIsNone(chain.slot_for("README.md"))
        self.assertEqual(chain.slots, ["Sources/App", "Tests/AppTests", "Sources/AppModels",
                                       "Sources/Shared", "Tests/SharedTests"])

    def test_a_shared_slot_needs_its_globs(self):
        with tempfile.TemporaryDirectory() as folder:
            write(os.path.join(folder, "chain"),
                  CHAIN.replace("shared='Format*.swift Units.swift'\n", ""))
            settings = model.read_settings(os.path.join(folder, "chain"), "toy")
        with self.assertRaisesRegex(model.ChainError, "shared_slot and shared"):
            model.Chain(settings, "toy")

    def test_an_unknown_setting_fails(self):
        with tempfile.TemporaryDirectory() as folder:
            write(os.path.join(folder, "chain"), CHAIN + "shared_slots=Sources/Shared\n")
            with self.assertRaisesRegex(model.ChainError, "shared_slots=Sources/Shared"):
                model.read_settings(os.path.join(folder, "chain"), "toy")

    def test_install_leaves_the_shared_slots(self):
        chain = toy_chain()
        with tempfile.TemporaryDirectory() as package:
            for name, text in PACKAGE.items():
                write(os.path.join(package, name), text)
            chain.install(package, {"App.swift": b"let app = 0\n"})
            # The chain's own slots hold its files, the package's unowned ones, and placeholders.
            self.assertEqual(sorted(os.listdir(os.path.join(package, "Sources/App"))),
                             ["App.swift", "Keep.swift"])
            self.assertEqual(read(os.path.join(package, "Sources/App/App.swift")), "let app = 0\n")
            self.assertEqual(os.listdir(os.path.join(package, "Tests/AppTests")),
                             [model.PLACEHOLDER])
            self.assertEqual(os.listdir(os.path.join(package, "Sources/AppModels")),
                             [model.PLACEHOLDER])
            # The shared slots keep the package's finished files, and get no placeholder.
            self.assertEqual(sorted(os.listdir(os.path.join(package, "Sources/Shared"))),
                             ["Format.swift", "Other.swift", "Units.swift"])
            self.assertEqual(read(os.path.join(package, "Sources/Shared/Format.swift")),
                             PACKAGE["Sources/Shared/Format.swift"])
            self.assertEqual(os.listdir(os.path.join(package, "Tests/SharedTests")),
                             ["OtherTests.swift"])

            # A file the chain writes replaces the package's file of that name, and only it.
            chain.install(package, {"App.swift": b"let app = 1\n",
                                    "Format.swift": b"let format = \"step\"\n",
                                    "FormatTests.swift": b"// format's tests\n"})
            self.assertEqual(read(os.path.join(package, "Sources/Shared/Format.swift")),
                             "let format = \"step\"\n")
            self.assertEqual(read(os.path.join(package, "Sources/Shared/Units.swift")),
                             PACKAGE["Sources/Shared/Units.swift"])
            self.assertEqual(sorted(os.listdir(os.path.join(package, "Tests/SharedTests"))),
                             ["FormatTests.swift", "OtherTests.swift"])

    def test_the_end_compares_only_the_chains_shared_files(self):
        chain = toy_chain()
        with tempfile.TemporaryDirectory() as root:
            for name, text in PACKAGE.items():
                write(os.path.join(root, name), text)
            state = {"App.swift": b"let app = 3\n", "AppViewModel.swift": b"let model = 3\n",
                     "AppTests.swift": b"// app's tests\n",
                     "Format.swift": format_file("finished").encode()}

            def mismatched():
                return [slot for slot in chain.slots
                        if chain.expected_last(root, state, slot) != chain.owned_in(state, slot)]

            # Other.swift and Units.swift, the package's, are not the chain's to match.
            self.assertEqual(mismatched(), [])
            state["Format.swift"] = b"let format = \"step\"\n"
            self.assertEqual(mismatched(), ["Sources/Shared"])
            # A shared file the package lacks fails too.
            state["Format.swift"] = format_file("finished").encode()
            state["FormatTests.swift"] = b"// format's tests\n"
            self.assertEqual(mismatched(), ["Tests/SharedTests"])
            # The chain's own slots must hold the package's owned files exactly.
            del state["FormatTests.swift"]
            os.remove(os.path.join(root, "Sources/AppModels/AppViewModel.swift"))
            self.assertEqual(mismatched(), ["Sources/AppModels"])


class Script(unittest.TestCase):
    """scripts/tutorial in a toy repository."""

    def setUp(self):
        self.scratch = tempfile.mkdtemp()
        self.root = os.path.join(self.scratch, "repo")
        for name, text in PACKAGE.items():
            write(os.path.join(self.root, name), text)
        chapter = os.path.join(self.root, "tutorial", "chapters", "01-toy")
        write(os.path.join(chapter, "chain"), CHAIN)
        write(os.path.join(chapter, "chapter.md"), "# Toy\n\nA toy chapter.\n")
        for step, files in STEPS.items():
            write(os.path.join(chapter, "steps", step, "step.md"), f"# {step}\n\nWhy.\n")
            for name, text in files.items():
                write(os.path.join(chapter, "steps", step, name), text)
        later = os.path.join(self.root, "tutorial", "chapters", "02-later")
        write(os.path.join(later, "chain"), CHAIN.replace("first=Sources/Start",
                                                          "continues=01-toy"))
        write(os.path.join(later, "chapter.md"), "# Later\n\nGoes on.\n")
        write(os.path.join(later, "steps", "00-on", "step.md"), "# On\n\nWhy.\n")
        write(os.path.join(later, "steps", "00-on", "Format.swift"),
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
        self.assertEqual(result.stdout.decode().splitlines(), [
            "01-toy/00-start: the start", "01-toy/01-format: 8", "01-toy/02-test: 2",
            "01-toy/03-model: 5", "02-later/00-on: 1"])

    def test_commits_keep_the_packages_shared_files(self):
        out = os.path.join(self.scratch, "commits")
        result = self.tutorial("commits", out)
        self.assertEqual(result.returncode, 0, result.stderr)
        commits = self.git("log", "--reverse", "--format=%H", folder=out).split()
        self.assertEqual(len(commits), 5)

        def show(commit, path):
            return self.git("show", f"{commit}:{path}", folder=out)

        for commit in commits:
            self.assertEqual(show(commit, "Sources/Shared/Other.swift"),
                             PACKAGE["Sources/Shared/Other.swift"])
            listing = self.git("ls-tree", "-r", "--name-only", commit, folder=out).split()
            self.assertNotIn("Sources/Shared/Placeholder.swift", listing)
            self.assertNotIn("Tests/SharedTests/Placeholder.swift", listing)
        self.assertEqual(show(commits[0], "Sources/Shared/Format.swift"),
                         PACKAGE["Sources/Shared/Format.swift"])
        self.assertEqual(show(commits[1], "Sources/Shared/Format.swift"), format_file("step"))
        self.assertEqual(show(commits[2], "Tests/SharedTests/FormatTests.swift"),
                         "// format's tests\n")
        self.assertEqual(show(commits[4], "Sources/Shared/Format.swift"),
                         format_file("finished", tail="let more = 1\n"))

    def test_a_chapters_set_up_is_a_commit_of_its_own_before_its_steps(self):
        prepare = os.path.join(self.root, "tutorial", "chapters", "02-later", "prepare")
        write(prepare, '#!/usr/bin/env python3\n"""Adds a note the steps need."""\nimport sys\n'
              'open(sys.argv[1] + "/NOTE", "w").write("set up\\n")\n')
        os.chmod(prepare, 0o755)
        out = os.path.join(self.scratch, "commits")
        result = self.tutorial("commits", out)
        self.assertEqual(result.returncode, 0, result.stderr)
        subjects = self.git("log", "--reverse", "--format=%s", folder=out).splitlines()
        self.assertEqual(subjects[4:], [
            "Later, the set-up (not a step: the learner does not write it)", "Later, step 0: On"])
        commits = self.git("log", "--reverse", "--format=%H", folder=out).split()
        self.assertEqual(self.git("show", "--name-only", "--format=", commits[4], folder=out)
                         .split(), ["NOTE"])
        self.assertEqual(self.git("show", "--name-only", "--format=", commits[5], folder=out)
                         .split(), ["Sources/Shared/Format.swift"])
        body = self.git("log", "-1", "--format=%b", commits[4], folder=out)
        self.assertIn("Adds a note the steps need.", body)

    def test_each_chapters_start_and_end_are_tagged(self):
        out = os.path.join(self.scratch, "commits")
        result = self.tutorial("commits", out)
        self.assertEqual(result.returncode, 0, result.stderr)

        def subjects(range_):
            return self.git("log", "--reverse", "--format=%s", range_, folder=out).splitlines()

        self.assertEqual(subjects("chapter-01-start..chapter-01-end"), [
            "Toy, step 1: 01-format", "Toy, step 2: 02-test", "Toy, step 3: 03-model"])
        self.assertEqual(subjects("chapter-02-start..chapter-02-end"), ["Later, step 0: On"])
        self.assertEqual(self.git("rev-parse", "chapter-01-end", folder=out),
                         self.git("rev-parse", "chapter-02-start", folder=out))

    def test_checkout_writes_the_package_at_a_step(self):
        out = os.path.join(self.scratch, "step1")
        result = self.tutorial("checkout", "01", "1", out)
        self.assertEqual(result.returncode, 0, result.stderr)
        # The chain's files as after step 1, the package's others as they are, placeholders
        # where the chain has written nothing yet.
        self.assertEqual(read(os.path.join(out, "Sources/App/App.swift")), "let app = 1\n")
        self.assertEqual(read(os.path.join(out, "Sources/App/Keep.swift")), "let keep = app\n")
        self.assertEqual(read(os.path.join(out, "Sources/Shared/Format.swift")),
                         format_file("step"))
        self.assertEqual(read(os.path.join(out, "Sources/Shared/Other.swift")),
                         PACKAGE["Sources/Shared/Other.swift"])
        self.assertEqual(os.listdir(os.path.join(out, "Tests/AppTests")), [model.PLACEHOLDER])
        self.assertFalse(os.path.exists(os.path.join(out, "tutorial")))
        lines = result.stdout.decode().splitlines()
        self.assertIn('after step 1, "01-format"', lines[0])
        self.assertIn("  swift test --filter 'AppTests'", lines)
        self.assertIn("Mid-chapter", lines[-1])

    def test_checkout_start_and_end(self):
        # A chapter that goes on from another starts where that one ends.
        start = os.path.join(self.scratch, "start")
        self.assertEqual(self.tutorial("checkout", "02", "start", start).returncode, 0)
        end = os.path.join(self.scratch, "end")
        self.assertEqual(self.tutorial("checkout", "01", "end", end).returncode, 0)
        for name in ("Sources/App/App.swift", "Sources/AppModels/AppViewModel.swift",
                     "Sources/Shared/Format.swift", "Tests/SharedTests/FormatTests.swift"):
            self.assertEqual(read(os.path.join(start, name)), read(os.path.join(end, name)))
        # The end is the default, and it has no mid-chapter warning.
        later = os.path.join(self.scratch, "later")
        result = self.tutorial("checkout", "02", later)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(read(os.path.join(later, "Sources/Shared/Format.swift")),
                         format_file("finished", tail="let more = 1\n"))
        self.assertNotIn("Mid-chapter", result.stdout.decode())

    def test_checkout_refuses_a_folder_in_use_and_a_missing_step(self):
        result = self.tutorial("checkout", "01", "4", os.path.join(self.scratch, "none"))
        self.assertEqual(result.returncode, 1)
        self.assertIn("no step 4; a step is start, end or 0 to 3", result.stderr.decode())
        result = self.tutorial("checkout", "01", self.root)
        self.assertEqual(result.returncode, 1)
        self.assertIn("exists and is not empty", result.stderr.decode())

    def snapshot(self, chapter, step, name="Format.swift"):
        return os.path.join(self.root, "tutorial", "chapters", chapter, "steps", step, name)

    def test_carry(self):
        step = self.snapshot("01-toy", "01-format")
        write(step, format_file("step", head="// Formats.\n"))
        result = self.tutorial("carry", "--dry-run", step)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(read(self.snapshot("01-toy", "03-model")), format_file("finished"))
        result = self.tutorial("carry", step)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stdout.decode().splitlines()[:2], [
            "patched tutorial/chapters/01-toy/steps/03-model/Format.swift",
            "patched tutorial/chapters/02-later/steps/00-on/Format.swift"])
        self.assertEqual(read(self.snapshot("01-toy", "03-model")),
                         format_file("finished", head="// Formats.\n"))
        self.assertEqual(read(self.snapshot("02-later", "00-on")),
                         format_file("finished", head="// Formats.\n", tail="let more = 1\n"))

    def test_carry_fails_whole_on_a_hunk_that_does_not_apply(self):
        step = self.snapshot("01-toy", "01-format")
        # The line edited is one that the later snapshots change: its hunk cannot apply there.
        write(step, format_file("step").replace("\"step\"", "\"step\" // Formats."))
        result = self.tutorial("carry", step)
        self.assertEqual(result.returncode, 1)
        self.assertIn("the edit does not apply to 2 of 2 later snapshots; none was changed",
                      result.stderr.decode())
        self.assertEqual(self.git("status", "--porcelain").split(),
                         ["M", "tutorial/chapters/01-toy/steps/01-format/Format.swift"])

    def test_carry_needs_an_edit(self):
        result = self.tutorial("carry", self.snapshot("01-toy", "01-format"))
        self.assertEqual(result.returncode, 1)
        self.assertIn("no edit against HEAD", result.stderr.decode())


if __name__ == "__main__":
    unittest.main()
