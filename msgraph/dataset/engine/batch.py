"""``Dataset.batch``: consecutive rows stacked per column, optionally through ``per_batch_map``."""
from __future__ import annotations

import math
from typing import Any, Callable, Iterator, List, Optional, Union

import numpy as np

from ..core.pipeline import EpochContext, PipelineError, UserFunctionError
from .convert import is_pydict, pydict, to_array, user_value
from .datasets import Dataset, Row, _call_user, _check_range, _check_type, _columns_arg, _place_columns


def check_max_rowsize(max_rowsize: Any) -> None:
    """MindSpore's check of map/batch's ``max_rowsize``: an int or [in_rowsize, out_rowsize], each >= -1."""
    _check_type("max_rowsize", max_rowsize, (int, list))
    if isinstance(max_rowsize, int):
        _check_range("max_rowsize", max_rowsize, -1)
    elif len(max_rowsize) == 2:
        for i, v in enumerate(max_rowsize):
            _check_type(f"max_rowsize[{i}]", v, int)
            _check_range(f"max_rowsizei[{i}]", v, -1)
    else:
        raise TypeError("max_rowsize should be a single integer or a list[in_rowsize, out_rowsize] of length 2.")


class BatchInfo:
    """What ``per_batch_map`` and a callable ``batch_size`` are told about the current batch."""

    def __init__(self, batch_num: int, epoch_num: int) -> None:
        self._batch_num = batch_num
        self._epoch_num = epoch_num

    def get_batch_num(self) -> int:
        return self._batch_num

    def get_epoch_num(self) -> int:
        return self._epoch_num


def _pad_stack(column: List[np.ndarray], index: int, spec: Any) -> np.ndarray:
    """Pad (or cut) every array of ``column`` to ``spec = (shape, value)`` (None dims and a None shape: the
    largest in the batch; value None: 0), then stack."""
    shape, value = (None, None) if spec is None else spec
    rank = column[0].ndim
    if any(a.ndim != rank for a in column):
        raise PipelineError(f"Invalid data, the ranks in column {index} differ, padding needs equal ranks.")
    largest = [max(a.shape[d] for a in column) for d in range(rank)]
    target = largest if shape is None else [largest[d] if s is None else int(s) for d, s in enumerate(shape)]
    if len(target) != rank:
        raise PipelineError(f"Invalid pad_info, the rank of pad_shape {list(shape)} differs from the rank {rank} of "
                            f"column {index}.")
    dtype = column[0].dtype
    if dtype.kind in "US":    # strings: padded with '' by default, the array as wide as its widest string
        value = dtype.type() if value is None else value
        dtype = np.result_type(*{a.dtype for a in column}, np.asarray(value, dtype=dtype.kind).dtype)
    out = np.full([len(column)] + target, 0 if value is None else value, dtype=dtype)
    for i, a in enumerate(column):  # rows larger than the pad shape are cut to it, as in MindSpore
        region = tuple(slice(0, min(n, t)) for n, t in zip(a.shape, target))
        out[(i,) + region] = a[region]
    return out


def _batch_dicts(column: List[np.ndarray], index: int, as_lists: bool = False) -> np.ndarray:
    """A batch of carried Python dicts: one dict, each key's values gathered into a numpy array (MindSpore's
    BatchOp; ``as_lists``: into a list, as for the rows a ``per_batch_map`` returns)."""
    gathered: dict = {}
    for a in column:
        if not is_pydict(a):
            raise PipelineError(f"Cannot batch a Python dictionary with a value of another type in column {index}.")
        for key, value in a[()].items():
            if key not in gathered:
                if gathered and a is not column[0]:
                    raise PipelineError("Python dictionary keys do not match when creating a batch: "
                                        f"{key} was not found in previous rows.")
                gathered[key] = []
            gathered[key].append(value)
    if as_lists and len(column) > 1:      # (a single row is batched as always: MindSpore expands its dims)
        return pydict(gathered)
    out = {}
    for key, values in gathered.items():
        try:
            arr = np.array(values)
        except Exception as exc:  # noqa: BLE001 - numpy's own words, as MindSpore shows them
            raise PipelineError(f"Failed to batch Python dictionary: {type(exc).__name__}: {exc}") from None
        if arr.dtype.kind == "O":
            raise PipelineError("Batch: failed to create a NumPy array with primitive types for the dictionary "
                                f"objects in column {index}, key: {key!r}.\nIf you want a customized array, define "
                                "a custom 'per_batch_map' function.")
        out[key] = arr
    return pydict(out)


def _stack(column: List[np.ndarray], index: int) -> np.ndarray:
    first = column[0]
    if is_pydict(first):
        return _batch_dicts(column, index)
    for a in column[1:]:
        if a.dtype != first.dtype and (a.dtype.kind not in "US" or a.dtype.kind != first.dtype.kind):
            from ..transforms.transforms import _de_type

            raise PipelineError(f"Cannot batch tensors with different types in column {index}. First element had "
                                f"type {_de_type(first)} and this element had type {_de_type(a)}")
        if a.shape != first.shape:
            raise PipelineError(f"Cannot batch tensors with different shapes in column {index}. First element had "
                                f"shape <{','.join(map(str, first.shape))}> and this element had shape "
                                f"<{','.join(map(str, a.shape))}>")
    return np.stack(column)


class BatchDataset(Dataset):
    def __init__(self, child: Dataset, batch_size: Union[int, Callable], drop_remainder: bool = False,
                 num_parallel_workers: Optional[int] = None, per_batch_map: Optional[Callable] = None,
                 input_columns: Any = None, output_columns: Any = None, python_multiprocessing: bool = False,
                 max_rowsize: Any = None, pad_info: Any = None) -> None:
        super().__init__([child], num_parallel_workers)
        if isinstance(batch_size, (int, np.integer)):
            if not isinstance(batch_size, bool) and int(batch_size) != -1:   # -1: refused when run (MindSpore)
                _check_range("batch_size", int(batch_size), 1)
            batch_size = int(batch_size)
        elif not callable(batch_size):
            raise TypeError("batch_size should either be an int or a callable.")
        _check_type("drop_remainder", drop_remainder, bool)
        if max_rowsize is not None:       # accepted (no shared memory here), checked as MindSpore does
            check_max_rowsize(max_rowsize)
        if per_batch_map is not None and not callable(per_batch_map):
            raise TypeError("per_batch_map should be callable.")
        if pad_info is not None and not isinstance(pad_info, dict):
            raise TypeError(f"Argument pad_info with value {pad_info!r} is not of type [<class 'dict'>].")
        self.pad_info = pad_info
        self.batch_size = batch_size
        for node in child._sync_nodes():   # a sync_wait below counts in these batches
            node.batch_size = batch_size if isinstance(batch_size, int) else 1
        self.drop_remainder = drop_remainder
        self.per_batch_map = per_batch_map
        self.input_columns = _columns_arg("input_columns", input_columns)
        self.output_columns = _columns_arg("output_columns", output_columns)

    def _col_names(self) -> List[str]:
        names = self.children[0]._col_names()
        if self.per_batch_map is None:
            return names
        ins = self.input_columns or names
        for c in ins:
            if c not in names:
                raise PipelineError(f"Invalid input_columns, '{c}' of 'input_columns' doesn't exist.")
        outs = self.output_columns or ins
        stray = [c for c in outs if c in names and c not in ins]
        if stray:
            raise PipelineError("Invalid output_columns, columns that are not involved in 'per_batch_map' should not be "
                                "in output_columns, but got columns that are not in input_columns: "
                                f"[{''.join(c + ',' for c in stray)}], output_columns: [{''.join(c + ',' for c in outs)}].")
        return _place_columns(names, ins, outs)

    def _size(self) -> Optional[int]:
        n = self.children[0]._size_or_count()
        if n is None or not isinstance(self.batch_size, int):
            return None
        if self.batch_size == -1:       # MindSpore's size of it (it cannot be iterated)
            return n
        return n // self.batch_size if self.drop_remainder else math.ceil(n / self.batch_size)

    def _rows(self, ctx: EpochContext) -> Iterator[Row]:
        names = self.children[0]._col_names()
        out_names = self._col_names()
        epoch = ctx.path[0] if ctx.path else 0
        batch_num = 0
        buf: List[Row] = []
        size = self._next_size(batch_num, epoch)
        for row in self.children[0]._rows(ctx):
            buf.append(row)
            if len(buf) == size:
                yield self._make(buf, names, out_names, batch_num, epoch)
                buf = []
                batch_num += 1
                size = self._next_size(batch_num, epoch)
        if buf and not self.drop_remainder:
            yield self._make(buf, names, out_names, batch_num, epoch)

    def _batch_column(self, column: List[np.ndarray], index: int, name: str) -> np.ndarray:
        if self.pad_info is None or is_pydict(column[0]):
            return _stack(column, index)
        if not self.pad_info:  # {}: every column padded to the largest row of the batch
            return _pad_stack(column, index, None)
        if name in self.pad_info:
            return _pad_stack(column, index, self.pad_info[name])
        return _stack(column, index)

    def _next_size(self, batch_num: int, epoch: int) -> int:
        if self.batch_size == -1:
            raise PipelineError("Batch size cannot be -1 without using batch sampler.")
        if isinstance(self.batch_size, int):
            return self.batch_size
        size = _call_user("batch_size", self.batch_size, BatchInfo(batch_num, epoch))
        if isinstance(size, bool) or not isinstance(size, (int, np.integer)) or size <= 0:
            raise PipelineError(f"batch_size function must return a positive int, got {size!r}.")
        return int(size)

    def _make(self, rows: List[Row], names: List[str], out_names: List[str], batch_num: int, epoch: int) -> Row:
        columns = [[r[i] for r in rows] for i in range(len(names))]
        if self.per_batch_map is None:
            return tuple(self._batch_column(c, i, names[i]) for i, c in enumerate(columns))
        ins = self.input_columns or names
        args = [[user_value(a) for a in columns[names.index(c)]] for c in ins]
        result = _call_user("batch operation", self.per_batch_map, *args, BatchInfo(batch_num, epoch))
        if not isinstance(result, tuple):
            result = (result,)
        outs = self.output_columns or ins
        if len(result) != len(outs):
            raise PipelineError("Invalid per_batch_map, the number of columns returned in 'per_batch_map' function "
                                f"should be {len(outs)} , but got: {len(result)}")
        produced = self._batch_map_columns(result, outs, len(rows))
        out = []
        for name in out_names:
            if name in produced:
                out.append(produced[name])
            else:
                out.append(_stack(columns[names.index(name)], names.index(name)))
        return tuple(out)


    def _batch_map_columns(self, result: tuple, outs: List[str], n_rows: int) -> dict:
        """The columns ``per_batch_map`` returned, as MindSpore's BatchOp reads them: when every one is a numpy
        array or a dict, each is the batch as it is; otherwise each is read as ``n_rows`` rows (a list, tuple,
        array...) and batched again (dict rows into a dict of lists)."""
        if all(isinstance(v, (np.ndarray, dict)) for v in result):
            return {name: to_array(value) for name, value in zip(outs, result)}
        produced = {}
        for index, (name, value) in enumerate(zip(outs, result)):
            if isinstance(value, dict):
                raise PipelineError("Failed to convert rows: mismatched types returned from per_batch_map function. "
                                    "If different types are returned, all of them should be convertible to Python "
                                    "lists. Got: Python dict")
            try:
                items = list(value)
            except TypeError as exc:
                raise UserFunctionError("batch operation", self.per_batch_map, exc) from exc
            if len(items) != n_rows:
                raise PipelineError(f"Invalid data, column: {name} expects: {n_rows} rows returned from "
                                    f"'per_batch_map', got: {len(items)}")
            column = [to_array(v) for v in items]
            if column and is_pydict(column[0]):
                produced[name] = _batch_dicts(column, index, as_lists=True)
            else:
                for a in column:
                    if a.dtype.kind == "O":
                        raise PipelineError("Failed to create tensor from numpy array, data type is unknown.")
                produced[name] = _stack(column, index)
        return produced


class BucketBatchByLengthDataset(Dataset):
    """Rows grouped into buckets by length (``bucket_boundaries``), a bucket emitted as a padded batch once it
    holds its ``bucket_batch_sizes`` rows; the partly filled buckets follow at the end, in bucket order."""

    def __init__(self, child: Dataset, column_names: Any, bucket_boundaries: List[int],
                 bucket_batch_sizes: List[int], element_length_function: Optional[Callable] = None,
                 pad_info: Optional[dict] = None, pad_to_bucket_boundary: bool = False,
                 drop_remainder: bool = False) -> None:
        super().__init__([child])
        # MindSpore's check_bucket_batch_by_length, in its order and words
        for arg, value in (("column_names", column_names), ("bucket_boundaries", bucket_boundaries),
                           ("bucket_batch_sizes", bucket_batch_sizes)):
            _check_type(arg, value, list)
        _check_type("pad_to_bucket_boundary", pad_to_bucket_boundary, bool)
        _check_type("drop_remainder", drop_remainder, bool)
        self.column_names = _columns_arg("column_names", column_names)
        if element_length_function is None and len(self.column_names) != 1:
            raise ValueError("If element_length_function is not specified, exactly one column name should be passed.")
        if element_length_function is not None and not callable(element_length_function):
            raise TypeError("element_length_function object is not callable.")
        bounds, sizes = list(bucket_boundaries), list(bucket_batch_sizes)
        if not bounds:
            raise ValueError("bucket_boundaries cannot be empty.")
        if not all(isinstance(b, int) for b in bounds):
            raise TypeError("bucket_boundaries should be a list of int.")
        if not all(b > 0 for b in bounds):
            raise ValueError("bucket_boundaries must only contain positive numbers.")
        if any(not bounds[i + 1] > bounds[i] for i in range(len(bounds) - 1)):
            raise ValueError("bucket_boundaries should be strictly increasing.")
        if len(sizes) != len(bounds) + 1:
            raise ValueError("bucket_batch_sizes must contain one element more than bucket_boundaries.")
        if not all(isinstance(b, int) for b in sizes):
            raise TypeError("bucket_batch_sizes should be a list of int.")
        if not all(b > 0 for b in sizes):
            raise ValueError("bucket_batch_sizes should be a list of positive numbers.")
        if pad_info is not None:
            _check_type("pad_info", pad_info, dict)
        self.bounds, self.sizes = bounds, sizes
        self.length_fn = element_length_function
        self.pad_info, self.pad_to_boundary, self.drop_remainder = pad_info, pad_to_bucket_boundary, drop_remainder

    def _size(self) -> Optional[int]:
        return None

    def _bucket(self, length: int) -> int:
        return sum(1 for b in self.bounds if length >= b)

    def _rows(self, ctx: EpochContext) -> Iterator[Row]:
        names = self.children[0]._col_names()
        for c in self.column_names:
            if c not in names:
                raise PipelineError(f"Invalid parameter, column name: {c} does not exist in the dataset columns.")
        where = [names.index(c) for c in self.column_names]
        buckets: List[List[Row]] = [[] for _ in self.sizes]
        for row in self.children[0]._rows(ctx):
            args = [row[i] for i in where]
            if self.length_fn is None:
                length = int(args[0].shape[0]) if args[0].ndim else 1
            else:
                length = int(_call_user("bucket_batch_by_length element_length_function", self.length_fn, *args))
            b = self._bucket(length)
            buckets[b].append(row)
            if len(buckets[b]) == self.sizes[b]:
                yield self._make(buckets[b], names, b)
                buckets[b] = []
        if not self.drop_remainder:
            for b, rows in enumerate(buckets):
                if rows:
                    yield self._make(rows, names, b)

    def _make(self, rows: List[Row], names: List[str], bucket: int) -> Row:
        out = []
        for i, name in enumerate(names):
            column = [r[i] for r in rows]
            if self.pad_info and name not in self.pad_info:     # {} pads every column, as None does
                out.append(_stack(column, i))
                continue
            spec = (self.pad_info or {}).get(name)
            shape, value = (None, None) if spec is None else spec
            if self.pad_to_boundary and shape is not None and None in list(shape):
                if bucket >= len(self.bounds):
                    raise PipelineError("Invalid data, requested to pad to bucket boundary failed, bucket index "
                                        f"should be less than {len(self.bounds)}, but got {bucket}")
                shape = [self.bounds[bucket] - 1 if d is None else d for d in shape]  # unspecified: boundary - 1
            out.append(_pad_stack(column, i, (shape, value)))
        return tuple(out)
