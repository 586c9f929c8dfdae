"""`bool_tensor - True` / `- False` / `Tensor.sub(True)` (found by the adapt34t variant sweep of st
pynative/test_implicit_conversion / test_bool).  MindSpore 2.10's PyNative computes them with SubExt: their exclusive
or, Bool (as `a - b` of two bool Tensors); msgraph raised Sub's TypeError.  `True - x` and ops.sub stay TypeErrors;
graph code refuses all of them (Sub's TypeError)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error

x = Tensor(np.array([True, False, True, False]))
y = Tensor(np.array([True, True, False, False]))


class Sub(nn.Cell):
    def __init__(self, which):
        super().__init__()
        self.which = which

    def construct(self, a, b):
        if self.which == "xT":
            return a - True
        if self.which == "xF":
            return a - False
        if self.which == "Tx":
            return True - a
        if self.which == "xy":
            return a - b
        if self.which == "msub":
            return a.sub(True)
        if self.which == "msub_t":
            return a.sub(b)
        if self.which == "ops":
            return ops.sub(a, True)
        return a - 1


for w in ("xT", "xF", "Tx", "xy", "msub", "ops"):
    emit_error(w, lambda w=w: Sub(w)(x, y))
emit("done", 1)
