"""What one pass of a pipeline carries: the seed, the epoch path, the random stream of transforms.

Rows flow through a pipeline as tuples of numpy arrays.  Every random decision is drawn from a numpy
Generator derived from ``ds.config.get_seed()`` when the iterator starts, so a pipeline iterated
twice after the same seed gives the same rows (MindSpore's own random streams are not reproduced).
"""
from __future__ import annotations

import threading
from typing import Any, Dict, Optional, Tuple

import numpy as np

_local = threading.local()


class EpochContext:
    """One pass: ``seed`` of the iterator, ``path`` of epoch/repeat indices, ``rng`` for transforms.

    ``run`` is shared by every pass of one iterator (all its epochs): nodes keep per-run state
    there (the dataset callbacks of ``map``).  ``run["callbacks"]`` is False for the passes a
    getter makes (``output_shapes``, ``get_dataset_size``), which run no dataset callbacks;
    ``run["epoch_end"]`` holds functions the iterator calls after each epoch's last row.
    """

    def __init__(self, seed: int, path: Tuple[int, ...], rng: np.random.Generator,
                 run: Optional[Dict[Any, Any]] = None) -> None:
        self.seed = seed
        self.path = path
        self.rng = rng
        self.run = {"callbacks": True, "epoch_end": []} if run is None else run

    def sub(self, index: int) -> "EpochContext":
        """The context of the ``index``-th repetition of a child (repeat): a different sampler stream."""
        return EpochContext(self.seed, self.path + (index,), self.rng, self.run)

    def stream(self, salt: int) -> np.random.Generator:
        """A Generator fixed by (seed, path, salt): identical in every shard (samplers rely on it)."""
        return np.random.default_rng([self.seed, salt, *self.path])


# salts of the per-epoch streams
SAMPLER_SALT = 1
SHUFFLE_SALT = 2
TRANSFORM_SALT = 3

_eager_rng: Optional[np.random.Generator] = None
_eager_seed: Optional[int] = None


def set_current(rng: Optional[np.random.Generator]) -> None:
    """Random transforms running in this thread draw from ``rng`` (None: the eager stream)."""
    _local.rng = rng


def current_rng() -> np.random.Generator:
    """The stream random transforms draw from: the running pipeline's, else one seeded by the config."""
    rng = getattr(_local, "rng", None)
    if rng is not None:
        return rng
    global _eager_rng, _eager_seed
    from .config import get_seed

    seed = get_seed()
    if _eager_rng is None or seed != _eager_seed:
        _eager_rng = np.random.default_rng([seed, TRANSFORM_SALT])
        _eager_seed = seed
    return _eager_rng


def describe(fn: Any) -> str:
    """A user callable's name for error messages: ``qualname (file:line)`` or the class name."""
    code = getattr(fn, "__code__", None)
    name = getattr(fn, "__qualname__", None) or getattr(fn, "__name__", None)
    if code is not None and name:
        return f"{name} ({code.co_filename}:{code.co_firstlineno})"
    if name:
        return str(name)
    return type(fn).__name__


_RULE = "-" * 66


def _section(title: str) -> str:
    """A heading of MindSpore's formatted dataset errors."""
    return f"{_RULE}\n- {title}: \n{_RULE}\n"


# MindSpore's errors end with the C++ source location; msgraph's engine is Python, so the section says so
_CPP_STACK = _section("C++ Call Stack: (For framework developers)").replace("): ", ") ") + \
    "msgraph.dataset (Python engine: no C++ call stack).\n\n\n"


PIPELINE_SUMMARY = "Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'."
SHAPE_SUMMARY = "Shape is incorrect."


class PipelineError(RuntimeError):
    """A pipeline failure not caused by user code (bad columns, unbatchable shapes)."""

    def __init__(self, message: str, op: Any = None, summary: str = PIPELINE_SUMMARY) -> None:
        super().__init__(f"{summary} \n\n" + _section("Dataset Pipeline Error Message") + f"[ERROR] {message}\n\n"
                         + _CPP_STACK)
        self.detail = message
        self.summary = summary   # MindSpore's first line names the status code ("Shape is incorrect.")
        self.op = op   # the transform whose failure this is, once the map operation has named it


_ROW_FILE = threading.local()


def set_row_file(path: Optional[str]) -> None:
    """The file the row a source just produced was read from (in this thread), or None: named by the error of
    a map operation that fails on the row, as MindSpore does."""
    _ROW_FILE.path = path


def row_file() -> Optional[str]:
    return getattr(_ROW_FILE, "path", None)


class UserFunctionError(RuntimeError):
    """A user callable (generator source, map operation, per_batch_map, filter) raised ``__cause__``."""

    def __init__(self, where: str, fn: Any, exc: BaseException, name: Optional[str] = None,
                 path: Optional[str] = None) -> None:
        import traceback

        tb = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
        source = f" The corresponding data file is: {path}." if path else ""   # a row read from a file
        super().__init__("Exception thrown from user defined Python function in dataset. \n\n"
                         + _section("Python Call Stack")
                         + f"{where}: [{name or describe(fn)}] failed.{source} Error description:\n"
                         + f"{type(exc).__name__}: {tb}\n"
                         + _section("Dataset Pipeline Error Message")
                         + "[ERROR] Execute user Python code failed, check 'Python Call Stack' above.\n\n" + _CPP_STACK)
        self.where = where
        self.fn = fn
