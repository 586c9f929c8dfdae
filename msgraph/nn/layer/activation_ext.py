"""More activation Cells: LeakyReLU, ReLU6, HSwish, HSigmoid, ELU, SiLU, Mish, PReLU, Softsign,
Hardtanh, LogSigmoid, Identity.

Each is written with registry ops only (``select``/``maximum``/``clip_by_value``/``exp``...), so
PyNative and Graph mode share the math and the gradients come from those ops' bprops.  At the
kinks (x == 0, x == +-3) the subgradient is that of the composing op, which may differ from
MindSpore's fused kernels; away from them values and gradients are MindSpore's.
"""
from __future__ import annotations

import numpy as np

from ... import ops
from ...common import dtype as mstype
from ...common.initializer import initializer
from ...common.tensor import Parameter, Tensor
from ..cell import Cell
from .activation import _ACTIVATIONS

__all__ = ["PReLUExt", "LeakyReLU", "ReLU6", "HSwish", "HSigmoid", "ELU", "SiLU", "Mish", "PReLU", "Softsign", "Hardtanh",
           "LogSigmoid", "Identity", "Softmin", "Tanhshrink"]


class LeakyReLU(Cell):
    """``x`` where ``x > 0``, else ``alpha * x`` (MindSpore: ``maximum(alpha * x, x)``, for alpha <= 1)."""

    def __init__(self, alpha=0.2):
        super().__init__()
        if isinstance(alpha, bool) or not isinstance(alpha, (int, float)):
            raise TypeError(f"For 'LeakyReLU', the 'alpha' must be a number, but got {type(alpha).__name__}.")
        self.alpha = float(alpha)
        self.greater_equal = self.alpha <= 1.0

    def extra_repr(self) -> str:
        return f"alpha={self.alpha}"

    def construct(self, x):
        return ops.leaky_relu(x, self.alpha)   # (MindSpore 2.10's LeakyReLU: one definition of the math)


# The activation Cells call the ops' function forms: one definition of each activation's math (and
# of its gradient at the kinks, matched to MindSpore's kernels there), shared with ``ops.relu6``...
class ReLU6(Cell):
    """``min(max(x, 0), 6)``."""

    def construct(self, x):
        return ops.relu6(x)


class HSigmoid(Cell):
    """Hard sigmoid: ``relu6(x + 3) / 6``."""

    def construct(self, input):  # noqa: A002 - MindSpore's name
        return ops.hardsigmoid(input)


class HSwish(Cell):
    """Hard swish: ``x * relu6(x + 3) / 6``."""

    def construct(self, input):  # noqa: A002
        return ops.hardswish(input)


class ELU(Cell):
    """``x`` where ``x > 0``, else ``alpha * (exp(x) - 1)``; like MindSpore, calling it with ``alpha != 1.0`` raises."""

    def __init__(self, alpha=1.0):
        super().__init__()
        if isinstance(alpha, bool) or not isinstance(alpha, (int, float)):
            raise TypeError(f"For 'ELU', the 'alpha' must be a float, but got {type(alpha).__name__}.")
        self.alpha = float(alpha)

    def extra_repr(self) -> str:
        return f"alpha={self.alpha}"

    def construct(self, x):
        if self.alpha != 1.0:
            raise ValueError("For 'Elu', 'alpha' must be 1.0 (MindSpore's Elu kernel supports no other value).")
        return ops.elu(x, self.alpha)


class SiLU(Cell):
    """``x * sigmoid(x)``."""

    def construct(self, x):
        return ops.silu(x)


class Mish(Cell):
    """``x * tanh(softplus(x))``."""

    def construct(self, input_x):
        return ops.mish(input_x)


class Softsign(Cell):
    """``x / (1 + |x|)``."""

    def construct(self, x):
        return ops.softsign(x)   # MindSpore: the Softsign primitive (float inputs only)


class Hardtanh(Cell):
    """``clip(x, min_val, max_val)``."""

    def __init__(self, min_val=-1.0, max_val=1.0):
        super().__init__()
        if min_val >= max_val:
            raise ValueError(f"For 'Hardtanh', 'min_val' must be less than 'max_val', but got {min_val} and {max_val}.")
        self.min_val = float(min_val)
        self.max_val = float(max_val)

    def construct(self, x):
        return ops.hardtanh(x, self.min_val, self.max_val)


class LogSigmoid(Cell):
    """``log(1 / (exp(-x) + 1))`` composed of MindSpore 2.10's own primitives (Mul, Exp, Add, Reciprocal, Log), not
    stably: ``x <= -89`` in float32 (-12 in float16) is -inf, its gradient nan, as MindSpore's Cell."""

    def construct(self, input_x):
        return ops.log(ops.reciprocal(ops.add(ops.exp(ops.mul(input_x, -1)), 1)))


class Tanhshrink(Cell):
    """``x - tanh(x)``."""

    def construct(self, x):
        return ops.tanhshrink(x)


class Softmin(Cell):
    """``softmax(-x)`` along ``axis``."""

    def __init__(self, axis=-1):
        super().__init__()
        self.axis = axis

    def construct(self, x):
        return ops.softmax(ops.neg(x), self.axis)


class PReLU(Cell):
    """``x`` where ``x > 0``, else ``w * x``; ``w`` has ``channel`` entries (one per channel, axis 1).

    The Parameter is the attribute ``w``, named ``a`` (MindSpore's names).
    """

    def __init__(self, channel=1, w=0.25):
        super().__init__()
        if isinstance(channel, bool) or not isinstance(channel, int) or channel < 1:
            raise ValueError(f"For 'PReLU', 'channel' must be a positive int, but got {channel!r}.")
        if isinstance(w, (float, np.floating)):
            w = initializer(float(w), (channel,), mstype.float32)
        elif isinstance(w, list):
            if len(w) != channel:
                raise ValueError(f"For 'PReLU', the length of 'w' must be equal to the 'channel' when the 'w' is a "
                                 f"list, but got the length of 'w': {len(w)}, the 'channel': {channel}.")
            w = Tensor(w, dtype=mstype.float32)
        elif isinstance(w, Tensor):
            if len(w.shape) != 1 or w.shape[0] != channel:
                raise ValueError(f"For 'PReLU', the dimension of 'w' must be 1, and the elements number should be "
                                 f"equal to the 'channel' when the 'w' is a tensor, but got 'w' shape {w.shape}, "
                                 f"the 'channel' {channel}.")
        else:
            raise TypeError(f"For 'PReLU', the 'w' only supported float, list and tensor, but got {type(w).__name__}.")
        self.channel = channel
        self.w = Parameter(w, name="a")
        self._prelu = ops.PReLU()

    def construct(self, x):
        # MindSpore: the PReLU primitive (float16/float32 only; a 0-d x keeps its shape) on the weight cast to
        # the input's dtype
        return self._prelu(x, ops.cast(self.w, x.dtype))


class Identity(Cell):
    """Returns its input unchanged (accepts and ignores any constructor arguments)."""

    def __init__(self, *args, **kwargs):
        super().__init__()

    def construct(self, input):  # noqa: A002
        return input


# ``get_activation('leakyrelu')``, ``Dense(..., activation='hswish')``: MindSpore's names.
from .misc import HShrink, SoftShrink, Softmax2d, Threshold  # noqa: E402
from .st_cpu_b import RReLU  # noqa: E402
from .st_extra import FastGelu  # noqa: E402

_ACTIVATIONS.update({
    "leakyrelu": LeakyReLU, "relu6": ReLU6, "hswish": HSwish, "hsigmoid": HSigmoid, "elu": ELU, "silu": SiLU,
    "mish": Mish, "prelu": PReLU, "softsign": Softsign, "hardtanh": Hardtanh, "logsigmoid": LogSigmoid,
    "tanhshrink": Tanhshrink, "softmin": Softmin, "softmax2d": Softmax2d, "rrelu": RReLU, "fast_gelu": FastGelu,
    "softshrink": SoftShrink, "hshrink": HShrink, "threshold": Threshold,
})


class PReLUExt(Cell):
    """nn.PReLUExt(num_parameters=1, init=0.25, dtype=None) (also mint.nn.PReLU): ``ops.prelu(x, weight)`` with a
    Parameter ``weight`` of shape (num_parameters,) filled by ``init`` (float32 unless ``dtype``)."""

    def __init__(self, num_parameters=1, init=0.25, dtype=None):
        super().__init__()
        self.num_parameters = num_parameters
        self.weight = Parameter(initializer(init, [num_parameters], mstype.float32 if dtype is None else dtype),
                                name="weight")

    def construct(self, input):  # noqa: A002
        return ops.prelu(input, self.weight)
