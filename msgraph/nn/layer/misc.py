"""Small layers: PixelShuffle, PixelUnshuffle, ChannelShuffle, Softmax2d, CELU, SeLU, GLU, SoftShrink,
HShrink, Threshold, Unflatten, Tril, Triu, Roll, OneHot, Norm -- all compositions of registry ops."""
from __future__ import annotations

from ... import ops
from ...common import dtype as mstype
from ..cell import Cell

__all__ = ["PixelShuffle", "PixelUnshuffle", "ChannelShuffle", "Softmax2d", "CELU", "SeLU", "GLU", "SoftShrink",
           "HShrink", "Threshold", "Unflatten", "Tril", "Triu", "Roll", "OneHot", "Norm"]


def _positive_int(cls, name, value):
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"For '{cls}', the '{name}' must be an int, but got {type(value).__name__}.")
    if value < 1:
        raise ValueError(f"For '{cls}', the '{name}' must be a positive int, but got {value}.")
    return value


class PixelShuffle(Cell):
    """``(*, C * r * r, H, W) -> (*, C, H * r, W * r)``."""

    def __init__(self, upscale_factor):
        super().__init__()
        self.upscale_factor = _positive_int("PixelShuffle", "upscale_factor", upscale_factor)

    def construct(self, input):  # noqa: A002 - MindSpore's name
        return ops.pixel_shuffle(input, self.upscale_factor)   # MindSpore's layer calls the function too


class PixelUnshuffle(Cell):
    """``(*, C, H * r, W * r) -> (*, C * r * r, H, W)``."""

    def __init__(self, downscale_factor):
        super().__init__()
        self.downscale_factor = _positive_int("PixelUnshuffle", "downscale_factor", downscale_factor)

    def construct(self, input):  # noqa: A002
        return ops.pixel_unshuffle(input, self.downscale_factor)


class ChannelShuffle(Cell):
    """Shuffle ``(N, C, ...)`` channels: view as ``(N, groups, C / groups, ...)`` and swap those two dims."""

    def __init__(self, groups):
        super().__init__()
        self.groups = _positive_int("ChannelShuffle", "groups", groups)

    def construct(self, x):
        shape = x.shape
        g = self.groups
        if len(shape) < 2 or shape[1] % g:
            raise ValueError(f"For 'ChannelShuffle', the input must be at least 2-D with channels divisible by {g}, "
                             f"but got shape {shape}.")
        rest = shape[2:]
        y = ops.reshape(x, (shape[0], g, shape[1] // g) + rest)
        y = ops.swapaxes(y, 1, 2)
        return ops.reshape(y, shape)


class Softmax2d(Cell):
    """Softmax over the channel dim of ``(C, H, W)`` or ``(N, C, H, W)``."""

    def construct(self, x):
        if len(x.shape) not in (3, 4):
            raise ValueError(f"For 'Softmax2d', the input must be 3-D or 4-D, but got shape {x.shape}.")
        return ops.softmax(x, -3)


class CELU(Cell):
    """``max(0, x) + min(0, alpha * (exp(x / alpha) - 1))``."""

    def __init__(self, alpha=1.0):
        super().__init__()
        if isinstance(alpha, bool) or not isinstance(alpha, (int, float)):
            raise TypeError(f"For 'CELU', the 'alpha' must be a float, but got {type(alpha).__name__}.")
        if alpha == 0:
            raise ValueError("For 'CELU', the 'alpha' can not be equal to 0.")
        self.alpha = float(alpha)

    def construct(self, x):
        return ops.celu(x, self.alpha)   # MindSpore: the CeLU primitive (float inputs only)


class SeLU(Cell):
    """``scale * (x if x > 0 else alpha * (exp(x) - 1))`` with the self-normalising constants
    (``ops.selu``: one definition)."""

    def construct(self, input_x):
        return ops.selu(input_x)


class GLU(Cell):
    """``a * sigmoid(b)`` with ``a, b`` the two halves of ``x`` along ``axis``."""

    def __init__(self, axis=-1):
        super().__init__()
        self.axis = axis

    def construct(self, x):
        if not x.shape:   # MindSpore 2.10 splits x with the Split primitive
            raise ValueError("For primitive[Split], the rank must be greater than or equal to 1, but got 0.")
        axis = self.axis % len(x.shape)
        n = x.shape[axis]
        if n % 2:
            raise ValueError(f"For 'GLU', the size of dim {self.axis} must be even, but got {n}.")
        lead = (slice(None),) * axis
        a = x[lead + (slice(0, n // 2),)]
        b = x[lead + (slice(n // 2, n),)]
        return a * ops.sigmoid(b)


class SoftShrink(Cell):
    """``x - lambd`` above ``lambd``, ``x + lambd`` below ``-lambd``, 0 between."""

    def __init__(self, lambd=0.5):
        super().__init__()
        if lambd < 0:
            raise ValueError(f"For 'SoftShrink', the 'lambd' must be non-negative, but got {lambd}.")
        self.lambd = float(lambd)

    def construct(self, input):  # noqa: A002
        return ops.softshrink(input, self.lambd)   # MindSpore: the SoftShrink primitive (float16/float32 only)


class HShrink(Cell):
    """``x`` where ``|x| > lambd``, else 0."""

    def __init__(self, lambd=0.5):
        super().__init__()
        self.lambd = float(lambd)

    def construct(self, input):  # noqa: A002
        return ops.hardshrink(input, self.lambd)   # MindSpore: the HShrink primitive (float16/float32 only)


class Threshold(Cell):
    """``x`` where ``x > threshold``, else ``value``."""

    def __init__(self, threshold, value):
        super().__init__()
        for name, v in (("threshold", threshold), ("value", value)):
            if isinstance(v, bool) or not isinstance(v, (int, float)):
                raise TypeError(f"For 'Threshold', the '{name}' must be a number, but got {type(v).__name__}.")
        self.threshold = threshold
        self.value = value

    def construct(self, input_x):
        return ops.select(input_x > self.threshold, input_x, ops.full_like(input_x, self.value))


class Unflatten(Cell):
    """Split dim ``axis`` into ``unflattened_size``."""

    def __init__(self, axis, unflattened_size):
        super().__init__()
        if isinstance(axis, bool) or not isinstance(axis, int):
            raise TypeError(f"For 'Unflatten', the 'axis' must be an int, but got {type(axis).__name__}.")
        if not isinstance(unflattened_size, (tuple, list)):
            raise TypeError(f"For 'Unflatten', the 'unflattened_size' must be a tuple or list, "
                            f"but got {type(unflattened_size).__name__}.")
        self.axis = axis
        self.unflattened_size = tuple(unflattened_size)

    def construct(self, input_x):
        shape = input_x.shape
        axis = self.axis % len(shape)
        return ops.reshape(input_x, shape[:axis] + self.unflattened_size + shape[axis + 1:])


def _band(x, k, lower):
    rows, cols = x.shape[-2], x.shape[-1]
    r = ops.reshape(ops.arange(rows), (rows, 1))
    c = ops.reshape(ops.arange(cols), (1, cols))
    keep = (c - r) <= k if lower else (c - r) >= k
    return ops.select(keep, x, ops.zeros_like(x))


class Tril(Cell):
    """Zero the elements above the ``k``-th diagonal of the last two dims."""

    def construct(self, x, k=0):
        return _band(x, k, True)


class Triu(Cell):
    """Zero the elements below the ``k``-th diagonal of the last two dims."""

    def construct(self, x, k=0):
        return _band(x, k, False)


class Roll(Cell):
    """Roll elements along ``axis`` by ``shift`` (ints or tuples of ints), wrapping around."""

    def __init__(self, shift, axis):
        super().__init__()
        shift = tuple(shift) if isinstance(shift, (tuple, list)) else (shift,)
        axis = tuple(axis) if isinstance(axis, (tuple, list)) else (axis,)
        if len(shift) != len(axis):
            raise ValueError(f"For 'Roll', 'shift' and 'axis' must have the same length, but got {shift} and {axis}.")
        self.shift = shift
        self.axis = axis

    def construct(self, input_x):
        x = input_x
        for s, a in zip(self.shift, self.axis):
            a = a % len(x.shape)
            n = x.shape[a]
            s = s % n
            if s:
                lead = (slice(None),) * a
                x = ops.concat((x[lead + (slice(n - s, n),)], x[lead + (slice(0, n - s),)]), a)
        return x


class OneHot(Cell):
    """One-hot of ``indices`` with ``depth`` classes along ``axis``, in ``dtype``."""

    def __init__(self, axis=-1, depth=1, on_value=1.0, off_value=0.0, dtype=mstype.float32):
        super().__init__()
        self.axis = axis
        self.depth = depth
        self.on_value = on_value
        self.off_value = off_value
        self.dtype = dtype

    def construct(self, indices):
        return ops.cast(ops.one_hot(indices, self.depth, 1.0, 0.0, self.axis) * (self.on_value - self.off_value)
                        + self.off_value, self.dtype)


class Norm(Cell):
    """L2 norm ``sqrt(sum(x ** 2))`` over ``axis`` (all dims for ``()``)."""

    def __init__(self, axis=(), keep_dims=False):
        super().__init__()
        if not isinstance(keep_dims, bool):
            raise TypeError(f"For 'Norm', the 'keep_dims' must be a bool, but got {type(keep_dims).__name__}.")
        if isinstance(axis, bool) or not isinstance(axis, (int, tuple, list)):   # MindSpore: its Squeeze's check
            raise TypeError(f"For 'Squeeze', the type of 'axis' should be one of '[list of int, int, tuple of int]', "
                            f"but got {type(axis)}.")
        self.axis = axis
        self.keep_dims = keep_dims

    def extend_repr(self):
        return f"axis={self.axis}, keep_dims={self.keep_dims}"

    def construct(self, x):
        axis = self.axis
        if axis == ():
            axis = tuple(range(len(x.shape)))
        return ops.sqrt(ops.reduce_sum(ops.square(x), axis, keep_dims=self.keep_dims))

