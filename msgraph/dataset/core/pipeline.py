"""What one pass of a pipeline carries: the seed, the epoch path, the random streams of transforms.

Rows flow through a pipeline as tuples of numpy arrays.  MindSpore's C++ random transforms each own a
``std::mt19937`` seeded, when the iterator builds them, with the dataset seed (``ds.config.set_seed``; the
default 5489 means "no seed": a random one); a map with several workers gives worker ``k`` its own copy seeded
``seed + k``, and the rows go to the workers in turn.  :func:`op_engine` hands a transform its engine in the
running map worker (:class:`OpEngines`), so that seeded pipelines draw MindSpore's numbers; a transform called
eagerly gets a fresh engine per call, as MindSpore builds the C++ transform again for each eager call.  What
still draws from a numpy Generator (:func:`current_rng`, derived from the seed when the iterator starts) is
reproducible from run to run but is not MindSpore's stream.
"""
from __future__ import annotations

import functools
import threading
from typing import Any, Callable, Dict, List, Optional, Tuple

import numpy as np

from ...common.stdengines import MT19937

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


_UNSEEDED = 5489     # std::mt19937's default seed: MindSpore's GetSeed() then draws a random one


def engine_seed(seed: int) -> int:
    """The seed MindSpore's ``GetSeed()`` gives a C++ transform: the dataset seed, or a random one for 5489."""
    if seed == _UNSEEDED:
        return int(np.random.SeedSequence().entropy) & 0xFFFFFFFF
    return int(seed) & 0xFFFFFFFF


class OpEngines:
    """The ``std::mt19937`` of each transform in one map worker of one iterator (or in one eager call), made when
    the transform first draws: a transform the map holds itself is seeded ``seed`` (the worker's), one held by
    another (RandomApply's, RandomChoice's) ``nested_seed`` (MindSpore reseeds only the map's own transforms
    per worker)."""

    def __init__(self, seed: int, nested_seed: Optional[int] = None, top: Tuple[Any, ...] = ()) -> None:
        self.seed = seed
        self.nested_seed = seed if nested_seed is None else nested_seed
        self._top = {id(op) for op in top}
        self._engines: Dict[int, Tuple[Any, MT19937]] = {}

    def engine(self, op: Any) -> MT19937:
        held = self._engines.get(id(op))
        if held is None or held[0] is not op:
            seed = self.seed if not self._top or id(op) in self._top else self.nested_seed
            held = self._engines[id(op)] = (op, MT19937(engine_seed(seed)))
        return held[1]


class MapEngines:
    """The engines of one map's workers in one iterator: worker ``k``'s copies of the map's ``operations`` seeded
    ``seed + k`` (wrapping at 2**32), those they hold ``seed``; rows taken in turn, and each pass after the first
    starts one turn later (MindSpore's end-of-epoch message took a worker's turn)."""

    def __init__(self, seed: int, workers: int, operations: Tuple[Any, ...]) -> None:
        unseeded = seed == _UNSEEDED
        self.workers: List[OpEngines] = [OpEngines(seed if unseeded else (seed + k) & 0xFFFFFFFF, seed, operations)
                                         for k in range(max(1, workers))]
        self.slot = 0

    def next_worker(self) -> OpEngines:
        k = self.slot % len(self.workers)
        self.slot += 1
        return self.workers[k]


def set_engines(engines: Optional[OpEngines]) -> Optional[OpEngines]:
    """Transforms running in this thread draw from ``engines`` (None: eagerly); returns what it replaces."""
    previous = getattr(_local, "engines", None)
    _local.engines = engines
    return previous


def op_engine(op: Any) -> MT19937:
    """The ``std::mt19937`` transform ``op`` draws from here: its engine in the running map worker or eager call."""
    engines = getattr(_local, "engines", None)
    if engines is None:
        from .config import get_seed

        return MT19937(engine_seed(get_seed()))
    return engines.engine(op)


def eager_engines(call: Callable[..., Any]) -> Callable[..., Any]:
    """Wrap a transform's ``__call__``: called outside a map operation, its transforms (it and those it holds)
    draw from fresh engines seeded with the dataset seed, for this call only, after the transform's
    ``_eager_check_inputs(args)`` (if it has one) looked at what the user passed."""

    @functools.wraps(call)
    def wrapped(self: Any, *args: Any, **kwargs: Any) -> Any:
        if getattr(_local, "engines", None) is not None:
            return call(self, *args, **kwargs)
        from .config import get_seed

        check = getattr(self, "_eager_check_inputs", None)
        if check is not None:
            check(args)
        _local.engines = OpEngines(get_seed())
        try:
            return call(self, *args, **kwargs)
        finally:
            _local.engines = None

    return wrapped


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
