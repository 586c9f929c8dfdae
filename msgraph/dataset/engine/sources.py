"""Where rows come from: user Python sources, numpy slices, MNIST idx files, CIFAR-10 binaries.

Random-access sources (``__getitem__`` + ``__len__``) read the indices their sampler picks (shuffled
by default, as in MindSpore); iterable sources are read in order.  Everything runs in the iterator's
background thread (MindSpore's ``python_multiprocessing`` worker processes are not started).
"""
from __future__ import annotations

import os
import struct
import types as pytypes
from typing import Any, Iterator, List, Optional, Tuple

import numpy as np

from ..core.pipeline import EpochContext, PipelineError, UserFunctionError, set_row_file
from .convert import mstype_to_numpy, to_array, to_row
from .datasets import (MappableDataset, Row, SourceDataset, _check_num_samples, _check_range, _check_type,
                       check_num_parallel_workers)
from .samplers import (
    BuiltinSampler, check_sampler_options, check_shard_args, run_copy, run_sampler, sample_indices, sample_size,
    select_sampler, skipped_passes,
)
from .workers import run_workers


class Schema:
    """Column names, types and shapes (``add_column``); GeneratorDataset reads names and types from it."""

    def __init__(self, schema_file: Optional[str] = None) -> None:
        self.columns: List[dict] = []
        self.num_rows = 0
        if schema_file is not None:
            import json

            # MindSpore's checks; a number must not reach open(), which takes it for a file descriptor (and closes it)
            if not isinstance(schema_file, str):
                raise TypeError(f"path: {schema_file!r} is not string")
            if not os.path.isfile(schema_file):
                raise ValueError(f"The file {schema_file} does not exist or permission denied!")
            with open(schema_file, encoding="utf-8") as f:
                try:
                    doc = json.load(f)
                except ValueError as exc:
                    raise PipelineError(f"Schema file failed to load: {exc}") from None
            self.from_json(doc)

    def add_column(self, name: str, de_type: Any, shape: Optional[List[int]] = None) -> None:
        _check_type("name", name, str)
        col = {"name": name, "type": de_type}
        if shape is not None:
            col["shape"] = list(shape)
        self.columns.append(col)

    def from_json(self, json_obj: dict) -> None:
        cols = json_obj.get("columns", {})
        if not isinstance(cols, (dict, list)):
            raise PipelineError("columns must be dict or list, columns contain name, type, shape(optional).")
        if isinstance(cols, list):
            for c in cols:
                if not isinstance(c, dict) or "name" not in c:
                    raise PipelineError("Column's name is missing")
                if "type" not in c:
                    raise PipelineError("Column's type is missing")
        items = cols.items() if isinstance(cols, dict) else ((c["name"], c) for c in cols)
        for name, spec in items:
            self.add_column(name, spec.get("type"), spec.get("shape"))
        self.num_rows = json_obj.get("numRows", 0)

    def to_json(self) -> str:
        import json

        return json.dumps({"columns": {c["name"]: {"type": str(np.dtype(mstype_to_numpy(c["type"])))
                                                   if c["type"] is not None else None,
                                                   **({"shape": c["shape"]} if "shape" in c else {})}
                                       for c in self.columns}, "numRows": self.num_rows})

    def parse_columns(self, columns: Any) -> None:
        self.from_json({"columns": columns})

    def __str__(self) -> str:
        return self.to_json()


class _RandomAccess(MappableDataset):
    """A source of ``_num_rows()`` rows read by index through the sampler."""

    def _init_sampling(self, num_samples: Any, shuffle: Any, sampler: Any, num_shards: Any,
                       shard_id: Any) -> None:
        _check_num_samples(num_samples)
        if shuffle is not None:
            _check_type("shuffle", shuffle, bool)
        check_shard_args(num_shards, shard_id)
        self.sampler: BuiltinSampler = select_sampler(num_samples, sampler, shuffle, num_shards, shard_id)

    def _num_rows(self) -> int:
        raise NotImplementedError

    def _get_row(self, index: int) -> Row:
        raise NotImplementedError

    def _class_labels(self) -> Optional[Any]:
        """Each row's class label, for a PKSampler (None: the source has none)."""
        return None

    def _size(self) -> Optional[int]:
        return sample_size(self.sampler, self._num_rows(), self._class_labels)

    def _rows(self, ctx: EpochContext) -> Iterator[Row]:
        try:
            for i in sample_indices(run_sampler(self.sampler, ctx), self._num_rows(), ctx, self._class_labels):
                yield self._get_row(i)
        finally:
            set_row_file(None)     # the file a file-reading source's _get_row named

    def get_dataset_size(self) -> int:
        return self._size()


def _check_width(row: Row, names: List[str]) -> Row:
    if len(row) != len(names):
        raise PipelineError("Invalid Python function, the 'source' of 'GeneratorDataset' should return same number "
                            f"of NumPy arrays as specified in column_names, the size of column_names is:{len(names)} "
                            f"and number of returned NumPy array is:{len(row)}")
    return row


def _check_kinds(item: Any, row: Row) -> None:
    """MindSpore's TypeError for source values numpy can only hold as objects (sets, ragged nests, None);
    Python dicts pass."""
    parts = item if isinstance(item, (tuple, list)) else None
    for i, a in enumerate(row):
        if a.dtype.kind == "O" and not isinstance((parts[i] if parts is not None else item), dict):
            where = "" if parts is None else f"{i + 1}th item of "
            raise PipelineError(f"Data type of {where}the input or its converted Numpy array is expected to be int or "
                                f"float or str, but got {a.dtype}.")


class GeneratorDataset(_RandomAccess, SourceDataset):
    """Rows from a Python source: random-access (``__getitem__``/``__len__``), iterable or generator function.

    ``python_multiprocessing`` and ``num_parallel_workers`` are accepted; the source always runs in
    the iterator's one background thread.
    """

    def __init__(self, source: Any, column_names: Any = None, column_types: Any = None, schema: Any = None,
                 num_samples: Optional[int] = None, num_parallel_workers: int = 1, shuffle: Optional[bool] = None,
                 sampler: Any = None, num_shards: Optional[int] = None, shard_id: Optional[int] = None,
                 python_multiprocessing: bool = True, max_rowsize: Any = None, batch_sampler: Any = None,
                 collate_fn: Any = None) -> None:
        MappableDataset.__init__(self, (), num_parallel_workers)
        if max_rowsize is not None:   # accepted (no shared memory here), checked as MindSpore does
            _check_type("max_rowsize", max_rowsize, int)
            _check_range("max_rowsize", max_rowsize, -1)
        if column_names is None and schema is None:
            raise ValueError("Neither columns_names nor schema are provided.")
        if isinstance(schema, str):
            schema = Schema(schema)
        if schema is not None:   # MindSpore: a schema decides the names and types (column_names/types unused)
            column_names = [c["name"] for c in schema.columns]
            column_types = [c["type"] for c in schema.columns]
        self.column_names = check_column_names(column_names)
        self.column_types = None
        if column_types is not None:
            from ...common import dtype as _mstype

            types = list(column_types) if isinstance(column_types, (list, tuple)) else [column_types]
            self.column_types = [None if t is None else np.dtype("U") if t is _mstype.string else mstype_to_numpy(t)
                                 for t in types]
        if sampler is not None and not isinstance(sampler, BuiltinSampler):   # GeneratorDataset's own check
            try:
                iter(sampler)
            except TypeError as exc:
                raise TypeError("sampler should be either iterable or from mindspore.dataset.samplers.") from exc
        if isinstance(source, zip):          # MindSpore reads a zip into a list: random access, every epoch
            source = list(source)
        elif isinstance(source, pytypes.GeneratorType):   # a generator object: replayed in later epochs
            source = _Replay(source)
        self.source = source
        self.python_multiprocessing = python_multiprocessing
        self.random_access = hasattr(source, "__getitem__") and not isinstance(source, (str, bytes))
        self.batch_sampler, self.collate_fn = _check_batch_sampler(
            batch_sampler, collate_fn, self.random_access, num_samples, shuffle, num_shards, shard_id, sampler)
        if self.random_access:
            self._init_sampling(num_samples, shuffle, sampler, num_shards, shard_id)
        else:
            if not (callable(source) or hasattr(source, "__iter__")):
                raise TypeError("Input `source` function of GeneratorDataset should be callable, iterable or "
                                "random accessible, but got: " + repr(source))
            if sampler is not None:
                raise ValueError("sampler is not supported if source does not have attribute '__getitem__'.")
            if num_shards is not None:
                raise ValueError("num_shards is not supported if source does not have attribute '__getitem__'.")
            if num_samples is not None:
                _check_type("num_samples", num_samples, int)
            self.num_samples = num_samples or None

    def _col_names(self) -> List[str]:
        return list(self.column_names)

    def _num_rows(self) -> int:
        if not hasattr(self.source, "__len__"):
            raise PipelineError("GeneratorDataset: a random-accessible 'source' ('__getitem__') has no size: "
                                "'__len__' method is required.")
        try:
            return len(self.source)
        except Exception as exc:  # noqa: BLE001
            raise UserFunctionError("GeneratorDataset source __len__", self.source, exc) from exc

    def _finish(self, item: Any) -> Row:
        row = to_row(item)
        _check_kinds(item, row)
        row = _check_width(row, self.column_names)
        if self.column_types is not None:   # MindSpore's GeneratorOp checks each column's type, converting nothing
            for a, t in zip(row, self.column_types):
                if t is not None and (a.dtype.kind != "U" if t.kind == "U" else a.dtype != t):   # ms.string: str
                    exc = TypeError("Invalid Python function, type of returned data in 'GeneratorDataset' should be "
                                    "same with specified column_types, but the type of returned data: "
                                    f"{type(a)}, specified column type: {np.dtype(t).name}")
                    raise UserFunctionError("GeneratorDataset source", self.source, exc)
        return row

    def _get_row(self, index: int) -> Row:
        try:
            item = self.source[np.int64(index)]
        except Exception as exc:  # noqa: BLE001
            raise UserFunctionError("GeneratorDataset source __getitem__", type(self.source), exc) from exc
        return self._finish(item)

    def __getitem__(self, index: int) -> Any:
        """The source's item that the ``index``-th row comes from (through the sampler, as the first epoch
        orders them), as the source hands it back (random-access sources only)."""
        if not self.random_access:
            raise RuntimeError("Dataset don't support randomized access.")
        if isinstance(index, bool) or not isinstance(index, (int, np.number)):
            raise TypeError(f"Argument index with value {index} is not of type [<class 'int'>, "
                            f"<class 'numpy.number'>], but got {type(index)}.")
        index = int(index)
        if index < 0:
            raise RuntimeError(f"Index [{index}] can not be a negative number.")
        from ..core import config

        order = sample_indices(self.sampler, self._num_rows(), EpochContext(int(config.get_seed()), (0,), None))
        if index >= len(order):
            raise RuntimeError(f"Index [{index}] exceeded the number of data samples.")
        return self._raw_item(int(order[index]))

    def _raw_item(self, index: int) -> Any:
        return self.source[index]

    def _splits_by_sampler(self) -> bool:
        return self.random_access and self.batch_sampler is None     # else split as an iterable (MindSpore)

    def _size(self) -> Optional[int]:
        if self.batch_sampler is not None:
            return len(self.batch_sampler) if hasattr(self.batch_sampler, "__len__") else None
        if self.random_access:
            return sample_size(self.sampler, self._num_rows())
        if hasattr(self.source, "__len__"):
            n = len(self.source)
            return min(n, self.num_samples) if self.num_samples else n
        return None

    def _rows(self, ctx: EpochContext) -> Iterator[Row]:
        if self.batch_sampler is not None:
            yield from self._batches(ctx)
            return
        if self.random_access:
            get_row = self._get_row
            workers = run_workers(ctx, self, self.python_multiprocessing and (self.num_parallel_workers or 1) > 1,
                                  self.num_parallel_workers)
            if workers is not None:         # MindSpore's reseeded worker processes read the rows in turn
                workers.slot = 0

                def get_row(index: int) -> Row:
                    return workers.next_call(self._get_row, index)
            sampler = run_sampler(self.sampler, ctx)
            if sampler is self.sampler:     # built-in samplers: as many rows as their size
                for i in sample_indices(sampler, self._num_rows(), ctx, self._class_labels):
                    yield get_row(i)
                return
            expected, count = sample_size(sampler, self._num_rows()), 0
            for i in sample_indices(sampler, self._num_rows(), ctx):
                yield get_row(i)
                count += 1
            if count != expected:          # a user sampler whose num_samples (or __len__) promised more
                exc = RuntimeError(f"The actual amount of data read from generator {count} is different from "
                                   f"generator.len {expected}, you should adjust generator.len to make them match.")
                raise UserFunctionError("GeneratorDataset source", self.source, exc)
            return
        src = self.source
        try:
            it = iter(src() if callable(src) and not hasattr(src, "__iter__") else src)
        except Exception as exc:  # noqa: BLE001
            raise UserFunctionError("GeneratorDataset source", src, exc) from exc
        count = 0
        while self.num_samples is None or count < self.num_samples:
            try:
                item = next(it)
            except StopIteration:
                return
            except Exception as exc:  # noqa: BLE001
                raise UserFunctionError("GeneratorDataset source", src, exc) from exc
            yield self._finish(item)
            count += 1

    def get_dataset_size(self) -> int:
        return MappableDataset.get_dataset_size(self)

    def _batches(self, ctx: Optional[EpochContext]) -> Iterator[Row]:
        """One row per list of indices of ``batch_sampler`` (each iterator reads its own copy of it): the
        source's items at them, each column stacked, or what ``collate_fn`` makes of the columns (one list of
        items per column)."""
        batch_sampler = self.batch_sampler if ctx is None else run_copy(self.batch_sampler, ctx)
        for _ in range(skipped_passes(ctx, ("batch_sampler", id(self)))):
            for _batch in batch_sampler:
                pass
        for batch in batch_sampler:
            if isinstance(batch, (int, np.integer)):
                raise PipelineError(f"Batch sampler should return a list, but got an integer: {batch}.")
            items = []
            for i in batch:
                if isinstance(i, bool) or not isinstance(i, (int, np.integer)):
                    raise PipelineError(f"Python sampler should return index of type integer, but got: {type(i)}.")
                try:
                    item = self.source[int(i)]
                except Exception as exc:  # noqa: BLE001
                    raise UserFunctionError("GeneratorDataset source __getitem__", type(self.source), exc) from exc
                items.append(tuple(item) if isinstance(item, (tuple, list)) else (item,))
            columns = [list(c) for c in zip(*items)]
            if self.collate_fn is not None:
                try:
                    out = self.collate_fn(*columns)
                except Exception as exc:  # noqa: BLE001
                    raise UserFunctionError("GeneratorDataset collate_fn", self.collate_fn, exc) from exc
                yield self._finish(out)
            else:
                yield self._finish(tuple(np.stack([to_array(v) for v in c]) for c in columns))


class _Replay:
    """A generator object as a source: its items as they come the first time, then the same items again."""

    def __init__(self, gen: Any) -> None:
        self.gen, self.items, self.done = gen, [], False

    def __iter__(self) -> Iterator[Any]:
        i = 0
        while True:
            if i < len(self.items):
                yield self.items[i]
            elif self.done:
                return
            else:
                try:
                    self.items.append(next(self.gen))
                except StopIteration:
                    self.done = True
                    return
                yield self.items[i]
            i += 1


def _check_batch_sampler(batch_sampler: Any, collate_fn: Any, random_access: bool, *others: Any) -> Tuple[Any, Any]:
    """MindSpore's checks on GeneratorDataset's ``batch_sampler``/``collate_fn``."""
    if batch_sampler is None:
        if collate_fn is not None:
            raise ValueError("collate_fn can be specified only when batch_sampler is set.")
        return None, None
    if any(o is not None for o in others):
        raise ValueError("batch_sampler is mutually exclusive with num_samples, shuffle, num_shards, shard_id and "
                         "sampler.")
    if not (hasattr(batch_sampler, "__getitem__") or hasattr(batch_sampler, "__iter__")):
        raise TypeError(f"batch_sampler should have __getitem__ or __iter__ method, but got: {batch_sampler}.")
    if not random_access:
        raise ValueError("batch_sampler is not supported if source does not have attribute '__getitem__'.")
    if collate_fn is not None and not callable(collate_fn):
        raise TypeError(f"collate_fn should be callable, but got: {collate_fn}.")
    return batch_sampler, collate_fn


class NumpySlicesDataset(GeneratorDataset):
    """Rows sliced from a list, tuple (one column per element), dict (one per key) or numpy array."""

    def __init__(self, data: Any, column_names: Any = None, num_samples: Optional[int] = None,
                 num_parallel_workers: int = 1, shuffle: Optional[bool] = None, sampler: Any = None,
                 num_shards: Optional[int] = None, shard_id: Optional[int] = None) -> None:
        if isinstance(data, dict):
            names = list(data.keys())
            columns = list(data.values())
        elif isinstance(data, tuple):
            for i, c in enumerate(data):        # MindSpore's check of each column of a tuple
                if not isinstance(c, (list, np.ndarray)):
                    raise TypeError(f"Argument data[{i}] with value {c} is not of type [<class 'list'>, <class "
                                    f"'numpy.ndarray'>], but got {type(c)}.")
            names = [f"column_{i}" for i in range(len(data))]
            columns = list(data)
        elif isinstance(data, (list, np.ndarray)):
            names = ["column_0"]
            columns = [data]
        else:       # MindSpore's argument check (a Tensor too: only its columns inside a list/tuple/dict convert)
            raise TypeError(f"Argument data with value {data} is not of type [<class 'list'>, <class 'tuple'>, "
                            f"<class 'dict'>, <class 'numpy.ndarray'>], but got {type(data)}.")
        if isinstance(data, (list, tuple, dict)) and not data:
            raise ValueError("Argument data cannot be empty")
        columns = [c.asnumpy() if hasattr(c, "asnumpy") else c for c in columns]
        if column_names is not None:
            column_names = check_column_names(column_names)
            if len(column_names) != len(names):
                raise ValueError(f"Num of input column names is {len(column_names)}, but required is {len(names)}.")
            names = list(column_names)
        lengths = {len(c) for c in columns}
        if len(lengths) > 1:
            raise ValueError("Data length in each column is not equal.")
        self._columns = columns
        self._n = lengths.pop() if lengths else 0
        self._raw_item = lambda i: tuple(c[i] for c in self._columns)  # type: ignore[method-assign]
        super().__init__(_Slices(columns, self._n), names, num_samples=num_samples,
                         num_parallel_workers=num_parallel_workers, shuffle=shuffle, sampler=sampler,
                         num_shards=num_shards, shard_id=shard_id)


_RANDOM_TYPES = (np.bool_, np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64, np.uint64,
                 np.float16, np.float32, np.float64)


class RandomDataset(_RandomAccess, SourceDataset):
    """Rows of random values, for testing a pipeline: the columns of ``schema`` (a :class:`Schema` or a schema
    JSON file; one to four random columns ``c0, c1, ...`` when absent), ``total_rows`` rows (the schema's
    ``numRows``, else a random count up to 1024).  The values (and a random schema) come from the dataset seed
    (``ds.config.set_seed``), one stream per row: the same rows in every epoch and shard; MindSpore's
    generator is its own, so the values differ from MindSpore's."""

    def __init__(self, total_rows: Optional[int] = None, schema: Any = None, columns_list: Any = None,
                 num_samples: Optional[int] = None, num_parallel_workers: Optional[int] = None, cache: Any = None,
                 shuffle: Optional[bool] = None, num_shards: Optional[int] = None,
                 shard_id: Optional[int] = None) -> None:
        MappableDataset.__init__(self, (), num_parallel_workers)
        from ..core import config

        if total_rows is not None:
            _check_type("total_rows", total_rows, int)
            if total_rows < 0:
                raise ValueError("Input total_rows is not within the required interval of [0, 2147483647].")
        if isinstance(schema, str):
            schema = Schema(schema)
        if schema is not None and not isinstance(schema, Schema):
            raise TypeError(f"Argument schema with value {schema!r} is not of type [<class 'str'>, "
                            "<class 'mindspore.dataset.core.datatypes.Schema'>].")
        seed = int(config.get_seed())
        rng = np.random.default_rng([seed, 0x5EED])
        if schema is None or not schema.columns:
            cols = []
            for i in range(int(rng.integers(1, 5))):
                rank = int(rng.integers(1, 5))
                cols.append((f"c{i}", np.dtype(_RANDOM_TYPES[int(rng.integers(len(_RANDOM_TYPES)))]),
                             [int(d) for d in rng.integers(1, 33, rank)]))
        else:
            cols = [(c["name"], mstype_to_numpy(c["type"]), list(c.get("shape") or [1])) for c in schema.columns]
        if columns_list is not None:
            names = [columns_list] if isinstance(columns_list, str) else list(columns_list)
            unknown = [n for n in names if n not in [c[0] for c in cols]]
            if unknown:
                raise ValueError(f"Invalid columns_list: column {unknown[0]!r} is not in the schema.")
            cols = [c for c in cols if c[0] in names]
        self._cols = cols
        rows = total_rows or (schema.num_rows if schema is not None and schema.num_rows else 0)
        self._total = int(rows) if rows else int(rng.integers(1, 1025))
        self._seed = seed
        self._init_sampling(num_samples, shuffle if shuffle is not None else False, None, num_shards, shard_id)

    def _col_names(self) -> List[str]:
        return [c[0] for c in self._cols]

    def _num_rows(self) -> int:
        return self._total

    def _get_row(self, index: int) -> Row:
        rng = np.random.default_rng([self._seed, 0x5EED, 1, index])
        row = []
        for _, dt, shape in self._cols:
            if dt.kind == "b":
                row.append(rng.integers(0, 2, shape).astype(np.bool_))
            elif dt.kind in "iu":
                info = np.iinfo(dt)
                row.append(rng.integers(max(info.min, -2 ** 31), min(info.max, 2 ** 31 - 1), shape,
                                        endpoint=True).astype(dt))
            else:
                row.append(rng.standard_normal(shape).astype(dt))
        return tuple(row)


class _Slices:
    def __init__(self, columns: List[Any], n: int) -> None:
        self.columns, self.n = columns, n

    def __len__(self) -> int:
        return self.n

    def __getitem__(self, i: int) -> tuple:
        return tuple(to_array(c[i]) for c in self.columns)


def read_image(path: str, decode: bool) -> np.ndarray:
    """An image file's bytes as 1-D uint8 (``decode``: as an HWC RGB uint8 image), with MindSpore's errors."""
    if os.path.isdir(path):
        raise PipelineError(f"Invalid file found: {path}, should be file, but got directory.")
    if not os.path.isfile(path):
        raise PipelineError(f"Failed to open file: {os.path.realpath(path)}")
    data = np.fromfile(path, np.uint8)
    if decode:
        from ..vision.transforms import Decode

        try:
            data = Decode()(data)
        except Exception as exc:  # noqa: BLE001 - Pillow's errors for a broken file
            raise PipelineError(f"Invalid image, {path} decode failed, the image is broken or permission "
                                f"denied. ({type(exc).__name__}: {exc})") from None
    return data


def _check_dir(dataset_dir: Any) -> str:
    _check_type("dataset_dir", dataset_dir, str)
    if not os.path.isdir(dataset_dir) or not os.access(dataset_dir, os.R_OK):
        raise ValueError(f"The folder {dataset_dir} does not exist or is not a directory or permission denied!")
    return dataset_dir


def check_column_names(column_names: Any) -> List[str]:
    """MindSpore's checks of a source's ``column_names`` (a name or a list of distinct, non-empty names)."""
    if isinstance(column_names, str):
        column_names = [column_names]
    if not isinstance(column_names, (list, tuple)):
        raise TypeError(f"Argument column_names with value {column_names!r} is not of type "
                        "[<class 'str'>, <class 'list'>].")
    if not column_names:
        raise ValueError("column_names should not be empty.")
    for i, name in enumerate(column_names):
        if not isinstance(name, str):
            raise TypeError(f"Argument column_names[{i}] with value {name} is not of type [<class 'str'>], but got "
                            f"{type(name)}.")
        if not name:
            raise ValueError(f"column_names[{i}] should not be empty.")
    if len(set(column_names)) != len(column_names):
        raise ValueError("Every column name should not be same with others in column_names.")
    return list(column_names)


def check_source_workers(num_parallel_workers: Any) -> None:
    """MindSpore's check of a dataset source's ``num_parallel_workers`` (None, or 1 to the machine's CPU count)."""
    if num_parallel_workers is not None:
        check_num_parallel_workers(num_parallel_workers)


def _check_usage(usage: Any, valid: List[str]) -> str:
    usage = "all" if usage is None else usage
    _check_type("usage", usage, str)
    if usage not in valid:
        raise ValueError(f"Input usage is not within the valid set of {valid}.")
    return usage


class MnistDataset(_RandomAccess):
    """MNIST from the idx files in ``dataset_dir`` (``train-images-idx3-ubyte``...): no download.

    Columns ``image`` (28, 28, 1) uint8 and ``label`` uint32; ``usage`` 'train', 'test' or 'all'
    (test rows first, as MindSpore reads them).
    """

    def __init__(self, dataset_dir: str, usage: Optional[str] = None, num_samples: Optional[int] = None,
                 num_parallel_workers: Optional[int] = None, shuffle: Optional[bool] = None, sampler: Any = None,
                 num_shards: Optional[int] = None, shard_id: Optional[int] = None, cache: Any = None) -> None:
        check_source_workers(num_parallel_workers)
        super().__init__((), num_parallel_workers)
        self.dataset_dir = _check_dir(dataset_dir)
        self.usage = _check_usage(usage, ["train", "test", "all"])
        check_sampler_options(num_samples, shuffle, sampler, num_shards, shard_id)
        self._init_sampling(num_samples, shuffle, sampler, num_shards, shard_id)
        self._images: Optional[np.ndarray] = None
        self._labels: Optional[np.ndarray] = None

    def _col_names(self) -> List[str]:
        return ["image", "label"]

    def _prefixes(self) -> List[str]:
        return {"train": ["train"], "test": ["t10k"], "all": ["t10k", "train"]}[self.usage]

    @staticmethod
    def _read_idx(path: str, magic: int) -> np.ndarray:
        if not os.path.isfile(path):
            raise PipelineError(f"Invalid file, failed to open mnist file: {path}.")
        with open(path, "rb") as f:
            head = f.read(4)
            if len(head) < 4 or struct.unpack(">I", head)[0] != magic:
                raise PipelineError(f"Invalid mnist file, wrong magic number in {path}.")
            ndim = head[3]
            dims = struct.unpack(">" + "I" * ndim, f.read(4 * ndim))
            data = np.frombuffer(f.read(), np.uint8)
        count = int(np.prod(dims)) if dims else 0
        if data.size < count:
            raise PipelineError(f"Invalid mnist file, {path} is truncated.")
        return data[:count].reshape(dims)

    def _load(self) -> None:
        if self._images is not None:
            return
        images, labels = [], []
        self._part_files: List[Tuple[int, str]] = []     # (rows so far, image file) per part
        for prefix in self._present_parts():
            img_path, lab_path = self._paths(prefix)
            img = self._read_idx(img_path, 2051)
            lab = self._read_labels(lab_path)
            self._part_files.append((sum(len(i) for i in images) + len(img), os.path.realpath(img_path)))
            if img.shape[1:] != (28, 28):
                raise PipelineError(f"Invalid mnist file, shape of image in {img_path} should be (28, 28), "
                                    f"but got {img.shape[1:]}.")
            if len(img) != len(lab):
                raise PipelineError(f"Invalid data, num of images: {len(img)} is not equal to num of labels: "
                                    f"{len(lab)}.")
            images.append(img)
            labels.append(lab)
        self._images = np.concatenate(images)[..., None]
        self._labels = np.concatenate(labels).astype(np.uint32)

    #: MindSpore's MNIST (Fashion-, K-MNIST) reader takes the parts of ``usage`` whose files are in the folder:
    #: 'all' (the default) with only the train files -- a ``MNIST_Data/train`` folder -- reads them alone
    _only_present_parts = True

    def _present_parts(self) -> List[str]:
        """The parts of ``usage`` to read: with ``_only_present_parts`` those whose files exist, MindSpore's
        errors when the image and label files do not pair up or none is there."""
        prefixes = self._prefixes()
        if not self._only_present_parts:
            return prefixes
        found = [(os.path.isfile(i), os.path.isfile(lab)) for i, lab in (self._paths(p) for p in prefixes)]
        n_img, n_lab = sum(i for i, _ in found), sum(lab for _, lab in found)
        if n_img != n_lab:
            raise PipelineError(f"Invalid mnist file, num of images should be equal to num of labels, but got num "
                                f"of images: {n_img}, num of labels: {n_lab}.")
        present = [p for p, (i, lab) in zip(prefixes, found) if i and lab]
        if not present:
            raise PipelineError(f"Invalid data, {type(self).__name__} API can't read the data file (interface "
                                f"mismatch or no data found). Check mnist file in directory: {self.dataset_dir}")
        return present

    def _paths(self, prefix: str) -> Tuple[str, str]:
        """The image and label files of one part (``train``, ``t10k``...)."""
        return (os.path.join(self.dataset_dir, f"{prefix}-images-idx3-ubyte"),
                os.path.join(self.dataset_dir, f"{prefix}-labels-idx1-ubyte"))

    def _read_labels(self, path: str) -> np.ndarray:
        return self._read_idx(path, 2049)

    def _num_rows(self) -> int:
        self._load()
        return len(self._labels)

    def _get_row(self, index: int) -> Row:
        set_row_file(next((path for end, path in self._part_files if index < end), None))
        return (self._images[index].copy(), np.asarray(self._labels[index]))

    def _class_labels(self) -> np.ndarray:
        self._load()
        return self._labels

    def num_classes(self) -> int:
        return 10


class _CifarBinary(_RandomAccess):
    """The binary CIFAR batches in ``dataset_dir``: records of ``len(LABELS)`` label bytes and 3x32x32 pixel
    bytes (CHW).  Columns ``image`` (32, 32, 3) uint8 (HWC) and one uint32 column per label.  The number of
    records is read from each file's size (MindSpore assumes 10000 / 50000 per file)."""

    NAME = ""                           # cifar10 / cifar100 (in messages)
    LABELS: Tuple[str, ...] = ()        # the label columns, one byte each before the pixels
    NUM_CLASSES = 0

    def __init__(self, dataset_dir: str, usage: Optional[str] = None, num_samples: Optional[int] = None,
                 num_parallel_workers: Optional[int] = None, shuffle: Optional[bool] = None, sampler: Any = None,
                 num_shards: Optional[int] = None, shard_id: Optional[int] = None, cache: Any = None) -> None:
        check_source_workers(num_parallel_workers)
        super().__init__((), num_parallel_workers)
        self.dataset_dir = _check_dir(dataset_dir)
        self.usage = _check_usage(usage, ["train", "test", "all"])
        check_sampler_options(num_samples, shuffle, sampler, num_shards, shard_id)
        self._init_sampling(num_samples, shuffle, sampler, num_shards, shard_id)
        self._data: Optional[np.ndarray] = None

    @property
    def _record(self) -> int:
        return len(self.LABELS) + 3 * 32 * 32

    def _col_names(self) -> List[str]:
        return ["image", *self.LABELS]

    def _split(self, names: List[str]) -> Tuple[List[str], List[str]]:
        """The (train, test) files among the sorted names of the folder."""
        raise NotImplementedError

    def _files(self) -> List[str]:
        train, test = self._split(sorted(os.listdir(self.dataset_dir)))
        files = {"train": train, "test": test, "all": train + test}[self.usage]
        if not files:
            raise PipelineError(f"Invalid cifar folder, cifar(.bin) files are missing under {self.dataset_dir} "
                                f"(no {self.NAME} {self.usage} files found).")
        return [os.path.join(self.dataset_dir, n) for n in files]

    def _load(self) -> None:
        if self._data is not None:
            return
        parts = []
        for path in self._files():
            raw = np.fromfile(path, np.uint8)
            if raw.size % self._record:
                raise PipelineError(f"Invalid {self.NAME} file, failed to read data from: {path}, re-download "
                                    f"dataset(make sure it is {self.NAME.upper().replace('CIFAR', 'CIFAR-')} "
                                    "binary version).")
            parts.append(raw.reshape(-1, self._record))
        self._data = np.concatenate(parts)

    def _num_rows(self) -> int:
        self._load()
        return len(self._data)

    def _get_row(self, index: int) -> Row:
        rec = self._data[index]
        n = len(self.LABELS)
        image = rec[n:].reshape(3, 32, 32).transpose(1, 2, 0).copy()
        return (image, *(np.asarray(rec[i], np.uint32) for i in range(n)))

    def _class_labels(self) -> np.ndarray:
        self._load()
        return self._data[:, 0]     # the first label (CIFAR-100: the coarse one, as MindSpore's PKSampler)

    def num_classes(self) -> int:
        return self.NUM_CLASSES


class Cifar10Dataset(_CifarBinary):
    """CIFAR-10 from its binary batches in ``dataset_dir`` (``data_batch_*.bin``, ``test_batch.bin``).

    Columns ``image`` (32, 32, 3) uint8 (HWC) and ``label`` uint32.
    """

    NAME, LABELS, NUM_CLASSES = "cifar10", ("label",), 10

    def _split(self, names: List[str]) -> Tuple[List[str], List[str]]:
        return ([n for n in names if n.startswith("data_batch_") and n.endswith(".bin")],
                [n for n in names if n.startswith("test_batch") and n.endswith(".bin")])


class Cifar100Dataset(_CifarBinary):
    """CIFAR-100 from its binary files in ``dataset_dir`` (``train.bin``, ``test.bin``: any ``.bin`` file whose
    name holds "train" / "test", as MindSpore finds them).

    Columns ``image`` (32, 32, 3) uint8 (HWC), ``coarse_label`` and ``fine_label`` uint32.
    """

    NAME, LABELS, NUM_CLASSES = "cifar100", ("coarse_label", "fine_label"), 100

    def _split(self, names: List[str]) -> Tuple[List[str], List[str]]:
        bins = [n for n in names if n.endswith(".bin")]
        return [n for n in bins if "train" in n], [n for n in bins if "test" in n]


class ImageFolderDataset(_RandomAccess):
    """Image files under ``dataset_dir/<class>/``: ``image`` (the file's bytes as 1-D uint8, decoded to
    HWC RGB with ``decode=True``, which needs Pillow) and ``label`` int32 (classes in sorted order, or
    ``class_indexing``); ``extensions`` filters the files (default: every file)."""

    def __init__(self, dataset_dir: str, num_samples: Optional[int] = None, num_parallel_workers: Optional[int] = None,
                 shuffle: Optional[bool] = None, sampler: Any = None, extensions: Optional[List[str]] = None,
                 class_indexing: Optional[dict] = None, decode: bool = False, num_shards: Optional[int] = None,
                 shard_id: Optional[int] = None, cache: Any = None, decrypt: Any = None) -> None:
        check_source_workers(num_parallel_workers)
        super().__init__((), num_parallel_workers)
        self.dataset_dir = _check_dir(dataset_dir)
        _check_type("decode", decode, bool)
        check_sampler_options(num_samples, shuffle, sampler, num_shards, shard_id)
        self._init_sampling(num_samples, shuffle, sampler, num_shards, shard_id)
        self.decode = decode
        classes = sorted(e for e in os.listdir(dataset_dir) if os.path.isdir(os.path.join(dataset_dir, e)))
        if class_indexing is not None:
            _check_type("class_indexing", class_indexing, dict)
            self.class_indexing = {k: int(v) for k, v in class_indexing.items()}
            classes = [c for c in classes if c in self.class_indexing]
        else:
            self.class_indexing = {c: i for i, c in enumerate(classes)}
        exts = None if extensions is None else tuple(extensions)
        self._files: List[tuple] = []
        for c in classes:
            folder = os.path.join(dataset_dir, c)
            for name in sorted(os.listdir(folder)):
                path = os.path.join(folder, name)
                if exts is None or os.path.splitext(name)[1] in exts:     # a folder here fails when read
                    self._files.append((path, self.class_indexing[c]))

    def _col_names(self) -> List[str]:
        return ["image", "label"]

    def _num_rows(self) -> int:
        return len(self._files)

    def _rows(self, ctx: EpochContext) -> Iterator[Row]:
        if not self._files:       # MindSpore: its size is 0, but reading (iterators, output_shapes) fails
            raise PipelineError(f"Invalid data, ImageFolderDataset API can't read the data file (interface mismatch "
                                f"or no data found). Check image folder file path: {self.dataset_dir}")
        yield from super()._rows(ctx)

    def _get_row(self, index: int) -> Row:
        path, label = self._files[index]
        set_row_file(path)
        return (read_image(path, self.decode), np.asarray(label, np.int32))

    def get_class_indexing(self) -> dict:
        return dict(self.class_indexing)

    def _class_labels(self) -> List[int]:
        return [label for _, label in self._files]

    def num_classes(self) -> int:
        for name in self.class_indexing:       # MindSpore counts the classes by reading each one's folder
            if not os.path.isdir(os.path.join(self.dataset_dir, name)):
                raise PipelineError(f"Invalid subdirectory, class: {name} doesn't exist in {self.dataset_dir} .")
        return len(self.class_indexing)
