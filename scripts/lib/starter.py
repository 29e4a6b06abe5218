"""The tutorial's starter: what a learner has before chapter 1, made from the package by a
declared list of what to leave out (tutorial/starter), so that it cannot drift from Sources/.

The declaration holds shell-style assignments, read with shlex as a chain file is:
  targets  the targets left out, by name: each one's folder (Sources/NAME or Tests/NAME), its
           entry in the manifest, the products made only of left-out targets, and its name in
           every other target's dependencies go
  files    paths of single files left out of the targets that stay
  lines    PATH:REGEX items: the lines of a file that stay which match the (Python) regular
           expression are left out
In every Swift file that stays, an `import` of a left-out target is left out too.

The manifest is filtered as text, so that its comments stay: its `products` and `targets`
arrays hold one entry a line group (an entry starts at four spaces' indent, with a comment
block right above it belonging to it), and a `// MARK:` comment followed by an empty line heads
a group of entries, left out with the last of them.
"""

import re
import shlex

SETTINGS = ("targets", "files", "lines")

# The manifest's widest line, as swift-format wraps it.
WIDTH = 100


class StarterError(Exception):
    """A declaration or a manifest that the starter cannot be made from."""


def read_declaration(path):
    with open(path, encoding="utf-8") as handle:
        words = shlex.split(handle.read(), comments=True, posix=True)
    settings = {key: "" for key in SETTINGS}
    for word in words:
        key, equals, value = word.partition("=")
        if not equals or key not in SETTINGS:
            raise StarterError(f"{path}: {word!r} is no setting of " + ", ".join(SETTINGS))
        settings[key] = value
    lines = []
    for item in settings["lines"].split("\n"):
        item = item.strip()
        if not item:
            continue
        path_part, colon, pattern = item.partition(":")
        if not colon:
            raise StarterError(f"{path}: lines: {item!r} is not PATH:REGEX")
        lines.append((path_part, re.compile(pattern)))
    return settings["targets"].split(), settings["files"].split(), lines


def depth_change(line):
    """The brackets a line opens minus those it closes, string literals left out."""
    code = re.sub(r'"(\\.|[^"\\])*"', '""', line).split("//")[0]
    return code.count("(") + code.count("[") - code.count(")") - code.count("]")


def chunks(lines):
    """The entries of an array's lines: (kind, lines) with kind "entry", "header" (a comment
    block followed by an empty line) or "blank"."""
    out, pending, index = [], [], 0
    while index < len(lines):
        line = lines[index]
        if line.strip() == "":
            if pending:
                out.append(("header", pending))
                pending = []
            out.append(("blank", [line]))
            index += 1
        elif line.lstrip().startswith("//"):
            pending.append(line)
            index += 1
        else:
            entry, depth = [line], depth_change(line)
            index += 1
            while depth > 0 and index < len(lines):
                entry.append(lines[index])
                depth += depth_change(lines[index])
                index += 1
            out.append(("entry", pending + entry))
            pending = []
    if pending:
        out.append(("header", pending))
    return out


def quoted(text):
    return re.findall(r'"([^"]*)"', text)


def drop_dependencies(entry, dropped):
    """An entry's lines with the dropped names taken out of its `dependencies` array."""
    text = "".join(entry)
    match = re.search(r"dependencies: \[([^\]]*)\]", text)
    if not match:
        return entry
    inside = match.group(1)
    if "\n" not in inside:
        kept = [name for name in quoted(inside) if name not in dropped]
        new = ", ".join(f'"{name}"' for name in kept)
    else:
        # The names that stay, filled again into rows as wide as the manifest's lines.
        rows = inside.split("\n")
        indent = next(row[:len(row) - len(row.lstrip())] for row in rows if quoted(row))
        rows = [rows[0]]
        for name in (name for name in quoted(inside) if name not in dropped):
            word = f'"{name}",'
            if rows[-1].strip() and len(rows[-1]) + 1 + len(word) <= WIDTH:
                rows[-1] += " " + word
            else:
                rows.append(indent + word)
        rows.append(inside.split("\n")[-1])
        new = "\n".join(rows)
    text = text[:match.start(1)] + new + text[match.end(1):]
    return text.splitlines(keepends=True)


def filter_array(lines, dropped, products):
    kept = []
    parts = chunks(lines)
    for kind, part in parts:
        if kind != "entry":
            kept.append((kind, part))
            continue
        text = "".join(part)
        if products:
            targets = re.search(r"targets: \[([^\]]*)\]", text)
            if targets and all(name in dropped for name in quoted(targets.group(1))):
                continue
        else:
            name = re.search(r'name: "([^"]*)"', text)
            if name and name.group(1) in dropped:
                continue
            part = drop_dependencies(part, dropped)
        kept.append((kind, part))
    # A header whose entries all went goes too, and so do repeated empty lines.
    out = []
    for index, (kind, part) in enumerate(kept):
        if kind == "header":
            following = next((k for k, _ in kept[index + 1:] if k != "blank"), None)
            if following != "entry":
                continue
        if kind == "blank" and (not out or out[-1].strip() == ""):
            continue
        out += part
    while out and out[-1].strip() == "":
        out.pop()
    return out


def filter_manifest(text, dropped):
    """The manifest without the dropped targets (see the module's docstring)."""
    lines = text.splitlines(keepends=True)
    out, index = [], 0
    found = 0
    while index < len(lines):
        line = lines[index]
        opened = re.fullmatch(r"  (products|targets): \[\n", line)
        if not opened:
            out.append(line)
            index += 1
            continue
        found += 1
        end = index + 1
        while end < len(lines) and not re.fullmatch(r"  \],?\n", lines[end]):
            end += 1
        if end == len(lines):
            raise StarterError(f"Package.swift: the {opened.group(1)} array does not close")
        out.append(line)
        out += filter_array(lines[index + 1:end], dropped, opened.group(1) == "products")
        out.append(lines[end])
        index = end + 1
    if found != 2:
        raise StarterError("Package.swift: no `products: [` and `targets: [` arrays at two "
                           "spaces' indent")
    return "".join(out)


def make(package, declaration):
    """The starter's files (path to content) from the package's (path to content)."""
    targets, files, lines = read_declaration(declaration)
    dropped = set(targets)
    folders = tuple(f"{root}/{name}/" for name in targets for root in ("Sources", "Tests"))
    for path in files:
        if path not in package:
            raise StarterError(f"tutorial/starter: files names {path}, which the package lacks")
    out = {}
    for path, text in package.items():
        if path.startswith(folders) or path in files:
            continue
        if path == "Package.swift":
            text = filter_manifest(text.decode(), dropped).encode()
        elif path.endswith(".swift"):
            kept = []
            for line in text.decode().splitlines(keepends=True):
                module = re.fullmatch(r"(@[A-Za-z_]+(\([A-Za-z_]+\))? )?import ([A-Za-z_]+)\n?",
                                      line)
                if module and module.group(3) in dropped:
                    continue
                if any(path == where and pattern.search(line) for where, pattern in lines):
                    continue
                kept.append(line)
            text = "".join(kept).encode()
        out[path] = text
    for where, _ in lines:
        if where not in out:
            raise StarterError(f"tutorial/starter: lines names {where}, which the starter lacks")
    return out
