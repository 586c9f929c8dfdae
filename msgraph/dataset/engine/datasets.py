"""The Dataset tree: each node yields one epoch of rows (tuples of numpy arrays) from its children.

``GeneratorDataset(...).map(f).batch(32).repeat(2)`` builds a chain of nodes; iterating it starts a
background thread (:mod:`.iterators`) that pulls rows through the chain.  Column names, sizes and
argument errors are worked out when the tree is built or queried, as in MindSpore; failures inside
the running pipeline surface as RuntimeError in the consuming thread.
"""
from __future__ import annotations

import copy
import multiprocessing

import threading
import weakref
from typing import Any, Callable, Iterator, List, Optional, Sequence, Tuple, Union

import numpy as np

from ..core.config import get_num_parallel_workers
from ..core.pipeline import (EpochContext, MapEngines, OpEngines, PipelineError, UserFunctionError, row_file,
                             set_engines)
from ..core.stdrandom import MT19937_64
from .convert import is_pydict, to_array, user_value
from .iterators import DictIterator, TupleIterator
from .workers import run_workers

_SIZING = threading.local()     # set while get_dataset_size runs (in the caller's thread)

Row = Tuple[np.ndarray, ...]
_INT32_MAX = 2147483647


def _check_type(name: str, value: Any, types: Any) -> None:
    """MindSpore's type_check: 'Argument x with value v is not of type [<class 'int'>], but got <class 'str'>.'"""
    valid = types if isinstance(types, tuple) else (types,)
    if (isinstance(value, bool) and bool not in valid) or not isinstance(value, valid):
        shown = '""' if isinstance(value, str) and value == "" else value
        raise TypeError(f"Argument {name} with value {shown} is not of type {list(valid)}, but got {type(value)}.")


def _uses_network_ops(operations: Any) -> bool:
    """MindSpore's test for a map function that runs network operators (which its map then runs in one worker):
    a plain function whose source or closure names mindspore.nn/ops/numpy/compression."""
    import inspect
    import types

    if not isinstance(operations, types.FunctionType):
        return False
    try:
        text = str(inspect.getclosurevars(operations)) + inspect.getsource(operations)
    except (OSError, TypeError):
        return False
    text = text.replace("'msgraph.", "'mindspore.")        # modules it reads, under the names the user imported
    return any(name in text for name in ("mindspore.nn", "mindspore.ops", "mindspore.numpy", "mindspore.compression"))


def _check_range(name: str, value: int, lo: int, hi: int = _INT32_MAX) -> None:
    if not lo <= value <= hi:
        raise ValueError(f"Input {name} is not within the required interval of [{lo}, {hi}].")


def check_num_parallel_workers(value: Any) -> None:
    """MindSpore's check of ``num_parallel_workers`` (every source, map, batch and filter): an int from 1 to
    the machine's CPU count (``multiprocessing.cpu_count()``), else its ValueError naming that count."""
    _check_type("num_parallel_workers", value, int)
    cpus = multiprocessing.cpu_count()
    if not 1 <= value <= cpus:
        raise ValueError(f"num_parallel_workers exceeds the boundary between 1 and {cpus}!")


def _check_num_samples(num_samples: Any) -> None:
    """A source's ``num_samples``: None or an int >= 0 (MindSpore's messages)."""
    if num_samples is not None:
        _check_type("num_samples", num_samples, int)
        if num_samples < 0:
            raise ValueError("num_samples exceeds the boundary between 0 and 9223372036854775807(INT64_MAX)!")


def _columns_arg(name: str, value: Any) -> Optional[List[str]]:
    """A column-name argument (a str or a list of them) checked as MindSpore's ``check_columns``; a tuple is
    accepted too (msgraph's own callers pass them)."""
    if value is None:
        return None
    if isinstance(value, str):
        if not value:
            raise ValueError(f"{name} should not be an empty str.")
        return [value]
    if not isinstance(value, (list, tuple)):
        raise TypeError(f"Argument {name} with value {value} is not of type [<class 'list'>, <class 'str'>], "
                        f"but got {type(value)}.")
    if not value:
        raise ValueError(f"{name} should not be empty.")
    for i, column in enumerate(value):
        if not column:
            raise ValueError(f"{name}[{i}] should not be empty.")
        _check_type(f"{name}[{i}]", column, str)
    if len(set(value)) != len(value):
        raise ValueError("Every column name should not be same with others in column_names.")
    return list(value)


def _callbacks_arg(callbacks: Any) -> List[Any]:
    """map's ``callbacks``: None, a DSCallback or a list of them (MindSpore's checks and messages)."""
    if callbacks is None:
        return []
    import os

    from ..callback.ds_callback import DSCallback

    if isinstance(callbacks, (list, tuple)):
        for i, cb in enumerate(callbacks):
            _check_type(f"callbacks[{i}]", cb, DSCallback)
    else:
        _check_type("callbacks", callbacks, DSCallback)
    if os.environ.get("MS_INDEPENDENT_DATASET", "").strip() in ("True", "true"):
        raise RuntimeError("Dataset Callbacks is not supported in Dataset Independent mode.")
    _check_type("callbacks", callbacks, (list, DSCallback))    # a tuple passes the first check only
    return list(callbacks) if isinstance(callbacks, list) else [callbacks]


def _call_user(where: str, fn: Callable, *args: Any, name: Optional[str] = None, path: Optional[str] = None) -> Any:
    """``fn(*args)``; what it raises comes back as MindSpore's RuntimeError naming ``where`` and the callable
    (``name`` if given), and ``path``, the file the row came from."""
    try:
        return fn(*args)
    except UserFunctionError:
        raise
    except PipelineError as exc:
        if getattr(fn, "native", False) and exc.op is None:   # a built-in (C++ in MindSpore) transform: named
            source = path if path is not None else (row_file() if where == "map operation" else None)
            named = "" if source is None else f" The corresponding data file is: {source}."
            op_name = getattr(type(fn), "_cpp_name", type(fn).__name__)   # MindSpore's name of its C++ operation
            raise PipelineError(f"{where}: [{op_name}] failed.{named} {exc.detail}", op=fn,
                                summary=exc.summary) from None
        raise
    except Exception as exc:  # noqa: BLE001 - re-raised as MindSpore's RuntimeError, cause kept
        # the file the row came from: a text source's row carries it, an image source notes it (row_file)
        source = path if path is not None else (row_file() if where == "map operation" else None)
        raise UserFunctionError(where, fn, exc, name, source) from exc


def _outputs_as_row(result: Any) -> Row:
    if isinstance(result, tuple):
        return tuple(to_array(r) for r in result)
    return (to_array(result),)


def _place_columns(names: List[str], inputs: List[str], outputs: List[str]) -> List[str]:
    """Column order after an op replaces ``inputs`` by ``outputs`` (MindSpore's rule): equal counts
    replace in place, otherwise the outputs come first, then the untouched columns."""
    if len(inputs) == len(outputs):
        out = list(names)
        for i, o in zip(inputs, outputs):
            out[names.index(i)] = o
        return out
    return list(outputs) + [n for n in names if n not in inputs]


class Dataset:
    """Base of every dataset node; holds the children and the chaining methods."""

    def __init__(self, children: Sequence["Dataset"] = (), num_parallel_workers: Optional[int] = None) -> None:
        self.children: List[Dataset] = list(children)
        for child in self.children:     # a node with two live consumers cannot be iterated (MindSpore's check)
            child.__dict__.setdefault("_parents", []).append(weakref.ref(self))
        if num_parallel_workers is not None:
            check_num_parallel_workers(num_parallel_workers)
        self.num_parallel_workers = num_parallel_workers
        self._size_cache: Optional[int] = None

    # -- what subclasses define ----------------------------------------------------------------
    def _rows(self, ctx: EpochContext) -> Iterator[Row]:
        raise NotImplementedError

    def _col_names(self) -> List[str]:
        return self.children[0]._col_names()

    def _size(self) -> Optional[int]:
        """Rows per epoch, or None when only iterating can tell."""
        return self.children[0]._size_or_count()

    def _size_or_count(self) -> Optional[int]:
        """``_size()``, or, inside ``get_dataset_size``, the rows of this node's own subtree counted when it cannot
        tell (a source without ``__len__``, ``filter``...): MindSpore's size getter runs only those subtrees and
        derives the nodes above them (``map``, ``batch``, ``take``, ``repeat``...) from their child's size, so
        their user functions are not called."""
        size = self._size()
        if size is None and getattr(_SIZING, "active", False):
            if self._size_cache is None:
                it = TupleIterator(self, num_epochs=1, output_numpy=True, _getter=True)
                try:
                    self._size_cache = sum(1 for _ in it)
                finally:
                    it.stop()
            size = self._size_cache
        return size

    def _check_consumers(self, root: bool) -> None:
        """A node below the root with two live consumers is refused (ValueError, as MindSpore's parse_tree)."""
        if not root and len([p for p in self.__dict__.get("_parents", ()) if p() is not None]) > 1:
            raise ValueError("The data pipeline is not a tree (i.e., one node has 2 consumers)")

    def _check_tree(self, root: bool = True) -> None:
        """The consumer check over this node and below, without _prepare_run's side effects."""
        self._check_consumers(root)
        for child in self.children:
            child._check_tree(False)

    def _getter_check(self, query: str) -> None:
        """MindSpore's metadata queries (sizes, column names, shapes, types, batch size, repeat count) build the
        tree, so they make the consumer check, the first time each is asked (later calls return its cached value)."""
        done = self.__dict__.setdefault("_queries_done", set())
        if query not in done:
            self._check_tree()
            done.add(query)

    def _prepare_run(self, root: bool = True) -> None:
        """Checks made when an iterator starts (in the caller's thread), on this node and below (the consumer
        check; subclasses add their own)."""
        self._check_consumers(root)
        for child in self.children:
            child._prepare_run(False)

    # -- queries -------------------------------------------------------------------------------
    @property
    def input_indexs(self) -> Any:
        """MindSpore's ``input_indexs`` (sic): the value set on this node, else the first one set below it, else ()."""
        own = getattr(self, "_input_indexs", ())
        if own != ():
            return own
        for child in self.children:
            found = child.input_indexs
            if found != ():
                return found
        return ()

    @input_indexs.setter
    def input_indexs(self, value: Any) -> None:
        self._input_indexs = value

    def get_col_names(self) -> List[str]:
        """The column names of the rows this dataset yields."""
        self._getter_check("col_names")
        return list(self._col_names())

    def get_dataset_size(self) -> int:
        """Rows (batches after ``batch``) per epoch; counted by iterating when it cannot be computed."""
        self._getter_check("dataset_size")
        outer = getattr(_SIZING, "active", False)
        _SIZING.active = True
        try:
            return self._size_or_count()
        finally:
            _SIZING.active = outer

    def __len__(self) -> int:
        return self.get_dataset_size()

    def get_batch_size(self) -> int:
        from .batch import BatchDataset

        self._getter_check("batch_size")
        node: Optional[Dataset] = self
        while node is not None:
            if isinstance(node, BatchDataset):
                return node.batch_size if isinstance(node.batch_size, int) else -1   # a callable: -1
            if getattr(node, "batch_sampler", None) is not None:   # a source that batches itself
                return -1
            node = node.children[-1] if node.children else None   # a zip / concat: its last child, as MindSpore
        return 1

    def get_repeat_count(self) -> int:
        self._getter_check("repeat_count")
        node: Optional[Dataset] = self
        while node is not None:
            if isinstance(node, RepeatDataset):
                return node.count
            node = node.children[-1] if node.children else None   # a zip / concat: its last child, as MindSpore
        return 1

    def _first_row(self) -> Row:
        """The first row (() when there is none: the shapes and types of an empty dataset are [])."""
        it = TupleIterator(self, num_epochs=1, output_numpy=True, _getter=True)
        try:
            return tuple(next(it, ()))
        finally:
            it.stop()

    def output_shapes(self, estimate: bool = False) -> List[List[int]]:
        """The shape of each column of the first row (a Python dict: [0], as MindSpore).  ``estimate=True``
        reads the whole epoch and marks the dimensions that vary between rows None (a column whose rank
        changes is MindSpore's "Inconsistent shapes" RuntimeError)."""
        _check_type("estimate", estimate, bool)
        self._getter_check("output_shapes")
        if not estimate:
            return [[0] if is_pydict(a) else list(a.shape) for a in self._first_row()]
        shapes: Optional[List[List[Optional[int]]]] = None
        it = TupleIterator(self, num_epochs=1, output_numpy=True, _getter=True)
        try:
            for row in it:
                now = [[0] if is_pydict(a) else list(a.shape) for a in row]
                if shapes is None:
                    shapes = now
                    continue
                for est, cur in zip(shapes, now):
                    if len(est) != len(cur):
                        fmt = lambda sh: "<" + ",".join("-1" if d is None else str(d) for d in sh) + ">"  # noqa: E731
                        raise PipelineError(f"Inconsistent shapes, expect same shape for each data row, last data "
                                            f"row: {fmt(cur)}, current data row: {fmt(est)}")
                    est[:] = [d if d == c else None for d, c in zip(est, cur)]
        finally:
            it.stop()
        return shapes or []

    def output_types(self) -> List[np.dtype]:
        """The numpy dtype of each column of the first row."""
        self._getter_check("output_types")
        return [np.dtype(a.dtype.kind) if a.dtype.kind in "SU" else a.dtype for a in self._first_row()]

    def num_classes(self) -> Optional[int]:
        return self.children[0].num_classes() if self.children else None

    def get_class_indexing(self) -> dict:
        """The source's class name -> label map ({} for sources without one)."""
        return self.children[0].get_class_indexing() if self.children else {}

    def reset(self) -> None:
        """Forget cached sizes; the next iterator starts from the first epoch."""
        self._size_cache = None

    def set_init_step(self, init_step: int) -> None:
        """Start the next iterators at global step ``init_step`` (resuming a training run): epoch
        ``init_step // size`` (its own shuffle order), from its row ``init_step % size``."""
        if isinstance(init_step, bool) or not isinstance(init_step, int) or init_step < 0:
            raise TypeError(f"init_step with value {init_step!r} must be a non-negative int.")
        self._global_step = init_step

    def get_init_step(self) -> int:
        """The step set by ``set_init_step`` here or on the single child below; 0 otherwise."""
        step = self.__dict__.get("_global_step")
        if step is not None:
            return step
        if len(self.children) == 1:
            return self.children[0].get_init_step()
        return 0     # several children: no single place to resume from (MindSpore starts from the beginning)

    # -- iteration -----------------------------------------------------------------------------
    def create_tuple_iterator(self, columns: Optional[List[str]] = None, num_epochs: int = -1,
                              output_numpy: bool = False, do_copy: bool = True) -> TupleIterator:
        """An iterator of rows as lists of Tensors (numpy arrays with ``output_numpy=True``)."""
        return TupleIterator(self, num_epochs, output_numpy, columns)

    def create_dict_iterator(self, num_epochs: int = -1, output_numpy: bool = False,
                             do_copy: bool = True) -> DictIterator:
        """An iterator of rows as ``{column: Tensor}``."""
        return DictIterator(self, num_epochs, output_numpy)

    def __iter__(self) -> TupleIterator:
        return TupleIterator(self, num_epochs=1)

    def save(self, file_name: str, num_files: int = 1, file_type: str = "mindrecord") -> None:
        """Write one epoch of rows to MindRecord file(s) that ``MindDataset`` reads back."""
        from .save import save

        save(self, file_name, num_files, file_type)

    # -- chaining ------------------------------------------------------------------------------
    def batch(self, batch_size: Union[int, Callable], drop_remainder: bool = False,
              num_parallel_workers: Optional[int] = None, **kwargs: Any) -> "BatchDataset":
        """Stack ``batch_size`` consecutive rows per column (``per_batch_map`` sees lists of arrays)."""
        from .batch import BatchDataset

        if "pad_info" in kwargs:       # padding is padded_batch's (MindSpore 2.x): batch() refuses it
            raise TypeError("BatchDataset.__init__() got an unexpected keyword argument 'pad_info'")
        return BatchDataset(self, batch_size, drop_remainder, num_parallel_workers, **kwargs)

    def padded_batch(self, batch_size: Union[int, Callable], drop_remainder: bool = False,
                     num_parallel_workers: Optional[int] = None, pad_info: Optional[dict] = None) -> "Dataset":
        """``batch`` padding columns to ``pad_info = {column: (shape, value)}`` ({}: every column to the
        largest row of the batch, with 0)."""
        from .batch import BatchDataset

        return BatchDataset(self, batch_size, drop_remainder, num_parallel_workers, pad_info=pad_info)

    def bucket_batch_by_length(self, column_names: Any, bucket_boundaries: List[int],
                               bucket_batch_sizes: List[int], element_length_function: Optional[Callable] = None,
                               pad_info: Optional[dict] = None, pad_to_bucket_boundary: bool = False,
                               drop_remainder: bool = False) -> "Dataset":
        """Batch rows of similar length together (see :class:`.batch.BucketBatchByLengthDataset`)."""
        from .batch import BucketBatchByLengthDataset

        return BucketBatchByLengthDataset(self, column_names, bucket_boundaries, bucket_batch_sizes,
                                          element_length_function, pad_info, pad_to_bucket_boundary, drop_remainder)

    def shuffle(self, buffer_size: int) -> "ShuffleDataset":
        """Shuffle through a buffer of ``buffer_size`` rows, seeded by ``ds.config.set_seed``."""
        if self._sync_nodes():
            raise RuntimeError("No shuffle after sync operators.")
        return ShuffleDataset(self, buffer_size)

    # -- sync_wait: the pipeline waits for the training loop ---------------------------------------
    def _sync_nodes(self) -> List["SyncWaitDataset"]:
        found = [self] if isinstance(self, SyncWaitDataset) else []
        for child in self.children:
            found += child._sync_nodes()
        return found

    def sync_wait(self, condition_name: str, num_batch: int = 1, callback: Optional[Callable] = None
                  ) -> "SyncWaitDataset":
        """After every ``num_batch`` batches (of the ``batch`` applied later), wait until
        ``sync_update(condition_name)`` is called; ``callback(data)`` receives what sync_update passes."""
        import os

        if os.environ.get("MS_INDEPENDENT_DATASET", "").lower() == "true":
            raise RuntimeError("Dataset sync wait is not supported in Dataset Independent mode.")
        _check_type("condition_name", condition_name, str)
        _check_type("num_batch", num_batch, int)
        if num_batch <= 0:
            raise ValueError("num_batch need to be greater than 0.")
        if callback is not None and not callable(callback):
            raise TypeError(f"callback with value {callback!r} is not callable.")
        if any(n.condition_name == condition_name for n in self._sync_nodes()):
            raise RuntimeError("Condition name is already in use.")
        return SyncWaitDataset(self, condition_name, num_batch, callback)

    def disable_sync(self) -> None:
        """Stop every sync_wait below from waiting (for the rest of this run)."""
        for node in self._sync_nodes():
            node.disable()

    def sync_update(self, condition_name: str, num_batch: Optional[int] = None, data: Any = None) -> None:
        """Let the ``sync_wait`` named ``condition_name`` pass ``num_batch`` more batches (its own number by
        default), after calling its callback with ``data``."""
        if num_batch is not None and (isinstance(num_batch, bool) or not isinstance(num_batch, int)
                                      or num_batch <= 0):
            raise RuntimeError(f"Sync_update batch size can only be positive integer, got: {num_batch}.")
        nodes = [n for n in self._sync_nodes() if n.condition_name == condition_name]
        if not nodes:
            raise RuntimeError("Condition name not found.")
        nodes[0].release(num_batch, data)

    def map(self, operations: Any, input_columns: Any = None, output_columns: Any = None,
            num_parallel_workers: Optional[int] = None, **kwargs: Any) -> "Dataset":
        """Apply ``operations`` (a callable or a list run in sequence) to ``input_columns``."""
        column_order = kwargs.pop("column_order", None)
        if _uses_network_ops(operations):
            self.operator_mixed = True      # MindSpore marks the dataset: its later maps get one worker too
        if getattr(self, "operator_mixed", False):
            num_parallel_workers = 1
        out: Dataset = MapDataset(self, operations, input_columns, output_columns, num_parallel_workers, **kwargs)
        if column_order is not None:  # pre-2.0 scripts: the order was part of map; here a project
            out = ProjectDataset(out, column_order)
        return out

    def apply(self, apply_func: Callable[["Dataset"], "Dataset"]) -> "Dataset":
        """``apply_func(self)``, which must return a Dataset."""
        if not callable(apply_func):
            raise TypeError("apply_func must be a function.")
        out = apply_func(self)
        if not isinstance(out, Dataset):
            raise TypeError("apply_func must return a dataset.")
        return out

    def flat_map(self, func: Callable[..., "Dataset"]) -> "Dataset":
        """The concatenation of ``func(*row)`` (each a Dataset) over this dataset's rows (read now, as MindSpore)."""
        if not callable(func):
            raise TypeError("func must be a function.")
        out: Any = None
        for row in TupleIterator(self, num_epochs=1, output_numpy=True):
            part = func(*row)
            out = part if out is None else out + part
        if not isinstance(out, Dataset):
            raise TypeError("flat_map must return a Dataset object.")
        return out

    def filter(self, predicate: Callable, input_columns: Any = None,
               num_parallel_workers: Optional[int] = None) -> "FilterDataset":
        """Keep the rows for which ``predicate(*input_columns)`` is true."""
        return FilterDataset(self, predicate, input_columns, num_parallel_workers)

    def repeat(self, count: Optional[int] = None) -> "RepeatDataset":
        """Run the pipeline above ``count`` times per epoch (None or -1: for ever)."""
        return RepeatDataset(self, count)

    def take(self, count: int = -1) -> "TakeDataset":
        return TakeDataset(self, count)

    def skip(self, count: int) -> "SkipDataset":
        return SkipDataset(self, count)

    def project(self, columns: Any) -> "ProjectDataset":
        return ProjectDataset(self, columns)

    def rename(self, input_columns: Any, output_columns: Any) -> "RenameDataset":
        return RenameDataset(self, input_columns, output_columns)

    def zip(self, datasets: Any) -> "ZipDataset":
        if isinstance(datasets, Dataset):
            datasets = (datasets,)
        _check_type("datasets", datasets, tuple)
        return ZipDataset((self,) + tuple(datasets))

    def concat(self, datasets: Any) -> "ConcatDataset":
        if isinstance(datasets, Dataset):
            datasets = [datasets]
        _check_type("datasets", datasets, list)
        return ConcatDataset([self] + list(datasets))

    def __add__(self, other: "Dataset") -> "ConcatDataset":
        return self.concat(other)

    def split(self, sizes: Sequence[Union[int, float]], randomize: bool = True) -> Tuple["Dataset", ...]:
        """Consecutive pieces of the rows (``randomize``: of the rows shuffled, the same way in every epoch).
        ``sizes``: row counts, or fractions that sum to 1 (rounded; MindSpore's rules put the rest in the first
        split, or take the excess from the first split large enough)."""
        _check_type("sizes", sizes, list)
        _check_type("randomize", randomize, bool)
        if not sizes:
            raise ValueError("sizes cannot be empty.")
        all_int = all(isinstance(s, int) and not isinstance(s, bool) for s in sizes)
        if not (all_int or all(isinstance(s, float) for s in sizes)):
            raise ValueError("sizes should be list of int or list of float.")
        if all_int and not all(s > 0 for s in sizes):
            raise ValueError("sizes is a list of int, but there should be no negative or zero numbers.")
        if not all_int:
            if not all(0 < s <= 1 for s in sizes):
                raise ValueError("sizes is a list of float, but there should be no numbers outside the range (0, 1].")
            if not abs(sum(sizes) - 1) < 0.00001:
                raise ValueError("sizes is a list of float, but the percentages do not sum up to 1.")
        if self._is_sharded():
            raise RuntimeError("Dataset should not be sharded before split.")
        n = self.get_dataset_size()
        if n <= 0:
            raise RuntimeError("dataset_size is unknown, unable to split.")
        counts = list(sizes) if all_int else [int(round(s * n)) for s in sizes]
        if all_int and sum(counts) != n:
            raise RuntimeError(f"Sum of split sizes {sum(counts)} is not equal to dataset size {n}.")
        if not all_int:
            for s, c in zip(sizes, counts):
                if c == 0:
                    raise RuntimeError(f"Split percentage {s} is too small.")
            rounded, diff = sum(counts), n - sum(counts)
            if diff > 0:
                counts[0] += diff
            else:
                for i, c in enumerate(counts):
                    if c + diff > 0:
                        counts[i] += diff
                        break
            if sum(counts) != n:
                raise RuntimeError(f"Sum of calculated split sizes {rounded} is not equal to dataset size {n}.")
        if isinstance(self, MappableDataset) and self._splits_by_sampler():
            return self._sampler_splits(counts, randomize)
        source: Dataset = self
        if randomize:                 # MindSpore: a 10000-row shuffle that starts again each epoch
            source = self.shuffle(10000)
            source.reshuffle_each_epoch = False
        out, start = [], 0
        for c in counts:
            part = source.skip(start)
            source.__dict__["_parents"].pop()    # the splits read one source: not a second consumer of it
            out.append(part.take(c))
            start += c
        return tuple(out)

    def _is_sharded(self) -> bool:
        """Whether this dataset or one below reads one shard of its source (``num_shards`` > 1)."""
        return (getattr(self, "num_shards", None) or 1) > 1 or any(c._is_sharded() for c in self.children)

    def to_json(self, filename: str = "") -> Any:
        """The pipeline as MindSpore's JSON dict (``ds.serialize``), written to ``filename`` if given."""
        from .serdes import serialize

        return serialize(self, filename)

    def device_que(self, send_epoch_end: bool = True, create_data_info_queue: bool = False,
                   queue_name: str = "") -> "TransferDataset":
        """A node whose ``send(num_epochs)`` runs the pipeline into a (simulated) device queue."""
        return TransferDataset(self)

    def to_device(self, *args: Any, **kwargs: Any) -> "Dataset":
        return self

    def close_pool(self) -> None:
        """Nothing to close: no worker pool."""


class TransferDataset(Dataset):
    """``device_que()``: ``send(num_epochs)`` starts the pipeline in the background and drops its rows (no
    device here to receive them); the dataset callbacks run as they do under a sink-mode training."""

    def __init__(self, child: Dataset) -> None:
        super().__init__([child])
        self._iterator: Optional[TupleIterator] = None

    def _rows(self, ctx: EpochContext) -> Iterator[Row]:
        return self.children[0]._rows(ctx)

    def send(self, num_epochs: int = -1) -> None:
        self.stop_send()
        it = self._iterator = TupleIterator(self, num_epochs=num_epochs, output_numpy=True)

        def drain() -> None:
            try:
                while True:
                    for _ in it:
                        pass
            except (RuntimeError, AttributeError):   # the last epoch, a stopped iterator (AttributeError, as
                # MindSpore's) or a failed pipeline: nothing to report to
                pass

        threading.Thread(target=drain, name="msgraph-dataset-send", daemon=True).start()

    def stop_send(self) -> None:
        if self._iterator is not None:
            self._iterator.stop()
            self._iterator = None

    def continue_send(self) -> None:
        """Nothing paused: rows are dropped as they come."""

    def release(self) -> None:
        self.stop_send()


class MappableDataset(Dataset):
    """A random-access source with a sampler (``use_sampler`` replaces it)."""

    sampler: Any = None

    def _is_sharded(self) -> bool:
        node = self.sampler
        while node is not None:
            if (getattr(node, "num_shards", None) or 1) > 1:
                return True
            node = getattr(node, "child_sampler", None)
        return False

    def _splits_by_sampler(self) -> bool:
        """Whether ``split`` makes copies of this source reading a range of its sampler's indices."""
        return True

    def _sampler_splits(self, counts: List[int], randomize: bool) -> Tuple["Dataset", ...]:
        """MindSpore's split of a random-access source: one copy of the source per split (the data is shared,
        the sampler chain is the copy's own), its sampler's indices permuted (``randomize``: a RandomSampler
        that draws the same order every epoch), then the split's range of them, then a SequentialSampler that
        a later ``use_sampler`` replaces."""
        import copy

        from .samplers import RandomSampler, SequentialSampler

        out: List[Dataset] = []
        start = 0
        for c in counts:
            part = copy.copy(self)
            part.__dict__.pop("_parents", None)
            part.sampler = copy.deepcopy(self.sampler)
            part._size_cache = None
            if randomize:
                permute = RandomSampler()
                permute.reshuffle_each_epoch = False
                part.add_sampler(permute)
            part.add_sampler(SequentialSampler(start, c))
            part.add_sampler(SequentialSampler())
            out.append(part)
            start += c
        return tuple(out)

    def use_sampler(self, new_sampler: Any) -> None:
        """Replace the sampler (the last one added by ``add_sampler``; the ones below it stay)."""
        from .samplers import BuiltinSampler

        if new_sampler is None:
            raise TypeError("Input sampler can not be None.")
        if not isinstance(new_sampler, BuiltinSampler):
            raise TypeError("Input sampler is not an instance of a sampler.")
        self.sampler = getattr(self.sampler, "child_sampler", None)
        self.add_sampler(new_sampler)

    def add_sampler(self, new_sampler: Any) -> None:
        """Put ``new_sampler`` on top: it picks among the indices the current sampler gives."""
        current = getattr(self, "sampler", None)
        if current is not None and hasattr(current, "get_shuffle_mode") and current.get_shuffle_mode() == "partial":
            raise RuntimeError("When multiple samplers are used, ensure that the shuffle of the current sampler must "
                               "not be Shuffle.PARTIAL.")
        mode = new_sampler.get_shuffle_mode() if hasattr(new_sampler, "get_shuffle_mode") else "false"
        if mode not in ("global", "false"):
            from .samplers import Shuffle

            raise RuntimeError("When multiple samplers are used, ensure that the shuffle of the input sampler must be "
                               f"Shuffle.FALSE or Shuffle.GLOBAL, but got: {Shuffle(mode)}.")
        new_sampler.add_child(self.sampler)
        self.sampler = new_sampler
        self._size_cache = None


class SourceDataset(Dataset):
    """An iterable source."""


class SyncWaitDataset(Dataset):
    """Rows pass ``num_batch * batch_size`` at a time (``batch_size`` of the ``batch`` above it, else 1); then
    the pipeline thread waits for :meth:`Dataset.sync_update`."""

    def __init__(self, child: Dataset, condition_name: str, num_batch: int, callback: Optional[Callable]) -> None:
        super().__init__([child])
        self.condition_name, self.num_batch, self.callback = condition_name, num_batch, callback
        self.batch_size = 1
        self._cond = threading.Condition()
        self._allowed, self._disabled = num_batch, False

    def disable(self) -> None:
        with self._cond:
            self._disabled = True
            self._cond.notify_all()

    def release(self, num_batch: Optional[int], data: Any) -> None:
        if self.callback is not None:
            self.callback(data)
        with self._cond:
            self._allowed += self.num_batch if num_batch is None else num_batch
            self._cond.notify_all()

    def _rows(self, ctx: EpochContext) -> Iterator[Row]:
        with self._cond:
            self._allowed, self._disabled = self.num_batch, False
        passed = 0
        for row in self.children[0]._rows(ctx):
            with self._cond:
                while passed >= self._allowed * self.batch_size and not self._disabled:
                    if not self._cond.wait(timeout=0.1) and _producer_stopping():
                        return
            yield row
            passed += 1


#: the iterator MindSpore's failover reset acts on (``_set_training_dataset``; the model's training loop sets it)
_TRAINING_ITERATOR: List[Any] = []


def _set_training_dataset(iterator: Any) -> None:
    """Name the iterator ``_reset_training_dataset`` restarts (MindSpore's fault-recovery hook)."""
    _TRAINING_ITERATOR[:] = [weakref.ref(iterator)]


def _reset_training_dataset(global_step: int, dataset_size: int) -> None:
    """Restart the training iterator at ``global_step``: it yields the rest of epoch ``global_step //
    dataset_size`` from row ``global_step % dataset_size``, then the later epochs (RuntimeError for a step below 0
    or past the iterator's epochs)."""
    iterator = _TRAINING_ITERATOR[0]() if _TRAINING_ITERATOR else None
    if iterator is None:
        raise RuntimeError("Training dataset is not set.")
    iterator._reset(global_step, dataset_size)


def _producer_stopping() -> bool:
    """Whether the iterator whose thread runs this pipeline was stopped (abandoned or cleaned up)."""
    from .iterators import current_stop

    stop = current_stop()
    return stop is not None and stop.is_set()


class ShuffleDataset(Dataset):
    """MindSpore's buffer shuffle: fill ``buffer_size`` rows, emit a random one, refill its slot."""

    reshuffle_each_epoch = True     # False: every pass draws the same order (MindSpore's split sets it)

    def __init__(self, child: Dataset, buffer_size: int) -> None:
        super().__init__([child])
        _check_type("buffer_size", buffer_size, int)
        _check_range("buffer_size", buffer_size, 2)
        self.buffer_size = buffer_size

    def _rows(self, ctx: EpochContext) -> Iterator[Row]:
        """MindSpore's ShuffleOp, draw for draw: ``std::mt19937_64(seed)`` (one stream for all the epochs of
        an iterator) picks slot ``next() % rows_held``; the last row moves into it and the next input row
        takes the last place."""
        key = ("shuffle", id(self))
        rng = ctx.run.get(key) if self.reshuffle_each_epoch else None
        if rng is None and not self.reshuffle_each_epoch:
            rng = MT19937_64(ctx.seed)
        elif rng is None:
            rng = ctx.run[key] = MT19937_64(ctx.seed)
            done = ctx.path[0] if ctx.path else 0       # a run resumed at a later epoch (set_init_step)
            size = (self.children[0]._size() or self.children[0].get_dataset_size()) if done else None
            for _ in range(done * (size or 0)):
                rng.next()
        source = self.children[0]._rows(ctx)
        buf: List[Row] = []
        for row in source:
            buf.append(row)
            if len(buf) == self.buffer_size:
                break
        active = len(buf) == self.buffer_size
        last = len(buf) - 1
        while last >= 0:
            slot = rng.next() % (last + 1)
            row = buf[slot]
            if slot != last:
                buf[slot] = buf[last]
            yield row
            if active:
                nxt = next(source, None)
                if nxt is None:
                    active = False
                else:
                    buf[last] = nxt
            if not active:
                last -= 1


def _map_level(operations: List[Any]) -> Iterator[Any]:
    """A map's operations and those of the Compose among them (MindSpore's map runs a Compose's transforms as its
    own: each worker reseeds them)."""
    from ..transforms.transforms import Compose

    for op in operations:
        yield op
        if isinstance(op, Compose):
            yield from _map_level(op.transforms)


def _op_name(op: Any) -> str:
    """A map operation's name in debug mode's messages: a function's name, else the class's (MindSpore's)."""
    if type(op).__module__.startswith("msgraph."):
        return type(op).__name__
    name = getattr(op, "__name__", None)
    return name if isinstance(name, str) else type(op).__name__


class MapDataset(Dataset):
    def __init__(self, child: Dataset, operations: Any, input_columns: Any = None, output_columns: Any = None,
                 num_parallel_workers: Optional[int] = None, python_multiprocessing: bool = False,
                 max_rowsize: Any = None, cache: Any = None, callbacks: Any = None, offload: Any = None) -> None:
        super().__init__([child], num_parallel_workers)
        if max_rowsize is not None:       # accepted (no shared memory here), checked as MindSpore does
            from .batch import check_max_rowsize

            check_max_rowsize(max_rowsize)
        ops = list(operations) if isinstance(operations, (list, tuple)) else [operations]
        if not ops:
            raise ValueError("operations should not be empty.")
        for op in ops:
            if isinstance(op, type):      # a class (callable, but not an operation instance)
                raise ValueError("Parameter operations's element of method map should be a dataset processing "
                                 f"operation instance, but got: {op}. It may be missing parentheses for instantiation.")
            if not callable(op):
                raise ValueError("Parameter operations's element of method map should be a python function or class "
                                 f"method which should be callable, but got: {op!r}.")
        self.operations = ops
        self.input_columns = _columns_arg("input_columns", input_columns)
        self.output_columns = _columns_arg("output_columns", output_columns)
        self.callbacks = _callbacks_arg(callbacks)
        self.python_multiprocessing = python_multiprocessing
        self._hooks: List[Any] = []

    def _prepare_run(self, root: bool = True) -> None:
        super()._prepare_run(root)
        self._hooks = [(cb.step_size, cb._runtime_hooks()) for cb in self.callbacks]
        self._run_ops = self._operations_to_run()

    def _operations_to_run(self) -> List[Any]:
        """The operations, with debug mode's hooks around them (decided when an iterator starts, as MindSpore):
        copies of each hook of ``set_debug_mode(True, hooks)`` before the first operation (its input) and after
        each operation (its output), told the operation's name.  A hook put in the list by hand runs as any
        Python function (it is not told a name, and needs no debug mode)."""
        from ..core.config import _get_debug_hook_list, get_debug_mode

        hooks = _get_debug_hook_list() if get_debug_mode() else None
        if not hooks:
            return list(self.operations)

        def copies(op: Any, first: bool) -> List[Any]:
            name = _op_name(op)
            out = []
            for hook in hooks:
                h = copy.deepcopy(hook)      # each place its own hook object
                h.set_previous_op_name(name)
                h.set_is_first(first)
                out.append(h)
            return out

        from ..transforms.transforms import Compose

        def flat(ops: List[Any]) -> List[Any]:       # a Compose is its transforms, each one watched
            return [t for op in ops for t in (flat(op.transforms) if isinstance(op, Compose) else [op])]

        operations = flat(self.operations)
        run = copies(operations[0], True)
        for op in operations:
            run.append(op)
            run.extend(copies(op, False))
        return run

    def _fire(self, event: str, *where: int) -> None:
        """Call the callbacks' ``ds_<event>`` with a DSRunContext(epoch, step in epoch, step)."""
        from ..callback.ds_callback import DSRunContext

        for step_size, hooks in self._hooks:
            fn = hooks.get(event)
            if fn is None or (event.startswith("step") and (where[1] - 1) % step_size):
                continue
            _call_user("map callback", fn, DSRunContext(*where))

    def _callback_rows(self, ctx: EpochContext, apply: Callable[[Row], Row]) -> Iterator[Row]:
        """``rows`` (this map's output) with the dataset callbacks fired around them: the state (epoch,
        steps) lives in ``ctx.run`` and so spans the repeats of an epoch and the epochs of one iterator."""
        state = ctx.run.get(id(self))
        if state is None:
            state = ctx.run[id(self)] = {"epoch": 0, "step": 0, "total": 0, "open": False}

            def epoch_end() -> None:         # called by the iterator after the epoch's last row
                if state["open"]:
                    state["open"] = False
                    self._fire("epoch_end", state["epoch"], state["step"], state["total"])

            ctx.run["epoch_end"].append(epoch_end)
            self._fire("begin", 0, 0, 0)
        epoch = ctx.path[0] + 1
        source = self.children[0]._rows(ctx)
        while True:
            if state["epoch"] != epoch:       # the epoch's first pass: ds_epoch_begin before its first row
                state.update(epoch=epoch, step=0, open=True)
                self._fire("epoch_begin", epoch, 0, state["total"])
            try:
                row = next(source)
            except StopIteration:
                return
            state["step"] += 1
            state["total"] += 1
            self._fire("step_begin", epoch, state["step"], state["total"])
            out = apply(row)
            self._fire("step_end", epoch, state["step"], state["total"])
            yield out

    def _ins(self, names: List[str]) -> List[str]:
        ins = self.input_columns or names[:1]
        for c in ins:
            if c not in names:
                raise PipelineError(f"Invalid parameter, input column name: {c} doesn't exist in the dataset "
                                    f"columns: {names}.")
        return ins

    def _col_names(self) -> List[str]:
        names = self.children[0]._col_names()
        ins = self._ins(names)
        return _place_columns(names, ins, self.output_columns or ins)

    def _rows(self, ctx: EpochContext) -> Iterator[Row]:
        names = self.children[0]._col_names()
        ins = self._ins(names)
        outs = self.output_columns or ins
        out_names = _place_columns(names, ins, outs)
        where = [names.index(c) for c in ins]
        # each output column: (True, index into the map's results) or (False, index into the input row)
        plan = [(True, outs.index(n)) if n in outs else (False, names.index(n)) for n in out_names]
        engines = self._engines(ctx)

        def apply_ops(row: Row, *plan_args: Any) -> Row:     # as the map worker whose turn it is
            return self._apply(row, *plan_args, engines=engines.next_worker())

        if self._hooks and ctx.run["callbacks"]:
            yield from self._callback_rows(ctx, lambda row: apply_ops(row, where, outs, plan))
            return
        from ..core.config import ErrorSamplesMode, get_error_samples_mode

        apply = apply_ops
        workers = run_workers(ctx, self, self.python_multiprocessing, self.num_parallel_workers)
        if workers is not None:      # the generator states of MindSpore's reseeded worker processes
            if workers.slot:         # a later pass: the end-of-epoch message took a worker's turn
                workers.slot += 1

            def apply(row: Row, *plan_args: Any) -> Row:
                return workers.next_call(apply_ops, row, *plan_args)
        mode = get_error_samples_mode()
        if mode in (ErrorSamplesMode.REPLACE, ErrorSamplesMode.SKIP):
            yield from self._forgiving_rows(ctx, mode == ErrorSamplesMode.REPLACE, where, outs, plan, apply)
            return
        for row in self.children[0]._rows(ctx):
            yield apply(row, where, outs, plan)

    _REPLACE_CACHE = 16     # good rows MindSpore's map keeps to stand in for failed ones

    def _forgiving_rows(self, ctx: EpochContext, replace: bool, where: List[int], outs: List[str],
                        plan: List[Tuple[bool, int]], apply: Callable[..., Row]) -> Iterator[Row]:
        """``ds.config.set_error_samples_mode``: a row whose operations fail is dropped (SKIP) or, REPLACE, stands
        in line for a good row (MindSpore's order): good rows fill a cache of 16; once it is full each good row
        is preceded by one owed replacement (the cache slot read next, which the good row then takes); the
        replacements still owed at the end of the epoch follow, read round the cache."""
        cache: List[Row] = []
        owed, slot = 0, 0
        for row in self.children[0]._rows(ctx):
            try:
                out = apply(row, where, outs, plan)
            except (UserFunctionError, PipelineError):
                if replace:
                    owed += 1
                continue
            if not replace:
                yield out
                continue
            if len(cache) < self._REPLACE_CACHE:
                cache.append(out)
            elif owed:
                yield cache[slot]
                cache[slot] = out
                slot = (slot + 1) % self._REPLACE_CACHE
                owed -= 1
            yield out
        if owed and not cache:
            raise PipelineError("All data is garbage and cannot be replaced.")
        for _ in range(owed):
            yield cache[slot % len(cache)]
            slot += 1

    def _engines(self, ctx: EpochContext) -> MapEngines:
        """The random engines of this map's workers in this iterator (made on its first pass; a later pass starts
        one worker's turn later)."""
        key = ("engines", id(self))
        engines = ctx.run.get(key)
        if engines is None:
            n = self.num_parallel_workers if self.num_parallel_workers is not None else get_num_parallel_workers()
            engines = ctx.run[key] = MapEngines(ctx.seed, n, tuple(_map_level(self.__dict__.get("_run_ops")
                                                                           or self.operations)))
        elif engines.slot:
            engines.slot += 1
        return engines

    def _apply(self, row: Row, where: List[int], outs: List[str], plan: List[Tuple[bool, int]],
               engines: Optional[OpEngines] = None) -> Row:
        """One input row through the operations (their random engines ``engines``): the output row."""
        args: Tuple[Any, ...] = tuple(user_value(row[i]) for i in where)
        path = getattr(row, "path", None)      # a row of a file source (nonmappable.FileRow)
        for op in self.__dict__.get("_run_ops") or self.operations:
            # MindSpore names a failing user function "PyFunc" (its own transforms by their class)
            ours = type(op).__module__.startswith("msgraph.")
            # a user function's own transform calls are eager ones (fresh engines), as in MindSpore
            previous = set_engines(engines if ours else None)
            try:
                result = _call_user("map operation", op, *args, name=None if ours else "PyFunc", path=path)
            finally:
                set_engines(previous)
            args = result if isinstance(result, tuple) else (result,)
        if any(a is None for a in args):    # MindSpore's PyFunc cannot convert None (alone or in a tuple)
            raise UserFunctionError("map operation", op, RuntimeError("Got None from Python object."),
                                    None if type(op).__module__.startswith("msgraph.") else "PyFunc")
        produced = _outputs_as_row(args if len(args) != 1 else args[0])
        if len(produced) != len(outs):
            raise PipelineError("Invalid columns, the number of columns returned in 'map' operations should "
                                "match the number of 'output_columns', but got the number of columns returned "
                                f"in 'map' operations: {len(produced)}, the number of 'output_columns': "
                                f"{len(outs)}.")
        return tuple(produced[i] if new else row[i] for new, i in plan)


class FilterDataset(Dataset):
    def __init__(self, child: Dataset, predicate: Callable, input_columns: Any = None,
                 num_parallel_workers: Optional[int] = None) -> None:
        super().__init__([child], num_parallel_workers)
        if not callable(predicate):
            raise TypeError("predicate should be callable.")
        self.predicate = predicate
        self.input_columns = _columns_arg("input_columns", input_columns)

    def _size(self) -> Optional[int]:
        return None

    def _rows(self, ctx: EpochContext) -> Iterator[Row]:
        names = self.children[0]._col_names()
        ins = self.input_columns or names
        where = [names.index(c) for c in ins]
        for row in self.children[0]._rows(ctx):
            keep = _call_user("filter operation", self.predicate, *(user_value(row[i]) for i in where))
            if bool(np.asarray(keep)):
                yield row


class RepeatDataset(Dataset):
    def __init__(self, child: Dataset, count: Optional[int] = None) -> None:
        super().__init__([child])
        if count is None:
            count = -1
        _check_type("count", count, int)
        if count != -1 and not 1 <= count <= _INT32_MAX:
            raise ValueError("count should be either -1 or positive integer, range[1, INT32_MAX].")
        self.count = count

    def _size(self) -> Optional[int]:
        n = self.children[0]._size_or_count()
        if n is None:
            return None
        return n if self.count == -1 else n * self.count

    def _rows(self, ctx: EpochContext) -> Iterator[Row]:
        # a getter's pass (get_dataset_size of a source without __len__) reads an endless repeat's child once:
        # MindSpore's size of ``repeat()`` / ``repeat(-1)`` is its child's
        count = 1 if self.count == -1 and ctx.run.get("getter") else self.count
        r = 0
        while count == -1 or r < count:
            yield from self.children[0]._rows(ctx.sub(r))
            r += 1


def _endless(node: "Dataset") -> bool:
    """Whether ``node``'s epoch never ends (a ``repeat()`` without a count below it)."""
    if isinstance(node, RepeatDataset) and node.count == -1:
        return True
    return any(_endless(child) for child in node.children)


class TakeDataset(Dataset):
    def __init__(self, child: Dataset, count: int = -1) -> None:
        super().__init__([child])
        _check_type("count", count, int)
        if count != -1 and not 1 <= count <= _INT32_MAX:
            raise ValueError("count should be either -1 or within the required interval of "
                             f"(0, {_INT32_MAX}], got {count}.")
        self.count = count

    def _size(self) -> Optional[int]:
        n = self.children[0]._size_or_count()
        if n is None or self.count == -1:
            return n
        return min(n, self.count)

    def _rows(self, ctx: EpochContext) -> Iterator[Row]:
        if self.count == -1:
            yield from self.children[0]._rows(ctx)
            return
        if self.count == 0:
            return
        rows = self.children[0]._rows(ctx)
        for i, row in enumerate(rows):
            yield row
            if i + 1 >= self.count:
                break
        else:
            return
        if self.children[0]._size() is not None and not _endless(self.children[0]):
            for _ in rows:     # MindSpore's take reads its child to the end of the epoch: a shuffle or a random
                pass           # transform above it draws for the rows it drops too


class SkipDataset(Dataset):
    def __init__(self, child: Dataset, count: int) -> None:
        super().__init__([child])
        _check_type("count", count, int)
        _check_range("count", count, 0)
        self.count = count

    def _size(self) -> Optional[int]:
        n = self.children[0]._size_or_count()
        return None if n is None else max(n - self.count, 0)

    def _rows(self, ctx: EpochContext) -> Iterator[Row]:
        for i, row in enumerate(self.children[0]._rows(ctx)):
            if i >= self.count:
                yield row


class ProjectDataset(Dataset):
    def __init__(self, child: Dataset, columns: Any) -> None:
        super().__init__([child])
        self.columns = _columns_arg("columns", columns)

    def _col_names(self) -> List[str]:
        names = self.children[0]._col_names()
        for c in self.columns:
            if c not in names:
                raise PipelineError(f"Invalid parameter, column name: {c} does not exist in the dataset columns.")
        return list(self.columns)

    def _rows(self, ctx: EpochContext) -> Iterator[Row]:
        names = self.children[0]._col_names()
        self._col_names()
        where = [names.index(c) for c in self.columns]
        for row in self.children[0]._rows(ctx):
            yield tuple(row[i] for i in where)


class RenameDataset(Dataset):
    def __init__(self, child: Dataset, input_columns: Any, output_columns: Any) -> None:
        super().__init__([child])
        self.input_columns = _columns_arg("input_columns", input_columns)
        self.output_columns = _columns_arg("output_columns", output_columns)
        if len(self.input_columns) != len(self.output_columns):
            raise ValueError("Number of column in input_columns and output_columns is not equal.")

    def _col_names(self) -> List[str]:
        names = self.children[0]._col_names()
        for c in self.input_columns:
            if c not in names:
                raise PipelineError(f"Invalid parameter, column to rename: {c} does not exist in the dataset.")
        mapping = dict(zip(self.input_columns, self.output_columns))
        out = [mapping.get(n, n) for n in names]
        if len(set(out)) != len(out):
            raise PipelineError(f"Invalid columns, duplicate column names after rename: {out}.")
        return out

    def _rows(self, ctx: EpochContext) -> Iterator[Row]:
        self._col_names()
        yield from self.children[0]._rows(ctx)


class ZipDataset(Dataset):
    def __init__(self, datasets: Sequence[Dataset]) -> None:
        for d in datasets:
            if not isinstance(d, Dataset):
                raise TypeError(f"Invalid dataset to zip: {type(d).__name__}.")
        super().__init__(datasets)

    def _col_names(self) -> List[str]:
        out: List[str] = []
        for d in self.children:
            for n in d._col_names():
                if n in out:
                    raise PipelineError(f"Invalid data, duplicate column {n} already exists when zipping datasets.")
                out.append(n)
        return out

    def _size(self) -> Optional[int]:
        sizes = [d._size_or_count() for d in self.children]
        return None if any(s is None for s in sizes) else min(sizes)

    def _rows(self, ctx: EpochContext) -> Iterator[Row]:
        self._col_names()
        for rows in zip(*(d._rows(ctx) for d in self.children)):
            yield tuple(a for r in rows for a in r)


class ConcatDataset(Dataset):
    """Rows of each child in turn.  ``use_sampler``: a DistributedSampler (no shuffle) keeps the rows whose
    index in the concatenation is ``shard_id`` modulo ``num_shards``; a RandomSampler interleaves the children
    at random (each child keeps its own order), as MindSpore's ConcatOp does."""

    def __init__(self, datasets: Sequence[Dataset]) -> None:
        for d in datasets:
            if not isinstance(d, Dataset):
                raise TypeError(f"Invalid dataset to concat: {type(d).__name__}.")
        super().__init__(datasets)
        self._sampler: Any = None

    def use_sampler(self, sampler: Any) -> None:
        from .samplers import DistributedSampler, RandomSampler

        if not isinstance(sampler, (DistributedSampler, RandomSampler)):
            raise TypeError(f"The parameter {sampler} of concat must be DistributedSampler or RandomSampler!")
        if isinstance(sampler, RandomSampler):
            if sampler.replacement:
                raise ValueError("The parameter replacement of RandomSampler must be False!")
            if sampler.get_num_samples() is not None:
                raise ValueError("The parameter num_samples of RandomSampler is not support to be set!")
        else:
            from .batch import BatchDataset

            if sampler.shuffle:
                raise ValueError("The parameter shuffle of DistributedSampler must be False!")
            if sampler.get_num_samples() is not None:
                raise ValueError("The parameter num_samples of DistributedSampler is not support to be set!")
            for child in self.children:
                if getattr(getattr(child, "sampler", None), "num_samples", None) is not None:
                    raise ValueError(f"The parameter NumSamples of {child} is not support to be set!")
                if isinstance(child, BatchDataset):
                    raise TypeError(f"The parameter {child} of concat must not be BatchDataset or "
                                    "PaddedBatchDataset!")
        self._sampler = sampler
        self._size_cache = None

    def _child_sizes(self) -> List[int]:
        return [d.get_dataset_size() for d in self.children]

    def _col_names(self) -> List[str]:
        names = self.children[0]._col_names()
        for d in self.children[1:]:
            if d._col_names() != names:
                raise PipelineError("Invalid columns, 'column name' or 'column order' of concat datasets should "
                                    f"be the same, got {names} and {d._col_names()}.")
        return names

    def _size(self) -> Optional[int]:
        total = sum(self._child_sizes())      # MindSpore sizes each child on its own (no column check)
        from .samplers import DistributedSampler

        if isinstance(self._sampler, DistributedSampler):
            self._sampler._check_shards()
            n, k = self._sampler.num_shards, self._sampler.shard_id
            return total // n + (1 if k < total % n else 0)
        return total

    def _rows(self, ctx: EpochContext) -> Iterator[Row]:
        self._col_names()
        from .samplers import DistributedSampler, RandomSampler

        if isinstance(self._sampler, RandomSampler):
            rows = self._interleaved(ctx)
        else:
            rows = ((c, j, r) for c, d in enumerate(self.children) for j, r in enumerate(d._rows(ctx)))
        first: Optional[Row] = None
        keep = self._shard_filter() if isinstance(self._sampler, DistributedSampler) else None
        for child, j, row in rows:
            if first is None:
                first = row
            elif j == 0:
                _check_concat_row(first, row)
            if keep is None or keep(child, j):
                yield row

    def _shard_filter(self) -> Callable[[int, int], bool]:
        """MindSpore's sharded concat: row ``j`` of a random-access child is kept when ``j + offset`` is the shard
        id modulo ``num_shards`` (``offset``: the rows of the children before it, an iterable generator counting
        none); the rows of the other children go by one counter over all of them."""
        self._sampler._check_shards()
        n, k = self._sampler.num_shards, self._sampler.shard_id
        offsets, counted, total = [], [], 0
        for d in self.children:
            by_index = isinstance(d, MappableDataset) and getattr(d, "random_access", True)
            counted.append(not by_index)
            offsets.append(total)
            if by_index or not hasattr(d, "random_access"):
                total = (total + d.get_dataset_size()) % n
        counter = [0]

        def keep(child: int, j: int) -> bool:
            if counted[child]:
                counter[0] += 1
                return (counter[0] - 1) % n == k
            return (j + offsets[child]) % n == k
        return keep

    def _interleaved(self, ctx: EpochContext) -> Iterator[Tuple[int, int, Row]]:
        """The children's rows, the next one from a child drawn with odds of its rows left."""
        left = self._child_sizes()
        its = [d._rows(ctx) for d in self.children]
        rng = ctx.stream(4)
        taken = [0] * len(left)
        while sum(left):
            c = int(rng.choice(len(left), p=np.asarray(left, float) / sum(left)))
            left[c] -= 1
            row = next(its[c], None)
            if row is not None:
                yield c, taken[c], row
                taken[c] += 1


def _check_concat_row(first: Row, row: Row) -> None:
    """MindSpore's check on the first row of each further child of a concat: same dtypes and ranks."""
    for a, b in zip(first, row):
        a, b = np.asarray(a), np.asarray(b)
        if a.dtype != b.dtype and not (a.dtype.kind in "US" and b.dtype.kind in "US"):
            raise PipelineError("Concat: the data types of the two datasets to be concatenated should be the same, "
                                f"but got: {a.dtype} and {b.dtype}.")
        if a.ndim != b.ndim:
            raise PipelineError("Concat: the data tensor rank of the two datasets to be concatenated should be the "
                                f"same, but got: {a.ndim} and {b.ndim}.")


def zip_datasets(datasets: Tuple[Dataset, ...]) -> ZipDataset:
    """``ds.zip``: rows of several datasets side by side (as many as the shortest has)."""
    _check_type("datasets", datasets, tuple)
    if len(datasets) <= 1:
        raise ValueError("Can't zip empty or just one dataset!")
    return ZipDataset(datasets)
