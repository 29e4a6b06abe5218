#!/usr/bin/env python3
"""The table of SwiftUI's rules in docs/from-swiftui.md and the tests that it names, each as
`Suite.function` in Tests/DeclarativeViewsTests, so that a renamed or removed test cannot leave
the page naming a test that does not exist.

    python3 scripts/lib/rule_table.py   print the table's tests; fail on one that does not exist
"""

import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PAGE = "docs/from-swiftui.md"
TESTS = "Tests/DeclarativeViewsTests"
HEADING = "## SwiftUI's rules, and the tests that hold them"

NAME = re.compile(r"`([A-Za-z_]\w*)\.([A-Za-z_]\w*)`")
TYPE = re.compile(r"^(?:public |final |private )*(?:struct|class|enum) ([A-Za-z_]\w*)", re.M)
TEST = re.compile(r"@Test\b")
FUNCTION = re.compile(r"\bfunc ([A-Za-z_]\w*)")


def named_tests(page):
    """The `Suite.function` names in the last column of the table under HEADING, by row, each
    row as (its first cell, [names])."""
    lines = page.splitlines()
    if HEADING not in lines:
        return []
    rows = []
    for line in lines[lines.index(HEADING) + 1:]:
        if line.startswith("## "):
            break
        if not line.startswith("|") or set(line) <= set("|- "):
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        names = [f"{suite}.{function}" for suite, function in NAME.findall(cells[-1])]
        if names:
            rows.append((cells[0], names))
    return rows


def defined_tests(source):
    """The `Suite.function` of each @Test in a Swift file: the function that follows the
    attribute, in the last type declared at the start of a line before it."""
    types = [(match.start(), match.group(1)) for match in TYPE.finditer(source)]
    tests = set()
    for match in TEST.finditer(source):
        function = FUNCTION.search(source, match.end())
        suites = [name for start, name in types if start < match.start()]
        if function and suites:
            tests.add(f"{suites[-1]}.{function.group(1)}")
    return tests


def missing(page, sources):
    """The names that the table gives and no source defines, in the table's order; a page
    without the table, or a table that names no test, misses the table itself."""
    rows = named_tests(page)
    if not rows:
        return [HEADING]
    defined = set().union(*(defined_tests(source) for source in sources))
    return [name for _, names in rows for name in names if name not in defined]


def read_repository():
    """The page and the test sources, as the repository holds them."""
    with open(os.path.join(ROOT, PAGE), encoding="utf-8") as file:
        page = file.read()
    sources = []
    for path in sorted(glob.glob(os.path.join(ROOT, TESTS, "*.swift"))):
        with open(path, encoding="utf-8") as file:
            sources.append(file.read())
    return page, sources


def main():
    page, sources = read_repository()
    for rule, names in named_tests(page):
        print(f"{rule}: {', '.join(names)}")
    absent = missing(page, sources)
    if absent:
        sys.exit(f"{PAGE} names what {TESTS} does not define: {', '.join(absent)}")


if __name__ == "__main__":
    main()
