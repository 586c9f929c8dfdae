"""Activation Cells: ReLU, Sigmoid, Tanh, GELU, Softmax, LogSoftmax."""
from __future__ import annotations

from ... import ops
from ..cell import Cell

__all__ = ["ReLU", "Sigmoid", "Tanh", "GELU", "Softmax", "LogSoftmax", "get_activation"]


class ReLU(Cell):
    """max(x, 0)."""

    def __init__(self):
        super().__init__()
        self.relu = ops.ReLU()      # MindSpore's attribute (scripts set placement hints on it)

    def construct(self, input):  # noqa: A002  (MindSpore's parameter name: ``relu(input=x)``)
        return self.relu(input)


class Sigmoid(Cell):
    """1 / (1 + exp(-x))."""

    def __init__(self):
        super().__init__()
        self.sigmoid = ops.Sigmoid()   # MindSpore's attribute (scripts call sigmoid.shard(...))

    def construct(self, x):
        return ops.sigmoid(x)


class Tanh(Cell):
    """tanh(x)."""

    def __init__(self):
        super().__init__()
        self.tanh = ops.Tanh()   # MindSpore's attribute (scripts call tanh.shard(...))

    def construct(self, x):
        return ops.tanh(x)


class GELU(Cell):
    """GELU; ``approximate=True`` (MindSpore's default) uses the tanh form, False the erf form."""

    def __init__(self, approximate: bool = True):
        super().__init__()
        if not isinstance(approximate, bool):   # MindSpore 2.10's check
            raise TypeError(f"For 'GELU', the 'approximate' must be a bool, but got {type(approximate).__name__}.")
        self.approximate = "tanh" if approximate else "none"

    def extra_repr(self) -> str:
        return f"approximate={self.approximate != 'none'}"

    def construct(self, x):
        return ops.gelu(x, approximate=self.approximate)


class Softmax(Cell):
    """exp(x) / sum(exp(x)) along ``axis``."""

    def __init__(self, axis: int = -1):
        super().__init__()
        if isinstance(axis, bool) or not (isinstance(axis, int) or (isinstance(axis, tuple) and all(
                isinstance(a, int) and not isinstance(a, bool) for a in axis))):   # MindSpore 2.10's check
            raise TypeError(f"For 'Softmax', the type of 'axis' should be one of '[int, tuple of int]', but got "
                            f"{type(axis)}.")
        self.axis = axis
        self.softmax = ops.Softmax(axis)   # MindSpore's attribute (``layer.softmax.axis == (axis,)``)

    def extra_repr(self) -> str:
        return f"axis={self.axis}"

    def construct(self, input):  # noqa: A002  (MindSpore's parameter name: ``softmax(input=x)``)
        return self.softmax(input)


class LogSoftmax(Cell):
    """log(softmax(x)) along ``axis``, computed stably."""

    def __init__(self, axis: int = -1):
        super().__init__()
        self.axis = axis
        self.log_softmax = ops.LogSoftmax(axis)   # MindSpore's attribute (scripts call log_softmax.shard(...))

    def extra_repr(self) -> str:
        return f"axis={self.axis}"

    def construct(self, x):
        return ops.log_softmax(x, self.axis)


_ACTIVATIONS = {
    "relu": ReLU, "sigmoid": Sigmoid, "tanh": Tanh, "gelu": GELU, "softmax": Softmax, "logsoftmax": LogSoftmax,
}


def get_activation(name, prim_name=None):
    """An activation Cell from its name (``'relu'``...), a Cell, or None."""
    if name is None or isinstance(name, Cell):
        return name
    if not isinstance(name, str):
        raise TypeError(f"The activation must be a str, a Cell or None, but got {type(name).__name__}.")
    cls = _ACTIVATIONS.get(name)   # MindSpore 2.10: case-sensitive names
    if cls is None:
        prefix = f"For '{prim_name}', the" if prim_name else "The"
        raise KeyError(f"{prefix} 'name' must be in {_MS_NAMES}, but got {name}.")
    return cls()


# MindSpore 2.10's names, in its order (its KeyError lists them)
_MS_NAMES = ['softmin', 'softmax', 'softmax2d', 'logsoftmax', 'logsoftmaxExt', 'relu', 'relu6', 'rrelu', 'silu', 'tanh',
             'tanhshrink', 'hardtanh', 'gelu', 'fast_gelu', 'elu', 'sigmoid', 'softsign', 'prelu', 'preluExt',
             'leakyrelu', 'hswish', 'hsigmoid', 'logsigmoid', 'softshrink', 'hshrink', 'threshold', 'mish']
