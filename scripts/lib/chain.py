"""The tutorial's chain model: chapters, their `chain` settings, steps as whole-file snapshots,
DELETE, and the replay of a chapter (and of the chapters it continues) into the files a step
leaves. scripts/tutorial, scripts/step-references and scripts/docs all read the chapters through
this module, so that the three cannot disagree on what a step is.

A chapter is a folder tutorial/chapters/NN-slug/ holding
  chapter.md          a "# Title" line, then the chapter's introduction;
  chain               settings (below) that say where the chain's files go;
  steps/NN-slug/      step.md (a "# Title" line, then the explanation), a whole-file snapshot of
                      each file that the step changes, and optionally DELETE, the names of files
                      the step removes, one a line; a file the step leaves alone is the previous
                      step's; optionally TESTS, a `swift test --filter` pattern that this step
                      and the chapter's later steps run besides the chain's test_filter: for a
                      test of the package that holds only once the step is done;
  prepare             optional, executable: run as `prepare PACKAGE` on the copy of the package
                      that the chain is built in, before its first step;
  assessments.tutorial  optional: closing questions in DocC's syntax, for scripts/docs.

The chain file holds shell-style assignments, one a line (`key=value`, quoted when the value has
spaces, `#` comments); it is read with shlex, not run, so it holds no expansions or commands.
It sets:
  sources_slot  the folder that receives the snapshots, tests, models and shared files excepted
  tests_slot    the folder that receives the test snapshots
  tests         optional: file-name globs (space-separated) of the files for tests_slot, such
                as a file of fixtures that the tests share (default: *Tests.swift)
  models_slot   optional: the folder that receives the view models' snapshots, in a target of
                their own that cannot see the view layer
  models        optional: file-name globs (space-separated) of the files for models_slot
                (default: *ViewModel.swift)
  shared_slot   optional: a folder that the chain shares with the package's finished code, such
                as a target that other chapters' finished files depend on throughout
  shared        optional: file-name globs (space-separated) of the files for shared_slot
  shared_tests_slot  optional: the same for tests, such as the shared target's test target
  shared_tests  optional: file-name globs (space-separated) of the files for shared_tests_slot
  continues     optional: the chapter (folder name) whose last step this chain starts from; the
                first step is applied to that chapter's files, the `first…` settings are not
                used, and the chapter continued is checked at the end of this one instead of
                its own
  first         a folder whose files the first step's files for sources_slot must equal exactly
  first_models  optional: a folder whose files the first step's files for models_slot must
                equal exactly
  first_tests   optional: a folder whose files the first step's test files must equal exactly
  first_renames optional: module renames (OLD=NEW, space-separated) applied to the `import`
                lines of the first step's expected files: a chain that starts from another
                variant imports its own view models' module
  owned         optional: file-name globs (space-separated) of the files the chain owns in its
                slots, shared files included; the package's other files there are left as they
                are (default: all)
  test_filter   the `swift test --filter` run after each step; the golden suites' in-process
                tests check a step's frames, since an executable only hands its variant's
                `Screens` to the session those tests drive

A file goes to shared_tests_slot if it matches `shared_tests`, else to shared_slot if it matches
`shared`, else to tests_slot if it matches `tests`, else (a .swift file) to models_slot if it
matches `models`, else to sources_slot.

The shared slots differ from the others in two ways. The package's own files stay in them while
the chain runs (other chapters' finished code depends on them), and a file the chain writes
there replaces the package's file of that name; and after the last step only the chain's shared
files are compared, each with the package's file of the same name. The other slots are the
chain's: its owned files there are replaced by the chain's, and after the last step they must
equal the package's owned files exactly.
"""

import ast
import fnmatch
import os
import re
import shlex
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# The most lines one step may change: a reader follows a step as one idea.
MAX_STEP_LINES = 120

PLACEHOLDER = "Placeholder.swift"

# Every setting a chain file may make, with its default.
SETTINGS = {
    "sources_slot": "",
    "tests_slot": "",
    "tests": "*Tests.swift",
    "models_slot": "",
    "models": "*ViewModel.swift",
    "shared_slot": "",
    "shared": "",
    "shared_tests_slot": "",
    "shared_tests": "",
    "continues": "",
    "first": "",
    "first_models": "",
    "first_tests": "",
    "first_renames": "",
    "owned": "*",
    "test_filter": "",
}


class ChainError(Exception):
    """A chapter that breaks the tutorial's rules; the message names it."""


def matches(name, globs):
    # fnmatchcase, not fnmatch: a shell pattern is case-sensitive, whatever the platform.
    return any(fnmatch.fnmatchcase(name, glob) for glob in globs)


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


class Step:
    def __init__(self, path):
        self.path = path
        self.name = os.path.basename(path)

    def files(self):
        """The step's snapshots: the paths of its .swift files, in order."""
        return sorted(
            os.path.join(self.path, name) for name in os.listdir(self.path)
            if name.endswith(".swift") and not name.startswith(".")
            and os.path.isfile(os.path.join(self.path, name)))

    def deleted(self):
        """The names that the step's DELETE lists, in its order."""
        path = os.path.join(self.path, "DELETE")
        if not os.path.isfile(path):
            return []
        with open(path, encoding="utf-8") as handle:
            return [line for line in handle.read().split("\n") if line]

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
        if not (self.sources_slot and self.tests_slot and self.test_filter
                and (self.first or self.continues)):
            raise ChainError(f"{label}: chain must set sources_slot, tests_slot, first (or "
                             "continues) and test_filter")
        for slot, globs in (("shared_slot", "shared"), ("shared_tests_slot", "shared_tests")):
            if bool(settings[slot]) != bool(settings[globs].split()):
                raise ChainError(f"{label}: chain must set both {slot} and {globs}, or neither")
        self.owned_globs = self.owned.split()
        self.model_globs = self.models.split()
        self.test_globs = self.tests.split()
        self.shared_globs = self.shared.split()
        self.shared_test_globs = self.shared_tests.split()
        self.slots = [self.sources_slot, self.tests_slot]
        if self.models_slot:
            self.slots.append(self.models_slot)
        self.shared_slots = [slot for slot in (self.shared_slot, self.shared_tests_slot) if slot]
        self.slots += self.shared_slots

    def owns(self, name):
        return matches(name, self.owned_globs)

    def slot_for(self, name):
        """The slot of a file the chain writes, or None for a file that has none."""
        if self.shared_tests_slot and matches(name, self.shared_test_globs):
            return self.shared_tests_slot
        if self.shared_slot and matches(name, self.shared_globs):
            return self.shared_slot
        if matches(name, self.test_globs):
            return self.tests_slot
        if not name.endswith(".swift"):
            return None
        if self.models_slot and matches(name, self.model_globs):
            return self.models_slot
        return self.sources_slot

    def has_test(self, state):
        """Whether the chain's files hold a test: a file that goes to a tests slot (the chain's
        own, or the shared code's) and whose name ends in Tests.swift."""
        test_slots = {self.tests_slot, self.shared_tests_slot} - {""}
        return any(name.endswith("Tests.swift") and self.slot_for(name) in test_slots
                   for name in state)

    def owned_in(self, files, slot=None):
        """The owned .swift files of `files` (name to content) whose slot is `slot` (any slot
        when None)."""
        return {name: text for name, text in files.items()
                if name.endswith(".swift") and self.owns(name)
                and (slot is None or self.slot_for(name) == slot)}

    def install(self, package, state):
        """Puts the chain's files into the slots of the package at `package`, in place of the
        files the chain owns there. A test or view-model slot left without sources gets a
        placeholder, as the package had before those files existed. A shared slot keeps the
        package's files, since finished code elsewhere needs them; the chain's file of a name
        replaces the package's."""
        for slot in self.slots:
            folder = os.path.join(package, slot)
            os.makedirs(folder, exist_ok=True)
            if slot in self.shared_slots:
                continue
            for name in read_folder(folder):
                if self.owns(name) or name == PLACEHOLDER:
                    os.remove(os.path.join(folder, name))
        for name in sorted(state):
            # Written, not linked, so the build sees every change with a fresh time stamp.
            with open(os.path.join(package, self.slot_for(name), name), "wb") as handle:
                handle.write(state[name])
        for slot, what in ((self.tests_slot, "tests"), (self.models_slot, "view models")):
            if not slot or slot in self.shared_slots:
                continue
            folder = os.path.join(package, slot)
            if not read_folder(folder):
                with open(os.path.join(folder, PLACEHOLDER), "w", encoding="utf-8") as handle:
                    handle.write(f"// The {what} arrive in a later step of the tutorial.\n")

    def expected_last(self, root, state, slot):
        """What the chain's files in `slot` must equal after its last step: the package's owned
        files there, or, in a shared slot, the package's files of the names the chain has there
        (missing ones left out, so that the comparison names them)."""
        folder = os.path.join(root, slot)
        if slot in self.shared_slots:
            names = self.owned_in(state, slot)
            return {name: read(os.path.join(folder, name)) for name in names
                    if os.path.isfile(os.path.join(folder, name))}
        return self.owned_in(read_folder(folder))


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

    def title(self):
        return title_of(os.path.join(self.path, "chapter.md"))

    def body(self):
        return body_of(os.path.join(self.path, "chapter.md"))

    def prepare(self):
        """The chapter's prepare script, if it has an executable one."""
        path = os.path.join(self.path, "prepare")
        return path if os.path.isfile(path) and os.access(path, os.X_OK) else None

    def prepare_summary(self):
        """What the chapter's prepare script sets up, from its docstring."""
        with open(self.prepare(), encoding="utf-8") as handle:
            summary = ast.get_docstring(ast.parse(handle.read()))
        if not summary:
            raise ChainError(f"{self.name}: prepare has no docstring that says what it sets up")
        return summary

    def start(self, chain=None):
        """The chain's files before this chapter's first step: those that the chapter it
        continues ends on, or none. With a chain, every snapshot replayed must be one it owns."""
        state = {}
        before = self.continues()
        if before:
            before.replay(state, chain)
        return state

    def step_changes(self):
        """Each step with the lines it changes, as `diff` counts them; None for the first step
        of a chapter that starts on real code, which is that code copied as it is."""
        chain = self.chain
        state = self.start(chain) if chain.continues else {}
        changes = []
        for count, step in enumerate(self.steps(), start=1):
            before = dict(state)
            advance(state, step, chain)
            starts = not chain.continues and count == 1
            changes.append((step, None if starts else changed_lines(before, state)))
        return changes

    def replay(self, state, chain=None):
        """Applies every step of this chapter, and of the chapters it continues, to `state`:
        the files that a chapter continuing it starts from."""
        before = self.continues()
        if before:
            before.replay(state, chain)
        for step in self.steps():
            advance(state, step, chain)
        return state


class Tutorial:
    def __init__(self, root=ROOT):
        self.root = root
        self.chapters_dir = os.path.join(root, "tutorial", "chapters")

    def chapters(self):
        return [Chapter(self, path) for path in numbered_dirs(self.chapters_dir)]

    def chapter(self, name):
        path = os.path.join(self.chapters_dir, name)
        if not os.path.isdir(path):
            raise ChainError(f"no chapter named {name}")
        return Chapter(self, path)


def advance(state, step, chain=None):
    """Applies `step` to the chain's files (`state`, name to content): its snapshots replace or
    add files, and the files named in its DELETE go. With a chain, a snapshot it does not own
    fails."""
    changed = False
    for path in step.files():
        name = os.path.basename(path)
        if chain is not None and not chain.owns(name):
            raise ChainError(f"{step.name}: {name} is not the chain's")
        state[name] = read(path)
        changed = True
    for name in step.deleted():
        if name not in state:
            raise ChainError(f"{step.name}: DELETE names {name}, which the chain lacks")
        del state[name]
        changed = True
    if not changed:
        raise ChainError(f"{step.name}: the step changes no file")


def read(path):
    with open(path, "rb") as handle:
        return handle.read()


def read_folder(folder):
    """The .swift files of a folder, name to content."""
    if not os.path.isdir(folder):
        return {}
    return {name: read(os.path.join(folder, name)) for name in sorted(os.listdir(folder))
            if name.endswith(".swift") and not name.startswith(".")
            and os.path.isfile(os.path.join(folder, name))}


def write_folder(folder, files):
    """Makes `folder` hold exactly `files` (name to content)."""
    if os.path.isdir(folder):
        subprocess.run(["rm", "-rf", folder], check=True)
    os.makedirs(folder)
    for name, text in files.items():
        with open(os.path.join(folder, name), "wb") as handle:
            handle.write(text)


def line_count(text):
    # As `wc -l` counts: line ends, so a last line without one is not counted.
    return text.count(b"\n")


def changed_lines(before, after):
    """The lines that differ between two sets of the chain's files, added and removed, as
    `diff -U0` counts them (the same algorithm as the diffs a reader sees)."""
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
