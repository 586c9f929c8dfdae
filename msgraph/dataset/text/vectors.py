"""Pre-trained word vectors read from text files (``text.Vectors``, ``GloVe``, ``FastText``, ``CharNGram``) and the
``ToVectors`` transform that looks tokens up in them, with MindSpore 2.10's file checks and error messages.

A file holds one ``token v1 v2 ... vd`` line per token (a first line of two fields, "count dim", is a header and
skipped); values are read as float32."""
from __future__ import annotations

import os
from typing import Any, Dict, List, Optional

import numpy as np

from ..core.pipeline import PipelineError
from .transforms import TextTensorOperation

_INT32_MAX = 2147483647

__all__ = ["CharNGram", "FastText", "GloVe", "ToVectors", "Vectors"]


def _type_error(name: str, value: Any, kinds: list) -> TypeError:
    return TypeError(f"Argument {name} with value {value} is not of type {kinds}, but got {type(value)}.")


def _check_from_file(file_path: Any, max_vectors: Any) -> None:
    if not isinstance(file_path, str):
        raise _type_error("file_path", file_path, [str])
    if max_vectors is not None:
        if isinstance(max_vectors, bool) or not isinstance(max_vectors, int):
            raise _type_error("max_vectors", max_vectors, [int])
        if not 0 <= max_vectors <= _INT32_MAX:
            raise ValueError(f"Input max_vectors is not within the required interval of [0, {_INT32_MAX}].")


class Vectors:
    """A token -> float32 vector table read by :meth:`from_file`."""

    _name = "Vectors"

    def __init__(self) -> None:
        self.table: Dict[str, np.ndarray] = {}
        self.dim = 0

    @classmethod
    def _check_path(cls, file_path: str) -> None:
        if not os.path.exists(file_path):
            raise PipelineError(f"Vectors: get real path failed, path: {file_path}")

    @classmethod
    def from_file(cls, file_path: str, max_vectors: Optional[int] = None) -> "Vectors":
        """The first ``max_vectors`` vectors of ``file_path`` (all by default)."""
        _check_from_file(file_path, max_vectors)
        cls._check_path(file_path)
        with open(file_path, encoding="utf-8", errors="replace") as f:
            lines = f.read().splitlines()
        if not lines:
            raise PipelineError(f"{cls._name}: invalid file, file is empty.")
        vectors, count = cls(), 0
        for i, line in enumerate(lines):
            fields = line.split()
            if not fields:
                continue
            if i == 0 and len(fields) == 2:   # "count dim" header
                continue
            if len(fields) == 2:
                raise PipelineError(f"{cls._name}: token with 1-dimensional vector.")
            dim = len(fields) - 1
            if vectors.dim and dim != vectors.dim:
                raise PipelineError(f"{cls._name}: all vectors must have the same number of dimensions, but got dim "
                                    f"{dim} while expecting {vectors.dim}")
            vectors.dim = dim
            if max_vectors and count >= max_vectors:   # lines, repeated tokens too (0: all)
                break
            count += 1
            vectors.table.setdefault(fields[0], np.array([float(v) for v in fields[1:]], dtype=np.float32))
        return vectors

    def lookup(self, token: str, unk: np.ndarray, lower_case_backup: bool) -> np.ndarray:
        """The vector of ``token``, else ``unk``; with ``lower_case_backup`` MindSpore 2.10 looks up the lower-case
        form only ("Home" is not found when the file has "Home" but not "home")."""
        vec = self.table.get(token.lower() if lower_case_backup else token)
        return unk if vec is None else vec


class _NamedFile(Vectors):
    """Vectors whose file name must match a pattern (GloVe's glove.6B.*.txt, FastText's *.vec)."""

    _pattern = ""

    @classmethod
    def _name_ok(cls, base: str) -> bool:
        raise NotImplementedError

    @classmethod
    def _check_path(cls, file_path: str) -> None:
        if not cls._name_ok(os.path.basename(file_path)):
            raise PipelineError(f"{cls._name}: invalid file, can not find file '{cls._pattern}', but got: "
                                f"{file_path}")
        if not os.path.isfile(file_path):
            raise PipelineError(f"{cls._name}: invalid file, failed to open {cls._name} file.")


class GloVe(_NamedFile):
    """GloVe vectors (a file named glove.6B.*.txt)."""

    _name, _pattern = "GloVe", "glove.6B.*.txt"

    @classmethod
    def _name_ok(cls, base: str) -> bool:
        return base.startswith("glove.6B.") and base.endswith(".txt")


class FastText(_NamedFile):
    """fastText vectors (a file named *.vec)."""

    _name, _pattern = "FastText", "*.vec"

    @classmethod
    def _name_ok(cls, base: str) -> bool:
        return base.endswith(".vec")


class CharNGram(Vectors):
    """Character n-gram vectors ("2gram-th" ...): a word's vector is the mean of the vectors of its 2-, 3- and
    4-grams (the word framed by #BEGIN# and #END#) found in the table."""

    def lookup(self, token: str, unk: np.ndarray, lower_case_backup: bool) -> np.ndarray:
        if lower_case_backup:
            token = token.lower()
        chars: List[str] = ["#BEGIN#"] + list(token) + ["#END#"]
        total, count = np.zeros(self.dim, np.float32), 0
        for n in (2, 3, 4):
            for i in range(len(chars) - n + 1):
                vec = self.table.get(f"{n}gram-" + "".join(chars[i:i + n]))
                if vec is not None:
                    total += vec
                    count += 1
        return total / np.float32(count) if count else unk


class ToVectors(TextTensorOperation):
    """Tokens replaced by their vectors (``unk_init``, zeros by default, for tokens not in ``vectors``)."""

    def __init__(self, vectors: Any, unk_init: Any = None, lower_case_backup: bool = False) -> None:
        if not isinstance(vectors, Vectors):
            raise TypeError(f"Argument vectors with value {vectors} is not of type [<class "
                            f"'mindspore._c_dataengine.Vectors'>], but got {type(vectors)}.")
        if unk_init is not None:
            if not isinstance(unk_init, (list, tuple)):
                raise _type_error("unk_init", unk_init, [list, tuple])
            for i, value in enumerate(unk_init):
                if isinstance(value, bool) or not isinstance(value, (int, float)):
                    raise _type_error(f"unk_init[{i}]", value, [int, float])
        if not isinstance(lower_case_backup, bool):
            raise _type_error("lower_case_backup", lower_case_backup, [bool])
        self.vectors, self.unk_init, self.lower_case_backup = vectors, unk_init, lower_case_backup

    def _apply(self, x: np.ndarray) -> np.ndarray:
        dim = self.vectors.dim
        if self.unk_init:
            if len(self.unk_init) != dim:
                raise PipelineError(f"ToVectors: unk_init must be the same length as vectors, but got unk_init: "
                                    f"{len(self.unk_init)} and vectors: {dim}")
            unk = np.array(self.unk_init, dtype=np.float32)
        else:
            unk = np.zeros(dim, np.float32)
        if x.dtype.kind != "U":
            raise PipelineError("ToVectors: input tensor type should be string.")
        rows = [self.vectors.lookup(str(t), unk, self.lower_case_backup) for t in x.reshape(-1).tolist()]
        return rows[0].copy() if x.ndim == 0 else np.stack(rows).astype(np.float32).reshape(-1, dim)
