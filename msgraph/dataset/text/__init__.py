"""``mindspore.dataset.text``: text transforms (see :mod:`.transforms`)."""
from . import transforms  # noqa: F401
from .transforms import (  # noqa: F401
    AddToken, Ngram, SlidingWindow, ToNumber, Truncate, TruncateSequencePair,
)
from .vocab import Lookup, Vocab  # noqa: F401
