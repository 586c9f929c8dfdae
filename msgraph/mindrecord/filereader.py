"""``mindspore.mindrecord.FileReader``: rows of a MindRecord file as dicts of Python values."""
from __future__ import annotations

import os
from typing import Any, Dict, Iterator, List, Optional

from . import _format as F
from .config import decrypted
from .exceptions import ParamTypeError, ParamValueError


def shard_paths(file_name: Any, load_all: bool = True) -> List[str]:
    """The shard files to read: a str names one shard and (``load_all``) brings in every shard its header
    lists, from the same folder; a list names exactly the shards to read."""
    if isinstance(file_name, (list, tuple)):
        paths = list(file_name)
        for p in paths:
            if not isinstance(p, str):
                raise ParamValueError(f"File path: {p} is not string.")
        return paths
    if not isinstance(file_name, str):
        raise ParamValueError(f"File path: {file_name} is not string.")
    if not load_all:
        return [file_name]
    if not os.path.isfile(file_name + ".db"):
        raise RuntimeError(f"The input: {file_name}.db is not exists.")
    header = F.read_header(decrypted(file_name))
    folder = os.path.dirname(file_name)
    return [os.path.join(folder, a) for a in header.get("shard_addresses") or [os.path.basename(file_name)]]


class _Default(int):
    """The default ``num_consumer`` (4), told apart from an explicit 4: MindSpore checks only passed values."""

    def __repr__(self) -> str:
        return "4"


_DEFAULT: Any = _Default(4)


def check_num_consumer(num_consumer: Any) -> None:
    """MindSpore's check of an explicitly given ``num_consumer``: an int from 1 to the number of CPU cores."""
    if num_consumer is None:
        raise ParamValueError("Parameter num_consumer is None.")
    if not isinstance(num_consumer, int):
        raise ParamValueError("Parameter num_consumer is not int.")
    cores = os.cpu_count() or 1
    if not 1 <= num_consumer <= cores:
        raise ParamValueError(f"Parameter num_consumer: {num_consumer} should between 1 and {cores}.")


def open_shards(file_name: Any) -> List[F.ShardFile]:
    """The shard files ``file_name`` names (see :func:`shard_paths`), opened for reading.  The files named
    are checked first ("The input: x is not exists.", MindSpore's decryption step), then their indexes."""
    names = list(file_name) if isinstance(file_name, (list, tuple)) else [file_name]
    for p in names:
        if not isinstance(p, str):
            raise ParamValueError(f"File path: {p} is not string.")
    for p in names:
        if not os.path.exists(p):
            raise RuntimeError(f"The input: {p} is not exists.")
        decrypted(p)
    paths = shard_paths(file_name)
    for p in paths:
        if not os.path.isfile(p):
            raise RuntimeError(f"Invalid file, failed to open mindrecord file: {p}.")
    return [F.ShardFile(decrypted(p)) for p in paths]


class FileReader:
    """Read every row of MindRecord shard files in order: ``get_next()`` yields dicts (``bytes`` fields as
    bytes, arrays as numpy arrays, scalars as Python numbers and str)."""

    def __init__(self, file_name: Any, num_consumer: Any = _DEFAULT, columns: Optional[List[str]] = None,
                 operator: Any = None) -> None:
        if num_consumer is not _DEFAULT:     # MindSpore checks only a value the caller passed (default 4)
            check_num_consumer(num_consumer)
        if columns:
            if not isinstance(columns, list):
                raise ParamTypeError("columns", "list")
            self._columns: Optional[List[str]] = list(columns)
        else:
            self._columns = None
        self._shards = open_shards(file_name)
        if self._columns is not None:
            schema = self._shards[0].schema
            bad = [c for c in self._columns if c not in schema]
            if bad:
                raise RuntimeError(f"Invalid data, column: {bad[0]} is not in the schema of the mindrecord file.")

    def get_next(self) -> Iterator[Dict[str, Any]]:
        for shard in self._shards:
            for i in range(len(shard)):
                row = shard.row(i, self._columns, as_numpy=False)
                if self._columns is None:
                    yield row
                else:
                    yield {c: row[c] for c in self._columns}

    def close(self) -> None:
        self._shards = []

    def schema(self) -> Dict[str, dict]:
        return dict(self._shards[0].schema) if self._shards else {}

    def len(self) -> int:
        return sum(len(s) for s in self._shards)
