"""``MindDataset``: rows of MindRecord files (written by ``mindspore.mindrecord.FileWriter``, msgraph's or
MindSpore's own) through the usual sampler/shard machinery."""
from __future__ import annotations

import math
import os
from enum import Enum
from typing import Any, List, Optional

import numpy as np

from ..core.pipeline import EpochContext, PipelineError
from ..core.stdrandom import minstd_shuffle
from .datasets import Row, _check_type
from .samplers import DistributedSampler, RandomSampler, Shuffle  # Shuffle's home in MindSpore is samplers
from .sources import _RandomAccess


class MindDataset(_RandomAccess):
    """MindRecord rows.  ``dataset_files``: a file name (every shard its header lists is read) or a list of
    shard files (those only).  Columns come sorted by name unless ``columns_list`` names them; ``bytes``
    fields come as 1-element ``S`` arrays, strings as 0-d str arrays, numbers as 0-d arrays and arrays with
    their schema shape, as MindSpore gives them.  ``padded_sample``/``num_padded`` append that many copies
    of a sample (for even sharding)."""

    def __init__(self, dataset_files: Any, columns_list: Optional[List[str]] = None,
                 num_parallel_workers: Optional[int] = None, shuffle: Any = None, num_shards: Optional[int] = None,
                 shard_id: Optional[int] = None, sampler: Any = None, padded_sample: Optional[dict] = None,
                 num_padded: Optional[int] = None, num_samples: Optional[int] = None, cache: Any = None) -> None:
        from ...mindrecord import _format as F
        from ...mindrecord.config import decrypted
        from ...mindrecord.filereader import shard_paths

        super().__init__((), num_parallel_workers)
        if isinstance(dataset_files, str):
            if not os.path.isfile(dataset_files) or not os.access(dataset_files, os.R_OK):
                raise ValueError(f"The file {dataset_files} does not exist or permission denied!")
        elif isinstance(dataset_files, (list, tuple)):
            if not dataset_files:
                raise ValueError("dataset_files should not be empty.")
            for p in dataset_files:
                _check_type("dataset_files", p, str)
                if not os.path.isfile(p):
                    raise ValueError(f"The file {p} does not exist or permission denied!")
        else:
            raise TypeError(f"Argument dataset_files with value {dataset_files!r} is not of type "
                            "[<class 'str'>, <class 'list'>], but got " + str(type(dataset_files)) + ".")
        if isinstance(shuffle, Shuffle):
            if shuffle in (Shuffle.FILES, Shuffle.INFILE) and num_samples is not None:
                raise ValueError("'Shuffle.FILES' or 'Shuffle.INFILE' and 'num_samples' cannot be specified at the "
                                 "same time.")
            mode = Shuffle.FALSE if shuffle == Shuffle.FALSE else shuffle
            shuffle = shuffle != Shuffle.FALSE
        elif shuffle is not None and not isinstance(shuffle, bool):
            raise TypeError(f"shuffle with value {shuffle!r} is not of type [<class 'bool'>, <enum 'Shuffle'>].")
        else:
            mode = Shuffle.FALSE if shuffle is False else Shuffle.GLOBAL
        if columns_list is not None:
            _check_type("columns_list", columns_list, list)
            if not columns_list:
                raise ValueError("columns_list should not be empty.")
        if padded_sample is not None and columns_list is None:
            raise RuntimeError("padded_sample is specified and requires columns_list as well.")
        if (padded_sample is None) != (num_padded is None or num_padded == 0):
            if padded_sample is not None or num_padded:
                raise RuntimeError("padded_sample and num_padded should be specified at the same time.")
        self._init_sampling(num_samples, shuffle, sampler, num_shards, shard_id)
        if sampler is None:       # the shard reader's own shuffle mode
            if isinstance(self.sampler, DistributedSampler):
                self.sampler.shuffle_mode = mode
            elif isinstance(self.sampler, RandomSampler):
                self.sampler.shuffle = mode
                if num_samples:       # MindSpore's reader then draws rows with replacement
                    self.sampler.replacement = True
                    self._oversample = None
        # a shuffled read of num_samples > rows gives num_samples rows (the rows again), as MindSpore
        self._oversample = num_samples if (num_samples and shuffle is not False and sampler is None
                                           and num_shards is None) else None
        self._shards = [F.ShardFile(decrypted(p)) for p in shard_paths(dataset_files)]
        schema = self._shards[0].schema
        if columns_list is not None:
            bad = [c for c in columns_list if c not in schema]
            if bad:
                raise RuntimeError(f"Invalid data, column: {bad[0]} is not found in the schema of the "
                                   "mindrecord file.")
        self.columns_list = list(columns_list) if columns_list is not None else sorted(schema)
        self._starts = np.cumsum([0] + [len(s) for s in self._shards]).tolist()
        self.padded_sample = padded_sample
        self.num_padded = int(num_padded or 0)

    def _col_names(self) -> List[str]:
        return list(self.columns_list)

    def _num_rows(self) -> int:
        return self._starts[-1] + self.num_padded

    def _get_row(self, index: int) -> Row:
        if index >= self._starts[-1]:
            return tuple(np.asarray(self.padded_sample[c]) if not isinstance(self.padded_sample[c], bytes)
                         else np.array([self.padded_sample[c]]) for c in self.columns_list)
        k = int(np.searchsorted(self._starts, index, side="right")) - 1
        try:
            row = self._shards[k].row(index - self._starts[k], self.columns_list)
        except (RuntimeError, ValueError, KeyError) as exc:
            raise PipelineError(f"Invalid data, failed to read row {index} of {self._shards[k].path}: {exc}") from exc
        from .nonmappable import file_row

        # MindSpore's shard reader makes a field stored with no elements a 0-d value (the number it then holds
        # is whatever its buffer had; msgraph's is 0); the row names its file for a failing map operation
        return file_row([np.zeros((), row[c].dtype) if isinstance(row[c], np.ndarray) and row[c].size == 0
                         and row[c].dtype.kind in "biuf" else row[c] for c in self.columns_list],
                        self._shards[k].path)

    def _class_labels(self) -> Optional[List[Any]]:
        """Each row's value of the PKSampler's ``class_column`` (MindSpore's MindRecord PK sampling groups rows by
        that field, whatever its type: numbers or strings); None when the column is not a field."""
        from .samplers import PKSampler

        sampler, column = self.sampler, None
        while sampler is not None and column is None:
            column = sampler.class_column if isinstance(sampler, PKSampler) else None
            sampler = getattr(sampler, "child_sampler", None)
        column = column or "label"
        if not self._shards or column not in self._shards[0].schema:
            return None
        labels: List[Any] = []
        for shard, start, end in zip(self._shards, self._starts, self._starts[1:]):
            labels += [shard.row(i, [column])[column] for i in range(end - start)]
        labels += [self.padded_sample[column]] * self.num_padded if self.num_padded else []
        return [v.item() if isinstance(v, np.ndarray) and v.ndim == 0 else v for v in labels]

    def _size(self) -> Optional[int]:
        if self._oversample is not None and self._oversample > self._num_rows():
            return self._oversample
        from .samplers import sample_size

        return sample_size(self.sampler, self._num_rows(), self._class_labels)

    def _rows(self, ctx: EpochContext):
        if self._oversample is None or self._oversample <= self._num_rows():
            native = self._reader_indices(ctx)
            if native is not None:
                for i in native:
                    yield self._get_row(i)
                return
            yield from _RandomAccess._rows(self, ctx)
            return
        count = 0
        while count < self._oversample:
            for i in self.sampler.indices(self._num_rows(), ctx):
                if count == self._oversample:
                    return
                yield self._get_row(i)
                count += 1


    # -- MindSpore's shard reader order ---------------------------------------------------------------------
    def _reader_indices(self, ctx: Optional[EpochContext]) -> Optional[List[int]]:
        """The rows of this pass as MindSpore's shard reader orders them, for its own samplers (the
        ``shuffle``/``num_shards`` arguments, a RandomSampler or a DistributedSampler without children): pass
        k shuffles with ``std::default_random_engine(seed + 1 + k)``: rows (GLOBAL), the rows of each file
        (INFILE), the order of the files (FILES), or the files and then the rows (PARTIAL).  Unsharded, each
        pass shuffles the previous pass's order; sharded, the file order, then takes every num_shards-th row
        (or, with ``MS_DEV_MINDRECORD_SHARD_BY_BLOCK=true``, a contiguous block)."""
        from ..core.config import get_seed

        sampler = self.sampler
        child = getattr(sampler, "child_sampler", None)
        if child is not None and not self.num_padded:
            return self._chained_indices(ctx, sampler, child)
        if self.num_padded:
            return None
        if isinstance(sampler, RandomSampler):
            mode, shards, base = sampler.shuffle, None, None
        elif isinstance(sampler, DistributedSampler) and sampler.offset == -1:
            mode, shards, base = sampler.get_shuffle_mode(), (sampler.num_shards, sampler.shard_id), sampler._seed
        else:
            return None
        if mode == Shuffle.ADAPTIVE:
            mode = Shuffle.GLOBAL if self._starts[-1] <= 100000000 else Shuffle.PARTIAL
        run = ctx.run if ctx is not None else {}
        if base is None:
            base = ctx.seed if ctx is not None else get_seed()
        key = ("mindrecord_pass", id(self))
        first = (ctx.path[0] - 1) if ctx is not None and ctx.path else -1
        k = run[key] = run.get(key, first) + 1
        n = self._starts[-1]
        counts = [len(sh) for sh in self._shards]
        seed = base + 1 + k
        if isinstance(sampler, RandomSampler) and sampler.replacement:   # pass k, draw j: one draw from
            from ..core.stdrandom import mt19937, uniform_int           # std::mt19937(seed + 1 + k + j) into
                                                                        # the previous pass's rows

            m = sampler.num_samples or n
            prev = run.get(("mindrecord_order", id(self)), list(range(n)))   # each pass draws from the last one
            order = [prev[uniform_int(mt19937(base + 1 + k + j), len(prev) - 1)] for j in range(m)] if prev else []
            run[("mindrecord_order", id(self))] = order
            return order
        if shards is None:
            order = run.get(("mindrecord_order", id(self)), list(range(n)))
            if mode == Shuffle.PARTIAL:       # starts again from the file order on each pass
                order = list(range(n))
            if mode != Shuffle.FALSE:
                order = _reader_shuffle(order, counts, mode, seed)
            run[("mindrecord_order", id(self))] = order
            return self._limit_samples(order, sampler)
        order = list(range(n))
        if mode == Shuffle.PARTIAL:
            order = _reader_shuffle(order, counts, Shuffle.FILES, seed)
        elif mode != Shuffle.FALSE:
            order = _reader_shuffle(order, counts, mode, seed)
        num, sid = shards
        take = math.ceil(n / num) if n else 0
        if os.environ.get("MS_DEV_MINDRECORD_SHARD_BY_BLOCK", "").lower() == "true":
            picked = [order[(sid * take + j) % n] for j in range(take)]
        else:
            picked = [order[(sid + j * num) % n] for j in range(take)]
        if mode == Shuffle.PARTIAL:
            picked = minstd_shuffle(picked, seed)
        return self._limit_samples(picked, sampler)

    def _chained_indices(self, ctx: Optional[EpochContext], sampler: Any, child: Any) -> Optional[List[int]]:
        """``add_sampler(DistributedSampler(n, i, shuffle=False))`` over a RandomSampler / plain SequentialSampler:
        MindSpore's shard reader runs the chain as its operators in order -- the child's row order (the reader's
        shuffle), then the shard taken from it, every n-th position or (``MS_DEV_MINDRECORD_SHARD_BY_BLOCK=true``) a
        block (ut dataset/test_minddataset_sampler test_minddataset_distributed_samples; msgraph picked the shard
        first, then shuffled with its own generator).  None: another chain (the samplers' own composition)."""
        from .samplers import SequentialSampler

        if not isinstance(sampler, DistributedSampler) or sampler.offset != -1 \
                or sampler.get_shuffle_mode() not in (Shuffle.FALSE, "false") \
                or getattr(child, "child_sampler", None) is not None:
            return None
        if isinstance(child, RandomSampler):
            self.sampler = child
            try:
                order = self._reader_indices(ctx)
            finally:
                self.sampler = sampler
        elif type(child) is SequentialSampler and not child.start_index and child.num_samples is None:
            order = list(range(self._starts[-1]))
        else:
            return None
        if order is None:
            return None
        n, num, sid = len(order), sampler.num_shards, sampler.shard_id
        take = math.ceil(n / num) if n else 0
        if os.environ.get("MS_DEV_MINDRECORD_SHARD_BY_BLOCK", "").lower() == "true":
            picked = [order[(sid * take + j) % n] for j in range(take)]
        else:
            picked = [order[(sid + j * num) % n] for j in range(take)]
        return self._limit_samples(picked, sampler)

    @staticmethod
    def _limit_samples(order: List[int], sampler: Any) -> List[int]:
        limit = sampler.num_samples
        return list(order[:limit]) if limit else list(order)


def _reader_shuffle(order: List[int], counts: List[int], mode: Shuffle, seed: int) -> List[int]:
    """One shuffle of the shard reader's row order (files hold ``counts`` consecutive positions)."""
    starts = np.cumsum([0] + counts).tolist()
    if mode == Shuffle.INFILE:
        out = list(order)
        for a, b in zip(starts[:-1], starts[1:]):
            out[a:b] = minstd_shuffle(out[a:b], seed)
        return out
    if mode in (Shuffle.FILES, Shuffle.PARTIAL):
        files = minstd_shuffle(list(range(len(counts))), seed)
        out = [i for f in files for i in order[starts[f]:starts[f + 1]]]
        return out if mode == Shuffle.FILES else minstd_shuffle(out, seed)
    return minstd_shuffle(list(order), seed)
