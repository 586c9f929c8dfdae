"""MindSpore's non-mappable file sources (TextFile, CSV, CLUE and the text corpora built on them): rows read
file by file, in MindSpore's order.

MindSpore reads such a source with ``num_parallel_workers`` threads: a filler hands out "blocks" (a file and a
range of its rows) to the workers in turn, and the rows of the workers are merged one by one, round robin
(a worker whose blocks are used up drops out).  The order is therefore fixed by the worker count, and so it is
here (:func:`merge_workers`).  Sharding is by rows: every shard gets ``ceil(rows / num_shards)`` rows, the last
ones wrapping round to the first files.  ``Shuffle.FILES`` shuffles the order of the files each pass
(``std::shuffle`` with ``std::mt19937(seed)``, the previous pass's order shuffled again; sharded, seeds 1, 2,
... per pass); ``Shuffle.GLOBAL`` (or ``True``) adds MindSpore's buffer shuffle on top of that.
"""
from __future__ import annotations

import glob
import math
import os
from typing import Any, Iterator, List, Optional, Sequence, Tuple

import numpy as np

from ..core.pipeline import EpochContext, PipelineError
from ..core.stdrandom import std_shuffle
from .datasets import Dataset, Row, ShuffleDataset, SourceDataset, _check_range, _check_type, check_num_parallel_workers
from .samplers import Shuffle

_INT32_MAX = 2147483647
_SHUFFLE_MSG = ("shuffle must be of boolean or enum of 'Shuffle' values like 'Shuffle.ADAPTIVE' or 'Shuffle.GLOBAL' "
                "or 'Shuffle.PARTIAL' or 'Shuffle.FILES' or 'Shuffle.INFILE'.")


class FileRow(tuple):
    """A row that knows the file it was read from (MindSpore names it when a ``map`` on it fails)."""

    path: Optional[str] = None


def file_row(values: Sequence[np.ndarray], path: str) -> FileRow:
    row = FileRow(values)
    row.path = path
    return row


def find_files(patterns: Any) -> List[str]:
    """``dataset_files`` (a glob pattern or a list of them) as the sorted list of files (MindSpore's checks)."""
    _check_type("dataset files", patterns, (str, list))
    if not patterns:
        raise ValueError(f"Input dataset_files can not be empty, but got '{patterns}'.")
    return glob_files(patterns)


def glob_files(patterns: Any) -> List[str]:
    """The files (sorted) matching a glob pattern or a list of them; a pattern matching none is MindSpore's
    ValueError."""
    files, unmatched = [], []
    for pattern in (patterns if isinstance(patterns, list) else [patterns]):
        found = [m for m in glob.glob(pattern, recursive=True) if os.path.isfile(m)]
        if found:
            files.extend(found)
        else:
            unmatched.append(pattern)
    if unmatched:
        raise ValueError(f"The following patterns did not match any files: {unmatched}.")
    return sorted(files)


def check_source_args(num_samples: Any, num_parallel_workers: Any, shuffle: Any, num_shards: Any,
                      shard_id: Any) -> None:
    """MindSpore's argument checks of a non-mappable source (``validate_dataset_param_value`` and the shard
    options), in its order."""
    for name, value in (("num_samples", num_samples), ("num_parallel_workers", num_parallel_workers),
                        ("num_shards", num_shards), ("shard_id", shard_id)):
        if value is None:
            continue
        _check_type(name, value, int)
        if name == "num_samples" and value < 0:
            raise ValueError("num_samples exceeds the boundary between 0 and 9223372036854775807(INT64_MAX)!")
        if name == "num_parallel_workers":
            check_num_parallel_workers(value)
    check_shards(num_shards, shard_id)
    if shuffle is not None and not isinstance(shuffle, (bool, Shuffle)):
        raise TypeError(_SHUFFLE_MSG)


def check_shards(num_shards: Any, shard_id: Any) -> None:
    """MindSpore's shard checks of its C++ sources (RuntimeError for a missing half; GeneratorDataset's differ)."""
    if num_shards is not None:
        _check_type("num_shards", num_shards, int)
        _check_range("num_shards", num_shards, 1)
        if shard_id is None:
            raise RuntimeError("num_shards is specified and currently requires shard_id as well.")
        _check_type("shard_id", shard_id, int)
        _check_range("shard_id", shard_id, 0, num_shards - 1)
    if num_shards is None and shard_id is not None:
        raise RuntimeError("shard_id is specified but num_shards is not.")


def shuffle_modes(shuffle: Any) -> Tuple[bool, bool]:
    """(shuffle the files, buffer-shuffle the rows) for a ``shuffle`` argument (None/True: both)."""
    if shuffle is None or shuffle is True or shuffle == Shuffle.GLOBAL:
        return True, True
    return shuffle == Shuffle.FILES, False


def shard_blocks(counts: List[int], keys: List[int], num_shards: int, shard_id: int) -> List[Tuple[int, int, int]]:
    """The (file, first row, end row) blocks of one shard, files taken in ``keys`` order: the shard's rows are
    ``[shard_id * per, (shard_id + 1) * per)`` of the files laid end to end, ``per = ceil(total / num_shards)``,
    going round the files again when the last shard runs past the end."""
    per = math.ceil(sum(counts) / num_shards)
    lo, hi = shard_id * per, (shard_id + 1) * per
    blocks, before = [], 0
    while True:
        for k in keys:
            n = counts[k]
            if before <= lo < before + n:             # the shard starts inside this file
                blocks.append((k, lo - before, min(n, hi - before)))
            elif lo <= before < hi:                   # the file starts inside the shard
                blocks.append((k, 0, min(n, hi - before)))
            before += n
        if before >= hi:
            return blocks


def merge_workers(streams: List[Iterator[Row]]) -> Iterator[Row]:
    """The rows of several workers as MindSpore's connector takes them: one from each in turn, a worker
    dropping out when it has no more."""
    live = list(streams)
    while live:
        still = []
        for s in live:
            row = next(s, None)
            if row is not None:
                yield row
                still.append(s)
        live = still


def shuffle_buffer_size(num_files: int, num_shards: Optional[int], num_rows: int, total_rows: int = 0) -> int:
    """The buffer of the shuffle MindSpore adds over a globally shuffled file source: four files' worth of rows
    (of this shard, at most ``total_rows``), at most 10000; when a file averages under one row, 10000 (every row:
    observed in MindSpore 2.10, whose sources document 'at least 10000')."""
    if num_shards:
        num_rows = -(-num_rows // num_shards)
    if total_rows > 0:
        num_rows = min(num_rows, total_rows)
    average = num_rows // max(num_files, 1)
    return min(average * 4, 10000) if average else 10000


class FileSource(SourceDataset):
    """Base of MindSpore's non-mappable file sources.  A subclass sets ``self.files`` and defines
    ``_count(path)`` (rows of a file) and ``_read(path, start, end)`` (its rows ``start..end-1``, each made
    with :func:`file_row`)."""

    files: List[str]

    def __init__(self, num_samples: Any, num_parallel_workers: Any, shuffle: Any, num_shards: Any,
                 shard_id: Any) -> None:
        check_source_args(num_samples, num_parallel_workers, shuffle, num_shards, shard_id)
        super().__init__((), None)
        self.num_parallel_workers = num_parallel_workers
        self.num_samples = num_samples or 0
        self.shuffle_files, self.shuffle_rows = shuffle_modes(shuffle)
        self.num_shards, self.shard_id = num_shards, shard_id
        self._counts: Optional[List[int]] = None
        # the size once asked for, or else the rows of the first full epoch an iterator read: MindSpore's iterator
        # records that as the size (it differs from the counted one where a reader's rows are not its count)
        self._size_seen: Optional[int] = None
        self._shuffler: Optional[ShuffleDataset] = None

    # -- what subclasses define ----------------------------------------------------------------
    def _count(self, path: str) -> int:
        raise NotImplementedError

    def _read(self, path: str, start: int, end: int) -> Iterator[Row]:
        raise NotImplementedError

    def _no_rows(self) -> str:
        """The message of the error an empty source gives."""
        return f"Invalid data, {type(self).__name__} API can't read the data file (interface mismatch or no data " \
               f"found). Check file path: {self.files[0] if self.files else ''}."

    # -- sizes ---------------------------------------------------------------------------------
    def file_counts(self) -> List[int]:
        if self._counts is None:
            counts = [self._count(p) for p in self.files]
            if not sum(counts):
                raise PipelineError(self._no_rows())
            self._counts = counts
        return self._counts

    def _size_rows(self) -> int:
        """The rows ``get_dataset_size`` counts (the reader's rows unless a source counts differently)."""
        return sum(self.file_counts())

    def _size(self) -> Optional[int]:
        if self._size_seen is not None:
            return self._size_seen
        rows = self._size_rows()
        if self.num_shards:
            rows = -(-rows // self.num_shards)
        return min(rows, self.num_samples) if self.num_samples else rows

    def get_dataset_size(self) -> int:
        size = self._size()
        self._size_seen = size          # asked once, the answer stays (MindSpore keeps it)
        return size

    # -- reading -------------------------------------------------------------------------------
    def _workers(self) -> int:
        from ..core.config import get_num_parallel_workers

        return self.num_parallel_workers or get_num_parallel_workers()

    def _file_order(self, ctx: EpochContext) -> List[int]:
        """This pass's order of the files: shuffled again on every pass of the iterator when shuffling files."""
        keys = list(range(len(self.files)))
        if not self.shuffle_files:
            return keys
        state = ctx.run.setdefault(("file_order", id(self)), {"keys": keys, "passes": 0})
        state["passes"] += 1
        seed = ctx.seed if not self.num_shards or self.num_shards == 1 else state["passes"]
        state["keys"] = std_shuffle(list(state["keys"]), seed)
        return list(state["keys"])

    def _pass(self, ctx: EpochContext) -> Iterator[Row]:
        """One pass of the reader (no buffer shuffle): MindSpore's blocks, workers and merge order."""
        counts = self.file_counts()
        keys = self._file_order(ctx)
        blocks = shard_blocks(counts, keys, self.num_shards or 1, self.shard_id or 0)
        workers = self._workers()

        def stream(mine: List[Tuple[int, int, int]]) -> Iterator[Row]:
            for k, start, end in mine:
                yield from self._read(self.files[k], start, end)

        rows = merge_workers([stream(blocks[w::workers]) for w in range(workers)])
        for i, row in enumerate(rows):
            if self.num_samples and i >= self.num_samples:
                return
            yield row

    def _rows(self, ctx: EpochContext) -> Iterator[Row]:
        if not self.shuffle_rows:
            rows = self._pass(ctx)
        else:
            if self._shuffler is None:
                size = shuffle_buffer_size(len(self.files), self.num_shards, self._size_rows())
                self._shuffler = ShuffleDataset(_Pass(self), size)
            rows = self._shuffler._rows(ctx)
        count = 0
        for row in rows:
            yield row
            count += 1
        if self._size_seen is None and ctx.path == (0,) and ctx.run.get("callbacks", True):
            self._size_seen = count     # the first epoch of an iterator over this source, read to the end


class _Pass(Dataset):
    """The reader under the buffer shuffle of a globally shuffled source."""

    def __init__(self, source: FileSource) -> None:
        super().__init__()
        self.source = source

    def _rows(self, ctx: EpochContext) -> Iterator[Row]:
        return self.source._pass(ctx)

    def _size(self) -> Optional[int]:
        return self.source._size()

    def _col_names(self) -> List[str]:
        return self.source._col_names()
