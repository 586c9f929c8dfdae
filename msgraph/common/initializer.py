"""Parameter initializers (MindSpore's ``mindspore.common.initializer``).

``initializer(init, shape, dtype)`` returns a Tensor filled by ``init``: an
:class:`Initializer` instance, a name (``'normal'``, ``'zeros'``,
``'he_uniform'``...), a number (constant) or a Tensor/array (copied).  Random
initializers draw MindSpore's own numbers (:mod:`.philox`): each takes a seed from
numpy's global generator, which ``ms.set_seed`` (and ``np.random.seed``) seeds, so a
seeded program builds the same network every run, and the same network as under
MindSpore.  Initialisation happens once, at construction time, on numpy arrays; it is
data creation, not graph math.
"""
from __future__ import annotations

import math
from typing import Any, Dict, Sequence, Tuple, Type

import numpy as np

from . import dtype as _dt
from . import philox as _philox
from .tensor import Tensor

__all__ = [
    "Initializer", "Normal", "Uniform", "TruncatedNormal", "XavierUniform", "XavierNormal", "HeUniform",
    "HeNormal", "Zero", "One", "Constant", "Identity", "Sparse", "Dirac", "Orthogonal", "VarianceScaling",
    "initializer", "calculate_gain", "compute_fans",
]


def compute_fans(shape: Sequence[int]) -> Tuple[int, int]:
    """``(fan_in, fan_out)`` of a weight shape: Dense ``(out, in)``, Conv ``(out, in, kh, kw)``."""
    shape = tuple(shape)
    if len(shape) == 0:
        return 1, 1
    if len(shape) == 1:
        return shape[0], shape[0]
    receptive = 1
    for d in shape[2:]:
        receptive *= d
    return shape[1] * receptive, shape[0] * receptive


def calculate_gain(nonlinearity: str, param: Any = None) -> float:
    """The recommended gain for a nonlinearity (same table as MindSpore/PyTorch)."""
    linear = ("linear", "conv1d", "conv2d", "conv3d", "conv_transpose1d", "conv_transpose2d",
              "conv_transpose3d", "sigmoid")
    if nonlinearity in linear:
        return 1.0
    if nonlinearity == "tanh":
        return 5.0 / 3
    if nonlinearity == "relu":
        return math.sqrt(2.0)
    if nonlinearity == "leaky_relu":
        slope = 0.01 if param is None else float(param)
        return math.sqrt(2.0 / (1 + slope ** 2))
    if nonlinearity == "selu":
        return 3.0 / 4
    raise ValueError(f"Unsupported nonlinearity {nonlinearity!r}.")


class Initializer:
    """Base class: ``init(shape, np_dtype) -> ndarray`` fills an array of that shape.

    MindSpore's protocol works too: ``init(arr)`` fills the numpy array ``arr`` in place through
    ``_initialize(arr)``, which is what model-zoo subclasses override (with ``_assignment``); such a
    subclass fills a zero array of the Tensor's dtype when ``initializer()`` builds a Tensor.
    """

    def __init__(self, **kwargs: Any):
        self._kwargs = kwargs
        self._seed = None

    def __call__(self, shape: Any, np_dtype: Any = np.float32) -> np.ndarray:
        if isinstance(shape, np.ndarray):  # MindSpore's init(arr): fill in place
            return self._initialize(shape)
        shape = tuple(int(d) for d in shape)
        if type(self)._fill is Initializer._fill:  # a subclass with MindSpore's _initialize only
            data = np.zeros(shape, dtype=np.dtype(np_dtype))
            self._initialize(data)
            return data
        arr = self._fill(shape)
        return np.asarray(arr).astype(np.dtype(np_dtype), copy=False)

    def _fill(self, shape: Tuple[int, ...]) -> np.ndarray:
        raise NotImplementedError('Must be overridden!')

    def _initialize(self, arr: np.ndarray) -> Any:
        if type(self)._fill is Initializer._fill:
            raise NotImplementedError('Must be overridden!')
        return _assignment(arr, np.asarray(self._fill(tuple(arr.shape))))

    def __repr__(self) -> str:
        args = ", ".join(f"{k}={v!r}" for k, v in vars(self).items() if not k.startswith("_"))
        return f"{type(self).__name__}({args})"


def _assignment(arr: np.ndarray, num: Any) -> np.ndarray:
    """Write ``num`` into ``arr`` in place (MindSpore's helper for Initializer subclasses)."""
    if arr.shape == ():
        flat = arr.reshape(1)
        flat[:] = num
        return flat.reshape(())
    if isinstance(num, np.ndarray):
        arr[:] = num[:]
    else:
        arr[:] = num
    return arr


def _calculate_fan_in_and_fan_out(shape: Sequence[int]) -> Tuple[int, int]:
    """MindSpore's private helper (model-zoo initializers import it): needs at least 2 dimensions."""
    if len(shape) < 2:
        raise ValueError("'fan_in' and 'fan_out' can not be computed for tensor with fewer than"
                         " 2 dimensions, but got dimensions {}.".format(len(shape)))
    return compute_fans(shape)


def _calculate_correct_fan(shape: Sequence[int], mode: str) -> int:
    mode = mode.lower()
    valid_modes = ['fan_in', 'fan_out']
    if mode not in valid_modes:
        raise ValueError("'mode' {} not supported, please use one of {}".format(mode, valid_modes))
    fan_in, fan_out = _calculate_fan_in_and_fan_out(shape)
    return fan_in if mode == 'fan_in' else fan_out


def _calculate_gain(nonlinearity: str, param: Any = None) -> float:
    if nonlinearity == "leaky_relu" and param is not None and (isinstance(param, bool)
                                                               or not isinstance(param, (int, float))):
        raise ValueError("For 'HeUniform', 'negative_slope' {} is not a valid number.".format(param))
    if nonlinearity not in ("linear", "conv1d", "conv2d", "conv3d", "conv_transpose1d", "conv_transpose2d",
                            "conv_transpose3d", "sigmoid", "tanh", "relu", "leaky_relu"):
        raise ValueError("For 'HeUniform', the argument 'nonlinearity' should be one of "
                         "['sigmoid', 'tanh', 'relu' or 'leaky_relu'], but got {}.".format(nonlinearity))
    return calculate_gain(nonlinearity, param)


def _calculate_in_and_out(arr: Any) -> Tuple[int, int]:
    if len(arr.shape) < 2:
        raise ValueError("If initialize data with xavier uniform, the dimension of data must be greater than 1, "
                         "but got {}.".format(len(arr.shape)))
    return compute_fans(arr.shape)


class Zero(Initializer):
    """All zeros."""

    def _fill(self, shape: Tuple[int, ...]) -> np.ndarray:
        return np.zeros(shape)


class One(Initializer):
    """All ones."""

    def _fill(self, shape: Tuple[int, ...]) -> np.ndarray:
        return np.ones(shape)


class Constant(Initializer):
    """All ``value``."""

    def __init__(self, value: Any):
        self.value = value

    def _fill(self, shape: Tuple[int, ...]) -> np.ndarray:
        return np.full(shape, self.value)


class Normal(Initializer):
    """N(mean, sigma**2); MindSpore's default sigma is 0.01."""

    def __init__(self, sigma: float = 0.01, mean: float = 0.0):
        self.sigma = sigma
        self.mean = mean

    def _fill(self, shape: Tuple[int, ...]) -> np.ndarray:
        return _philox.random_normal(_philox.numpy_seed(), shape, self.mean, self.sigma)


class TruncatedNormal(Initializer):
    """N(mean, sigma**2) truncated to [a, b] (the inverse CDF of a uniform draw between the CDFs of a and b)."""

    def __init__(self, sigma: float = 0.01, mean: float = 0.0, a: float = -2.0, b: float = 2.0):
        self.sigma = sigma
        self.mean = mean
        self.a = a
        self.b = b

    def _fill(self, shape: Tuple[int, ...]) -> np.ndarray:
        return _philox.truncated_normal(_philox.numpy_seed(), shape, self.a, self.b, self.mean, self.sigma)


class Uniform(Initializer):
    """U(-scale, scale); MindSpore's default scale is 0.07."""

    def __init__(self, scale: float = 0.07):
        self.scale = scale

    def _fill(self, shape: Tuple[int, ...]) -> np.ndarray:
        return _philox.random_uniform(_philox.numpy_seed(), shape, -self.scale, self.scale)


class XavierUniform(Initializer):
    """U(-b, b) with ``b = gain * sqrt(6 / (fan_in + fan_out))``."""

    def __init__(self, gain: float = 1):
        self.gain = gain

    def _fill(self, shape: Tuple[int, ...]) -> np.ndarray:
        fan_in, fan_out = _calculate_fan_in_and_fan_out(shape)
        bound = self.gain * math.sqrt(6.0 / (fan_in + fan_out))
        return _philox.random_uniform(_philox.numpy_seed(), shape, -bound, bound)


class XavierNormal(Initializer):
    """N(0, std**2) with ``std = gain * sqrt(2 / (fan_in + fan_out))``."""

    def __init__(self, gain: float = 1):
        self.gain = gain

    def _fill(self, shape: Tuple[int, ...]) -> np.ndarray:
        fan_in, fan_out = _calculate_fan_in_and_fan_out(shape)
        std = self.gain * math.sqrt(2.0 / (fan_in + fan_out))
        return _philox.random_normal(_philox.numpy_seed(), shape, 0.0, std)


def _he_std(shape: Tuple[int, ...], negative_slope: float, mode: str, nonlinearity: str) -> float:
    fan = _calculate_correct_fan(shape, mode)   # MindSpore's checks: mode, and at least 2 dimensions
    return _calculate_gain(nonlinearity, negative_slope) / math.sqrt(fan)


class HeUniform(Initializer):
    """Kaiming uniform: U(-b, b), ``b = sqrt(3) * gain / sqrt(fan)``.

    ``HeUniform(math.sqrt(5))`` is MindSpore's default for Dense/Conv weights.
    """

    def __init__(self, negative_slope: float = 0, mode: str = "fan_in", nonlinearity: str = "leaky_relu"):
        self.negative_slope = negative_slope
        self.mode = mode
        self.nonlinearity = nonlinearity

    def _fill(self, shape: Tuple[int, ...]) -> np.ndarray:
        bound = math.sqrt(3.0) * _he_std(shape, self.negative_slope, self.mode, self.nonlinearity)
        return _philox.random_uniform(_philox.numpy_seed(), shape, -bound, bound)


class HeNormal(Initializer):
    """Kaiming normal: N(0, std**2), ``std = gain / sqrt(fan)``."""

    def __init__(self, negative_slope: float = 0, mode: str = "fan_in", nonlinearity: str = "leaky_relu"):
        self.negative_slope = negative_slope
        self.mode = mode
        self.nonlinearity = nonlinearity

    def _fill(self, shape: Tuple[int, ...]) -> np.ndarray:
        std = _he_std(shape, self.negative_slope, self.mode, self.nonlinearity)
        return _philox.random_normal(_philox.numpy_seed(), shape, 0.0, std)


def _normal32(mean: float, sigma: float, shape: Tuple[int, ...]) -> np.ndarray:
    """MindSpore's ``_init_random_normal``: a float32 buffer from the next numpy-drawn seed."""
    if sigma < 0:
        raise ValueError("sigma < 0")
    return _philox.random_normal(_philox.numpy_seed(), shape, mean, sigma)


class Identity(Initializer):
    """A 2-D identity matrix (``np.eye(rows, cols)``)."""

    def _fill(self, shape: Tuple[int, ...]) -> np.ndarray:
        if len(shape) != 2:
            raise ValueError('For Identity initializer, the dimension of the initialized tensor should be 2, '
                             'but got {}.'.format(len(shape)))
        return np.eye(shape[0], shape[1])


class Sparse(Initializer):
    """A 2-D N(0, sigma**2) matrix with ``ceil(sparsity * rows)`` zeros per column (rows drawn by
    ``np.random.permutation``, column by column, after the normal draw: MindSpore's order)."""

    def __init__(self, sparsity: float, sigma: float = 0.01):
        self.sparsity = sparsity
        self.sigma = sigma

    def _fill(self, shape: Tuple[int, ...]) -> np.ndarray:
        if len(shape) != 2:
            raise ValueError('For Sparse initializer, the dimension of the initialized tensor should be 2, '
                             'but got {}.'.format(len(shape)))
        rows, cols = shape
        zero_num = int(np.ceil(self.sparsity * rows))
        data = _normal32(0, self.sigma, shape)
        for col_idx in range(cols):
            row_idx = np.random.permutation(list(range(rows)))[: zero_num]
            data[row_idx, col_idx] = 0.
        return data


class Dirac(Initializer):
    """The Dirac delta for 3-D/4-D/5-D convolution weights: 1 at the kernel centre of channel i -> i, per group."""

    def __init__(self, groups: int = 1):
        self.groups = groups

    def _fill(self, shape: Tuple[int, ...]) -> np.ndarray:
        dimension = len(shape)
        if dimension not in (3, 4, 5):
            raise ValueError("For Dirac initializer, only support "
                             "to initialize tensor with dimension of 3, 4 or 5, but got {}.".format(dimension))
        if shape[0] % self.groups != 0:
            raise ValueError("For Dirac initializer, the first dimension of"
                             "the initialized tensor must be divisible by groups, "
                             "but got first dimension{}, groups{}.".format(shape[0], self.groups))
        data = np.zeros(shape)
        per_group = shape[0] // self.groups
        centre = tuple(d // 2 for d in shape[2:])
        for group in range(self.groups):
            for dim in range(min(per_group, shape[1])):
                data[(group * per_group + dim, dim) + centre] = 1
        return data


class Orthogonal(Initializer):
    """A (semi-)orthogonal matrix (QR of a N(0, 1) draw, signs fixed by R's diagonal) times ``gain``; dimensions
    after the first are flattened."""

    def __init__(self, gain: float = 1.):
        self.gain = gain

    def _fill(self, shape: Tuple[int, ...]) -> np.ndarray:
        if len(shape) < 2:
            raise ValueError('For Orthogonal initializer, the dimension of the initialized tensor should'
                             ' be no less than 2, but got {}.'.format(len(shape)))
        rows = shape[0]
        cols = int(np.prod(shape)) // rows
        data = _normal32(0, 1, (rows, cols))
        if rows < cols:
            data = data.T
        q, r = np.linalg.qr(data)
        q *= np.sign(np.diag(r))
        if rows < cols:
            q = q.T
        return (q * self.gain).reshape(shape)


class VarianceScaling(Initializer):
    """Scaled normal / truncated normal / uniform by fan_in, fan_out or their mean.  As in MindSpore 2.10, the
    truncated branch is keyed ``'truncated_norm'``, so the default ``'truncated_normal'`` draws uniform numbers."""

    def __init__(self, scale: float = 1.0, mode: str = 'fan_in', distribution: str = 'truncated_normal'):
        if scale <= 0.:
            raise ValueError("For VarianceScaling initializer, "
                             "the argument 'scale' must be greater than 0, but got {}.".format(scale))
        if mode not in ['fan_in', 'fan_out', 'fan_avg']:
            raise ValueError("For VarianceScaling initializer, the argument 'mode' must be fan_in, "
                             "fan_out or fan_avg, but got {}.".format(mode))
        if distribution not in ['uniform', 'truncated_normal', 'untruncated_normal']:
            raise ValueError("For VarianceScaling initializer, the argument 'distribution' must be uniform, "
                             "truncated_norm or untruncated_norm, but got {}.".format(distribution))
        self.scale = scale
        self.mode = mode
        self.distribution = distribution

    def _fill(self, shape: Tuple[int, ...]) -> np.ndarray:
        scale = self.scale
        fan_in, fan_out = _calculate_fan_in_and_fan_out(shape)
        if self.mode == 'fan_in':
            scale /= max(1., fan_in)
        elif self.mode == 'fan_out':
            scale /= max(1., fan_out)
        else:
            scale /= max(1., (fan_in + fan_out) / 2.)
        if self.distribution == 'truncated_norm':
            stddev = np.sqrt(scale) / 0.87962566103423978
            return _philox.truncated_normal(_philox.numpy_seed(), shape, -2, 2, 0, stddev)
        if self.distribution == 'untruncated_normal':
            return _normal32(0, np.sqrt(scale), shape)
        limit = np.sqrt(3.0 * scale)
        return _philox.random_uniform(_philox.numpy_seed(), shape, -limit, limit)


_BY_NAME: Dict[str, Type[Initializer]] = {
    "zeros": Zero, "zero": Zero, "ones": One, "one": One,
    "normal": Normal, "uniform": Uniform, "truncatednormal": TruncatedNormal, "truncated_normal": TruncatedNormal,
    "xavier_uniform": XavierUniform, "xavieruniform": XavierUniform,
    "xavier_normal": XavierNormal, "xaviernormal": XavierNormal,
    "he_uniform": HeUniform, "heuniform": HeUniform, "he_normal": HeNormal, "henormal": HeNormal,
    "identity": Identity, "sparse": Sparse, "dirac": Dirac, "orthogonal": Orthogonal,
    "variancescaling": VarianceScaling,
}


_INITIALIZER_ALIAS = _BY_NAME


def _register(*aliases: str) -> Any:
    """MindSpore's class decorator: make an Initializer subclass known to ``initializer`` by name."""
    def alias_reg(cls: Any) -> Any:
        _BY_NAME.setdefault(cls.__name__.lower(), cls)
        for alias in aliases:
            _BY_NAME.setdefault(alias, cls)
        return cls
    return alias_reg


def initializer(init: Any, shape: Any = None, dtype: Any = _dt.float32) -> Tensor:
    """A Tensor of ``shape``/``dtype`` filled by ``init`` (Initializer, name, number or Tensor)."""
    np_dtype = _dt.to_numpy(dtype, name="initializer")
    if isinstance(shape, int):
        shape = (shape,)
    if isinstance(init, (Tensor, np.ndarray)):
        arr = np.array(init.asnumpy() if isinstance(init, Tensor) else init, copy=True)
        if shape is not None and tuple(arr.shape) != tuple(shape):
            raise ValueError(f"initializer: the Tensor's shape {tuple(arr.shape)} differs from {tuple(shape)}.")
        if isinstance(init, Tensor):  # MindSpore keeps a Tensor's own dtype, whatever ``dtype`` says
            return Tensor(arr)
        return Tensor(arr.astype(np_dtype, copy=False))
    if shape is None:
        raise ValueError("initializer: 'shape' is required unless 'init' is a Tensor.")
    shape = tuple(int(d) for d in shape)
    if isinstance(init, bool) or not isinstance(init, (str, int, float, Initializer)):
        raise TypeError(f"initializer: 'init' must be an Initializer, a name, a number or a Tensor, "
                        f"but got {type(init).__name__}.")
    if isinstance(init, str):
        cls = _BY_NAME.get(init.lower())
        if cls is None:
            raise ValueError(f"initializer: unknown initializer {init!r}; known: {', '.join(sorted(_BY_NAME))}.")
        init = cls()
    elif isinstance(init, (int, float)):
        init = Constant(init)
    from .tensor_methods import OPS

    OPS["check_alloc"]("initializer", shape, np_dtype)  # the op library's allocation guard (registered by ops)
    return Tensor(init(shape, np_dtype))
