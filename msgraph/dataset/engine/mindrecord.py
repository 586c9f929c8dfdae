"""``MindDataset``: rows of MindRecord files (written by ``mindspore.mindrecord.FileWriter``, msgraph's or
MindSpore's own) through the usual sampler/shard machinery."""
from __future__ import annotations

import os
from enum import Enum
from typing import Any, List, Optional

import numpy as np

from ..core.pipeline import EpochContext, PipelineError
from .datasets import Row, _check_type
from .samplers import Shuffle  # noqa: F401 - its home in MindSpore is the samplers module
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
            shuffle = True
        elif shuffle is not None and not isinstance(shuffle, bool):
            raise TypeError(f"shuffle with value {shuffle!r} is not of type [<class 'bool'>, <enum 'Shuffle'>].")
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
        # a shuffled read of num_samples > rows gives num_samples rows (the rows again), as MindSpore
        self._oversample = num_samples if (num_samples and shuffle is not False and sampler is None
                                           and num_shards is None) else None
        self._shards = [F.ShardFile(p) for p in shard_paths(dataset_files)]
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
        return tuple(row[c] for c in self.columns_list)

    def _size(self) -> Optional[int]:
        if self._oversample is not None and self._oversample > self._num_rows():
            return self._oversample
        from .samplers import sample_size

        return sample_size(self.sampler, self._num_rows())

    def _rows(self, ctx: EpochContext):
        if self._oversample is None or self._oversample <= self._num_rows():
            yield from _RandomAccess._rows(self, ctx)
            return
        count = 0
        while count < self._oversample:
            for i in self.sampler.indices(self._num_rows(), ctx):
                if count == self._oversample:
                    return
                yield self._get_row(i)
                count += 1
