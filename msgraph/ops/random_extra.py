"""More stateful random ops MindSpore's CPU op tests use (h-opsb): ``RandomGamma`` / ``random_gamma``,
``StandardLaplace`` / ``standard_laplace`` and ``RandomCategorical``.

Like random_ops.py they draw from msgraph's global generator, except that non-zero seeds give the op its own
stream (:func:`op_rng`: two ops built with the same non-zero seeds draw the same numbers, as in MindSpore).
``RandomCategorical`` draws MindSpore 2.10's CPU kernel's numbers (:class:`_MinStdRand0`): its seed input is
scrambled by Philox into ``std::default_random_engine``'s seed, and each primitive instance keeps one stream per
(logits shape/dtype, num_sample, seed) that a further call continues, as MindSpore's cached kernels do.
"""
from __future__ import annotations

import itertools
import weakref
from typing import Any, Tuple

import numpy as np

from ..common.aval import Aval
from ..common.philox import GuardedPhilox, gamma_samples, philox_block
from ..common import stdengines
from ..common.stdengines import MinStdRand0
from ..common.tensor import Tensor
from ..errors import ArgumentError, DTypeError, ShapeError
from ._helpers import check_alloc, np_dtype, shape_arg
from ._helpers import user_type
from .registry import OpKind, apply, define_op, export, op_function, prim, public_functions


_STREAMS: dict = {}
_TOKENS = itertools.count(1)
_CURRENT = [0]  # the stream token of the seeded primitive whose impl is running


def op_rng(name: str, seed: Any, seed2: Any = 0) -> Any:
    """The generator a random op draws from: the global one, or with non-zero seeds the primitive's own
    stream seeded with them (two primitives built with the same seeds draw the same numbers, and one called
    again draws new ones, as in MindSpore)."""
    if not (seed or seed2):
        from ..common.random import generator

        return generator()
    key = (name, int(seed), int(seed2), _CURRENT[0])
    g = _STREAMS.get(key)
    if g is None:
        g = _STREAMS[key] = np.random.default_rng((int(seed), int(seed2)))
        _BY_TOKEN.setdefault(_CURRENT[0], []).append(key)
    return g


def op_engine(name: str, seed: Any, seed2: Any, shape: Tuple[int, ...], factory: Any, extra: Tuple[Any, ...] = (),
              stream: Any = None) -> Any:
    """The C++ engine of a seeded primitive's kernel for one output ``shape`` (and ``extra`` key parts, e.g. a
    sample count or dtype), created on first use from MindSpore's ``GetSeed(seed, seed2)`` (:func:`philox_seed`;
    both seeds 0: a random seed, as MindSpore's ``std::random_device``).  MindSpore 2.10's PyNative caches one
    kernel per primitive instance and shape, each with its own engine that later calls continue (a Graph-mode
    kernel likewise): (4,) then (6,) then (4,) draws the first 4, the first 6, then the 5th to 8th numbers.
    ``stream`` names the primitive instance (default: the running seeded primitive's, :func:`seeded_primitive`;
    :func:`new_stream`); with none, each call gets a fresh engine."""
    stream = _CURRENT[0] if stream is None else int(stream)
    key = (name, int(seed), int(seed2), stream, tuple(shape)) + tuple(extra)
    e = _STREAMS.get(key) if stream else None
    if e is None:
        m64 = 0xFFFFFFFFFFFFFFFF
        s = philox_seed(int(seed) & m64, int(seed2) & m64) if (seed or seed2) else \
            int(op_rng(name, 0).integers(1, 2 ** 32))
        e = factory(s)
        if stream:
            _STREAMS[key] = e
            _BY_TOKEN.setdefault(stream, []).append(key)
    return e


_BY_TOKEN: dict = {}   # stream token -> its engines' keys, dropped with the primitive (seeded_primitive)


def _forget(token: int) -> None:
    for key in _BY_TOKEN.pop(token, ()):
        _STREAMS.pop(key, None)


_SHARED: dict = {}   # key -> engine of the kernels MindSpore's PyNative shares among primitives (shared_engine)


def shared_engine(key: Tuple[Any, ...], factory: Any) -> Any:
    """The engine of a kernel MindSpore 2.10's PyNative shares among every primitive with the same attributes and
    input shape/dtype (``key``): a random op without seed attributes (Dropout2D/Dropout3D) has its kernel cached
    by those alone, so its engine, seeded once (``factory()``), continues through every such call in the
    process (reset by ``testing.state``)."""
    e = _SHARED.get(key)
    if e is None:
        e = _SHARED[key] = factory()
    return e


def new_stream(primitive: Any) -> int:
    """Give a primitive instance its own engines (its ``stream`` attribute), freed with it."""
    primitive.attrs["stream"] = token = next(_TOKENS)
    weakref.finalize(primitive, _forget, token)
    return token


def seeded_primitive(cls: type, names: Tuple[str, str] = ("seed", "seed2")) -> type:
    """Give each instance of ``cls`` (a primitive with seed attributes ``names``) built with non-zero
    seeds its own stream: a ``stream`` attribute names it, and the op's impl draws from it."""
    op = cls.op
    init, impl, infer = cls.__init__, op.impl, op._infer

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        init(self, *args, **kwargs)
        seed, seed2 = self.attrs.get(names[0]) or 0, self.attrs.get(names[1]) or 0
        if isinstance(seed, (int, np.integer)) and isinstance(seed2, (int, np.integer)) and (seed or seed2):
            new_stream(self)   # its engines go with it (one per call of ops.rand...)

    def run(*inputs: Any, stream: int = 0, **attrs: Any) -> Any:
        prev, _CURRENT[0] = _CURRENT[0], stream
        try:
            return impl(*inputs, **attrs)
        finally:
            _CURRENT[0] = prev

    def check(*inputs: Any, stream: int = 0, **attrs: Any) -> Any:
        return infer(*inputs, **attrs)

    cls.__init__ = __init__
    op.impl = run
    if infer is not None:
        op._infer = check
    op.node_state = True   # a Graph-mode call site is a kernel of its own (frontend.symbolic._node_state_prim)
    return cls


def _rng(seed: Any, seed2: Any = 0, name: str = "") -> Any:
    return op_rng(name, seed, seed2)


def _seed(name: str, arg: str, v: Any) -> int:
    if v is None:
        return 0
    if isinstance(v, bool) or not isinstance(v, (int, np.integer)) or v < 0:
        raise ArgumentError(f"For '{name}', the '{arg}' must be a non-negative int, but got {v!r}.")
    return int(v)


def _shape_value(name: str, shape: Any) -> Tuple[int, ...]:
    """A shape given as a tuple/list of ints or a 1-d int Tensor (eager: its array)."""
    if isinstance(shape, Tensor):
        shape = shape.asnumpy()
    if isinstance(shape, (np.ndarray, np.generic)):
        if shape.dtype.kind not in "iu" or shape.ndim > 1:
            raise ShapeError(f"For '{name}', the 'shape' must be a 1-D int Tensor or a tuple of ints, "
                             f"but got {shape!r}.")
        shape = tuple(int(d) for d in np.atleast_1d(shape))
    shape = shape_arg(shape)
    if not isinstance(shape, tuple) or not all(isinstance(d, (int, np.integer)) and not isinstance(d, bool)
                                               and d >= 0 for d in shape):
        raise ShapeError(f"For '{name}', the 'shape' must be a tuple of non-negative ints, but got {shape!r}.")
    return tuple(int(d) for d in shape)


# --- RandomGamma ------------------------------------------------------------------------------------------
RANDOM_GAMMA = define_op("RandomGamma", OpKind.OTHER, attrs={"seed": 0, "seed2": 0}, const_inputs=(0,),
                         differentiable=False, stateful=True,
                         doc="RandomGamma(seed=0, seed2=0)(shape, alpha): Gamma(alpha, 1) samples of shape "
                             "shape + alpha.shape, in alpha's dtype.")
RandomGamma = RANDOM_GAMMA.prim_class


def _gamma_dtype(dt: Any) -> np.dtype:
    dt = np.dtype(dt)
    if dt.name not in ("float16", "float32", "float64"):
        raise DTypeError(f"For 'RandomGamma', the 'alpha' must be a Tensor of float16, float32 or float64, "
                         f"but got {dt.name}.")
    return dt


@RANDOM_GAMMA.def_impl
def _random_gamma_impl(shape: Any, alpha: Any, seed: int = 0, seed2: int = 0) -> np.ndarray:
    """MindSpore 2.10's CPU kernel (:func:`philox.gamma_samples`): a ``GuardedPhiloxRandom(seed, seed2)`` per
    primitive and output shape, which each call advances by 256 blocks per output (both seeds 0: a random
    seed)."""
    alpha = np.asarray(alpha)
    dt = _gamma_dtype(alpha.dtype)
    out_shape = _shape_value("RandomGamma", shape) + alpha.shape
    check_alloc("RandomGamma", out_shape, dt)
    per_alpha = int(np.prod(out_shape[:len(out_shape) - alpha.ndim], dtype=np.int64))
    if not (seed or seed2):
        seed, seed2 = (int(v) for v in op_rng("RandomGamma", 0).integers(1, 2 ** 63, 2))
    gen = op_engine("RandomGamma", seed, seed2, out_shape, lambda _s: GuardedPhilox(int(seed), int(seed2)))
    return gamma_samples(gen, alpha, per_alpha).astype(dt).reshape(out_shape)


@RANDOM_GAMMA.def_infer
def _random_gamma_infer(shape: Any, alpha: Aval, seed: int = 0, seed2: int = 0) -> Aval:
    if isinstance(shape, Aval) and len(shape.shape) == 1 and shape.shape[0] is not None:  # a runtime Tensor
        return Aval((None,) * shape.shape[0] + tuple(alpha.shape), _gamma_dtype(alpha.dtype))
    return Aval(_shape_value("RandomGamma", shape) + tuple(alpha.shape), _gamma_dtype(alpha.dtype))


@op_function
def random_gamma(shape: Any, alpha: Any, seed: Any = None) -> Any:
    """Gamma(alpha, 1) samples of shape ``shape + alpha.shape``: a new RandomGamma per call, seeded by
    ``_get_graph_seed(seed, "random_gamma")`` as MindSpore's function is."""
    from ..common.seed import _get_graph_seed

    _seed("random_gamma", "seed", seed)
    s1, s2 = _get_graph_seed(seed, "random_gamma")
    return apply(RandomGamma(seed=s1, seed2=s2), (shape, alpha))


# --- StandardLaplace --------------------------------------------------------------------------------------
STANDARD_LAPLACE = define_op("StandardLaplace", OpKind.CREATION, attrs={"seed": 0, "seed2": 0}, const_inputs=(0,),
                             differentiable=False, stateful=True,
                             doc="StandardLaplace(seed=0, seed2=0)(shape): float32 samples of Laplace(0, 1).")
StandardLaplace = STANDARD_LAPLACE.prim_class


@STANDARD_LAPLACE.def_impl
def _standard_laplace_impl(shape: Any, seed: int = 0, seed2: int = 0) -> np.ndarray:
    """With seeds, MindSpore 2.10's CPU kernel: ``u`` from ``uniform_real_distribution<float>(nextafter(-1, 0), 1)``
    over ``std::default_random_engine`` (one per primitive and shape, continued by later calls), then
    ``-sign(u) * log(1 - |u|)`` in double, rounded to float32."""
    from ..common import stdengines

    s = _shape_value("StandardLaplace", shape)
    check_alloc("StandardLaplace", s, np.float32)
    if not (seed or seed2):
        return _rng(seed, seed2, "StandardLaplace").laplace(0.0, 1.0, s).astype(np.float32)
    lo = np.nextafter(np.float32(-1), np.float32(0))
    e = op_engine("StandardLaplace", seed, seed2, s, stdengines.MinStdRand0)
    u = stdengines.canonical_floats(e, int(np.prod(s))) * (np.float32(1) - lo) + lo
    u64 = u.astype(np.float64)
    return (-np.copysign(1.0, u64) * np.log(1.0 - np.abs(u64))).astype(np.float32).reshape(s)


@STANDARD_LAPLACE.def_infer
def _standard_laplace_infer(shape: Any, seed: int = 0, seed2: int = 0) -> Aval:
    if isinstance(shape, Aval) and len(shape.shape) == 1 and shape.shape[0] is not None:  # a runtime Tensor
        return Aval((None,) * shape.shape[0], np.dtype(np.float32))
    return Aval(_shape_value("StandardLaplace", shape), np.dtype(np.float32))


@op_function
def standard_laplace(shape: Any, seed: Any = None) -> Any:
    """float32 samples of the standard Laplace distribution (a new primitive per call, seeded by
    ``_get_graph_seed(seed, "standard_laplace")`` as MindSpore's function is)."""
    from .random_ops import seeded_draw

    return seeded_draw(StandardLaplace, "standard_laplace", seed, shape)


# --- RandomCategorical ------------------------------------------------------------------------------------
RANDOM_CATEGORICAL = define_op("RandomCategorical", OpKind.OTHER, attrs={"dtype": "int64", "stream": 0}, const_inputs=(1, 2),
                               differentiable=False, stateful=True,
                               doc="RandomCategorical(dtype=int64)(logits, num_sample, seed=0): num_sample class "
                                   "ids drawn from the softmax of each row of logits (batch, classes).")


def _categorical_check(logits_shape: Any, logits_dtype: Any, num_sample: Any, seed: Any, dtype: Any) -> np.dtype:
    from ..common.dtype import to_numpy

    out = np.dtype(to_numpy(dtype))
    if out.name not in ("int16", "int32", "int64"):
        raise ArgumentError(f"For 'RandomCategorical', the 'dtype' must be int16, int32 or int64, but got {out.name}.")
    if np.dtype(logits_dtype).name not in ("float16", "float32", "float64"):
        raise DTypeError(f"For 'RandomCategorical', the 'logits' must be a float16, float32 or float64 Tensor, "
                         f"but got {np.dtype(logits_dtype).name}.")
    if len(tuple(logits_shape)) != 2:
        raise ShapeError(f"For 'RandomCategorical', the rank of 'logits' must be 2, but got {len(logits_shape)}.")
    for arg, v in (("num_sample", num_sample), ("seed", seed)):
        if isinstance(v, bool) or not isinstance(v, (int, np.integer)):
            raise ArgumentError(f"For 'RandomCategorical', the '{arg}' must be an int, but got {user_type(v).__name__}.")
    if num_sample <= 0:
        raise ShapeError(f"For 'RandomCategorical', the 'num_sample' must be positive, but got {num_sample}.")
    return out


_M32 = 0xFFFFFFFF


def philox_seed(global_seed: int, op_seed: int) -> int:
    """MindSpore's ``random::GetSeed``: 10 Philox-4x32 rounds over (global_seed, op_seed) with a fixed key;
    the first two words of the result form the 64-bit seed of the kernel's engine."""
    c = philox_block(((op_seed & 0xFFFFFFFFFFFFFFFF) << 64) | (global_seed & 0xFFFFFFFFFFFFFFFF),
                     (0x3EC8F720, 0x02461E29))
    return (c[1] << 32) | c[0]


class PhiloxDoubles:
    """``random::SinglePhiloxRandom(&PhiloxRandom(seed, seed2) skipped to block ``start``).GenDouble()``: doubles in
    [0, 1) from two 32-bit words each (20 high mantissa bits from the first, 32 from the second)."""

    def __init__(self, seed: int, seed2: int, start: int = 0) -> None:
        m64 = 0xFFFFFFFFFFFFFFFF
        self.key = (seed & _M32, (seed & m64) >> 32)
        self.counter = ((seed2 & m64) << 64) + start
        self.words: list = []

    def u32(self) -> int:
        if not self.words:
            self.words = philox_block(self.counter, self.key)
            self.counter = (self.counter + 1) % (1 << 128)
        return self.words.pop(0)

    def double(self) -> float:
        lo, hi = self.u32(), self.u32()
        return (((lo & 0xFFFFF) << 32) | hi) / float(1 << 52)


class _MinStdRand0(MinStdRand0):
    """libstdc++'s ``std::default_random_engine`` (minstd_rand0: x = 16807 x mod 2^31-1, common/stdengines.py)
    with ``std::uniform_real_distribution<double>(0, 1)`` (``generate_canonical``: two draws per double)."""

    def uniform_int(self, a: int, b: int) -> int:
        """``std::uniform_int_distribution(a, b)(engine)`` (libstdc++: rejection, then division)."""
        return stdengines.minstd_uniform(self, b - a) + a

    def shuffle(self, items: list) -> list:
        """``std::shuffle(items, engine)`` as libstdc++ (GCC >= 10) does it: two swap positions per draw."""
        return stdengines.minstd_shuffle(items, self)

    def uniform(self, n: int) -> np.ndarray:
        out = np.empty(n, np.float64)
        x, m, r = self.x, self.M, float(self.M - 1)
        for i in range(n):
            x = 16807 * x % m
            lo = x - 1
            x = 16807 * x % m
            v = (lo + (x - 1) * r) / (r * r)
            out[i] = v if v < 1.0 else np.nextafter(1.0, 0.0)
        self.x = x
        return out


@RANDOM_CATEGORICAL.def_impl
def _random_categorical_impl(logits: Any, num_sample: Any, seed: Any = 0, dtype: Any = "int64",
                             stream: int = 0) -> np.ndarray:
    x = np.asarray(logits)
    out = _categorical_check(x.shape, x.dtype, num_sample, seed, dtype)
    n, t = int(num_sample), x.dtype
    # the seed input is GetSeed(0, seed)'s second seed; seed 0: MindSpore seeds from std::random_device
    engine = op_engine("RandomCategorical", 0, int(seed) & 0xFFFFFFFFFFFFFFFF, x.shape, _MinStdRand0,
                       (t.name, n, out.name), stream)
    # the kernel: one float draw per sample shared by every row, cast to the logits' dtype; the row's cdf of
    # exp(x - max) (computed in float) summed in the logits' dtype; the first class whose cdf reaches cdf[-1]*u
    u = engine.uniform(n).astype(np.float32).astype(t)
    with np.errstate(all="ignore"):
        e = np.exp((x - x.max(axis=1, keepdims=True)).astype(np.float32)).astype(t) if x.size else x
        cdf = np.cumsum(e, axis=1, dtype=t)
        ids = np.stack([np.searchsorted(c, (c[-1] * u).astype(t), side="left") for c in cdf]) if x.shape[0] \
            and x.shape[1] else np.zeros((x.shape[0], n))
    return np.minimum(ids, max(x.shape[1] - 1, 0)).astype(out)


@RANDOM_CATEGORICAL.def_infer
def _random_categorical_infer(logits: Aval, num_sample: Any, seed: Any = 0, dtype: Any = "int64",
                              stream: int = 0) -> Aval:
    out = _categorical_check(logits.shape, logits.dtype, num_sample, seed, dtype)
    return Aval((logits.shape[0], int(num_sample)), out)


class RandomCategorical(RANDOM_CATEGORICAL.prim_class):
    """RandomCategorical(dtype=ms.int64)(logits, num_sample, seed=0)."""

    def __init__(self, dtype: Any = "int64") -> None:
        super().__init__(dtype=dtype)
        new_stream(self)  # this instance's kernel streams (see the impl)

    def __call__(self, logits: Any, num_sample: Any, seed: Any = 0) -> Any:
        return apply(self, (logits, num_sample, seed))


RandomCategorical.__module__ = "msgraph.ops"
RANDOM_CATEGORICAL.prim_class = export(RandomCategorical)
RANDOM_CATEGORICAL.node_state = True

seeded_primitive(RandomGamma)
seeded_primitive(StandardLaplace)

__all__ = public_functions(globals())
