import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


class Checked(nn.Cell):
    """The code after the check only lowers when the check passed (self.table[self.mode])."""

    def __init__(self, mode):
        super().__init__()
        self.mode = mode
        self.table = {"a": 2.0, "b": 3.0}

    def construct(self, x):
        if self.mode not in ("a", "b"):
            raise ValueError(f"mode must be 'a' or 'b', got {self.mode}")
        return x * self.table[self.mode]


x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
emit("valid_mode", Checked("b")(x))
emit_error("invalid_mode_raises_users_class", Checked("c"), x)


def check(n):
    if n > 2:
        raise TypeError("n too big", n)
    return n


@ms.jit
def f(x, n):
    m = check(n)
    assert m != 1, "m must not be 1"
    return x + m


emit("function_check_passes", f(x, 2))
emit_error("function_check_raises", f, x, 3)
emit_error("constant_assert_fails", f, x, 1)
