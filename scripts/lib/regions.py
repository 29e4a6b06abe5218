"""Generated regions of the project's pages, and the files a script writes whole.

A script owns a region of a page between two marker lines of its own,

    <!-- TOOL:NAME:begin -->
    ...
    <!-- TOOL:NAME:end -->

and writes what lies between them; the prose around them stays the authors'. `replaced` gives
the page with new regions; `sync` writes a file, or with `check` compares it and prints a
unified diff to stderr when it differs.

    import regions
    page = regions.replaced(text, "bench-page", {"results": table}, path=PAGE)
    stale = not regions.sync(PAGE, page, check=True, source="from docs/bench/*.json")
"""

import difflib
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def marker(tool, name, edge):
    """The marker line that begins (`edge` "begin") or ends ("end") region `name` of `tool`."""
    return f"<!-- {tool}:{name}:{edge} -->"


def replaced(text, tool, bodies, path):
    """`text` with the region of each name in `bodies` holding that body (no trailing newline).

    Exits, naming `path`, when a region's markers are missing or unclosed: a page that lost its
    markers must be mended by hand, not written around.
    """
    out, open_region, found = [], None, set()
    for line in text.split("\n"):
        if open_region:
            if line.strip() == marker(tool, open_region, "end"):
                out.append(line)
                open_region = None
            continue
        out.append(line)
        for name, body in bodies.items():
            if line.strip() == marker(tool, name, "begin"):
                out.append(body)
                open_region = name
                found.add(name)
    if open_region:
        sys.exit(f"{tool}: {shown(path)} has {marker(tool, open_region, 'begin')} but no"
                 f" {marker(tool, open_region, 'end')} after it")
    lacking = sorted(set(bodies) - found)
    if lacking:
        pairs = ", ".join(f"{marker(tool, n, 'begin')} … {marker(tool, n, 'end')}" for n in lacking)
        sys.exit(f"{tool}: {shown(path)} lacks the markers {pairs}")
    return "\n".join(out)


def shown(path):
    """`path` as the messages name it: from the project's root."""
    return os.path.relpath(path, ROOT)


def sync(path, wanted, check, source, ignore=None):
    """Writes `wanted` to `path`, or with `check` compares them; True when the file holds it.

    On a difference under `check`, prints a unified diff from the file to `source` (what the
    text was made from, as the diff's second label) on stderr. Lines for which `ignore` is true
    take no part in the comparison: a line that names the machine, say, which differs from one
    machine to the next while the numbers agree.
    """
    have = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
    if have == wanted:
        return True
    if check:
        have_lines, wanted_lines = have.splitlines(True), wanted.splitlines(True)
        if ignore:
            have_lines = [line for line in have_lines if not ignore(line)]
            wanted_lines = [line for line in wanted_lines if not ignore(line)]
            if have_lines == wanted_lines:
                return True
        sys.stderr.writelines(difflib.unified_diff(have_lines, wanted_lines, shown(path), source))
        return False
    with open(path, "w", encoding="utf-8") as file:
        file.write(wanted)
    print(f"wrote {shown(path)}", file=sys.stderr)
    return True
