"""The fenced blocks of the project's Markdown and the markers written on the line before
them, read one way for every script: scripts/listings compiles the ```swift blocks, and
scripts/lib/prose.py (for scripts/tutorial and scripts/docs) checks quotes and runs and counts
the words around them.

A block opens on a line that is exactly ``` and a language word, trailing spaces allowed, and
closes on the next line that is exactly ```, trailing spaces allowed; a line between them is
the block's, whatever it holds. A block's marker is the line just before its opening fence,
stripped, or "" when that line closes another block. A fence that never closes is an error,
not a block that runs to the end of the page.

    <!-- quote: WeatherViewModel.swift -->
    ```swift
    locationName.value = "Loading…"
    ```
"""

import re

FENCE = re.compile(r"```(\w*)\s*")
# A tutorial step's quote of a file of its own folder (scripts/lib/prose.py has the rules).
QUOTE = re.compile(r"<!-- quote: (\S+) -->")


class FenceError(ValueError):
    """A fence that never closes; the message names its line."""


class Block:
    """A fenced block: its language ("" when the fence names none), the line of its opening
    fence (from 1), its lines, and the marker on the line before it."""

    def __init__(self, language, line, marker):
        self.language, self.line, self.marker = language, line, marker
        self.lines = []

    def quoted_file(self):
        """The file that the block quotes, when its marker says it is a quote; else None."""
        marked = QUOTE.fullmatch(self.marker)
        return marked.group(1) if marked else None


def _lines(text):
    # A page's last newline ends its last line; it does not begin one more.
    lines = text.split("\n")
    return lines[:-1] if text.endswith("\n") else lines


def blocks(text):
    """The fenced blocks of a Markdown text, in order."""
    found, inside, previous = [], None, ""
    for number, line in enumerate(_lines(text), start=1):
        if inside is None:
            opening = FENCE.fullmatch(line)
            if opening:
                inside = Block(opening.group(1), number, previous.strip())
                found.append(inside)
            previous = line
        elif line.rstrip() == "```":
            inside = None
            previous = ""
        else:
            inside.lines.append(line)
    if inside is not None:
        raise FenceError(f"line {inside.line}: a fence that never closes")
    return found


def outside(text):
    """The text without its fenced blocks, fences included: the lines a reader reads as prose."""
    inside = set()
    lines = _lines(text)
    for block in blocks(text):
        inside.update(range(block.line, block.line + len(block.lines) + 2))
    return "\n".join(line for number, line in enumerate(lines, start=1)
                     if number not in inside)
