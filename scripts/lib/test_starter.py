#!/usr/bin/env python3
"""Tests of the tutorial's starter (scripts/lib/starter.py): the manifest's filter on a toy
manifest, and the starter that tutorial/starter makes of this package, without Swift.

    python3 scripts/lib/test_starter.py
"""

import os
import re
import subprocess
import sys
import tempfile
import unittest

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import chain  # noqa: E402
import starter  # noqa: E402

TUTORIAL_SCRIPT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                               "tutorial")

MANIFEST = """\
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Toy",
  products: [
    .library(name: "Keep", targets: ["Keep"]),
    .library(name: "Drop", targets: ["Drop"]),
    .executable(name: "toy-drop", targets: ["toy-drop"]),
  ],
  targets: [
    // MARK: Kept.

    .target(name: "Keep"),

    // MARK: Dropped, with its header.

    // The dropped target's own comment.
    .target(
      name: "Drop",
      dependencies: ["Keep"]
    ),
    .executableTarget(name: "toy-drop", dependencies: ["Drop"]),

    // MARK: Tests.

    .testTarget(
      name: "KeepTests",
      dependencies: [
        "Keep", "Drop", "AVeryLongDependencyNameThatFillsTheLine", "AnotherLongDependencyName",
        "Last",
      ],
      exclude: ["Golden"]
    ),
    .testTarget(name: "ShortTests", dependencies: ["Drop", "Keep"]),
  ]
)
"""

EXPECTED = """\
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Toy",
  products: [
    .library(name: "Keep", targets: ["Keep"]),
  ],
  targets: [
    // MARK: Kept.

    .target(name: "Keep"),

    // MARK: Tests.

    .testTarget(
      name: "KeepTests",
      dependencies: [
        "Keep", "AVeryLongDependencyNameThatFillsTheLine", "AnotherLongDependencyName", "Last",
      ],
      exclude: ["Golden"]
    ),
    .testTarget(name: "ShortTests", dependencies: ["Keep"]),
  ]
)
"""


class Manifest(unittest.TestCase):
    def test_the_filter_drops_targets_products_headers_and_dependencies(self):
        self.maxDiff = None
        self.assertEqual(starter.filter_manifest(MANIFEST, {"Drop", "toy-drop"}), EXPECTED)

    def test_a_manifest_of_another_layout_fails(self):
        with self.assertRaisesRegex(starter.StarterError, "products"):
            starter.filter_manifest("let package = Package(name: \"Toy\")\n", {"Drop"})

    def test_the_declaration_drops_files_imports_and_lines(self):
        package = {
            "Package.swift": MANIFEST.encode(),
            "Sources/Keep/A.swift": b"import Drop\nimport Keep\nlet a = 1\n",
            "Sources/Keep/B.swift": b"let b = 1\n",
            "Sources/Drop/D.swift": b"let d = 1\n",
            "Tests/KeepTests/T.swift": b"@testable import Drop\ncase one\ncase two\n",
        }
        with tempfile.TemporaryDirectory() as folder:
            declaration = os.path.join(folder, "starter")
            with open(declaration, "w", encoding="utf-8") as handle:
                handle.write("targets='Drop toy-drop'\nfiles=Sources/Keep/B.swift\n"
                             "lines='Tests/KeepTests/T.swift:^case two$'\n")
            made = starter.make(package, declaration)
        self.assertEqual(sorted(made), ["Package.swift", "Sources/Keep/A.swift",
                                        "Tests/KeepTests/T.swift"])
        self.assertEqual(made["Sources/Keep/A.swift"], b"import Keep\nlet a = 1\n")
        self.assertEqual(made["Tests/KeepTests/T.swift"], b"case one\n")


class ThisPackage(unittest.TestCase):
    """The starter that tutorial/starter makes of this package."""

    @classmethod
    def setUpClass(cls):
        tutorial = chain.Tutorial()
        cls.made = starter.make(tutorial.package(), os.path.join(tutorial.root, "tutorial",
                                                                 "starter"))
        cls.manifest = cls.made["Package.swift"].decode()
        cls.targets = re.findall(r'\.(?:target|executableTarget|testTarget)\(\s*name: "([^"]+)"',
                                 cls.manifest)

    def test_no_view_model_and_no_later_variant(self):
        for name in self.targets:
            self.assertNotRegex(name, r"ViewModels|MVVM|Observation|Declarative|SideBySide|Parity"
                                      r"|side-by-side|parity|Presentation")
        self.assertIn("WeatherMVC", self.targets)
        self.assertIn("BoxBinding", self.targets)
        self.assertFalse([path for path in self.made if path.endswith("Benchmarking.swift")])
        self.assertFalse([path for path in self.made if "Observation" in path.split("/")[:2][-1]])

    def test_every_target_has_its_folder_and_every_dependency_is_a_target(self):
        folders = {path.split("/")[1] for path in self.made if path.startswith(("Sources/",
                                                                                "Tests/"))}
        self.assertEqual(set(self.targets), folders)
        for dependencies in re.findall(r"dependencies: \[([^\]]*)\]", self.manifest):
            for name in re.findall(r'"([^"]+)"', dependencies):
                self.assertIn(name, self.targets)

    def test_no_file_imports_a_target_it_lacks(self):
        for path, text in self.made.items():
            if path.endswith(".swift") and path != "Package.swift":
                for module in re.findall(r"(?m)^(?:@\w+ )?import (Weather\w+|BoxBinding\w*)$",
                                         text.decode()):
                    self.assertIn(module, self.targets, path)



def files_of(folder):
    found = {}
    for top, _, names in os.walk(folder):
        for name in names:
            with open(os.path.join(top, name), "rb") as handle:
                found[os.path.relpath(os.path.join(top, name), folder)] = handle.read()
    return found


class Written(unittest.TestCase):
    """What `scripts/tutorial starter DIR` writes for this package."""

    @classmethod
    def setUpClass(cls):
        cls.scratch = tempfile.TemporaryDirectory()
        cls.folder = os.path.join(cls.scratch.name, "starter")
        cls.result = subprocess.run([TUTORIAL_SCRIPT, "starter", cls.folder],
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
        cls.files = files_of(cls.folder)

    @classmethod
    def tearDownClass(cls):
        cls.scratch.cleanup()

    def test_it_is_the_starter_with_a_readme(self):
        self.assertEqual(self.result.returncode, 0, self.result.stderr)
        made = starter.make(chain.Tutorial().package(),
                            os.path.join(chain.Tutorial().root, "tutorial", "starter"))
        written = dict(self.files)
        self.assertIn("README.md", written)
        del written["README.md"]
        self.assertEqual(written, made)

    def test_its_readme_says_what_it_is_how_to_build_and_test_and_where_chapter_1_begins(self):
        readme = self.files["README.md"].decode()
        first = chain.Tutorial().chapters()[0]
        step = first.steps()[0]
        self.assertIn("This folder is the starter", readme)
        self.assertIn(f'It is the start of chapter 01, "{first.title()}", before its step 0.',
                      readme)
        self.assertIn(f"`tutorial/chapters/{first.name}/steps/{step.name}/step.md`", readme)
        self.assertIn("\nswift build\n", readme)
        self.assertIn("\nswift run weather-mvc --now", readme)
        self.assertIn("\nswift test\n", readme)

    def test_it_is_what_checkout_writes_at_chapter_1s_start(self):
        # One meaning of a chapter's start: before its step 0, which for chapter 1 is here.
        with tempfile.TemporaryDirectory() as scratch:
            folder = os.path.join(scratch, "start")
            result = subprocess.run([TUTORIAL_SCRIPT, "checkout", "01", "start", folder],
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
            self.assertEqual(result.returncode, 0, result.stderr)
            self.assertEqual(files_of(folder), self.files)


if __name__ == "__main__":
    unittest.main()
