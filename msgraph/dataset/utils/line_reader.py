"""``mindspore.dataset.LineReader``: a text file's lines by number (1-based), read once when opened.

MindSpore's reader indexes the file's line offsets; msgraph keeps the decoded lines.  A line ends at ``\\n`` (a
``\\r`` before it is dropped), a last line without one counts, and ``reader[i]`` is ``readline(i)``: numbering
starts at 1, so iterating a reader fails on its first index, 0, as MindSpore's does."""
from __future__ import annotations

import os
from typing import List

_UINT64_MAX = 18446744073709551615


class LineReader:
    """Random access to the lines of ``filename``."""

    def __init__(self, filename: str) -> None:
        if not isinstance(filename, str):
            raise TypeError(f"path: {filename!r} is not string")
        if not os.path.exists(filename):
            raise RuntimeError(f"The input file [{filename}] does not exist.")
        if not os.path.isfile(filename):
            raise RuntimeError(f"The input file [{filename}] is not a regular file.")
        self.filename = filename
        with open(filename, "rb") as f:
            data = f.read()
        lines = data.split(b"\n")
        if lines and lines[-1] == b"":
            lines.pop()                    # the newline ending the last line opens no new one
        self._lines: List[str] = [line[:-1].decode("utf-8", "replace") if line.endswith(b"\r")
                                  else line.decode("utf-8", "replace") for line in lines]

    def len(self) -> int:
        """The number of lines."""
        return len(self._lines)

    def __len__(self) -> int:
        return len(self._lines)

    def readline(self, line: int) -> str:
        """Line ``line`` (1 to ``len()``) without its line ending."""
        if isinstance(line, bool):
            raise TypeError(f"Argument line with value {line} is not of type (<class 'int'>,), but got {type(line)}.")
        if not isinstance(line, int):
            raise TypeError(f"Argument line with value {line} is not of type [<class 'int'>], but got {type(line)}.")
        if line < 0:
            raise ValueError(f"Input line is not within the required interval of [0, {_UINT64_MAX}].")
        if not 1 <= line <= len(self._lines):
            raise ValueError(f"Input line is not within the required interval of [1, {len(self._lines)}].")
        return self._lines[line - 1]

    def __getitem__(self, line: int) -> str:
        return self.readline(line)

    def close(self) -> None:
        """MindSpore closes its file handle; the lines stay readable (as they do there)."""
