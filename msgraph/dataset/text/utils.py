"""``ds.text.utils``: the text enums (NormalizeForm, JiebaMode, SentencePiece kinds), ``to_str``/``to_bytes``,
and the vocabulary/vector classes under the names MindSpore's ``text.utils`` gives them."""
from __future__ import annotations

from enum import IntEnum
from typing import Any

import numpy as np

from .vocab import Vocab  # noqa: F401 - MindSpore's text.utils.Vocab


class NormalizeForm(IntEnum):
    """Unicode normalization forms of ``NormalizeUTF8``/``BasicTokenizer`` (NONE leaves the text as it is)."""

    NONE = 0
    NFC = 1
    NFKC = 2
    NFD = 3
    NFKD = 4


class JiebaMode(IntEnum):
    """JiebaTokenizer's segmentation algorithms (accepted; JiebaTokenizer itself is not provided)."""

    MIX = 0
    MP = 1
    HMM = 2


class SentencePieceModel(IntEnum):
    """SentencePiece model kinds (accepted; SentencePieceVocab itself is not provided)."""

    UNIGRAM = 0
    BPE = 1
    CHAR = 2
    WORD = 3


class SPieceTokenizerOutType(IntEnum):
    """SentencePieceTokenizer's output kinds."""

    STRING = 0
    INT = 1


class SPieceTokenizerLoadType(IntEnum):
    """Where a SentencePiece model comes from."""

    FILE = 0
    MODEL = 1


def to_str(array: Any, encoding: str = "utf8") -> np.ndarray:
    """A numpy array of bytes decoded to str (MindSpore's ``text.to_str``)."""
    if not isinstance(array, np.ndarray):
        raise TypeError(f"input should be a NumPy array. Got {type(array)}.")
    return np.char.decode(array, encoding)


def to_bytes(array: Any, encoding: str = "utf8") -> np.ndarray:
    """A numpy array of str encoded to bytes (MindSpore's ``text.to_bytes``)."""
    if not isinstance(array, np.ndarray):
        raise TypeError(f"input should be a NumPy array. Got {type(array)}.")
    return np.char.encode(array, encoding)


__all__ = ["JiebaMode", "NormalizeForm", "SPieceTokenizerLoadType", "SPieceTokenizerOutType", "SentencePieceModel",
           "Vocab", "to_bytes", "to_str"]
