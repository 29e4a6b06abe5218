"""The tutorial's prose, as a learner reads it: its words, the code it quotes and the runs it
shows. scripts/tutorial checks them (`prose`, and `verify` runs the runs), scripts/listings
leaves quotes and runs to it, and scripts/docs reads the words and drops the markers.

A quote is a fenced block right after a marker that names a file of the step's folder:

    <!-- quote: WeatherViewModel.swift -->
    ```swift
    locationNameBox.value = "Loading…"
    // …
    lookup?.cancel()
    ```

Its lines, compared without their leading and trailing spaces and with blank lines left out on
both sides, are consecutive lines of that file; a line that is exactly `// …` stands for any
lines skipped. A quote holds at most MAX_QUOTE_LINES lines of code (`// …` not counted).

Every line that a step adds to a Swift file it writes, or changes there (Package.swift
included; blank lines and comment-only lines aside), is on its page: its text, stripped, is a
line of one of the step's quotes of that file, or the page names the file as copied whole,

    <!-- whole: Sources/WeatherTestSupport/ReportFixtures.swift -->

(by its path in the package, or its name when no other file of the step has it) and says why in
its prose, which names the file. A line is covered wherever the quote holds its text, so a
`}` quoted once covers every `}` the step adds. A quote may also name, by its path in the
package, a file that the step does not write, as the package is after the step (a test
helper's signature, say); it covers nothing.

A run is a ```sh block right after `<!-- run -->`, then a ```text block: run with bash in the
package as it is after the step, the command's standard output holds the text block's lines
as consecutive lines (trailing spaces ignored).

Prose is what a learner reads in intro.md, each chapter.md and each step.md, less fenced
blocks and HTML comments; its words are whitespace-separated tokens, titles and tables
included. Fenced blocks and their markers are read by scripts/lib/fences.py.
"""

import re

import fences

# Long enough that a step's new function or test fits in one quote, since every line a step adds
# is quoted.
MAX_QUOTE_LINES = 40
# Words a learner reads: chapter 1 is the long one, every later chapter is shorter, and the
# whole tutorial, intro included, is read in two working days.
MAX_FIRST_CHAPTER_WORDS = 3500
MAX_LATER_CHAPTER_WORDS = 2000
MAX_TUTORIAL_WORDS = 12000
# Steps that chapter 1 may have, its start (the code it begins on) not counted.
MAX_FIRST_CHAPTER_STEPS = 20
# A payoff (a run the prose shows and verify checks) comes at least this often, counted in steps,
# and at a chapter's last step: a learner sees the work run before it piles up.
PAYOFF_EVERY_STEPS = 6
# DocC's estimate of a chapter's time: reading its prose, and reading the lines its steps change.
WORDS_A_MINUTE = 200
CHANGED_LINES_A_MINUTE = 20

RUN = re.compile(r"<!-- run -->")
WHOLE = re.compile(r"^<!-- whole: (\S+) -->$", re.M)
SKIPPED = "// …"
COMMENT = re.compile(r"<!--.*?-->", re.S)


class ProseError(Exception):
    """Prose that breaks the rules above; the message names the file and line."""


def blocks(text):
    """The fenced blocks of a Markdown text, in order (fences.Block)."""
    try:
        return fences.blocks(text)
    except fences.FenceError as error:
        raise ProseError(str(error)) from None


def prose_of(text):
    """The text that a learner reads as prose: no fenced blocks, no HTML comments."""
    try:
        kept = fences.outside(text)
    except fences.FenceError as error:
        raise ProseError(str(error)) from None
    return COMMENT.sub("", kept)


def words(text):
    """How many words of prose a Markdown text holds."""
    return len(prose_of(text).split())


def quotes(text):
    """The quotes of a step's text: (file name, block) pairs, in order."""
    found = []
    for block in blocks(text):
        name = block.quoted_file()
        if name is not None:
            found.append((name, block))
    return found


def runs(text):
    """The runs of a step's text: (command, expected lines, line of the command), in order."""
    found, pending = [], None
    for block in blocks(text):
        if pending is not None:
            if block.language != "text":
                raise ProseError(f"line {block.line}: a run's command is followed by a ```text "
                                 "block of what it prints")
            found.append(("\n".join(pending.lines), block.lines, pending.line))
            pending = None
        elif RUN.fullmatch(block.marker):
            if block.language != "sh":
                raise ProseError(f"line {block.line}: <!-- run --> marks a ```sh block")
            pending = block
    if pending is not None:
        raise ProseError(f"line {pending.line}: a run's command has no ```text block after it")
    return found


def wholes(text):
    """The files that a step's text names as copied whole: (name, line of the marker) pairs."""
    return [(match.group(1), text.count("\n", 0, match.start()) + 1)
            for match in WHOLE.finditer(text)]


def is_code(line):
    """Whether a line of Swift is one that coverage asks for: not blank, not only a comment."""
    stripped = line.strip()
    return bool(stripped) and not stripped.startswith("//")


def uncovered(added, quoted):
    """The lines of `added` ((number, text) pairs) that coverage asks for and that no line of
    `quoted` (the lines of the step's quotes of the file) holds, both stripped."""
    have = {line.strip() for line in quoted}
    return [(number, text) for number, text in added
            if is_code(text) and text.strip() not in have]


def _significant(lines):
    return [line.strip() for line in lines if line.strip()]


def find_quote(block_lines, file_text):
    """None when the quote's lines are in the file as the rules above say; else what is wrong."""
    wanted = _significant(block_lines)
    code = [line for line in wanted if line != SKIPPED]
    if not code:
        return "the quote holds no code"
    if len(code) > MAX_QUOTE_LINES:
        return f"the quote holds {len(code)} lines of code; at most {MAX_QUOTE_LINES}"
    pieces, piece = [], []
    for line in wanted:
        if line == SKIPPED:
            if piece:
                pieces.append(piece)
            piece = []
        else:
            piece.append(line)
    if piece:
        pieces.append(piece)
    have = _significant(file_text.split("\n"))
    start = 0
    for piece in pieces:
        at = next((index for index in range(start, len(have) - len(piece) + 1)
                   if have[index:index + len(piece)] == piece), None)
        if at is None:
            return f"not in the file from here on: {piece[0]!r}"
        start = at + len(piece)
    return None


# A duration that a test run prints ("passed after 0.005 seconds"), which no two runs share.
DURATION = re.compile(r"\bafter \d+(?:\.\d+)? seconds\b")


def payoff_gaps(runs_per_step):
    """The problems with a chapter's payoffs, given how many runs each step shows, in order:
    each stretch of PAYOFF_EVERY_STEPS steps without a run (by the numbers of its first and
    last step), and a last step without one."""
    problems, since = [], 0
    for number, runs in enumerate(runs_per_step):
        since = 0 if runs else since + 1
        if since == PAYOFF_EVERY_STEPS:
            problems.append(f"steps {number - since + 1} to {number} show no run")
            since = 0
    if runs_per_step and not runs_per_step[-1]:
        problems.append(f"the last step, {len(runs_per_step) - 1}, shows no run")
    return problems


def output_holds(expected, output):
    """Whether `output` holds the expected lines as consecutive lines, trailing spaces ignored,
    and a test run's duration ("after 0.005 seconds") matching any other."""
    def line(text):
        return DURATION.sub("after … seconds", text.rstrip())
    want = [line(text) for text in expected]
    have = [line(text) for text in output.split("\n")]
    return any(have[index:index + len(want)] == want
               for index in range(len(have) - len(want) + 1))


def minutes(prose_words, changed_lines):
    """DocC's estimated time of a chapter, in whole minutes, at least one."""
    return max(1, round(prose_words / WORDS_A_MINUTE + changed_lines / CHANGED_LINES_A_MINUTE))
