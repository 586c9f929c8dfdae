"""Stateful random ops: StandardNormal, UniformReal, UniformInt (and ``standard_normal``, ``uniform``).

With non-zero ``seed``/``seed2`` attributes they draw MindSpore 2.10's CPU kernels' numbers: the engine is seeded
with Philox's scramble of the two seeds (``random_extra.philox_seed``), one per primitive instance and output
shape, and later calls continue it (``random_extra.op_engine``):

* UniformReal: ``std::mt19937`` and ``uniform_real_distribution<double>``, rounded to float32;
* UniformInt: ``std::mt19937`` and ``uniform_int_distribution<int>(minval, maxval - 1)``;
* StandardNormal: ``std::default_random_engine`` (minstd_rand0) and ``normal_distribution<float>``.

The engines and distributions are libstdc++'s, in ``common/stdengines.py``.  Both seeds 0 (MindSpore: a random
seed) draw from msgraph's global generator.  The function forms take their seeds from the global seed and a
per-function counter as MindSpore's do (``common/seed.py``).  Declared ``stateful``, so the compiler never folds,
merges or removes them.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..common import stdengines
from ..common.aval import Aval
from ..errors import ArgumentError, DTypeError, ShapeError
from ._compose import CompositePrimitive
from ._helpers import check_alloc, dtype_name, np_dtype, shape_arg, shape_of
from ._helpers import user_type
from .registry import OpKind, apply, define_op, export, op_function, prim, public_functions


def _shape(name: str, shape: Any, dtype: Any) -> tuple:
    """The output shape: a tuple, or a 1-D int Tensor (MindSpore 2.10 takes one, e.g. a dynamic-shape input: its
    values when the op runs, dynamic dims while a graph is compiled; tests/st/ops/gpu/test_standard_normal.py)."""
    if isinstance(shape, Aval):
        if np.dtype(shape.dtype).kind in "iu" and len(shape.shape) == 1 and shape.shape[0] is not None:
            return (None,) * int(shape.shape[0])
        raise ShapeError(f"For '{name}', the 'shape' must be a tuple of positive ints or a 1-D int Tensor, but got "
                         f"{shape!r}.")
    if isinstance(shape, np.ndarray) and shape.ndim == 1 and shape.dtype.kind in "iu":
        shape = tuple(int(d) for d in shape)
    shape = shape_arg(shape)
    if not isinstance(shape, tuple) or not all(
            isinstance(d, (int, np.integer)) and not isinstance(d, bool) and d > 0 for d in shape):
        raise ShapeError(f"For '{name}', the 'shape' must be a tuple of positive ints, but got {shape!r}.")
    shape = tuple(int(d) for d in shape)
    check_alloc(name, shape, dtype)
    return shape


def _check_seeds(name: str, seed: Any, seed2: Any) -> None:
    for arg, v in (("seed", seed), ("seed2", seed2)):
        if isinstance(v, bool) or not isinstance(v, (int, np.integer)) or v < 0:
            raise ArgumentError(f"For '{name}', the '{arg}' must be a non-negative int, but got {v!r}.")


def _rng(name: str = "", seed: Any = 0, seed2: Any = 0):
    from .random_extra import op_rng  # non-zero seeds: the op's own stream (h-opsb)

    return op_rng(name, seed, seed2)


def _define_random(name: str, doc: str):
    op = define_op(name, OpKind.CREATION, attrs={"seed": 0, "seed2": 0}, const_inputs=(0,),
                   differentiable=False, stateful=True, doc=doc)
    return op, op.prim_class


STANDARD_NORMAL, StandardNormal = _define_random(
    "StandardNormal", "StandardNormal(seed=0, seed2=0)(shape): float32 samples of N(0, 1).")
UNIFORM_REAL, UniformReal = _define_random(
    "UniformReal", "UniformReal(seed=0, seed2=0)(shape): float32 samples of U[0, 1).")


def _engine(name: str, seed: int, seed2: int, shape: tuple, factory: Any) -> Any:
    from .random_extra import op_engine

    return op_engine(name, seed, seed2, shape, factory)


@STANDARD_NORMAL.def_impl
def _standard_normal_impl(shape: Any, seed: int = 0, seed2: int = 0) -> np.ndarray:
    _check_seeds("StandardNormal", seed, seed2)
    shape = _shape("StandardNormal", shape, np.float32)
    if not (seed or seed2):
        return _rng().standard_normal(shape, dtype=np.float32)
    e = _engine("StandardNormal", seed, seed2, shape, stdengines.MinStdRand0)
    return stdengines.normal_floats(e, int(np.prod(shape))).reshape(shape)


@STANDARD_NORMAL.def_infer
def _standard_normal_infer(shape: Any, seed: int = 0, seed2: int = 0) -> Aval:
    _check_seeds("StandardNormal", seed, seed2)
    return Aval(_shape("StandardNormal", shape, np.float32), np.dtype(np.float32))


@UNIFORM_REAL.def_impl
def _uniform_real_impl(shape: Any, seed: int = 0, seed2: int = 0) -> np.ndarray:
    _check_seeds("UniformReal", seed, seed2)
    shape = _shape("UniformReal", shape, np.float32)
    if not (seed or seed2):
        return _rng().random(shape, dtype=np.float32)
    e = _engine("UniformReal", seed, seed2, shape, stdengines.MT19937)
    return stdengines.canonical_doubles(e, int(np.prod(shape))).astype(np.float32).reshape(shape)


@UNIFORM_REAL.def_infer
def _uniform_real_infer(shape: Any, seed: int = 0, seed2: int = 0) -> Aval:
    _check_seeds("UniformReal", seed, seed2)
    return Aval(_shape("UniformReal", shape, np.float32), np.dtype(np.float32))


UNIFORM_INT = define_op("UniformInt", OpKind.CREATION, attrs={"seed": 0, "seed2": 0}, const_inputs=(0,),
                        differentiable=False, stateful=True,
                        doc="UniformInt(seed=0, seed2=0)(shape, minval, maxval): int32 samples of U[minval, maxval).")
UniformInt = UNIFORM_INT.prim_class



def _uniform_int_bound_dtype(arg: str, dtype: Any) -> str:
    """MindSpore 2.10's TypeError for an integer bound Tensor other than int32."""
    return (f"For primitive[UniformInt], the input argument[{arg}] must be a type of {{Tensor[Int32]}}, but got "
            f"Tensor[{dtype_name(dtype)}].")


def _int_bound(arg: str, v: Any) -> int:
    if isinstance(v, bool):
        raise DTypeError(f"For 'UniformInt', the '{arg}' must be an int32 Tensor or int, but got bool.")
    if isinstance(v, (int, np.integer)):
        return int(v)
    a = np.asarray(v)
    if a.dtype.kind in "iu" and a.dtype != np.int32:
        raise DTypeError(_uniform_int_bound_dtype(arg, a.dtype))
    if a.dtype.kind not in "iu" or a.ndim != 0:
        raise DTypeError(f"For 'UniformInt', the '{arg}' must be a 0-d int Tensor, but got {dtype_name(v)} "
                         f"of shape {a.shape}.")
    return int(a)


@UNIFORM_INT.def_impl
def _uniform_int_impl(shape: Any, minval: Any, maxval: Any, seed: int = 0, seed2: int = 0) -> np.ndarray:
    _check_seeds("UniformInt", seed, seed2)
    lo, hi = _int_bound("minval", minval), _int_bound("maxval", maxval)
    if lo >= hi:
        raise ShapeError(f"For 'UniformInt', 'minval' must be less than 'maxval', but got {lo} and {hi}.")
    shape = _shape("UniformInt", shape, np.int32)
    if not (seed or seed2):
        return _rng().integers(lo, hi, shape, dtype=np.int32)
    e = _engine("UniformInt", seed, seed2, shape, stdengines.MT19937)
    return stdengines.uniform_ints(e, lo, hi - 1, int(np.prod(shape))).astype(np.int32).reshape(shape)


@UNIFORM_INT.def_infer
def _uniform_int_infer(shape: Any, minval: Any, maxval: Any, seed: int = 0, seed2: int = 0) -> Aval:
    _check_seeds("UniformInt", seed, seed2)
    for arg, v in (("minval", minval), ("maxval", maxval)):
        if isinstance(v, Aval) and not v.weak and v.dtype.kind in "iu" and v.dtype != np.int32:   # a Python int: kept
            raise DTypeError(_uniform_int_bound_dtype(arg, v.dtype))
        if isinstance(v, Aval) and (v.dtype.kind not in "iu" or v.shape):
            raise DTypeError(f"For 'UniformInt', the '{arg}' must be a 0-d int Tensor, but got {v}.")
    return Aval(_shape("UniformInt", shape, np.int32), np.dtype(np.int32))


def seeded_draw(op_cls: Any, kernel_name: str, seed: Any, *inputs: Any) -> Any:
    """``op_cls(seed1, seed2)(*inputs)`` on a new primitive, its seeds from ``_get_graph_seed(seed,
    kernel_name)`` as MindSpore's random functions build theirs (so each call has a fresh engine)."""
    from ..common.seed import _get_graph_seed

    s1, s2 = _get_graph_seed(seed, kernel_name)
    return apply(op_cls(seed=s1, seed2=s2), inputs)


@op_function
def standard_normal(shape: Any, seed: Any = None) -> Any:
    """float32 samples of the standard normal distribution."""
    return seeded_draw(StandardNormal, "standard_normal", seed, shape_arg(shape))


@op_function
def uniform(shape: Any, minval: Any, maxval: Any, seed: Any = None, dtype: Any = None) -> Any:
    """Samples of U[minval, maxval) in ``dtype`` (float32 or int32; the bounds must be Tensors of that dtype, as
    MindSpore checks): UniformInt or UniformReal scaled, seeded by ``_get_graph_seed(seed, "uniform")``."""
    from . import functional as F
    from ._helpers import is_tensorlike

    if not (is_tensorlike(minval) and is_tensorlike(maxval)):
        raise TypeError("For functional operator[uniform], the input[minval] and input[maxval] must be a Tensor.")
    want = np.dtype(np.float32) if dtype is None else np_dtype(dtype)
    if want.name not in ("int32", "float32"):
        raise TypeError(f"The 'uniform' doesn't support '{dtype_name(want)}' and expect to receive [mindspore.int32, mindspore.float32].")
    for bound in (minval, maxval):   # MindSpore's check_tensors_dtype_same
        if np_dtype(bound) != want:
            raise TypeError(f"For 'uniform', the value data type '{dtype_name(want)}' is not consistent with "
                            f"assigned tensor data type {dtype_name(bound)}.")
    if want.kind in "iu":
        return seeded_draw(UniformInt, "uniform", seed, shape_arg(shape), minval, maxval)
    u = seeded_draw(UniformReal, "uniform", seed, shape_arg(shape))
    return F.add(F.mul(u, F.sub(maxval, minval)), minval)


# --- categorical sampling -----------------------------------------------------------------------------------
MULTINOMIAL = define_op("Multinomial", OpKind.OTHER,
                        attrs={"seed": 0, "seed2": 0, "dtype": None, "replacement": True, "stream": 0},
                        const_inputs=(1,), differentiable=False, stateful=True,
                        doc="Multinomial(seed=0, seed2=0, dtype=ms.int32)(x, num_samples): category ids drawn from "
                            "the (unnormalised) probabilities in each row of x, with replacement unless "
                            "replacement=False.")


class Multinomial(MULTINOMIAL.prim_class):
    """Multinomial(seed=0, seed2=0, dtype=ms.int32)(x, num_samples): MindSpore's CPU kernel's draws (see
    :func:`_multinomial_kernel`); each instance keeps its engine, which a further call continues."""

    def __init__(self, seed: int = 0, seed2: int = 0, dtype: Any = None, **attrs: Any) -> None:
        from .random_extra import new_stream

        super().__init__(seed=seed, seed2=seed2, dtype=dtype, **attrs)
        if "replacement" not in attrs and not self.attrs.get("stream"):  # (ops.multinomial's: msgraph's generator)
            new_stream(self)


Multinomial.__module__ = "msgraph.ops"
MULTINOMIAL.prim_class = export(Multinomial)
MULTINOMIAL.node_state = True   # one kernel per Graph-mode call site


def _multinomial_kernel(p: np.ndarray, n: int, seed: int, seed2: int, stream: int) -> np.ndarray:
    """MindSpore 2.10's CPU kernel: std::default_random_engine seeded by Philox(seed, seed2) once per kernel;
    per row the cumulative probabilities (summed, then normalised, in the input dtype) and, per sample, a float
    ``uniform_real_distribution`` draw located by binary search (the first class whose cdf exceeds it)."""
    from .random_extra import _MinStdRand0, op_engine

    engine = op_engine("Multinomial", seed, seed2, p.shape, _MinStdRand0, (p.dtype.name, n), stream)
    rows = p.reshape(-1, p.shape[-1])
    t = rows.dtype.type
    out = np.empty((rows.shape[0], n), np.int64)
    for i, row in enumerate(rows):
        cum = np.cumsum(row, dtype=rows.dtype)
        total = cum[-1]
        if total != 0:
            cum = (cum / total).astype(rows.dtype)
        for k in range(n):
            r = np.float32(np.float32(engine.raw() - 1) / np.float32(2147483646.0))
            if r >= 1:
                r = np.nextafter(np.float32(1), np.float32(0))
            out[i, k] = min(int(np.searchsorted(cum[:-1], t(r), side="right")), rows.shape[1] - 1)
    return out.reshape(p.shape[:-1] + (n,))


def _check_multinomial(shape: tuple, n: Any, replacement: bool) -> None:
    if len(shape) not in (1, 2):
        raise ShapeError(f"For 'Multinomial', the input must be 1-d or 2-d, but got shape {shape}.")
    if isinstance(n, bool) or not isinstance(n, (int, np.integer)) or n <= 0:
        raise ArgumentError(f"For 'Multinomial', the 'num_samples' must be a positive int, but got {n!r}.")
    if not replacement and n > shape[-1]:
        raise ShapeError(f"For 'multinomial', without replacement 'num_samples' ({n}) must not exceed the number of "
                         f"categories ({shape[-1]}).")


def _out_dtype(dtype: Any) -> np.dtype:
    return np.dtype(np.int32) if dtype is None else np_dtype(dtype)


@MULTINOMIAL.def_impl
def _multinomial_impl(x: Any, num_samples: Any, seed: int = 0, seed2: int = 0, dtype: Any = None,
                      replacement: bool = True, stream: int = 0) -> np.ndarray:
    p = np.asarray(x, np.float64)
    _check_multinomial(p.shape, num_samples, replacement)
    rows = p.reshape(-1, p.shape[-1])
    if (rows < 0).any() or not (rows.sum(-1) > 0).all():
        raise ShapeError("For 'Multinomial', each row of probabilities must be non-negative with a positive sum.")
    if stream and replacement:  # a P.Multinomial instance: its kernel's numbers
        xa = np.asarray(x)
        return _multinomial_kernel(xa, int(num_samples), int(seed), int(seed2), stream).astype(_out_dtype(dtype))
    rng = _rng()
    out = np.stack([rng.choice(rows.shape[1], int(num_samples), replace=bool(replacement), p=r / r.sum())
                    for r in rows])
    return out.reshape(p.shape[:-1] + (int(num_samples),)).astype(_out_dtype(dtype))


@MULTINOMIAL.def_infer
def _multinomial_infer(x: Aval, num_samples: Any, seed: int = 0, seed2: int = 0, dtype: Any = None,
                       replacement: bool = True, stream: int = 0) -> Aval:
    _check_multinomial(tuple(x.shape), num_samples, replacement)
    return Aval(tuple(x.shape[:-1]) + (int(num_samples),), _out_dtype(dtype))


@op_function
def multinomial(input: Any, num_samples: int, replacement: bool = True, seed: Any = None) -> Any:  # noqa: A002
    """int32 category ids sampled from each row of probabilities, as MindSpore's function draws them: with
    replacement a new ``Multinomial(seed1, seed2)``; without, the top ``num_samples`` of
    ``log(UniformReal(seed1, seed2)) / (input + 1e-6)`` per row (seeds: ``_get_graph_seed(seed, "multinomial")``)."""
    from ..common.seed import _get_graph_seed
    from . import functional as F

    shape = tuple(shape_of(input))
    if len(shape) not in (1, 2):
        raise ValueError(f"For 'multinomial', the dimension of inputs must be 1d or 2d, but got {len(shape)}.")
    s1, s2 = _get_graph_seed(seed, "multinomial")
    if replacement:
        return apply(Multinomial(s1, s2), (input, num_samples))
    if shape[-1] < num_samples:
        raise ValueError(f"For 'multinomial', the 'num_samples' must be less than the last dimension of input "
                         f"without 'replacement', but got 'num_samples': {num_samples} and 'replacement': "
                         f"{replacement}")
    n_dist = shape[-2] if len(shape) > 1 else 1
    u = apply(UniformReal(seed=s1, seed2=s2), ((n_dist * shape[-1],),))
    if n_dist != 1:
        u = F.reshape(u, (n_dist, shape[-1]))
    return F.topk(F.div(F.log(u), F.add(input, 1e-6)), num_samples)[1]


MULTINOMIAL_WITH_REPLACEMENT = define_op(
    "MultinomialWithReplacement", OpKind.OTHER, attrs={"numsamples": 1, "replacement": False, "stream": 0},
    differentiable=False, stateful=True,
    doc="MultinomialWithReplacement(numsamples, replacement=False)(x, seed, offset): int64 category ids drawn from "
        "the (unnormalised) probabilities in each row of the 1-D or 2-D x, from the Philox stream of (seed, offset).")


def _mwr_check(shape: tuple, numsamples: Any, replacement: Any) -> None:
    if isinstance(numsamples, bool) or not isinstance(numsamples, (int, np.integer)) or numsamples <= 0:
        raise ArgumentError(f"For 'MultinomialWithReplacement', the 'numsamples' must be a positive int, "
                            f"but got {numsamples!r}.")
    if len(shape) not in (1, 2):
        raise ShapeError(f"For 'MultinomialWithReplacement', the input must be 1-D or 2-D, but got shape {shape}.")
    if not replacement and shape[-1] is not None and numsamples > shape[-1]:
        raise ShapeError(f"For 'MultinomialWithReplacement', the value of numsamples must equal or less than "
                         f"x_shape[-1], but got {numsamples}.")


def _mwr_draw(cdf_weights: np.ndarray, rand: float) -> int:
    """The kernel's search: the cumulative sums of the non-zero weights (a zero weight keeps 0), the smallest one
    at or above ``rand * total``, the last class holding it."""
    nz = cdf_weights != 0
    cdf = np.where(nz, np.cumsum(np.where(nz, cdf_weights, 0.0)), 0.0)
    total = cdf[nz][-1] if nz.any() else 0.0
    rr = rand * total
    cand = cdf[(cdf >= rr) & (cdf <= total)]
    target = cand.min() if len(cand) else total
    return int(np.flatnonzero(cdf == target)[-1])


@MULTINOMIAL_WITH_REPLACEMENT.def_impl
def _mwr_impl(x: Any, seed: Any, offset: Any, numsamples: int = 1, replacement: bool = False,
              stream: int = 0) -> np.ndarray:
    """MindSpore 2.10's CPU kernel: ``rows * numsamples`` floats from the 23 mantissa bits of Philox words (key
    ``seed``, counter ``(block, offset)``; one stream per primitive and shape, continued by a later call with the
    same seed and offset, restarted at block 0 by other ones, the words left in the last block read first:
    :class:`_PhiloxWords`), cast to x's dtype; with replacement each sample is located in the row's double cumulative
    sums, without it the chosen class's weight is zeroed after each draw and the zero-weight classes come last."""
    from .random_extra import op_engine

    x = np.asarray(x)
    _mwr_check(x.shape, numsamples, replacement)
    rows = x.reshape(-1, x.shape[-1])
    w = rows.astype(np.float64)
    if (w < 0).any():
        raise ShapeError("For 'MultinomialWithReplacement' , each element of 'x' must be equal or greater than 0. ")
    if not (w.sum(axis=1) > 0).all():
        raise ShapeError("For 'MultinomialWithReplacement' , the sum of each row of 'x' must be greater than 0. ")
    s, o = int(np.asarray(seed).reshape(-1)[0]), int(np.asarray(offset).reshape(-1)[0])
    if s == 0 and o == 0:   # MindSpore: two random 64-bit words
        s, o = (int(v) for v in _rng().integers(1, 2 ** 63, 2))
    words = op_engine("MultinomialWithReplacement", 1, 0, x.shape, lambda _seed: _PhiloxWords(keep=True), (x.dtype.name,),
                      stream).launch(s & 0xFFFFFFFFFFFFFFFF, o & 0xFFFFFFFFFFFFFFFF, rows.shape[0] * numsamples)
    floats = ((words & np.uint32(0x7FFFFF)) | np.uint32(127 << 23)).view(np.float32) - np.float32(1)
    rand = floats.astype(x.dtype).astype(np.float64).reshape(rows.shape[0], numsamples)
    out = np.empty((rows.shape[0], numsamples), np.int64)
    for i, row in enumerate(w):
        if replacement:
            out[i] = [_mwr_draw(row, r) for r in rand[i]]
            continue
        weight, zeros = rows[i].copy(), np.flatnonzero(row == 0)
        live = row.shape[0] - len(zeros)
        for j in range(numsamples):
            if j < live:
                out[i, j] = k = _mwr_draw(weight.astype(np.float64), rand[i, j])
                weight[k] = 0
            else:
                out[i, j] = zeros[j - live]
    return out.reshape(x.shape[:-1] + (numsamples,))


@MULTINOMIAL_WITH_REPLACEMENT.def_infer
def _mwr_infer(x: Aval, seed: Aval, offset: Aval, numsamples: int = 1, replacement: bool = False,
               stream: int = 0) -> Aval:
    _mwr_check(tuple(x.shape), numsamples, replacement)
    return Aval(tuple(x.shape[:-1]) + (int(numsamples),), np.dtype(np.int64))


class MultinomialWithReplacement(MULTINOMIAL_WITH_REPLACEMENT.prim_class):
    """MultinomialWithReplacement(numsamples, replacement=False)(x, seed, offset): int64 category ids; each instance
    keeps its kernel's unread Philox words (a further call reads them first)."""

    def __init__(self, numsamples: int, replacement: bool = False) -> None:
        from .random_extra import new_stream

        super().__init__(numsamples=numsamples, replacement=replacement)
        new_stream(self)

    def __call__(self, x: Any, seed: Any, offset: Any) -> Any:
        return apply(self, (x, seed, offset))


MultinomialWithReplacement.__module__ = "msgraph.ops"
MULTINOMIAL_WITH_REPLACEMENT.prim_class = export(MultinomialWithReplacement)
MULTINOMIAL_WITH_REPLACEMENT.node_state = True   # one kernel per Graph-mode call site


@op_function
def multinomial_with_replacement(x: Any, seed: Any, offset: Any, numsamples: int,
                                 replacement: bool = False) -> Any:
    """int64 category ids drawn from each row of the (unnormalised) probabilities x: a new
    MultinomialWithReplacement per call, as MindSpore's function (so the same seed and offset give the same ids)."""
    from ..common.tensor import Tensor

    for arg, v in (("seed", seed), ("offset", offset)):
        if not isinstance(v, Tensor) and (isinstance(v, bool) or not isinstance(v, int)):
            raise TypeError(f"For multinomial_with_replacement, the input[{arg}] must be int, but got {user_type(v)}.")
    seed, offset = (v if isinstance(v, Tensor) else Tensor(np.int64(v)) for v in (seed, offset))
    return MultinomialWithReplacement(numsamples, replacement)(x, seed, offset)


@op_function
def random_categorical(logits: Any, num_sample: int, seed: int = 0, dtype: Any = None) -> Any:
    """int64 category ids sampled from each row of logits (softmax probabilities): a new RandomCategorical
    primitive per call, as MindSpore (so a seed gives the same draw at every call)."""
    from .random_extra import RandomCategorical
    from ..common.dtype import int64

    return RandomCategorical(int64 if dtype is None else dtype)(logits, num_sample, seed)


BERNOULLI = define_op("Bernoulli", OpKind.OTHER, attrs={"seed": -1, "offset": 0}, differentiable=False,
                      stateful=True, doc="Bernoulli(seed=-1, offset=0)(x, p): 0/1 samples in x's shape and dtype, "
                                         "1 with probability p (a one-element p, or one per element).")


class _PhiloxWords:
    """The 32-bit words a Philox kernel reads (key ``seed``, counter ``(block, offset)``), the words left in its
    last block read first.  Bernoulli's (MindSpore 2.10) restarts its generator at block 0 at each launch;
    with ``keep`` (MultinomialWithReplacement's) it restarts only when the seed or offset changes, and otherwise
    continues the stream."""

    def __init__(self, _seed: int = 0, keep: bool = False) -> None:
        self.left = np.empty(0, np.uint32)
        self.keep, self.key, self.block = keep, None, 0

    def launch(self, seed: int, offset: int, n: int) -> np.ndarray:
        from ..common.philox import philox_blocks

        if not self.keep or self.key != (seed, offset):
            self.key, self.block = (seed, offset), 0
        left = self.left
        if n <= len(left):
            self.left = left[n:]
            return left[:n]
        need = n - len(left)
        blocks = -(-need // 4)
        m32, k = 0xFFFFFFFF, np.arange(self.block, self.block + blocks, dtype=np.uint64)
        self.block += blocks
        ctr = np.zeros((blocks, 4), np.uint32)
        ctr[:, 0], ctr[:, 1] = k & np.uint64(m32), k >> np.uint64(32)
        ctr[:, 2], ctr[:, 3] = offset & m32, (offset >> 32) & m32
        words = philox_blocks(ctr, (seed & m32, (seed >> 32) & m32)).ravel()
        self.left = words[need:]
        return np.concatenate([left, words[:need]])


_BERNOULLI_X = ("bool", "float32", "float64", "int16", "int32", "int64", "int8", "uint8")


def _bernoulli_dtype(xdt: Any) -> None:
    """MindSpore 2.10's Bernoulli takes these x dtypes only (float16: TypeError, both modes; adapt36gpu)."""
    if np.dtype(xdt).name not in _BERNOULLI_X:
        raise DTypeError("For primitive[Bernoulli], the input argument[x] must be a type of {Tensor[Bool], "
                         "Tensor[Float32], Tensor[Float64], Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], "
                         f"Tensor[UInt8]}}, but got Tensor[{dtype_name(np.dtype(xdt))}].")


def _bernoulli_shapes(x_shape: tuple, p_shape: tuple) -> None:
    if not (int(np.prod(p_shape)) == 1 or tuple(p_shape) == tuple(x_shape)):
        raise ShapeError("For 'Bernoulli', 'x' and 'p' should have same shape or 'p' have a size of 1.")


@BERNOULLI.def_impl
def _bernoulli_impl(x: Any, p: Any, seed: int = -1, offset: int = 0) -> np.ndarray:
    """MindSpore 2.10's CPU kernel: ``u`` = the mantissa bits of a Philox word (key ``seed``) as a float in [0, 1),
    output 0 where ``u > p`` and 1 elsewhere.  The kernel ignores ``offset`` (it always starts at 0); seed -1:
    msgraph's global generator (MindSpore: a random seed)."""
    x, pa = np.asarray(x), np.asarray(p)
    _bernoulli_dtype(x.dtype)
    _bernoulli_shapes(x.shape, pa.shape)
    if pa.size == 1:
        pv = pa.reshape(())
        if pv > 1 or pv < 0:
            raise ShapeError(f"For bernoulli, p should be in [0, 1], but got {pv}.")
    else:
        if (pa > 1).any() or (pa < 0).any():
            raise ShapeError("For bernoulli, p should be in [0, 1].")
        pv = pa
    if seed == -1:
        u = _rng().random(x.shape, dtype=np.float32)
    else:
        from .random_extra import op_engine

        words = op_engine("Bernoulli", seed, 0, x.shape, _PhiloxWords).launch(int(seed), 0, x.size)
        u = (((words & np.uint32(0x7FFFFF)) | np.uint32(0x3F800000)).view(np.float32) - np.float32(1)).reshape(x.shape)
    return np.where(u > pv, 0, 1).astype(x.dtype)


@BERNOULLI.def_infer
def _bernoulli_infer(x: Aval, p: Any, seed: int = -1, offset: int = 0) -> Aval:
    _bernoulli_dtype(x.dtype)
    _bernoulli_shapes(tuple(x.shape), tuple(getattr(p, "shape", ())))
    return Aval(tuple(x.shape), x.dtype)


Bernoulli = BERNOULLI.prim_class


@op_function
def bernoulli(input: Any, p: Any = 0.5, seed: Any = None) -> Any:  # noqa: A002
    """0/1 samples shaped like input (its dtype), 1 with probability p: MindSpore's cached ``Bernoulli(seed)``
    primitive (one per seed, so repeated calls continue its kernel; no seed: -1, a random one)."""
    from ..common.tensor import Tensor

    from ._primitive_cache import _get_cache_prim

    seed = -1 if seed is None else seed
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"For 'bernoulli', the type of 'seed' should be 'int', but got type '{user_type(seed).__name__}'.")
    prim_ = _get_cache_prim(Bernoulli)(seed)
    if not isinstance(p, Tensor) and not hasattr(p, "__msgraph_emit__"):
        p = Tensor(np.array([p], np.float32))
    return apply(prim_, (input, p))


RANDPERM_V2 = define_op("RandpermV2", OpKind.CREATION, attrs={"seed": 0, "offset": 0, "dtype": "int64"},
                        const_inputs=(0,), differentiable=False,
                        doc="RandpermV2(seed=0, offset=0, dtype=int64)(n): a permutation of 0..n-1, MindSpore's "
                            "kernel: std::shuffle with std::mt19937(offset if offset else seed).")


def _randperm_n(n: Any) -> int:
    n = int(np.asarray(n).reshape(-1)[0]) if isinstance(n, np.ndarray) else n
    if isinstance(n, bool) or not isinstance(n, (int, np.integer)):
        raise DTypeError(f"For 'RandpermV2', the input 'n' must be an int, but got {user_type(n).__name__}.")
    if n <= 0:
        raise ShapeError(f"For 'RandpermV2', the input 'n' must be greater than 0, but got data: {n}.")
    return int(n)


@RANDPERM_V2.def_impl
def _randperm_v2_impl(n: Any, seed: int = 0, offset: int = 0, dtype: Any = "int64") -> np.ndarray:
    """MindSpore 2.10's CPU kernel: ``std::shuffle`` of 0..n-1 with ``std::mt19937(offset if offset != 0 else
    seed)``, a fresh engine each call (so the same permutation every call); seed -1 and offset 0: a random seed
    (msgraph's global generator)."""
    n = _randperm_n(n)
    if offset == 0 and seed == -1:
        perm = _rng().permutation(n)
    else:
        perm = stdengines.mt19937_shuffle(list(range(n)), stdengines.MT19937(offset if offset != 0 else seed))
    return np.asarray(perm).astype(_out_dtype(dtype))


@RANDPERM_V2.def_infer
def _randperm_v2_infer(n: Any, seed: int = 0, offset: int = 0, dtype: Any = "int64") -> Aval:
    return Aval((_randperm_n(n),), _out_dtype(dtype))


RandpermV2 = export(RANDPERM_V2.prim_class)


@op_function
def randperm(n: int, seed: int = 0, offset: int = 0, dtype: Any = None) -> Any:
    """A permutation of 0..n-1 (int64 unless dtype says otherwise): MindSpore's RandpermV2 kernel, so the same
    (seed, offset) gives MindSpore's permutation (seed 0 included)."""
    from ..common.dtype import int64

    return apply(prim(RANDPERM_V2, seed=seed, offset=offset, dtype=int64 if dtype is None else dtype), (n,))


# shuffle: st_cpu_b2 (the RandomShuffle primitive)
__all__ = public_functions(globals())  # every function form defined here (op_function)


# h-opsb: non-zero seeds give each primitive its own stream (random_extra.seeded_primitive).
def _seeded() -> None:
    from .random_extra import seeded_primitive

    for cls in (StandardNormal, UniformReal, UniformInt):
        seeded_primitive(cls)
    seeded_primitive(Bernoulli, ("seed", "seed"))


_seeded()
