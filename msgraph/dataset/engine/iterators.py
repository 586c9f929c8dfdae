"""Iterators over a pipeline: rows computed ahead in a background thread, handed over in order.

A producer thread runs the pipeline (all epochs, one after another) and puts rows into a bounded
queue (``ds.config.get_prefetch_size()`` rows), so the model's step does not wait on numpy
transforms.  Only that one thread computes rows, so the order is deterministic.  An exception in the
pipeline travels through the queue and is raised in the consuming thread (RuntimeError naming the
user's callable, the original exception as ``__cause__``).  The producer checks a stop flag while it
waits, so an abandoned iterator never leaves a thread blocked for ever.
"""
from __future__ import annotations

import queue
import threading
import weakref
from typing import Any, List, Optional

import numpy as np

from ..core import config
from ..core.pipeline import (TRANSFORM_SALT, EpochContext, PipelineError, UserFunctionError,
                             set_current)
from .convert import convert_python, is_pydict

_POLL_S = 0.1
#: how long closing an iterator waits for its producer thread (a row being computed is finished first)
_JOIN_S = 1.0


class _EndOfEpoch:
    pass


class _Failure:
    def __init__(self, exc: BaseException) -> None:
        self.exc = exc


_END = _EndOfEpoch()
_FINISHED = object()

#: every iterator not yet collected, so that :func:`_cleanup` can stop their producer threads (MindSpore's
#: ``iterators._cleanup``, which its dataset tests call after each test)
_LIVE: "weakref.WeakSet[_Iterator]" = weakref.WeakSet()
#: MindSpore's public ``ITERATORS_LIST``: a weak reference to each iterator a user created, in order; an iterator
#: leaves it when stopped or collected
ITERATORS_LIST: List["weakref.ref[_Iterator]"] = []


def _forget_iterator(ref: "weakref.ref[_Iterator]") -> None:
    try:
        ITERATORS_LIST.remove(ref)
    except ValueError:
        pass
_CLEANUP_SET = False


_THREAD = threading.local()


def current_stop() -> Optional[threading.Event]:
    """The stop flag of the iterator whose producer thread is calling (None outside one)."""
    return getattr(_THREAD, "stop", None)


def _cleanup() -> None:
    """Stop the producer thread of every live iterator (they raise if read again)."""
    for it in list(_LIVE):
        it.stop()


def _set_iterator_cleanup() -> None:
    global _CLEANUP_SET
    _CLEANUP_SET = True


def _unset_iterator_cleanup() -> None:
    global _CLEANUP_SET
    _CLEANUP_SET = False


def to_tensor(arr: np.ndarray) -> Any:
    """A pipeline array as MindSpore hands it out: a Tensor (string arrays stay numpy)."""
    if arr.dtype.kind in "USO":
        return convert_python(arr[()], False) if is_pydict(arr) else arr
    from ...common.tensor import Tensor

    return Tensor(arr if arr.flags.c_contiguous else np.ascontiguousarray(arr))._mark_numpy_backed()


class _Producer:
    """Runs ``dataset`` for ``num_epochs`` passes in a daemon thread, feeding ``self.q``."""

    def __init__(self, dataset: Any, num_epochs: int, getter: bool = False, start: Any = None) -> None:
        self.getter = getter
        self.q: "queue.Queue[Any]" = queue.Queue(maxsize=max(1, config.get_prefetch_size()))
        self.stop = threading.Event()
        if not getter and config.get_debug_mode() and not config.seed_is_set():
            config.set_seed(1)      # MindSpore's debug mode fixes an unset seed to 1 (and leaves it set)
        seed = config.get_seed()
        if start is None:
            step = dataset.get_init_step() if hasattr(dataset, "get_init_step") else 0
            start = divmod(step, dataset.get_dataset_size()) if step else (0, 0)
        self.thread = threading.Thread(target=self._run, args=(dataset, num_epochs, seed, start),
                                       name="msgraph-dataset", daemon=True)
        self.thread.start()

    def _put(self, item: Any) -> bool:
        while not self.stop.is_set():
            try:
                self.q.put(item, timeout=_POLL_S)
                return True
            except queue.Full:
                continue
        return False

    def _run(self, dataset: Any, num_epochs: int, seed: int, start: Any = (0, 0)) -> None:
        rng = np.random.default_rng([seed, TRANSFORM_SALT])
        set_current(rng)
        _THREAD.stop = self.stop
        try:
            epoch, skip = start          # set_init_step: the rows of epoch ``epoch`` from row ``skip`` on
            run = {"callbacks": not self.getter, "getter": self.getter, "epoch_end": []}
            while num_epochs < 0 or epoch < num_epochs:
                ctx = EpochContext(seed, (epoch,), rng, run)
                for row in dataset._rows(ctx):
                    if skip:
                        skip -= 1
                        continue
                    if not self._put(row) or self.stop.is_set():
                        return
                for end_epoch in run["epoch_end"]:     # dataset callbacks' ds_epoch_end
                    end_epoch()
                if not self._put(_END):
                    return
                epoch += 1
            self._put(_FINISHED)
        except BaseException as exc:  # noqa: BLE001 - handed to the consumer, raised there
            self._put(_Failure(exc))
        finally:
            set_current(None)

    def get(self) -> Any:
        while True:
            try:
                return self.q.get(timeout=_POLL_S)
            except queue.Empty:
                if not self.thread.is_alive() and self.q.empty():
                    return _Failure(PipelineError("the dataset thread ended without a result"))

    def close(self) -> None:
        """Stop the producer and wait (briefly) for its thread to end, so that the rows, the pipeline and its
        source are released when the iterator goes (as MindSpore's are), not a poll interval later."""
        self.stop.set()
        if threading.current_thread() is self.thread:
            return
        for _ in range(2):            # free a blocked put, then whatever it put before seeing the flag
            try:
                while True:
                    self.q.get_nowait()
            except queue.Empty:
                pass
            self.thread.join(timeout=_JOIN_S)


def _raise(exc: BaseException) -> None:
    if isinstance(exc, (UserFunctionError, PipelineError)):
        raise exc
    raise RuntimeError(f"Exception thrown from dataset pipeline: {type(exc).__name__}: {exc}") from exc


class _Iterator:
    """Base of the tuple/dict iterators; ``num_epochs`` passes (-1: as many as asked for)."""

    def __init__(self, dataset: Any, num_epochs: int = -1, output_numpy: bool = False,
                 columns: Optional[List[str]] = None, _getter: bool = False) -> None:
        from .datasets import _check_type

        _check_type("num_epochs", num_epochs, int)
        if num_epochs < -1 or num_epochs > 2147483647:   # MindSpore's argument check
            raise ValueError("Input num_epochs is not within the required interval of [-1, 2147483647].")
        if num_epochs == 0:  # MindSpore fails when the pipeline starts: a RuntimeError
            raise PipelineError(f"num_epochs should be either -1 or a positive integer, got {num_epochs}.")
        _check_type("output_numpy", output_numpy, bool)
        self._names = dataset.get_col_names()
        self._select = None
        if columns is None and not _getter and any(n.startswith("_meta-") for n in self._names):
            columns = [n for n in self._names if not n.startswith("_meta-")]   # MindSpore hides its meta columns
        if columns is not None:
            cols = [columns] if isinstance(columns, str) else list(columns)
            missing = [c for c in cols if c not in self._names]
            if missing:
                raise PipelineError(f"Invalid columns, column {missing[0]!r} does not exist in the dataset; "
                                    f"columns: {self._names}")
            self._select = [self._names.index(c) for c in cols]
            self._names = cols
        self._dataset = dataset
        self._output_numpy = output_numpy
        self._raw = _getter          # the engine's own queries read the carried values as they are
        self._num_epochs = num_epochs
        prepare = None if _getter else getattr(dataset, "_prepare_run", None)
        if prepare is not None:
            prepare()
        self._producer = _Producer(dataset, num_epochs, _getter)
        weakref.finalize(self, self._producer.close)
        _LIVE.add(self)
        if not _getter:
            ITERATORS_LIST.append(weakref.ref(self, _forget_iterator))
        self._epochs_done = 0
        self._done = False

    def __iter__(self) -> "_Iterator":
        return self

    def _next_row(self) -> tuple:
        if self.__dict__.get("_stopped"):    # MindSpore's stopped iterator has lost its runtime context
            raise AttributeError(f"'{type(self).__name__}' object has no attribute '_runtime_context'")
        if self._done:
            raise PipelineError("EOF buffer encountered. User tries to fetch data beyond the specified "
                                "number of epochs.")
        item = self._producer.get()
        if item is _END:
            self._epochs_done += 1
            raise StopIteration
        if item is _FINISHED:
            self._done = True
            raise PipelineError("EOF buffer encountered. User tries to fetch data beyond the specified "
                                "number of epochs.")
        if isinstance(item, _Failure):
            self._done = True
            self._producer.close()
            _raise(item.exc)
        if self._select is not None:
            item = tuple(item[i] for i in self._select)
        if not self._output_numpy:
            item = tuple(to_tensor(a) for a in item)
        elif not self._raw:
            if any(a.dtype.kind == "O" for a in item):
                item = tuple(convert_python(a[()], True) if is_pydict(a) else a for a in item)
            # MindSpore's pipeline hands int64 columns out as C long long arrays: numpy shows their dtype
            # (array(1, dtype=int64)), which it leaves out for its default int
            item = tuple(a.view(np.longlong) if isinstance(a, np.ndarray) and a.dtype.type is np.int64 else a
                         for a in item)
        return item

    def _reset(self, step: int, dataset_size: int) -> None:
        """Restart at global step ``step`` (MindSpore's failover reset): the rows of epoch ``step //
        dataset_size`` from its row ``step % dataset_size`` on, then the later epochs."""
        if step < 0:
            raise RuntimeError("Cannot reset the pipeline, reset step must be >= 0.")
        if self._num_epochs > 0 and step >= dataset_size * self._num_epochs:
            raise RuntimeError("Cannot reset the pipeline, reset step must be less than dataset_size * num_epochs.")
        self._producer.close()
        start = divmod(step, dataset_size) if dataset_size > 0 else (0, 0)
        self._producer = _Producer(self._dataset, self._num_epochs, self._raw, start)
        weakref.finalize(self, self._producer.close)
        self._epochs_done, self._done = start[0], False

    def stop(self) -> None:
        """Stop the background thread now (also done when the iterator is garbage collected); a stopped
        iterator gives no more rows."""
        self._producer.close()
        self._stopped = True
        ITERATORS_LIST[:] = [r for r in ITERATORS_LIST if r() is not None and r() is not self]

    def get_col_names(self) -> List[str]:
        return list(self._names)


class TupleIterator(_Iterator):
    """Yields each row as a list of Tensors (numpy arrays with ``output_numpy=True``)."""

    def __next__(self) -> list:
        return list(self._next_row())


class DictIterator(_Iterator):
    """Yields each row as ``{column name: Tensor}``."""

    def __next__(self) -> dict:
        return dict(zip(self._names, self._next_row()))
