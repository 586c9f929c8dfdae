"""MindSpore 2.10 function forms its st op tests (tests/st/ops/test_*.py) use that msgraph lacked (h-opsA, session 8):
``sgn``, ``isneginf``/``isposinf``, ``threshold``, ``vander``, ``bucketize``, ``row_stack``,
``column_stack``, ``msort``, ``view_as_real``, ``huber_loss``, ``logspace``, ``hamming_window``, ``pixel_shuffle``,
``pixel_unshuffle``, ``rrelu``, ``conv1d``, ``conv3d``: compositions of registry ops, computed as MindSpore's
functions compute them (checks, messages and result dtypes included)."""
from __future__ import annotations

import math
from typing import Any

import numpy as np

from ._helpers import dtype_name, np_dtype, shape_of
from ._helpers import user_type
from .array_ops import concat_pieces
from .registry import called_by_user, op_function, public_functions


def _F():
    from . import functional

    return functional


def _Tensor():
    from ..common.tensor import Tensor

    return Tensor


def _is_tensor(x: Any) -> bool:
    return not isinstance(x, (bool, int, float, complex, str, list, tuple, dict, np.ndarray)) and x is not None \
        and hasattr(x, "shape") and hasattr(x, "dtype")


def _check_is_tensor(arg: str, x: Any, name: str) -> None:
    if not _is_tensor(x):
        raise TypeError(f"For '{name}', the '{arg}' must be a Tensor, but got {user_type(x).__name__}.")


def _check_number(arg: str, v: Any, name: str) -> None:
    from .value_dependent import is_graph_int

    if is_graph_int(v, "iuf"):
        return   # a number known when the graph runs (``float(t)``, as st TEST_OP passes numbers; flip49)
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        raise TypeError(f"For '{name}', the type of '{arg}' should be one of '['float', 'int']', "
                        f"but got type '{user_type(v).__name__}'.")


def _is_complex_dt(x: Any) -> bool:
    return np.issubdtype(np_dtype(x), np.complexfloating)


@op_function
def sgn(input: Any) -> Any:  # noqa: A002
    """``sign`` for real inputs; ``x / |x|`` (0 where ``x == 0``) for complex ones."""
    if not _is_tensor(input):
        raise TypeError(f"For sgn, the input must be a Tensor, but got {user_type(input)}")
    F = _F()
    if not _is_complex_dt(input):
        return F.sign(input)
    modulus = F.cast(F.real(F.abs(input)), "float32" if np_dtype(input) == np.complex64 else "float64")
    nonzero = F.masked_fill(modulus, F.equal(modulus, 0), 1.0)
    return F.div(input, F.cast(nonzero, F.dtype(input)))


def _sign_inf(input: Any, name: str, positive_side: bool) -> Any:  # noqa: A002
    _check_is_tensor("input", input, name)
    F = _F()
    if np.issubdtype(np_dtype(input), np.integer) or np_dtype(input) == np.bool_:
        # MindSpore 2.10's CPU IsInf has no integer / bool kernel (measured, session 35; its Tensor methods too)
        from ..errors import DTypeError

        raise DTypeError("Select CPU operator[IsInf] fail! Unsupported data type!")
    cmp = F.greater if positive_side else F.less
    return F.logical_and(F.isinf(input), cmp(input, F.zeros_like(input)))


@op_function
def isposinf(input: Any) -> Any:  # noqa: A002
    """``input == +inf`` elementwise (bool)."""
    return _sign_inf(input, "isposinf", True)


@op_function
def isneginf(input: Any) -> Any:  # noqa: A002
    """``input == -inf`` elementwise (bool)."""
    return _sign_inf(input, "isneginf", False)


@op_function
def threshold(input: Any, thr: Any, value: Any) -> Any:  # noqa: A002
    """``input`` where ``input > thr``, else ``value`` (in the input's dtype)."""
    name = "threshold"
    _check_is_tensor("input", input, name)
    _check_number("thr", thr, name)
    _check_number("value", value, name)
    from ..common.dtype import is_narrow_uint, refuse_uint_mix

    if is_narrow_uint(input) and called_by_user():
        refuse_uint_mix(input, thr, value)   # (implicit conversion's TypeError for uint16 / 32 / 64 beside numbers)
    F = _F()
    fill = F.full_like(input, value)
    return F.select(F.greater(input, thr), input, fill)


@op_function
def vander(x: Any, N: Any = None) -> Any:  # noqa: N803 - MindSpore's name
    """Vandermonde matrix: column ``j`` is ``x ** (N - 1 - j)``."""
    if not _is_tensor(x):
        raise TypeError(f"For vander, x must be Tensor, but got {user_type(x)}")
    shape = shape_of(x)
    if len(shape) != 1:
        raise ValueError(f"For vander, x must be 1-D, but got dimension = {len(shape)}")
    if N is None:
        N = shape[0]
    if isinstance(N, bool) or not isinstance(N, int):
        raise TypeError(f"For vander, N must be an integer but got {user_type(N)}.")
    if N <= 0:
        raise ValueError(f"For vander, N must be greater than 0, but got {N}.")
    F = _F()
    exponent = _Tensor()(np.arange(N - 1, -1, -1, dtype=np.int64).reshape(1, N))
    return F.tensor_pow(F.expand_dims(x, 1), exponent)


_BUCKETIZE_DTYPES = (np.int32, np.int64, np.float32, np.float64, np.int16, np.float16)


@op_function
def bucketize(input: Any, boundaries: Any, *, right: bool = False) -> Any:  # noqa: A002
    """Index of the bucket of ``boundaries`` (a list of increasing numbers) each element falls in (int32)."""
    if not _is_tensor(input):
        raise TypeError(f"For 'bucketize', 'input' must be a Tensor, but got {user_type(input).__name__}.")
    dt = np_dtype(input)
    if dt not in [np.dtype(d) for d in _BUCKETIZE_DTYPES]:
        from ._helpers import dtype_name

        raise TypeError(f"For 'bucketize', input data type must be in (Int32, Int64, Float32, Float64, Int16, "
                        f"Float16), but got {dtype_name(dt)}.")
    F = _F()
    seq = np.float64 if dt == np.float64 else np.float32
    values = input if dt == seq else F.cast(input, "float64" if seq is np.float64 else "float32")
    return F.searchsorted(_Tensor()(np.asarray(boundaries, seq)), values, out_int32=True, right=right)


@op_function
def row_stack(tensors: Any) -> Any:
    """Alias of ``vstack``."""
    return _F().vstack(tensors)


@op_function
def column_stack(tensors: Any) -> Any:
    """Stack 1-D tensors as columns (0-D ones as 1x1), concatenated along axis 1."""
    if not isinstance(tensors, (list, tuple)):
        raise TypeError(f"For column_stack, the input must be list or tuple of tensors, but got {user_type(tensors)}.")
    F = _F()
    out = []
    for t in tensors:
        if not _is_tensor(t):
            raise TypeError(f"For column_stack, the input element must be tensor, but got {user_type(t)}.")
        nd = len(shape_of(t))
        if nd < 1:
            t = F.expand_dims(t, 0)
        if nd <= 1:
            t = F.expand_dims(t, 1)
        out.append(t)
    if not out:
        raise ValueError("For column_stack, the input must have at least 1 tensor, but got 0.")
    return concat_pieces(tuple(out), 1)


@op_function
def msort(input: Any) -> Any:  # noqa: A002
    """Sort along axis 0 (ascending); the values only."""
    return _F().sort(input, axis=0)[0]


@op_function
def view_as_real(input: Any) -> Any:  # noqa: A002
    """A complex tensor as real pairs along a new last axis ``(..., 2)``."""
    if not _is_tensor(input) or not _is_complex_dt(input):
        raise TypeError("For view_as_real, the dtype of input Tensor must be complex.")
    F = _F()
    return F.concat((F.expand_dims(F.real(input), -1), F.expand_dims(F.imag(input), -1)), -1)


@op_function
def huber_loss(input: Any, target: Any, reduction: str = "mean", delta: Any = 1.0) -> Any:  # noqa: A002
    """``0.5 * z**2`` where ``z = |input - target| < delta``, else ``delta * (z - 0.5 * delta)``; reduced."""
    from .st_ops_iz import _get_loss

    name = "huber_loss"
    _check_is_tensor("input", input, name)
    _check_is_tensor("target", target, name)
    _check_number("delta", delta, name)
    if delta <= 0:
        raise ValueError(f"For '{name}', the argument 'delta' must > 0.0, but got {delta}.")
    F = _F()
    z = F.abs(F.sub(input, target))
    l1 = F.mul(F.square(z), 0.5)
    l2 = F.mul(F.sub(z, 0.5 * delta), delta)
    return _get_loss(F.select(F.less(z, delta), l1, l2), reduction, name)


@op_function
def logspace(start: Any, end: Any, steps: int, base: int = 10, *, dtype: Any = None) -> Any:
    """``base ** linspace(start, end, steps)`` in ``dtype`` (float32)."""
    from ..common import dtype as mstype

    name = "LogSpace"
    if isinstance(steps, bool) or not isinstance(steps, int):
        raise TypeError(f"For '{name}', the type of 'steps' should be 'int', but got type '{user_type(steps).__name__}'.")
    if steps < 0:
        raise ValueError(f"For '{name}', the 'steps' must be greater than or equal to 0, but got {steps}.")
    if isinstance(base, bool) or not isinstance(base, int):
        raise TypeError(f"For '{name}', the type of 'base' should be 'int', but got type '{user_type(base).__name__}'.")
    if base < 0:   # MindSpore 2.10's attribute check (a negative base computed (-2) ** k here)
        raise ValueError(f"For '{name}', the 'base' must be int and must >= 0, but got '{base}' with type 'int'.")
    F = _F()
    dtype = mstype.float32 if dtype is None else dtype
    if np_dtype(dtype).name not in ("float16", "float32", "float64"):   # the LogSpace primitive's attribute check
        raise TypeError(f"For 'LogSpace', the 'dtype' should be one of [mindspore.float16, mindspore.float32, "
                        f"mindspore.float64], but got 'mindspore.{np_dtype(dtype).name}'.")
    for arg, v in (("end", end), ("start", start)):   # MindSpore casts Python floats only; the primitive takes Tensors
        if _is_tensor(v):
            if np_dtype(v).name not in ("float16", "float32", "float64"):
                raise TypeError(f"For primitive[LogSpace], the input argument[{arg}] must be a type of "
                                f"{{Tensor[Float16], Tensor[Float32], Tensor[Float64]}}, but got "
                                f"Tensor[{dtype_name(np_dtype(v))}].")
        elif not isinstance(v, float):
            kind = "Bool" if isinstance(v, bool) else "Int64" if isinstance(v, int) else type(v).__name__
            raise TypeError(f"The primitive[LogSpace]'s input arguments[end, start] must be all tensor and those type "
                            f"must be same. But got input argument[{arg}]:{kind}")
    for arg, v in (("start", start), ("end", end)):   # 0-d Tensors only (a (1,) one is MindSpore's ValueError)
        if _is_tensor(v) and len(tuple(shape_of(v))) != 0:
            raise ValueError(f"For LogSpace, The dim of {arg} must be 0, but got {len(tuple(shape_of(v)))}")
    Tensor = _Tensor()
    s = start if _is_tensor(start) else Tensor(np.float32(start))
    e = end if _is_tensor(end) else Tensor(np.float32(end))
    if steps == 0:
        return Tensor(np.zeros((0,), np_dtype(dtype)))
    s, e = F.cast(F.reshape(s, ()), "float64"), F.cast(F.reshape(e, ()), "float64")
    frac = Tensor(np.arange(steps, dtype=np.float64) / (steps - 1) if steps > 1 else np.zeros((1,), np.float64))
    exps = F.add(F.mul(F.sub(e, s), frac), s)
    return F.cast(F.pow(float(base), exps), dtype)


@op_function
def hamming_window(window_length: int, periodic: bool = True, alpha: float = 0.54, beta: float = 0.46, *,
                   dtype: Any = None) -> Any:
    """``alpha - beta * cos(2 pi n / (N - 1))`` (``N = window_length + 1`` when periodic, last point dropped)."""
    from ..common import dtype as mstype

    name = "array function 'hamming_window'"
    if isinstance(window_length, bool) or not isinstance(window_length, int):
        raise TypeError(f"For {name}, 'window_length' must be int, but got {user_type(window_length)}.")
    if window_length < 0:
        raise ValueError(f"For {name}, 'window_length' must be non negative number.")
    if not isinstance(periodic, bool):
        raise TypeError(f"For {name}, 'periodic' must be bool, but got {user_type(periodic)}.")
    if not isinstance(alpha, float):
        raise TypeError(f"For {name}, 'alpha' must be float, but got {user_type(alpha)}.")
    if not isinstance(beta, float):
        raise TypeError(f"For {name}, 'beta' must be float, but got {user_type(beta)}.")
    Tensor = _Tensor()
    if window_length <= 1:
        return Tensor(np.ones(window_length))
    if dtype is not None and not np.issubdtype(np_dtype(dtype), np.floating):
        raise TypeError(f"For {name}, 'dtype' must be floating point dtypes, but got {dtype}.")
    dt = np_dtype(mstype.float32 if dtype is None else dtype)
    return Tensor(hamming_values(window_length, periodic, alpha, beta, dt))


def hamming_values(window_length: int, periodic: bool, alpha: float, beta: float, dt: Any) -> np.ndarray:
    """The Hamming window's values (window_length >= 2) in dtype ``dt``: the function's and the HammingWindow
    primitive's one computation."""
    n = window_length + 1 if periodic else window_length
    # MindSpore keeps alpha and beta as float32 attributes and computes in double (measured: 0.08000001 at 0)
    a, b = float(np.float32(alpha)), float(np.float32(beta))
    w = a - b * np.cos(2.0 * math.pi * np.arange(n, dtype=np.float64) / (n - 1))
    return w[:window_length].astype(dt)


def _scale_factor(name: str, arg: str, v: Any) -> int:
    from .value_dependent import at_run_time

    v = at_run_time(v)   # (a factor known only when the graph runs: the call runs then; flip49)
    if isinstance(v, bool) or not isinstance(v, int):
        raise TypeError(f"For '{name}', the type of '{arg}' should be 'int', but got type '{user_type(v).__name__}'.")
    if v <= 0:
        raise ValueError(f"For '{name}', the '{arg}' must be greater than 0, but got {v}.")
    return v


@op_function
def pixel_shuffle(input: Any, upscale_factor: int) -> Any:  # noqa: A002
    """``(*, C * r * r, H, W) -> (*, C, H * r, W * r)``."""
    name = "pixel_shuffle"
    r = _scale_factor(name, "upscale_factor", upscale_factor)
    _check_is_tensor("input", input, name)
    shape = tuple(shape_of(input))
    if len(shape) < 3:
        raise ValueError(f"For '{name}', the dimension of 'input' must be >= 3, but got {len(shape)}.")
    if shape[-3] % (r * r):
        raise ValueError(f"For '{name}', the length of third to last dimension is not divisible by "
                         f"'upscale_factor' squared.")
    F = _F()
    lead, n = shape[:-3], len(shape) - 3
    c, h, w = shape[-3] // (r * r), shape[-2], shape[-1]
    x = F.reshape(input, lead + (c, r, r, h, w))
    x = F.transpose(x, tuple(range(n)) + (n, n + 3, n + 1, n + 4, n + 2))
    return F.reshape(x, lead + (c, h * r, w * r))


@op_function
def pixel_unshuffle(input: Any, downscale_factor: int) -> Any:  # noqa: A002
    """``(*, C, H * r, W * r) -> (*, C * r * r, H, W)``."""
    name = "pixel_unshuffle"
    r = _scale_factor(name, "downscale_factor", downscale_factor)
    _check_is_tensor("input", input, name)
    shape = tuple(shape_of(input))
    if len(shape) < 3:
        raise ValueError(f"For '{name}', the dimension of 'input' must be >= 3, but got {len(shape)}.")
    if shape[-1] % r or shape[-2] % r:
        raise ValueError(f"For '{name}', the length of second to last 2 dimension should be divisible by "
                         f"downscale_factor.")
    F = _F()
    lead, n = shape[:-3], len(shape) - 3
    c, h, w = shape[-3], shape[-2] // r, shape[-1] // r
    x = F.reshape(input, lead + (c, h, r, w, r))
    x = F.transpose(x, tuple(range(n)) + (n, n + 2, n + 4, n + 1, n + 3))
    return F.reshape(x, lead + (c * r * r, h, w))


@op_function
def rrelu(input: Any, lower: Any = 1.0 / 8, upper: Any = 1.0 / 3) -> Any:  # noqa: A002
    """Randomized leaky ReLU: negative elements times ``-U(lower, upper)`` sign-masked (training form)."""
    name = "rrelu"
    if isinstance(upper, bool) or not isinstance(upper, (float, int)):
        raise TypeError(f"For '{name}', 'upper' must be an int or a float, but got {user_type(upper)}")
    if isinstance(lower, bool) or not isinstance(lower, (float, int)):
        raise TypeError(f"For '{name}', 'lower' must be an int or a float, but got {user_type(lower)}")
    if lower > upper:
        raise ValueError(f"For '{name}', the value of 'upper' must be greater than or equal to 'lower', "
                         f"but got upper: {upper}, lower: {lower}. ")
    if not _is_tensor(input):
        raise TypeError(f"For '{name}', the 'input' must be a Tensor but got {user_type(input)}.")
    F = _F()
    Tensor = _Tensor()
    sign = F.sign(input)
    neg = F.clip(sign, None, 0)
    pos = F.clip(sign, 0, None)
    shape = tuple(shape_of(input))
    if 0 in shape:   # an empty input: an empty result (uniform refuses a 0 dimension; MindSpore computes)
        return F.mul(input, 1)
    mask = F.cast(F.uniform(shape, Tensor(np.float32(lower)), Tensor(np.float32(upper))), F.dtype(input))
    return F.mul(F.add(F.mul(F.mul(neg, mask), -1), pos), input)


@op_function
def conv1d(input: Any, weight: Any, bias: Any = None, stride: Any = 1, pad_mode: str = "valid",  # noqa: A002
           padding: Any = 0, dilation: Any = 1, groups: int = 1) -> Any:
    """1-D convolution (NCW) as a 2-D one over a unit height."""
    name = "conv1d"
    ws, xs = tuple(shape_of(weight)), tuple(shape_of(input))
    if len(xs) != 3 or len(ws) != 3:
        raise ValueError(f"For '{name}', the 'input' and 'weight' must be 3-D, but got {len(xs)}-D and {len(ws)}-D.")

    def one(arg: str, v: Any) -> int:
        if isinstance(v, (tuple, list)):
            if len(v) != 1:
                raise ValueError(f"For '{name}', the '{arg}' must be an int or a tuple of one int, but got {v}.")
            v = v[0]
        return int(v)

    if pad_mode not in ("valid", "same", "pad"):
        raise ValueError(f"For '{name}', the 'pad_mode' must be one of ['valid', 'same', 'pad'], but got {pad_mode}.")
    p = one("padding", padding)
    if pad_mode != "pad" and p != 0:
        raise ValueError(f"For '{name}', the 'padding' must be 0 when 'pad_mode' is not 'pad', but got {p}.")
    F = _F()
    x = F.expand_dims(input, 2)
    w = F.expand_dims(weight, 2)
    out = F.conv2d(x, w, bias, (1, one("stride", stride)), pad_mode, (0, 0, p, p), (1, one("dilation", dilation)),
                   groups)
    return F.squeeze(out, 2)


@op_function
def conv3d(input: Any, weight: Any, bias: Any = None, stride: Any = 1, pad_mode: str = "valid",  # noqa: A002
           padding: Any = 0, dilation: Any = 1, groups: int = 1) -> Any:
    """3-D convolution (NCDHW) through the ``Conv3D`` primitive, plus ``bias``."""
    from .pooling3d import Conv3D

    ws = tuple(shape_of(weight))
    if len(ws) != 5:
        raise ValueError(f"For 'conv3d', the 'weight' must be 5-D, but got {len(ws)}-D.")
    if isinstance(padding, (tuple, list)) and len(padding) == 3:
        padding = (padding[0], padding[0], padding[1], padding[1], padding[2], padding[2])
    out = Conv3D(ws[0], tuple(ws[2:]), mode=1, pad_mode=pad_mode, pad=padding, stride=stride, dilation=dilation,
                 group=groups)(input, weight)
    if bias is not None:
        F = _F()
        out = F.add(out, F.reshape(bias, (1, ws[0], 1, 1, 1)))
    return out


@op_function
def gather_ext(input: Any, dim: int, index: Any) -> Any:  # noqa: A002
    """``ops.function.array_func.gather_ext`` (mint.gather): ``out[i][j][k] = input[i][index[i][j][k]][k]`` for
    dim 1; ``index`` no larger than ``input`` outside ``dim`` (GatherD)."""
    return _F().gather_d(input, dim, index)


# --- grid_sample (GridSampler2D / GridSampler3D): bilinear / nearest samples gathered with GatherNd -------------------
def _grid_unnormalize(F: Any, coord: Any, size: int, align_corners: bool) -> Any:
    if align_corners:   # -1 and 1 are the centres of the corner pixels
        return F.mul(F.add(coord, 1.0), (size - 1) / 2.0)
    return F.div(F.sub(F.mul(F.add(coord, 1.0), float(size)), 1.0), 2.0)   # -1 and 1 are the corner pixels' edges


def _grid_reflect(F: Any, x: Any, twice_low: int, twice_high: int) -> Any:
    if twice_low == twice_high:
        return F.zeros_like(x)
    lo, span = twice_low / 2.0, (twice_high - twice_low) / 2.0
    x = F.abs(F.sub(x, lo))
    extra = F.sub(x, F.mul(F.floor(F.div(x, span)), span))
    flips = F.floor(F.div(x, span))
    even = F.equal(F.sub(flips, F.mul(F.floor(F.div(flips, 2.0)), 2.0)), 0.0)
    return F.select(even, F.add(extra, lo), F.add(F.sub(span, extra), lo))


def _grid_clip(F: Any, x: Any, size: int) -> Any:
    """x clipped to [0, size - 1]; the gradient is 0 where x is at or beyond a bound (MindSpore's GridSampler grad
    kernels, as torch's clip_coordinates_set_grad: border padding with align_corners at grid -1 / 1; measured)."""
    inside = F.logical_and(F.greater(x, 0.0), F.less(x, float(size - 1)))
    return F.select(inside, x, F.stop_gradient(F.clip(x, 0.0, float(size - 1))))


def _grid_source(F: Any, coord: Any, size: int, padding_mode: str, align_corners: bool) -> Any:
    x = _grid_unnormalize(F, coord, size, align_corners)
    if padding_mode == "border":
        x = _grid_clip(F, x, size)
    elif padding_mode == "reflection":
        x = _grid_reflect(F, x, 0, 2 * (size - 1)) if align_corners else _grid_reflect(F, x, -1, 2 * size - 1)
        x = _grid_clip(F, x, size)
    return x


@op_function
def grid_sample(input: Any, grid: Any, mode: str = "bilinear", padding_mode: str = "zeros",  # noqa: A002
                align_corners: Any = None) -> Any:
    """Sample ``input`` (N, C, H, W) / (N, C, D, H, W) at the normalized ``grid`` (N, Ho, Wo, 2) / (N, Do, Ho, Wo, 3)
    locations (x, y[, z] in [-1, 1]); ``mode`` 'bilinear' / 'nearest', ``padding_mode`` 'zeros' / 'border' /
    'reflection'.  Composed of registry ops: both input and grid get their gradients."""
    name = "grid_sample"
    _check_is_tensor("input", input, name)
    _check_is_tensor("grid", grid, name)
    align_corners = False if align_corners is None else align_corners
    xs, gs = tuple(shape_of(input)), tuple(shape_of(grid))
    nd = len(xs) - 2
    op_name = "GridSampler2D" if nd == 2 else "GridSampler3D"
    if nd not in (2, 3) or len(gs) != nd + 2 or gs[-1] != nd or gs[0] != xs[0]:
        raise ValueError(f"For '{op_name}', 'input_x' must be {nd + 2}-D and 'grid' {nd + 2}-D with the same batch "
                         f"and last dimension {nd}, but got input shape {list(xs)} and grid shape {list(gs)}.")
    if mode not in ("bilinear", "nearest"):
        raise ValueError(f"For '{op_name}', 'interpolation_mode' must be 'bilinear' or 'nearest', but got {mode}.")
    if padding_mode not in ("zeros", "border", "reflection"):
        raise ValueError(f"For '{op_name}', 'padding_mode' must be 'zeros', 'border' or 'reflection', "
                         f"but got {padding_mode}.")
    if not isinstance(align_corners, bool):
        raise TypeError(f"For '{op_name}', 'align_corners' must be bool, but got {user_type(align_corners).__name__}.")
    F = _F()
    dt = np_dtype(input)
    grid = F.cast(grid, dt)
    if nd == 3 and dt == np.float16:   # computed in float32 and rounded once, as MindSpore's CPU GridSampler3D kernel
        return F.cast(_grid_sample(F.cast(input, np.float32), F.cast(grid, np.float32), mode, padding_mode,
                                   align_corners), np.float16)
    if nd == 2 and dt == np.float64:
        # MindSpore 2.10's CPU GridSampler2D computes a float64 sample as its float32 kernel does (input and grid
        # cast to float32: 5.666666507720947 for the float64 pixel 17 / 3; nearest picks float32's pixel), while its
        # GridSampler2DGrad stays in double (measured): the value is the float32 one, the gradient the float64 one
        value = F.cast(_grid_sample(F.cast(input, np.float32), F.cast(grid, np.float32), mode, padding_mode,
                                    align_corners), np.float64)
        exact = _grid_sample(input, grid, mode, padding_mode, align_corners)
        return F.add(F.stop_gradient(value), F.sub(exact, F.stop_gradient(exact)))
    return _grid_sample(input, grid, mode, padding_mode, align_corners)


def _grid_sample(input: Any, grid: Any, mode: str, padding_mode: str, align_corners: bool) -> Any:  # noqa: A002
    """:func:`grid_sample`'s computation, on checked arguments (``grid`` of ``input``'s dtype)."""
    F = _F()
    Tensor = _Tensor()
    dt = np_dtype(input)
    xs, gs = tuple(shape_of(input)), tuple(shape_of(grid))
    nd = len(xs) - 2
    # float16 in 2-D, as MindSpore's CPU GridSampler2D kernel: coordinates and weights in float32, the weights
    # rounded to float16 and the taps weighted and summed in float16
    cdt = np.float32 if dt == np.float16 else dt
    grid = F.cast(grid, cdt)
    n, c = xs[0], xs[1]
    sizes = xs[2:]                       # (H, W) / (D, H, W)
    out_sp = gs[1:-1]
    # source coordinates per spatial axis, in input order (z,) y, x: grid's last axis is x, y(, z)
    src = [_grid_source(F, F.squeeze(F.gather(grid, Tensor(np.array([nd - 1 - a], np.int32)), nd + 1), nd + 1),
                        sizes[a], padding_mode, align_corners) for a in range(nd)]
    feat = F.transpose(input, (0,) + tuple(range(2, nd + 2)) + (1,))   # channels last
    batch = Tensor(np.broadcast_to(np.arange(n).reshape((n,) + (1,) * nd), (n,) + tuple(out_sp)).astype(np.int32))

    def tap(corner: Any) -> Any:
        """input at integer coordinates ``corner`` (one per axis), 0 outside; (N, *out_sp, C)."""
        inside = None
        idx = [batch]
        for a, v in enumerate(corner):
            ok = F.logical_and(F.greater_equal(v, 0.0), F.less_equal(v, float(sizes[a] - 1)))
            inside = ok if inside is None else F.logical_and(inside, ok)
            idx.append(F.cast(F.clip(v, 0.0, float(sizes[a] - 1)), np.int32))
        vals = F.gather_nd(feat, F.stack(tuple(idx), -1))
        return F.mul(vals, F.expand_dims(F.cast(inside, dt), -1))

    if mode == "nearest":
        # MindSpore's kernel rounds halves away from zero (std::round), not to even; its float16 2-D kernel rounds
        # them to even (std::nearbyint: grid -1 is row -0.5 -> 0, in bounds; measured)
        def round_half_away(v: Any) -> Any:
            a = F.abs(v)
            whole = F.floor(a)
            return F.select(F.equal(F.sub(a, whole), 0.5), F.mul(F.sign(v), F.add(whole, 1.0)), F.round(v))

        out = tap([F.round(v) if dt == np.float16 else round_half_away(v) for v in src])
    else:
        lows = [F.floor(v) for v in src]
        fracs = [F.sub(v, lo) for v, lo in zip(src, lows)]
        out = None
        for bits in np.ndindex(*(2,) * nd):
            corner, weight = [], None
            for a, b in enumerate(bits):
                corner.append(F.add(lows[a], 1.0) if b else lows[a])
                wa = fracs[a] if b else F.sub(1.0, fracs[a])
                weight = wa if weight is None else F.mul(weight, wa)
            term = F.mul(tap(corner), F.expand_dims(weight if cdt == dt else F.cast(weight, dt), -1))
            out = term if out is None else F.add(out, term)
    return F.transpose(out, (0, nd + 1) + tuple(range(1, nd + 1)))


# --- TensorCopySlices (``ops.operations._inner_ops``): x with x[begin:end:strides] = value -----------------------------
from ._compose import CompositePrimitive  # noqa: E402


class TensorCopySlices(CompositePrimitive):
    """TensorCopySlices()(x, value, begin, end, strides): a copy of ``x`` whose slice ``begin:end:strides`` (over
    the leading ``len(begin)`` axes) is ``value``: its elements in order when it has as many (MindSpore copies the
    memory), else broadcast to the slice's shape (MindSpore leaves the rest undefined).  Composed of Reshape /
    BroadcastTo and TensorScatterUpdate: x gets the gradient outside the slice, value the slice's.  A slice that is
    not one continuous block of memory is a RuntimeError, as in MindSpore."""

    def __call__(self, x: Any, value: Any, begin: Any, end: Any, strides: Any) -> Any:
        name = "TensorCopySlices"
        for arg, v in (("begin", begin), ("end", end), ("strides", strides)):
            if not isinstance(v, (tuple, list)) or not all(isinstance(i, int) and not isinstance(i, bool) for i in v):
                raise TypeError(f"For '{name}', the '{arg}' must be a tuple of ints, but got {v!r}.")
        if not len(begin) == len(end) == len(strides):
            raise ValueError(f"For '{name}', 'begin', 'end' and 'strides' must have the same length, but got "
                             f"{len(begin)}, {len(end)} and {len(strides)}.")
        F = _F()
        xs = tuple(shape_of(x))
        k = len(begin)
        if k > len(xs):
            raise ValueError(f"For '{name}', the length of 'begin' ({k}) must not exceed the rank of 'x' ({len(xs)}).")
        ranges = [range(*slice(b, e, s).indices(xs[a])) for a, (b, e, s) in enumerate(zip(begin, end, strides))]
        sl_shape = tuple(len(r) for r in ranges) + xs[k:]
        first = next((a for a, r in enumerate(ranges) if len(r) > 1), None)
        if first is not None and (any(len(r) > 1 and r.step != 1 for r in ranges)
                                  or any(len(r) != xs[a] for a, r in enumerate(ranges) if a > first)):
            from ..errors import OpRuntimeError

            raise OpRuntimeError("Only support copy continuous memory now. For example tensor[0, 0:100] is fine, but "
                                 "tensor[0:100, 0] is not supported.")
        if 0 in sl_shape:
            return x
        grids = np.meshgrid(*[np.asarray(r, np.int64) for r in ranges], indexing="ij")
        idx = np.stack(grids, -1).reshape(-1, k)
        v = F.cast(value, F.dtype(x))
        if int(np.prod(shape_of(value))) != int(np.prod(sl_shape)):   # MindSpore copies the value's memory: as
            v = F.broadcast_to(v, sl_shape)                            # many elements in order; fewer, broadcast
        upd = F.reshape(v, (idx.shape[0],) + xs[k:])
        return F.tensor_scatter_update(x, _Tensor()(idx), upd)


class Im2Col(CompositePrimitive):
    """Im2Col(ksizes, strides=1, dilations=1, pads=0)(x (N, C, H, W)) -> (N, C, kh * kw, L): the sliding blocks
    (Im2ColExt's (N, C * kh * kw, L), reshaped); ``pads`` an int or (h, w)."""

    _attrs = {"ksizes": 1, "strides": 1, "dilations": 1, "pads": 0}

    def _check_attrs(self) -> None:
        pads = self.attrs["pads"]
        if isinstance(pads, (tuple, list)) and len(pads) not in (1, 2):
            raise ValueError(f"For 'Im2Col', the pads size should be in : [1, 2], but got {len(pads)}.")

    def __call__(self, x: Any) -> Any:
        from .conv import IM2COL
        from .registry import apply, prim

        F = _F()
        a = self.attrs
        pads = a["pads"][0] if isinstance(a["pads"], (tuple, list)) and len(a["pads"]) == 1 else a["pads"]
        out = apply(prim(IM2COL, kernel_size=a["ksizes"], dilation=a["dilations"], padding=pads,
                         stride=a["strides"]), (x,))
        n, c = tuple(shape_of(x))[:2]
        ck, blocks = tuple(shape_of(out))[1:]
        return F.reshape(out, (-1 if n is None else n, c, ck // c if c else 0, blocks))


class Eps(CompositePrimitive):
    """Eps()(x float16/32/64): a Tensor like ``x`` filled with its dtype's machine epsilon."""

    def __call__(self, x: Any) -> Any:
        dt = np_dtype(x)
        if dt not in (np.float16, np.float32, np.float64):
            from ._helpers import dtype_name

            raise TypeError(f"For primitive[Eps], the input argument[x] must be a type of {{Tensor[Float16], "
                            f"Tensor[Float32], Tensor[Float64]}}, but got Tensor[{dtype_name(dt)}].")
        return _F().full_like(x, float(np.finfo(dt).eps))


class Cauchy(CompositePrimitive):
    """Cauchy(size, median=0.0, sigma=1.0)(): float32 samples ``median + sigma * tan(pi * (u - 0.5))``, ``u``
    uniform from msgraph's generator (MindSpore's random values are not reproduced)."""

    _attrs = {"size": (), "median": 0.0, "sigma": 1.0}

    def _check_attrs(self) -> None:
        size = self.attrs["size"]
        if not isinstance(size, (list, tuple)) or not all(isinstance(d, int) and not isinstance(d, bool) and d > 0
                                                          for d in size):
            raise TypeError(f"For 'Cauchy', the 'size' must be a list of positive ints, but got {size!r}.")
        for k in ("median", "sigma"):
            if isinstance(self.attrs[k], bool) or not isinstance(self.attrs[k], (int, float)):
                raise TypeError(f"For 'Cauchy', the '{k}' must be a float, but got {self.attrs[k]!r}.")
        if self.attrs["sigma"] <= 0:
            raise ValueError(f"For 'Cauchy', the 'sigma' must be greater than 0, but got {self.attrs['sigma']}.")

    def __call__(self) -> Any:
        F = _F()
        u = F.rand(*tuple(self.attrs["size"]), dtype="float32")
        return F.add(F.mul(F.tan(F.mul(F.sub(u, 0.5), math.pi)), float(self.attrs["sigma"])),
                     float(self.attrs["median"]))


# --- ops.pad with a padding Tensor in Graph mode (value-dependent: ops/value_dependent.py) ------------------------------
from ..common.aval import Aval  # noqa: E402
from .registry import OpKind, define_op  # noqa: E402

PAD_DYNAMIC = define_op("PadDynamicPadding", OpKind.OTHER, attrs={"mode": "constant"}, public=False,
                        differentiable=False,
                        doc="PadDynamicPadding(mode)(x, padding Tensor, value): ops.pad with the padding read when the "
                            "graph runs (the padded dimensions are dynamic).")

_NP_PAD_MODES = {"constant": "constant", "reflect": "reflect", "replicate": "edge", "circular": "wrap"}


@PAD_DYNAMIC.def_infer
def _pad_dynamic_infer(x: Aval, padding: Aval, value: Any, mode: str = "constant") -> Aval:
    n = tuple(padding.shape)
    if len(n) != 1 or n[0] is None or n[0] % 2 or n[0] // 2 > len(x.shape):
        raise ValueError(f"For 'pad', the padding must be a 1-D Tensor of even length at most {2 * len(x.shape)}, "
                         f"but got shape {list(n)}.")
    k = n[0] // 2
    return Aval(tuple(x.shape[:len(x.shape) - k]) + (None,) * k, x.dtype)


@PAD_DYNAMIC.def_impl
def _pad_dynamic_impl(x: Any, padding: Any, value: Any, mode: str = "constant") -> np.ndarray:
    x = np.asarray(x)
    pads = [int(v) for v in np.asarray(padding).reshape(-1)]
    nd = x.ndim
    pairs = [(0, 0)] * nd
    for i in range(len(pads) // 2):
        pairs[nd - 1 - i] = (pads[2 * i], pads[2 * i + 1])
    grow = [(max(a, 0), max(b, 0)) for a, b in pairs]
    np_mode = _NP_PAD_MODES[mode]
    kw = {"constant_values": 0 if value is None else np.asarray(value).item()} if np_mode == "constant" else {}
    out = np.pad(x, grow, mode=np_mode, **kw)
    crop = tuple(slice(-min(a, 0), out.shape[d] + min(b, 0)) for d, (a, b) in enumerate(pairs))
    return np.ascontiguousarray(out[crop]).astype(x.dtype)


def pad_dynamic(input_x: Any, padding: Any, mode: str, value: Any) -> Any:
    """``ops.pad`` with a graph-value padding (called by reorder_ops.pad)."""
    from .registry import apply, prim

    if mode not in _NP_PAD_MODES:
        raise ValueError(f"For 'pad', the 'mode' must be 'constant', 'reflect', 'replicate' or 'circular', "
                         f"but got {mode}.")
    return apply(prim(PAD_DYNAMIC, mode=mode), (input_x, padding, 0 if value is None else value))


__all__ = public_functions(globals())  # every function form defined here (op_function)
