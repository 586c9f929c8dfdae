import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, jit
from _conf import emit, emit_error


class ReadName(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0], np.float32)), name="w")

    def construct(self, x):
        return x, self.w.name


class ReadRequiresGrad(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0], np.float32)), name="w", requires_grad=False)

    def construct(self, x):
        if self.w.requires_grad:
            return x + self.w
        return x


class SetName(nn.Cell):
    def __init__(self):
        super().__init__()
        self.x = Parameter(Tensor(np.array([1, 2, 3])), name="x")

    def construct(self):
        self.x.name = "x2"
        return self.x


class MissingAttr(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0], np.float32)), name="w")

    def construct(self, x):
        return x + self.w.abcd


@jit
def getattr_missing(x):
    f = getattr(x, "abs2")
    return f()


x = Tensor(np.array([1.0], np.float32))
MODES = ("graph",)
emit_error("read_name", lambda: ReadName()(x))
emit_error("read_requires_grad", lambda: ReadRequiresGrad()(x))
emit_error("set_name", lambda: SetName()())
emit_error("missing_attr", lambda: MissingAttr()(x))
emit_error("getattr_list_missing", lambda: getattr_missing([1, 2, 3]))
emit_error("getattr_dict_missing", lambda: getattr_missing({"a": 1}))
