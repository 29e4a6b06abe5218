"""The tutorial's chain model: chapters, their `chain` settings, steps as whole-file snapshots
keyed by their path in the package, and the replay of a chapter (and of the chapters it
continues) into the package a step leaves. scripts/tutorial, scripts/step-references and
scripts/docs all read the chapters through this module, so that the three cannot disagree on
what a step is.

A chain's state is the whole package, each file by its path (Package.swift,
Sources/WeatherMVVM/WeatherViewController.swift, Sources/weather-mvvm/main.swift, …): a step
can add, change, rename or delete any of them, the manifest and the executables included, so a
chapter needs no set-up script and no folders reserved for it.

A chapter is a folder tutorial/chapters/NN-slug/ holding
  chapter.md          a "# Title" line, then the chapter's introduction;
  chain               settings (below);
  setup/              optional: changes made to the package before the chapter's first step that
                      the learner does not write, in a step's form (files at their paths, DELETE,
                      RENAME, PACKAGE); not a step, so it counts toward no step's size;
  steps/NN-slug/      step.md (a "# Title" line, then the explanation), and a whole-file
                      snapshot of each file that the step adds or changes, at its path in the
                      package (steps/03-x/Sources/WeatherMVVM/WeatherViewModel.swift); a file the
                      step leaves alone is the previous step's. Optionally:
                        DELETE  the paths of files the step removes, one a line;
                        RENAME  `OLD NEW` lines, paths of files the step moves (applied first:
                                a snapshot at NEW then changes the moved file);
                        PACKAGE paths of files or folders, one a line, that the step makes as
                                they are in the package (a folder: exactly its files there),
                                rather than copying them into the step (applied after RENAME);
                                what it takes is given to the learner, not typed, so it counts
                                toward no step's size;
                        TESTS   a `swift test --filter` pattern that this step and the
                                chapter's later steps run besides the chain's test_filter: for a
                                test of the package that holds only once the step is done;
  assessments.tutorial  optional: closing questions in DocC's syntax, for scripts/docs.

A chapter starts on the package (its manifest, .gitignore, Sources and Tests, as in the working
tree), on the starter made of it (`start`), or, with `continues`, on the package that the
chapter it continues ends with. The tutorial is one chain: chapter 1 starts on the starter and
each later chapter continues the one before, so that a chapter's end is the next one's start
(`Tutorial.check_one_chain`, which `scripts/tutorial sizes` runs).

A manifest links into a target only what the target's files import (`unused_links`):
`scripts/tutorial verify` checks it at every chapter's end.

The chain file holds shell-style assignments, one a line (`key=value`, quoted when the value has
spaces, `#` comments); it is read with shlex, not run, so it holds no expansions or commands.
It sets:
  test_filter   the `swift test --filter` run after each step; the golden suites' in-process
                tests check a step's frames, since an executable only hands its variant's
                `Screens` to the session those tests drive; `inProcess` holds every variant
                to the golden files, so the suites' `variantsAgree`, which would run each
                scenario through every variant again, adds nothing to it
  run           the executable that shows the chapter's screen, such as weather-mvvm
  start         optional, for a chapter that continues none: `package` (the default), the
                package itself, or `starter`, what tutorial/starter leaves of it
                (scripts/lib/starter.py): what a learner has before chapter 1
  continues     optional: the chapter (folder name) whose last step this chain starts from; the
                chapter continued is checked at the end of this one instead of its own
  copies        optional: FROM=TO folder pairs, space-separated: the first step copies real
                code, so each file it writes in TO that FROM has a file of that name for must
                equal the package's file in FROM (the others, such as a variant's own `Screens`
                value, are its own); the first step is exempt from the size limit, and in a
                chapter that continues none it is the chapter's start (one that continues
                another starts where that one ends, and its copy is its step 0)
  renames       optional: module renames (OLD=NEW, space-separated) applied to the `import`
                lines of the files that `copies` expects: a copy of another variant imports
                its own view models' module
  ends          folders (space-separated) that after the last step must equal the package's
                same folders, unless a later chapter goes on from here (then that one's end is
                checked)
  ends_files    optional: file-name globs (space-separated) of the files that `ends` compares
                (default: all); a glob that starts with `!` leaves out the files it matches
"""

import fnmatch
import os
import re
import shlex
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# The most lines one step may change: a reader follows a step as one idea.
MAX_STEP_LINES = 120

# What the chain builds on: the package's manifest, sources and tests, as in the working tree
# (tracked files and new ones that are not ignored).
PACKAGE_PATHS = ["Package.swift", ".gitignore", "Sources", "Tests"]

# A step's files that are not the package's.
STEP_FILES = ("step.md", "DELETE", "RENAME", "TESTS", "PACKAGE")

# Every setting a chain file may make, with its default.
SETTINGS = {
    "start": "package",
    "test_filter": "",
    "run": "",
    "continues": "",
    "copies": "",
    "renames": "",
    "ends": "",
    "ends_files": "*",
}


class ChainError(Exception):
    """A chapter that breaks the tutorial's rules; the message names it."""


def matches(name, globs):
    """Whether `name` matches one of `globs` and none of those that start with `!` (which leave
    out what the others take; with only those, every other name matches)."""
    # fnmatchcase, not fnmatch: a shell pattern is case-sensitive, whatever the platform.
    taken = [glob for glob in globs if not glob.startswith("!")]
    if any(fnmatch.fnmatchcase(name, glob[1:]) for glob in globs if glob.startswith("!")):
        return False
    return not taken or any(fnmatch.fnmatchcase(name, glob) for glob in taken)


def title_of(path):
    """The title of a file whose first line is "# Title"."""
    with open(path, encoding="utf-8") as handle:
        first = handle.readline().rstrip("\n")
    if not first.startswith("# "):
        raise ChainError(f"{path} must start with a '# Title' line")
    return first[2:]


def body_lines(path):
    """A file's lines after its title, without the empty lines around them, each with its line
    end (the last may have none, as in the file)."""
    with open(path, encoding="utf-8", newline="") as handle:
        text = handle.read()
    # Split on line feeds only, as sed does: str.splitlines also splits on form feeds and more.
    lines = [line + "\n" for line in text.split("\n")]
    lines[-1] = lines[-1][:-1]
    if lines[-1] == "":
        lines.pop()
    lines = lines[1:]
    while lines and lines[0].rstrip("\n") == "":
        lines.pop(0)
    while lines and lines[-1].rstrip("\n") == "":
        lines.pop()
    return lines


def body_of(path):
    """A file's text after its title, without the empty lines around it or a final line end."""
    return "".join(body_lines(path)).rstrip("\n")


def numbered_dirs(folder):
    """The NN-slug folders of `folder`, in order."""
    if not os.path.isdir(folder):
        return []
    return sorted(
        os.path.join(folder, name) for name in os.listdir(folder)
        if re.fullmatch(r"[0-9][0-9]-.*", name) and os.path.isdir(os.path.join(folder, name)))


def read_settings(path, label):
    """The settings of a chain file, its defaults filled in."""
    if not os.path.isfile(path):
        raise ChainError(f"{label}: no chain file")
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    try:
        words = shlex.split(text, comments=True, posix=True)
    except ValueError as error:
        raise ChainError(f"{label}: chain: {error}") from None
    settings = dict(SETTINGS)
    for word in words:
        key, equals, value = word.partition("=")
        if not equals or key not in SETTINGS:
            raise ChainError(f"{label}: chain: {word!r} is no setting of "
                             + ", ".join(sorted(SETTINGS)))
        settings[key] = value
    return settings


def lines_of(path):
    if not os.path.isfile(path):
        return []
    with open(path, encoding="utf-8") as handle:
        return [line.strip() for line in handle.read().split("\n") if line.strip()]


class Step:
    """A step, or a chapter's setup/ (which has the same form but no step.md)."""

    def __init__(self, path):
        self.path = path
        self.name = os.path.basename(path)

    def files(self):
        """The step's snapshots: package path to the snapshot's path, in order of package path."""
        found = {}
        for folder, dirs, names in os.walk(self.path):
            dirs[:] = sorted(name for name in dirs if not name.startswith("."))
            for name in names:
                if name.startswith(".") and name != ".gitignore":
                    continue
                full = os.path.join(folder, name)
                relative = os.path.relpath(full, self.path).replace(os.sep, "/")
                if relative in STEP_FILES:
                    continue
                found[relative] = full
        return dict(sorted(found.items()))

    def deleted(self):
        """The paths that the step's DELETE lists, in its order."""
        return lines_of(os.path.join(self.path, "DELETE"))

    def from_package(self):
        """The paths of files or folders that the step's PACKAGE lists, in its order."""
        return [line.rstrip("/") for line in lines_of(os.path.join(self.path, "PACKAGE"))]

    def renamed(self):
        """The (old, new) paths that the step's RENAME lists, in its order."""
        pairs = []
        for line in lines_of(os.path.join(self.path, "RENAME")):
            words = line.split()
            if len(words) != 2:
                raise ChainError(f"{self.name}: RENAME: {line!r} is not `OLD NEW`")
            pairs.append((words[0], words[1]))
        return pairs

    def added_tests(self):
        """The filter pattern in the step's TESTS, or "" when it has none."""
        path = os.path.join(self.path, "TESTS")
        if not os.path.isfile(path):
            return ""
        with open(path, encoding="utf-8") as handle:
            return handle.read().strip()

    def title(self):
        return title_of(os.path.join(self.path, "step.md"))

    def body(self):
        return body_of(os.path.join(self.path, "step.md"))


class Chain:
    """A chapter's chain settings and the rules that follow from them."""

    def __init__(self, settings, label):
        self.label = label
        self.settings = settings
        for key, value in settings.items():
            setattr(self, key, value)
        if not (self.test_filter and self.run):
            raise ChainError(f"{label}: chain must set test_filter and run")
        if self.start not in ("package", "starter"):
            raise ChainError(f"{label}: chain: start is `package` or `starter`")
        self.copy_pairs = []
        for pair in self.copies.split():
            source, equals, target = pair.partition("=")
            if not (equals and source and target):
                raise ChainError(f"{label}: chain: copies: {pair!r} is not FROM=TO")
            self.copy_pairs.append((source.rstrip("/"), target.rstrip("/")))
        self.end_folders = [folder.rstrip("/") for folder in self.ends.split()]
        self.end_globs = self.ends_files.split()

    def in_folder(self, files, folder, globs=None):
        """The files of `files` (path to content) inside `folder`, by their path there; with
        `globs`, only those whose name matches one."""
        prefix = folder + "/"
        return {path[len(prefix):]: text for path, text in files.items()
                if path.startswith(prefix)
                and (globs is None or matches(os.path.basename(path), globs))}

    def copied(self, package, paths):
        """The paths among `paths` that a first step's `copies` makes: those in a target folder
        whose source folder in `package` (path to content) has a file of the same name."""
        found = set()
        for source, target in self.copy_pairs:
            names = self.in_folder(package, source)
            found.update(path for path in paths
                         if path.startswith(target + "/") and path[len(target) + 1:] in names)
        return found


class Chapter:
    def __init__(self, tutorial, path):
        self.tutorial = tutorial
        self.path = path
        self.name = os.path.basename(path)
        self._chain = None

    @property
    def chain(self):
        if self._chain is None:
            self._chain = Chain(read_settings(os.path.join(self.path, "chain"), self.name),
                                self.name)
        return self._chain

    def continues(self):
        """The chapter this one continues, if any. Only that setting is read, so that a chapter
        can be replayed without the rest of its chain being complete."""
        name = read_settings(os.path.join(self.path, "chain"), self.name)["continues"]
        if not name:
            return None
        path = os.path.join(self.tutorial.chapters_dir, name)
        if not os.path.isdir(path):
            raise ChainError(f"{self.name}: continues {name}, which is no chapter")
        return Chapter(self.tutorial, path)

    def continued_by(self):
        """The chapters whose chain continues this one, in order."""
        return [chapter for chapter in self.tutorial.chapters()
                if read_settings(os.path.join(chapter.path, "chain"),
                                 chapter.name)["continues"] == self.name]

    def steps(self):
        return [Step(path) for path in numbered_dirs(os.path.join(self.path, "steps"))]

    def setup(self):
        """The chapter's setup/, if it has one."""
        path = os.path.join(self.path, "setup")
        return Step(path) if os.path.isdir(path) else None

    def title(self):
        return title_of(os.path.join(self.path, "chapter.md"))

    def body(self):
        return body_of(os.path.join(self.path, "chapter.md"))

    def start(self, written=None):
        """The package before this chapter's first step (path to content): the one that the
        chapter it continues ends with, or the package itself, then the chapter's setup/.
        `written`, a set, receives the paths that the chain's steps have written so far."""
        before = self.continues()
        if before:
            state = before.replay(written)
        elif self.chain.start == "starter":
            state = self.tutorial.starter()
        else:
            state = dict(self.tutorial.package())
        if self.setup():
            advance(state, self.setup(), package=self.tutorial.package())
        return state

    def starts_on_copy(self):
        """Whether the chapter's first step copies real code (`copies`): it is the chapter's
        start, exempt from the size limit."""
        return bool(self.chain.copy_pairs)

    def step_changes(self):
        """Each step with the lines it changes, as `diff` counts them; None for the first step
        of a chapter that starts on a copy of real code."""
        state = self.start()
        changes = []
        for count, step in enumerate(self.steps(), start=1):
            before = dict(state)
            advance(state, step, package=self.tutorial.package())
            starts = self.starts_on_copy() and count == 1
            changes.append((step, None if starts else typed_lines(before, state, step)))
        return changes

    def replay(self, written=None, upto=None):
        """The package after step number `upto` of this chapter (the last when None), the
        chapters it continues replayed first."""
        state = self.start(written)
        for step in self.steps()[:None if upto is None else upto + 1]:
            advance(state, step, written, self.tutorial.package())
        return state


class Tutorial:
    def __init__(self, root=ROOT):
        self.root = root
        self.chapters_dir = os.path.join(root, "tutorial", "chapters")
        self._package = None

    def chapters(self):
        return [Chapter(self, path) for path in numbered_dirs(self.chapters_dir)]

    def chapter(self, name):
        path = os.path.join(self.chapters_dir, name)
        if not os.path.isdir(path):
            raise ChainError(f"no chapter named {name}")
        return Chapter(self, path)

    def check_one_chain(self):
        """Fails unless the chapters are one chain: each chapter after the first continues the
        one before it, so that a chapter's end is the next one's start."""
        chapters = self.chapters()
        for before, chapter in zip(chapters, chapters[1:]):
            continued = chapter.continues()
            if continued is None or continued.name != before.name:
                raise ChainError(f"{chapter.name}: chain must say continues={before.name}, so "
                                 "that it starts where that chapter ends")

    def starter(self):
        """What a learner has before chapter 1: the package less what tutorial/starter leaves
        out (scripts/lib/starter.py)."""
        import starter
        try:
            return starter.make(self.package(), os.path.join(self.root, "tutorial", "starter"))
        except starter.StarterError as error:
            raise ChainError(str(error)) from None

    def package(self):
        """The package's files (path to content): its manifest, .gitignore, sources and tests
        as in the working tree, tracked or new and not ignored."""
        if self._package is None:
            listed = subprocess.run(
                ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard", "--"]
                + PACKAGE_PATHS, cwd=self.root, stdout=subprocess.PIPE, check=True).stdout
            self._package = {}
            for name in sorted(set(listed.decode().split("\0"))):
                path = os.path.join(self.root, name)
                if name and os.path.isfile(path):
                    self._package[name] = read(path)
        return self._package


def move_and_take(state, step, written=None, package=None):
    """Applies the step's mechanical edits that come before its snapshots, its renames and what
    it takes from `package`, to `state`; whether there were any. A snapshot then changes the
    file as these leave it."""
    changed = False
    for old, new in step.renamed():
        if old not in state:
            raise ChainError(f"{step.name}: RENAME moves {old}, which the package lacks")
        if new in state:
            raise ChainError(f"{step.name}: RENAME moves {old} onto {new}, which exists")
        state[new] = state.pop(old)
        if written is not None:
            written.discard(old)
            written.add(new)
        changed = True
    for entry in step.from_package():
        if package is None:
            raise ChainError(f"{step.name}: PACKAGE needs the package's files")
        taken = {path: text for path, text in package.items()
                 if path == entry or path.startswith(entry + "/")}
        if not taken:
            raise ChainError(f"{step.name}: PACKAGE names {entry}, which the package lacks")
        for path in [path for path in state if path.startswith(entry + "/")]:
            del state[path]
        state.update(taken)
        if written is not None:
            written.update(taken)
        changed = True
    return changed


def advance(state, step, written=None, package=None):
    """Applies `step` to the package `state` (path to content): its renames, the files and
    folders it takes from `package` (the package's files, path to content), its snapshots,
    which replace or add files, then its deletions. `written`, a set, receives the paths the
    step writes."""
    changed = move_and_take(state, step, written, package)
    for name, path in step.files().items():
        state[name] = read(path)
        if written is not None:
            written.add(name)
        changed = True
    for name in step.deleted():
        if name not in state:
            raise ChainError(f"{step.name}: DELETE names {name}, which the package lacks")
        del state[name]
        if written is not None:
            written.discard(name)
        changed = True
    if not changed:
        raise ChainError(f"{step.name}: the step changes no file")


def before_snapshots(state, step, package=None):
    """The package `state` as the step's snapshots find it: a copy, with its renames and what
    it takes from `package` applied, so that a moved file's snapshot is compared with the file
    it moved."""
    moved = dict(state)
    move_and_take(moved, step, package=package)
    return moved


def read(path):
    with open(path, "rb") as handle:
        return handle.read()


def write_tree(folder, files, keep=(".build", ".git")):
    """Makes `folder` hold exactly `files` (path to content), its top-level `keep` entries
    aside. A file whose content is already there is left as it is, so that an incremental
    build sees only what changed; one written gets a fresh time stamp."""
    os.makedirs(folder, exist_ok=True)
    emptied = []
    for top, dirs, names in os.walk(folder):
        relative = os.path.relpath(top, folder).replace(os.sep, "/")
        prefix = "" if relative == "." else relative + "/"
        if not prefix:
            dirs[:] = [name for name in dirs if name not in keep]
        for name in names:
            if not prefix and name in keep:
                continue
            if prefix + name not in files:
                os.remove(os.path.join(top, name))
        if prefix:
            emptied.append(top)
    # The deepest first, so that a folder left empty by its emptied subfolders goes too.
    for top in reversed(emptied):
        if not os.listdir(top):
            os.rmdir(top)
    for path, text in files.items():
        full = os.path.join(folder, path)
        if os.path.isfile(full) and read(full) == text:
            continue
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "wb") as handle:
            handle.write(text)


def write_folder(folder, files):
    """Makes `folder` hold exactly `files` (path to content), nothing kept."""
    if os.path.isdir(folder):
        subprocess.run(["rm", "-rf", folder], check=True)
    write_tree(folder, files, keep=())


def line_count(text):
    # As `wc -l` counts: line ends, so a last line without one is not counted.
    return text.count(b"\n")


def changed_lines(before, after):
    """The lines that differ between two packages, added and removed, as `diff -U0` counts them
    (the same algorithm as the diffs a reader sees)."""
    total = 0
    with tempfile.TemporaryDirectory() as scratch:
        for name in sorted(set(before) | set(after)):
            if name not in before:
                total += line_count(after[name])
            elif name not in after:
                total += line_count(before[name])
            elif before[name] != after[name]:
                old, new = os.path.join(scratch, "old"), os.path.join(scratch, "new")
                for path, text in ((old, before[name]), (new, after[name])):
                    with open(path, "wb") as handle:
                        handle.write(text)
                diff = subprocess.run(["diff", "-U0", old, new], stdout=subprocess.PIPE,
                                      check=False).stdout
                total += sum(1 for line in diff.split(b"\n")[2:] if line[:1] in (b"-", b"+"))
    return total


def added_lines(before, after):
    """The lines of `after` (a file's content) that the diff from `before` (b"" for a new file)
    adds or changes, as `diff -U0` finds them: (line number from 1, text) pairs, in order."""
    found = []
    with tempfile.TemporaryDirectory() as scratch:
        old, new = os.path.join(scratch, "old"), os.path.join(scratch, "new")
        for path, text in ((old, before), (new, after)):
            with open(path, "wb") as handle:
                handle.write(text)
        diff = subprocess.run(["diff", "-U0", old, new], stdout=subprocess.PIPE,
                              check=False).stdout.decode("utf-8", errors="replace")
    number = 0
    for line in diff.split("\n")[2:]:
        hunk = re.match(r"@@ -[0-9,]+ \+([0-9]+)", line)
        if hunk:
            number = int(hunk.group(1))
        elif line.startswith("+"):
            found.append((number, line[1:]))
            number += 1
    return found


def typed_lines(before, after, step):
    """The lines that `step` changes between two packages, less those of the files it takes
    from the package (PACKAGE): those are given to the learner, as the starter's BoxBinding is,
    not typed."""
    given = step.from_package()

    def typed(state):
        return {path: text for path, text in state.items()
                if not any(path == entry or path.startswith(entry + "/") for entry in given)}

    return changed_lines(typed(before), typed(after))


def rename_imports(files, renames):
    """Applies module renames (OLD=NEW words) to the `import` lines of `files`."""
    out = dict(files)
    for rename in renames.split():
        old, _, new = rename.partition("=")
        pattern = re.compile(
            rb"^((@[A-Za-z_]+(\([A-Za-z_]+\))? )?import) " + re.escape(old.encode()) + rb"$",
            re.MULTILINE)
        for name in out:
            out[name] = pattern.sub(lambda match: match.group(1) + b" " + new.encode(), out[name])
    return out


def manifest_targets(manifest):
    """The targets of a manifest's text: name to (kind, the names of the targets it depends
    on), read from its `.target(…)`, `.executableTarget(…)` and `.testTarget(…)` entries; a
    dependency on another package's product is left out."""
    found = {}
    # The end of the last entry read: a `.target(name:)` inside it is a dependency, not an entry.
    covered = 0
    for match in re.finditer(r"\.(target|executableTarget|testTarget)\(", manifest):
        if match.start() < covered:
            continue
        depth, end = 0, match.end() - 1
        for end in range(match.end() - 1, len(manifest)):
            depth += {"(": 1, ")": -1}.get(manifest[end], 0)
            if depth == 0:
                break
        entry = manifest[match.end():end]
        covered = end
        name = re.search(r'name:\s*"([^"]+)"', entry)
        if not name or name.start() != re.search(r"\S", entry).start():
            continue
        names = []
        dependencies = re.search(r"dependencies:\s*\[", entry)
        if dependencies:
            depth, stop = 0, dependencies.end() - 1
            for stop in range(dependencies.end() - 1, len(entry)):
                depth += {"[": 1, "]": -1}.get(entry[stop], 0)
                if depth == 0:
                    break
            listed = re.sub(r"\.product\([^)]*\)", "", entry[dependencies.end():stop])
            names = re.findall(r'"([^"]+)"', listed)
        found[name.group(1)] = (match.group(1), names)
    return found


def unused_links(state):
    """The dependencies that the package `state` (path to content) links into a target whose
    Swift files import none of them: (target, dependency) pairs, in the manifest's order. A
    target's files are those in Sources/NAME (Tests/NAME for a test target)."""
    manifest = state.get("Package.swift", b"").decode()
    targets = manifest_targets(manifest)
    unused = []
    for name, (kind, dependencies) in targets.items():
        folder = ("Tests/" if kind == "testTarget" else "Sources/") + name + "/"
        imported = set()
        for path, text in state.items():
            if path.startswith(folder) and path.endswith(".swift"):
                imported.update(re.findall(
                    rb"^(?:@[A-Za-z_]+(?:\([A-Za-z_]+\))? )?import ([A-Za-z_]+)$",
                    text, re.MULTILINE))
        for dependency in dependencies:
            if dependency in targets and dependency.encode() not in imported:
                unused.append((name, dependency))
    return unused
