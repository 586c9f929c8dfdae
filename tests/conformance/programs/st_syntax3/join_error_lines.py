"""A join error names the statements that gave the two values (MindSpore prints their lines)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit, emit_error

MODES = ("graph",)


def message(fn, *args):
    try:
        fn(*args)
    except Exception as e:  # noqa: BLE001
        return str(e)
    return "no error"


@jit
def if_assign(x, y):
    if x < y:
        a = Tensor([1, 2, 3])
    else:
        a = 0
    return a


@jit
def while_return(x):
    while x < 10:
        return Tensor([1, 2, 3])
    return 0


x = Tensor(2, ms.float32)
y = Tensor(6, ms.float32)
emit_error("if_assign", if_assign, x, y)
m = message(if_assign, x, y)
emit("if_assign_true_line", "a = Tensor([1, 2, 3])" in m)
emit("if_assign_false_line", "a = 0" in m)
emit_error("while_return", while_return, Tensor([1], ms.float32))
m = message(while_return, Tensor([1], ms.float32))
emit("while_return_body_line", "return Tensor([1, 2, 3])" in m)
emit("while_return_after_line", "return 0" in m)
