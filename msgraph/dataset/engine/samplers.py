"""Samplers: which row indices of a random-access source one epoch reads, in which order.

Shuffling samplers draw from a Generator fixed by (dataset seed, epoch), the same in every shard,
so ``DistributedSampler`` shards never overlap.  Sharding follows MindSpore: shard ``k`` of ``n``
reads indices ``k, k + n, k + 2n, ...`` of the (possibly shuffled) order, ``ceil(rows / n)`` of them,
wrapping round to the start so that every shard has the same number of rows.
"""
from __future__ import annotations

import math
from enum import Enum
from typing import Any, List, Optional, Sequence

import numpy as np

from ...common.stdengines import canonical_doubles
from ..core.pipeline import EpochContext, PipelineError, engine_seed
from ..core.stdrandom import mt19937, std_shuffle, std_shuffle_with, uniform_int

_INT32_MAX = 2147483647


def _check_int(name: str, value: Any, lo: int, hi: int = _INT32_MAX, allow_none: bool = False) -> None:
    if value is None and allow_none:
        return
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise TypeError(f"{name} with value {value!r} is not of type [<class 'int'>], but got {type(value)}.")
    if not lo <= value <= hi:
        raise ValueError(f"Input {name} is not within the required interval of [{lo}, {hi}].")


def _passes_order(sampler: Any, ctx: Any, start: List[int], seed_of: Any) -> List[int]:
    """The order of ``start`` a shuffling MindSpore sampler gives on this pass of an iterator: each pass
    shuffles the previous pass's order again (libstdc++ ``std::shuffle`` over ``std::mt19937(seed_of(seed,
    k))`` on pass ``k``, ``seed`` being the iterator's); a run resumed at a later epoch (``set_init_step``)
    replays the passes before it."""
    if ctx is None:
        from ..core.config import get_seed

        run: dict = {}
        seed = get_seed()
    else:
        run, seed = ctx.run, ctx.seed
    key = ("sampler_order", id(sampler))
    done, order = run.get(key, (-1, None))
    if order is None or len(order) != len(start):
        resumed = ctx is not None and bool(ctx.path) and ctx.path[0] > 0
        run_seed = sampler._run_seed(seed, resumed) if hasattr(sampler, "_run_seed") else seed
        done, order = -1, list(start)
        for k in range(ctx.path[0] if ctx is not None and ctx.path else 0):
            order = std_shuffle(order, seed_of(run_seed, k))
            done = k
        run[("sampler_seed", id(sampler))] = run_seed
    run_seed = run[("sampler_seed", id(sampler))]
    order = std_shuffle(list(order), seed_of(run_seed, done + 1))
    run[key] = (done + 1, order)
    return order


def check_chain_shuffle(parent: Any, child: Any) -> None:
    """MindSpore's rule for chained samplers: the child may not shuffle PARTIAL, the parent only GLOBAL/FALSE."""
    mode = getattr(child, "get_shuffle_mode", None)
    if child is not None and mode is not None and mode() == Shuffle.PARTIAL:
        raise RuntimeError("When multiple samplers are used, ensure that the shuffle of the input sampler must not be "
                           "Shuffle.PARTIAL.")
    own = parent.get_shuffle_mode() if hasattr(parent, "get_shuffle_mode") else Shuffle.FALSE
    if own not in (Shuffle.GLOBAL, Shuffle.FALSE):
        raise RuntimeError("When multiple samplers are used, ensure that the shuffle of the current sampler must be "
                           f"Shuffle.FALSE or Shuffle.GLOBAL, but got: {own}.")


class Shuffle(str, Enum):
    """``mindspore.dataset.Shuffle``: how a file-based source shuffles (msgraph shuffles rows globally for all)."""

    FALSE = "false"
    ADAPTIVE = "adaptive"
    GLOBAL = "global"
    PARTIAL = "partial"
    FILES = "files"
    INFILE = "infile"


class BuiltinSampler:
    """Base of the samplers: ``indices(n, ctx)`` gives one epoch's indices into ``n`` rows."""

    def __init__(self, num_samples: Optional[int] = None) -> None:
        _check_int("num_samples", num_samples, 0, allow_none=True)
        self.num_samples = num_samples or None  # MindSpore: 0 means "all"
        self.child_sampler: Optional["BuiltinSampler"] = None

    def add_child(self, sampler: "BuiltinSampler") -> None:
        """Read the indices ``sampler`` gives instead of the dataset's rows: this sampler picks among them."""
        if self.child_sampler is not None:
            raise RuntimeError("Cannot add child sampler, this sampler already has a child.")
        check_chain_shuffle(self, sampler)
        self.child_sampler = sampler

    def get_shuffle_mode(self) -> "Shuffle":
        return Shuffle.FALSE

    def parse(self) -> "BuiltinSampler":
        """MindSpore's C++ sampler object for this sampler (msgraph: a copy, which takes children the same way)."""
        import copy

        return copy.copy(self)

    def get_child(self) -> Optional["BuiltinSampler"]:
        return self.child_sampler

    def get_num_samples(self) -> Optional[int]:
        return self.num_samples

    def _limit(self, idx: List[int]) -> List[int]:
        limit = getattr(self, "num_samples", None)  # user samplers may skip super().__init__
        return idx[:limit] if limit is not None else idx

    def indices(self, n: int, ctx: EpochContext) -> List[int]:
        raise NotImplementedError

    def size(self, n: int) -> int:
        """Indices per epoch (without drawing them)."""
        return min(n, self.num_samples) if self.num_samples is not None else n

    @staticmethod
    def _draw_seed() -> int:
        from ..core.config import get_seed

        return get_seed()


class Sampler(BuiltinSampler):
    """A user sampler: subclass it and define ``__iter__`` yielding indices.  ``num_samples`` defaults to
    ``len(self)`` where the class defines ``__len__``; it is then the dataset's size, whatever ``__iter__``
    yields (MindSpore's rule).  Each iterator reads a copy of the sampler, so that a sampler with state (its
    own random generator) gives every iterator the same epochs, as MindSpore's does."""

    def __init__(self, num_samples: Optional[int] = None) -> None:
        super().__init__(num_samples)
        self.num_samples = num_samples
        if num_samples is None and hasattr(self, "__len__"):
            self.num_samples = len(self)
        self.dataset_size = 0

    def add_child(self, sampler: "BuiltinSampler") -> None:   # a user sampler's child is replaced
        self.child_sampler = sampler

    def reset(self) -> None:
        """Called before each pass of an iterator after its first (epochs and repeats): override for per-pass
        state, as in MindSpore."""

    def indices(self, n: int, ctx: EpochContext) -> List[int]:
        self.dataset_size = n
        if ctx is not None:
            key = ("sampler_pass", id(self))
            for _ in range(skipped_passes(ctx, key)):
                self._next_pass(ctx, key)
            return self._next_pass(ctx, key)
        return self._read()

    def _next_pass(self, ctx: EpochContext, key: Any) -> List[int]:
        k = ctx.run[key] = ctx.run.get(key, -1) + 1
        if k > 0:
            self.reset()
        return self._read()

    def _read(self) -> List[int]:
        limit = getattr(self, "num_samples", None)
        out = []
        for i in iter(self):
            if limit is not None and len(out) >= limit:
                break
            out.append(int(i))
        return out

    def size(self, n: int) -> int:
        limit = getattr(self, "num_samples", None)
        if limit is not None:
            return limit
        import copy

        return len(copy.deepcopy(self).indices(n, None))  # type: ignore[arg-type]  # the state is untouched

    def __iter__(self):  # pragma: no cover - user subclasses define it
        raise NotImplementedError("Sampler subclasses define __iter__.")


class SequentialSampler(BuiltinSampler):
    """Indices ``start_index, start_index + 1, ...`` (``num_samples`` of them)."""

    def __init__(self, start_index: Optional[int] = None, num_samples: Optional[int] = None) -> None:
        super().__init__(num_samples)
        # MindSpore takes a negative start_index here and fails when the pipeline starts (a RuntimeError)
        _check_int("start_index", start_index, -_INT32_MAX - 1, allow_none=True)
        self.start_index = start_index or 0

    def _check_start(self) -> None:
        if self.start_index < 0:
            raise PipelineError("SequentialSampler: start_index_ must be greater than or equal to 0, but got: "
                                f"{self.start_index}")

    def indices(self, n: int, ctx: EpochContext) -> List[int]:
        self._check_start()
        if 0 < self.start_index and n <= self.start_index:    # its size is 0, but reading it is an error
            raise PipelineError("Invalid parameter, start_index must be less than num_rows, but got start_index: "
                                f"{self.start_index}, num_rows: {n}.")
        return self._limit(list(range(self.start_index, n)))

    def size(self, n: int) -> int:
        self._check_start()
        return len(self._limit(list(range(self.start_index, n))))


class RandomSampler(BuiltinSampler):
    """A random permutation (``replacement=True``: ``num_samples`` draws with replacement)."""

    def __init__(self, replacement: bool = False, num_samples: Optional[int] = None,
                 shuffle: Shuffle = Shuffle.GLOBAL) -> None:
        if not isinstance(replacement, bool):
            raise TypeError(f"replacement with value {replacement!r} is not of type [<class 'bool'>].")
        if shuffle not in (Shuffle.ADAPTIVE, Shuffle.GLOBAL, Shuffle.PARTIAL, Shuffle.FILES, Shuffle.INFILE):
            raise TypeError(f"shuffle must be valid shuffle mode but was: {shuffle}.")
        super().__init__(num_samples)
        self.replacement, self.shuffle = replacement, shuffle

    def get_shuffle_mode(self) -> Shuffle:
        return self.shuffle

    def indices(self, n: int, ctx: EpochContext) -> List[int]:
        if self.replacement:      # pass k draws uniform_int_distribution(0, n - 1) from std::mt19937(seed + k)
            if not n:
                return []
            run, seed = ({}, self._draw_seed()) if ctx is None else (ctx.run, ctx.seed)
            key = ("sampler_pass", id(self))
            k = run[key] = run.get(key, (ctx.path[0] - 1) if ctx is not None and ctx.path else -1) + 1
            g = mt19937(seed + k)
            return [uniform_int(g, n - 1) for _ in range(self.size(n))]
        # MindSpore's RandomSampler, draw for draw: pass k of an iterator (epochs and repeats alike) shuffles
        # the previous pass's order again with std::shuffle(std::mt19937(seed + k)); one that does not
        # reshuffle each epoch (split's) keeps the first pass's order
        if not getattr(self, "reshuffle_each_epoch", True):
            ctx = None if ctx is None else EpochContext(ctx.seed, (), ctx.rng, {})
        return self._limit(_passes_order(self, ctx, list(range(n)), lambda seed, k: seed + k))

    def size(self, n: int) -> int:
        if self.replacement:      # at most n draws, as MindSpore's RandomSamplerRT caps num_samples at the rows
            return min(self.num_samples or n, n)
        return super().size(n)


class DistributedSampler(BuiltinSampler):
    """Shard ``shard_id`` of ``num_shards`` (strided, padded by wrapping round; see the module doc)."""

    def __init__(self, num_shards: int, shard_id: int, shuffle: bool = True, num_samples: Optional[int] = None,
                 offset: int = -1) -> None:
        # MindSpore checks the types here and the range when the pipeline reads or sizes the sampler (RuntimeError)
        _check_int("num_shards", num_shards, -_INT32_MAX - 1)
        _check_int("shard_id", shard_id, -_INT32_MAX - 1)
        if not isinstance(shuffle, (bool, Shuffle)):
            raise TypeError(f"shuffle must be a boolean value or valid shuffle mode but was: {shuffle}.")
        super().__init__(num_samples)
        if isinstance(shuffle, bool):
            shuffle_mode = Shuffle.GLOBAL if shuffle else Shuffle.FALSE
        else:
            shuffle_mode, shuffle = shuffle, shuffle != Shuffle.FALSE
        self.shuffle_mode = shuffle_mode
        self.num_shards, self.shard_id, self.shuffle, self.offset = int(num_shards), int(shard_id), shuffle, offset
        from ..core.config import get_seed

        self._seed = get_seed()

    def get_shuffle_mode(self) -> Shuffle:
        return getattr(self, "shuffle_mode", Shuffle.GLOBAL if self.shuffle else Shuffle.FALSE)

    def parse(self) -> "BuiltinSampler":
        if self.offset > self.num_shards:
            raise RuntimeError(f"DistributedSampler: offset must be no more than num_shards({self.num_shards})")
        return super().parse()

    def _run_seed(self, seed: int, resumed: bool = False) -> int:
        """MindSpore's DistributedSampler reads the dataset seed when it is made and shuffles with that seed + 1
        on its first iterator.  (MindSpore adds 1 again for each later pipeline built from it, except when a
        run resumes with set_init_step; msgraph gives every iterator the first one's orders.)"""
        return getattr(self, "_seed", seed) + 1

    def _check_shards(self) -> None:
        if self.num_shards <= 0:
            raise PipelineError(f"DistributedSampler: num_shards must be greater than 0, but got: {self.num_shards}")
        if not 0 <= self.shard_id < self.num_shards:
            raise PipelineError(f"DistributedSampler: shard_id must be in range [0, {self.num_shards}), but got: "
                                f"{self.shard_id}")

    def _offset_positions(self, n: int) -> List[int]:
        """With an ``offset`` (0 included): position ``i`` of the epoch's order goes to shard ``(i + offset) %
        num_shards`` and no shard is padded (MindSpore's uneven distribution; -1, the default, pads)."""
        if self.offset > self.num_shards:
            raise PipelineError(f"DistributedSampler: offset must be no more than num_shards({self.num_shards})")
        return [i for i in range(n) if (i + self.offset) % self.num_shards == self.shard_id]

    def indices(self, n: int, ctx: EpochContext) -> List[int]:
        self._check_shards()
        if n == 0:
            return []
        order = _passes_order(self, ctx, list(range(n)), lambda seed, k: seed + k) if self.shuffle else np.arange(n)
        if self.offset != -1:
            return self._limit([int(order[i]) for i in self._offset_positions(n)])
        per_shard = math.ceil(n / self.num_shards)
        return self._limit([int(order[(self.shard_id + k * self.num_shards) % n]) for k in range(per_shard)])

    def size(self, n: int) -> int:
        self._check_shards()
        if self.offset != -1:
            per_shard = len(self._offset_positions(n))
        else:
            per_shard = math.ceil(n / self.num_shards) if n else 0
        return min(per_shard, self.num_samples) if self.num_samples is not None else per_shard


class SubsetSampler(BuiltinSampler):
    """The given indices, in the given order."""

    def __init__(self, indices: Sequence[int], num_samples: Optional[int] = None) -> None:
        if num_samples is not None:      # MindSpore's checks, in its order and words
            if not isinstance(num_samples, int):
                raise TypeError(f"num_samples must be integer but was: {num_samples}.")
            if num_samples < 0 or num_samples > 9223372036854775807:
                raise ValueError("num_samples exceeds the boundary between 0 and 9223372036854775807(INT64_MAX)!")
        if isinstance(indices, (int, np.integer)):
            indices = [indices]
        elif isinstance(indices, str) or not _iterable(indices):
            raise TypeError(f"Unsupported sampler object of type ({type(indices)})")
        else:
            indices = list(indices) if num_samples is None else [i for i, _ in zip(indices, range(num_samples))]
        for k, item in enumerate(indices):
            if isinstance(item, bool) or not isinstance(item, (int, np.integer)):
                raise TypeError(f"SubsetSampler: Type of indices element must be int, but got list[{k}]: {item}, "
                                f"type: {type(item)}.")
        super().__init__(num_samples)
        self.subset = [int(i) for i in indices]

    def _checked(self, n: int) -> List[int]:
        for i in self.subset:
            if not 0 <= i < n:
                from ..core.pipeline import PipelineError

                raise PipelineError(f"Sample ID ({i}) is out of bound, expected range [0, {n - 1}].")
        return list(self.subset)

    def indices(self, n: int, ctx: EpochContext) -> List[int]:
        return self._limit(self._checked(n))

    def size(self, n: int) -> int:
        return len(self._limit(self.subset))


class SubsetRandomSampler(SubsetSampler):
    """The given indices in a random order."""

    def get_shuffle_mode(self) -> Shuffle:
        return Shuffle.GLOBAL

    def indices(self, n: int, ctx: EpochContext) -> List[int]:
        # MindSpore: every pass re-shuffles the previous order with std::mt19937(seed), the same seed each time
        return self._limit(_passes_order(self, ctx, self._checked(n), lambda seed, k: seed))


class WeightedRandomSampler(BuiltinSampler):
    """``num_samples`` indices drawn with probability proportional to ``weights``."""

    def __init__(self, weights: Sequence[float], num_samples: Optional[int] = None, replacement: bool = True) -> None:
        import numbers

        weights = weights if isinstance(weights, list) else [weights]     # MindSpore's checks: types here,
        for i, w in enumerate(weights):                                   # values when the sampler is used
            if not isinstance(w, numbers.Number):
                raise TypeError(f"type of weights element must be number, but got w[{i}]: {w}, type: {type(w)}.")
        super().__init__(num_samples)
        if not isinstance(replacement, bool):
            raise TypeError(f"replacement with value {replacement!r} is not of type [<class 'bool'>].")
        self.weights = np.asarray(weights, np.float64)
        self.replacement = replacement

    def _check_weights(self) -> None:
        """MindSpore's checks of the weights' values, made when the sampler is parsed or used (RuntimeError)."""
        if not len(self.weights):
            raise PipelineError("WeightedRandomSampler: weights vector must not be empty")
        negative = np.flatnonzero(self.weights < 0)
        if len(negative):
            raise PipelineError("WeightedRandomSampler: weights vector must not contain negative numbers, got: "
                                f"weights[{negative[0]}] = {self.weights[negative[0]]:f}")
        if not self.weights.any():
            raise PipelineError("WeightedRandomSampler: elements of weights vector must not be all zero")

    def parse(self) -> "BuiltinSampler":
        self._check_weights()
        return super().parse()

    def get_shuffle_mode(self) -> Shuffle:
        return Shuffle.GLOBAL

    def indices(self, n: int, ctx: EpochContext) -> List[int]:
        """MindSpore's draws: a std::mt19937 seeded with the dataset seed at every epoch (so each epoch draws the
        same); with replacement a ``std::discrete_distribution`` (a canonical double looked up in the cumulative
        weights, the last set to 1), without it the rows of the smallest ``-log(1 - u) / weight``."""
        self._check_weights()
        count = self.size(n)
        g = mt19937(engine_seed(self._draw_seed() if ctx is None else ctx.seed))
        weights = [float(w) for w in self.weights]
        if not self.replacement:
            draws = [-math.log(1.0 - float(u)) for u in canonical_doubles(g, len(weights))]   # one per weight
            keys = [(e / w if w else math.inf, i) for i, (e, w) in enumerate(zip(draws, weights))]
            return [i for _, i in sorted(keys)[:count]]
        if len(weights) < 2:
            return [0] * count
        total = sum(weights)          # std::accumulate, in order
        cumulative = np.cumsum([w / total for w in weights])
        cumulative[-1] = 1.0
        return [int(i) for i in np.searchsorted(cumulative, canonical_doubles(g, count), side="left")]

    def size(self, n: int) -> int:
        return min(self.num_samples or n, n)     # MindSpore draws at most as many rows as the dataset has


class IterSampler(Sampler):
    """A user iterable of indices (anything with ``__iter__`` given as a sampler), read anew each epoch;
    ``num_samples`` defaults to its ``len`` where it has one."""

    def __init__(self, sampler: Any, num_samples: Optional[int] = None) -> None:
        if num_samples is None and hasattr(sampler, "__len__"):
            num_samples = len(sampler)
        super().__init__(num_samples)
        self.sampler = sampler

    def __iter__(self) -> Any:
        return iter(self.sampler)


class PKSampler(BuiltinSampler):
    """``num_val`` rows of each class (the dataset's ``label`` values, in sorted order, or shuffled once with
    ``shuffle``), each drawn uniformly from its class's rows (with replacement); pass ``k`` of an iterator draws
    from ``std::mt19937(seed + k)``, the first pass's class order kept (MindSpore's draws)."""

    def __init__(self, num_val: int, num_class: Optional[int] = None, shuffle: bool = False,
                 class_column: str = "label", num_samples: Optional[int] = None) -> None:
        if isinstance(num_val, bool) or not isinstance(num_val, int):
            raise TypeError(f"num_val must be integer but was: {num_val}.")
        if num_class is not None:
            raise NotImplementedError("Not supported to specify num_class for PKSampler.")
        if not isinstance(shuffle, bool):
            raise TypeError(f"shuffle must be a boolean value but was: {shuffle}.")
        if not isinstance(class_column, str):
            raise TypeError(f"class_column must be a str value but was: {class_column}.")
        if num_samples is not None:
            if isinstance(num_samples, bool) or not isinstance(num_samples, int):
                raise TypeError(f"num_samples must be integer but was: {num_samples}.")
            if num_samples < 0 or num_samples > 9223372036854775807:
                raise ValueError("num_samples exceeds the boundary between 0 and 9223372036854775807(INT64_MAX)!")
        super().__init__(num_samples)
        self.num_val, self.shuffle, self.class_column = num_val, shuffle, class_column

    def get_shuffle_mode(self) -> Shuffle:
        return Shuffle.GLOBAL if self.shuffle else Shuffle.FALSE

    def _classes(self, labels: Any) -> dict:
        from ..core.pipeline import PipelineError

        if self.num_val <= 0:
            raise PipelineError(f"Invalid parameter, num_val must be greater than 0, but got {self.num_val}.")
        if labels is None:
            raise PipelineError("PKSampler: the dataset has no class labels to sample from.")
        classes: dict = {}
        for i, lab in enumerate(labels):
            try:
                key: Any = int(lab)
            except (TypeError, ValueError):      # a string class (a MindRecord field): grouped by its text
                key = str(lab)
            classes.setdefault(key, []).append(i)
        return classes

    def pk_indices(self, labels: Any, ctx: Optional[EpochContext]) -> List[int]:
        classes = self._classes(labels)
        run, seed = ({}, self._draw_seed()) if ctx is None else (ctx.run, ctx.seed)
        key = ("sampler_pass", id(self))
        k = run[key] = run.get(key, (ctx.path[0] - 1) if ctx is not None and ctx.path else -1) + 1
        order = sorted(classes)
        g = mt19937(seed + k)
        if self.shuffle:
            order = std_shuffle_with(order, g if k == 0 else mt19937(seed))
        out = [classes[c][uniform_int(g, len(classes[c]) - 1)] for c in order for _ in range(self.num_val)]
        return self._limit(out)

    def pk_size(self, labels: Any) -> int:
        total = self.num_val * len(self._classes(labels))
        return min(total, self.num_samples) if self.num_samples is not None else total

    def indices(self, n: int, ctx: EpochContext) -> List[int]:
        return self.pk_indices(None, ctx)

    def size(self, n: int) -> int:
        return self.pk_size(None)


def _labels_of(labels: Any) -> Any:
    return labels() if callable(labels) else labels


def sample_indices(sampler: BuiltinSampler, n: int, ctx: Any, labels: Any = None) -> List[int]:
    """One epoch's indices into ``n`` rows through ``sampler`` and the chain of its children: a parent picks
    among the indices its child gives.  ``labels`` (the rows' class labels, or a function giving them) is
    what a :class:`PKSampler` in the chain groups the rows by."""
    child = getattr(sampler, "child_sampler", None)
    base = None if child is None else sample_indices(child, n, ctx, labels)
    if isinstance(sampler, PKSampler):
        labs = _labels_of(labels)
        if base is not None and labs is not None:
            labs = [labs[i] for i in base]
        picked = sampler.pk_indices(labs, ctx)
    else:
        picked = sampler.indices(n if base is None else len(base), ctx)
    return picked if base is None else [base[i] for i in picked]


def sample_size(sampler: BuiltinSampler, n: int, labels: Any = None) -> int:
    """Indices per epoch through the chain (without drawing them)."""
    child = getattr(sampler, "child_sampler", None)
    if isinstance(sampler, PKSampler):
        labs = _labels_of(labels)
        if child is not None and labs is not None:
            labs = [labs[i] for i in sample_indices(child, n, None, labs)]
        return sampler.pk_size(labs)
    return sampler.size(n if child is None else sample_size(child, n, labels))


def run_sampler(sampler: BuiltinSampler, ctx: Any) -> BuiltinSampler:
    """The sampler one iterator reads: its own copy of a chain holding a user sampler (which may keep state
    from epoch to epoch), made on the iterator's first epoch; the sampler itself otherwise."""
    node: Any = sampler
    while node is not None and not isinstance(node, Sampler):
        node = getattr(node, "child_sampler", None)
    if node is None or ctx is None:
        return sampler
    return run_copy(sampler, ctx)


def run_copy(obj: Any, ctx: Any) -> Any:
    """The copy of a user's stateful sampler object that one iterator reads (made on its first pass; MindSpore
    copies a pipeline's samplers for each iterator)."""
    key = ("sampler", id(obj))
    copied = ctx.run.get(key)
    if copied is None:
        import copy

        copied = ctx.run[key] = copy.deepcopy(obj)
    return copied


def skipped_passes(ctx: Any, key: Any) -> int:
    """How many passes of a user sampler a run resumed at a later epoch (``set_init_step``) skips: that many
    passes are read, and dropped, before its first one, so the sampler's state is where MindSpore's would be.
    (0 after the first pass of a run, and in runs that start at epoch 0.)"""
    if ctx is None or ("resumed", key) in ctx.run:
        return 0
    ctx.run[("resumed", key)] = True
    return ctx.path[0] if ctx.path else 0


def _iterable(obj: Any) -> bool:
    try:
        iter(obj)
    except TypeError:
        return False
    return True


def select_sampler(num_samples: Optional[int], sampler: Any, shuffle: Optional[bool],
                   num_shards: Optional[int], shard_id: Optional[int]) -> BuiltinSampler:
    """The sampler a random-access source uses, from its arguments (MindSpore's rules)."""
    if sampler is not None:
        if isinstance(sampler, BuiltinSampler):
            if shuffle is not None or num_shards is not None or shard_id is not None or num_samples is not None:
                raise ValueError("Conflicting arguments during sampler assignments. num_samples: "
                                 f"{num_samples}, num_shards: {num_shards}, shard_id: {shard_id}, "
                                 f"shuffle: {shuffle}.")
            return sampler
        if isinstance(sampler, (list, tuple, np.ndarray)):   # MindSpore: SubsetSampler(list, num_samples)
            return SubsetSampler(list(sampler), num_samples)
        if not isinstance(sampler, (str, bytes)) and _iterable(sampler):    # __iter__, or __getitem__ from 0
            return IterSampler(sampler, num_samples)
        if isinstance(sampler, (int, np.integer)) and not isinstance(sampler, bool):
            return SubsetSampler([sampler])
        raise TypeError(f"Unsupported sampler object of type ({type(sampler)})")
    if num_shards is not None:
        return DistributedSampler(num_shards, shard_id, shuffle=True if shuffle is None else shuffle,
                                  num_samples=num_samples)
    if shuffle is None or shuffle:   # a shuffled source given num_samples draws with replacement (MindSpore's rule)
        return RandomSampler(replacement=num_samples is not None, num_samples=num_samples)
    return SequentialSampler(num_samples=num_samples)


def check_sampler_options(num_samples: Any, shuffle: Any, sampler: Any, num_shards: Any, shard_id: Any) -> None:
    """MindSpore's checks of a file-based source's sampler/shuffle/shard arguments (its RuntimeErrors)."""
    if sampler is not None:
        if shuffle is not None:
            raise RuntimeError("sampler and shuffle cannot be specified at the same time.")
        if num_shards is not None or shard_id is not None:
            raise RuntimeError("sampler and sharding cannot be specified at the same time.")
        if num_samples is not None:
            raise RuntimeError("sampler and num_samples cannot be specified at the same time.")
    if num_shards is not None:
        _check_int("num_shards", num_shards, 1)
        if shard_id is None:
            raise RuntimeError("num_shards is specified and currently requires shard_id as well.")
        if isinstance(shard_id, bool) or not isinstance(shard_id, (int, np.integer)):
            raise TypeError(f"Argument shard_id with value {shard_id!r} is not of type [<class 'int'>], "
                            f"but got {type(shard_id)}.")
        _check_int("shard_id", shard_id, 0, num_shards - 1)
    elif shard_id is not None:
        raise RuntimeError("shard_id is specified but num_shards is not.")


def check_shard_args(num_shards: Any, shard_id: Any) -> None:
    """MindSpore's checks on ``num_shards``/``shard_id`` (ValueError/TypeError at construction)."""
    if (num_shards is None) != (shard_id is None):
        raise ValueError("num_shards and shard_id need to be passed in together.")
    if num_shards is not None:
        _check_int("num_shards", num_shards, 1)
        _check_int("shard_id", shard_id, 0)
        if shard_id >= num_shards:
            raise ValueError("shard_id should be less than num_shards.")
