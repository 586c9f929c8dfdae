"""adapt43gs: ``enum.IntEnum`` / ``IntFlag`` members (module globals, Cell attributes) in graph code (MindSpore 2.10
CPU; adapted from st graph_syntax's python_builtin / global-constant tests with the constant an IntEnum member).

MindSpore's parser takes an IntEnum member as its Int: ``x * Mode.B`` multiplies by 4, ``return Mode.A`` returns
the int 3, ``isinstance(Mode.A, Mode)`` is False, ``Mode.A.name`` an AttributeError; a plain Enum member stays
itself.  msgraph's code generator wrote the member's repr into the generated code (SyntaxError "invalid syntax"
for ``x * Mode.B``), and a member returned or tested kept its class (silent)."""
import enum

import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error


class Mode(enum.IntEnum):
    A = 3
    B = 4


class Perm(enum.IntFlag):
    R = 1
    W = 2


class Color(enum.Enum):
    RED = 1


X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


@ms.jit
def scale(x):
    return x * Mode.B


@ms.jit
def flags(x):
    return x + (Perm.R | Perm.W)


@ms.jit
def returned(x):
    return Mode.A, (Mode.A, Mode.B), Mode.A + 1


@ms.jit
def instance_checks(x):
    return isinstance(Mode.A, Mode), isinstance(Mode.A, int)


@ms.jit
def name_attr(x):
    return Mode.A.name


@ms.jit
def reshape_by_member(x):
    return x.reshape(Mode.A, 1).shape


@ms.jit
def plain_enum(x):
    return Color.RED.value, Color.RED.name


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.m = Mode.B

    def construct(self, x):
        return x * self.m, self.m


emit("scale", scale(X))
emit("flags", flags(X))
emit("returned", returned(X))
emit("instance_checks", instance_checks(X))
emit_error("name_attr", name_attr, X)
emit("reshape_by_member", reshape_by_member(X))
emit("plain_enum", plain_enum(X))
emit("cell_attr", Net()(X))
