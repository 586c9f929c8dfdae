"""``Cell.bprop_debug`` (st pynative/hook test_pynative_hook's custom-bprop tests, adapted): MindSpore 2.10's
property, False by default, a TypeError for a value that is no bool; msgraph had no such property (reading it was
an AttributeError, ``= 1`` was kept silently).  In PyNative a custom bprop runs with the flag on as off (MulAdd's
gradients); MindSpore's CPU Graph mode with the flag on is its RuntimeError "The pointer[graph] is null" (not
recorded)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class MulAdd(nn.Cell):
    def construct(self, x, y):
        return 2 * x * x + y * y

    def bprop(self, x, y, out, dout):
        return dout * x, 2 * dout * y


def set_to(value):
    c = MulAdd()
    c.bprop_debug = value
    return c.bprop_debug


emit("default", MulAdd().bprop_debug)
emit("set_true", set_to(True))
emit("set_false", set_to(False))
emit_error("set_int", lambda: set_to(1))
emit_error("set_none", lambda: set_to(None))
emit_error("set_str", lambda: set_to("True"))
if ms.get_context("mode") == ms.PYNATIVE_MODE:
    c = MulAdd()
    c.bprop_debug = True
    a, b = Tensor(np.array([1.0, 3.0]), ms.float32), Tensor(np.array([2.0, 5.0]), ms.float32)
    emit("pynative_grad_debug_on", ops.GradOperation(get_all=True)(c)(a, b))
    c.bprop_debug = False
    emit("pynative_grad_debug_off", ops.GradOperation(get_all=True)(c)(a, b))
