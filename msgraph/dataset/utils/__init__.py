"""``mindspore.dataset.utils``: :class:`LineReader` (random access to a text file's lines)."""
from .line_reader import LineReader  # noqa: F401

__all__ = ["LineReader"]
