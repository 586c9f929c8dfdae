"""Basic layers: Dense, Flatten, Dropout."""
from __future__ import annotations

import math

from ... import ops
from ..._checkparam import check_bool
from ...common import dtype as mstype
from ...common.initializer import HeUniform, Uniform, initializer
from ...common.seed import _get_graph_seed
from ...common.tensor import Parameter
from ...ops.primitive import constexpr
from ..cell import Cell
from .activation import get_activation
from .conv import check_channels

__all__ = ["Dense", "Flatten", "Dropout"]


@constexpr
def _is_equal_one(x):
    """MindSpore's compile-time check that ``x`` averages to one: a Tensor known only when the graph runs
    is not (False); a constant one is compared (a bool Tensor)."""
    if x is None:
        return False
    if getattr(x, "created_empty_tensor", False):
        return False
    return ops.equal(ops.reduce_mean(x), 1.0)


class Dense(Cell):
    """Fully connected layer: ``activation(x @ weight.T + bias)``; weight is ``(out, in)``.

    Defaults match MindSpore 2.x: weight ``HeUniform(sqrt(5))``, bias ``U(-1/sqrt(in), 1/sqrt(in))``.
    Inputs with more than two dims are flattened to 2-D around the matmul and reshaped back.
    """

    def __init__(self, in_channels, out_channels, weight_init=None, bias_init=None, has_bias=True,
                 activation=None, dtype=mstype.float32):
        super().__init__()
        check_channels("Dense", in_channels=in_channels, out_channels=out_channels)
        self.in_channels = int(in_channels)
        self.out_channels = int(out_channels)
        self.has_bias = check_bool(has_bias, "has_bias", "Dense")
        if weight_init is None:
            weight_init = HeUniform(math.sqrt(5))
        self.weight = Parameter(initializer(weight_init, (self.out_channels, self.in_channels), dtype),
                                name="weight")
        self.bias = None
        if self.has_bias:
            if bias_init is None:
                bias_init = Uniform(1.0 / math.sqrt(self.in_channels))
            self.bias = Parameter(initializer(bias_init, (self.out_channels,), dtype), name="bias")
        self.matmul = ops.MatMul(False, True)
        self.bias_add = ops.BiasAdd()   # MindSpore's attribute (scripts set placement hints on it)
        self.activation = get_activation(activation) if isinstance(activation, str) else activation
        if activation is not None and not isinstance(self.activation, (Cell, ops.Primitive)):
            raise TypeError(f"For '{type(self).__name__}', the 'activation' must be str or Cell or Primitive, but got "
                            f"{type(activation).__name__}.")
        self.activation_flag = self.activation is not None

    def extra_repr(self) -> str:
        s = f"input_channels={self.in_channels}, output_channels={self.out_channels}"
        if self.has_bias:  # MindSpore names has_bias only when it is True
            s += f", has_bias={self.has_bias}"
        if self.activation_flag:
            s += f", activation={self.activation!r}"
        return s

    def construct(self, x):
        x_shape = ops.shape(x)  # MindSpore: a TypeError when x is not a Tensor
        if len(x_shape) != 2:
            x = ops.reshape(x, (-1, x_shape[-1]))
        x = self.matmul(x, self.weight)
        if self.has_bias:
            x = self.bias_add(x, self.bias)   # as MindSpore (Graph mode: its float16 MatMul + BiasAdd fusion)
        if self.activation_flag:
            x = self.activation(x)
        if len(x_shape) != 2:
            x = ops.reshape(x, x_shape[:-1] + (self.out_channels,))
        return x


class Flatten(Cell):
    """Flatten dims ``start_dim..end_dim`` (default: all but the batch dim)."""

    def __init__(self, start_dim=1, end_dim=-1):
        super().__init__()
        self.start_dim = start_dim
        self.end_dim = end_dim

    def check_axis_valid(self, axis, ndim):
        """MindSpore 2.10's nn.Flatten range check (ops.flatten itself takes a 0-D or 1-D input)."""
        if axis < -ndim or axis >= ndim:
            raise ValueError("'start_dim' or 'end_dim' out of range.")

    def construct(self, x):
        ndim = max(len(x.shape), 1)
        self.check_axis_valid(self.start_dim, ndim)
        self.check_axis_valid(self.end_dim, ndim)
        return ops.flatten(x, start_dim=self.start_dim, end_dim=self.end_dim)


class Dropout(Cell):
    """Zero elements with probability ``p`` (= ``1 - keep_prob``) while training; identity otherwise."""

    def __init__(self, keep_prob=0.5, p=None, dtype=mstype.float32):
        super().__init__()
        # MindSpore 2.10: ``p`` wins when given (``keep_prob`` is then unchecked); both are kept as given
        # (``Dropout(p=0.2).keep_prob`` is 0.5, ``Dropout(keep_prob=0.7).p`` is None)
        if p is None:
            if not isinstance(keep_prob, float):
                raise TypeError(f"For 'Dropout', the type of 'keep_prob' should be 'float', but got type "
                                f"'{type(keep_prob).__name__}'.")
            if keep_prob <= 0 or keep_prob > 1:
                raise ValueError(f"For 'Dropout', the 'keep_prob' must be a number in range (0, 1], but got "
                                 f"{keep_prob}.")
            drop = 1.0 - keep_prob
        else:
            if isinstance(p, bool) or not isinstance(p, (int, float)):  # MindSpore 2.10: a TypeError
                raise TypeError(f"For 'Dropout', the type of 'p' should be one of '['float', 'int']', but got type "
                                f"'{type(p).__name__}'.")
            if not 0 <= p < 1:
                raise ValueError(f"For 'Dropout', the 'p' must be a number in range [0, 1), but got {p}.")
            drop = float(p)
        self.p = p
        self.keep_prob = keep_prob
        seed0, seed1 = _get_graph_seed(0, "dropout")   # MindSpore's: one Dropout primitive, seeded here
        self.dropout = ops.Dropout(1.0 - drop, seed0, seed1)

    def extra_repr(self) -> str:
        return f"keep_prob={self.keep_prob}" if self.p is None else f"p={self.p}"

    def construct(self, x):
        if not self.training:
            return x
        if self.keep_prob == 1 or self.p == 0:   # MindSpore's tests, in its order
            return x
        out, _ = self.dropout(x)
        return out
