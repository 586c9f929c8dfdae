"""Which forms of addition refuse bool operands in MindSpore 2.10 (session 33, debt33): its Add primitive
(``ops.add``, ``P.Add()``, ``F.tensor_add``, ``mint.add``) refuses two bool operands (a bool Tensor and a bool Tensor
or Python bool) with a TypeError in both modes; the ``+`` operator, ``Tensor.add`` and ``ops.addn`` in PyNative
compute them (AddExt: logical or).  msgraph had computed ``P.Add()(a, b)`` and ``mint.add(a, b)`` (only the function
form ``ops.add`` refused, by walking the caller's frames), and refused ``mint.add(a, True)`` in PyNative."""
import numpy as np

import mindspore as ms
from mindspore import mint, nn, ops
from _conf import emit_error

a = ms.Tensor(np.array([True, False, True, False]))
b = ms.Tensor(np.array([True, True, False, False]))


class Form(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.k = k
        self.add = ops.Add()

    def construct(self, x, y):
        k = self.k
        if k == 0:
            return self.add(x, y)
        if k == 1:
            return self.add(x, True)
        if k == 2:
            return ops.functional.tensor_add(x, y)
        if k == 3:
            return mint.add(x, y)
        if k == 4:
            return mint.add(x, True)
        if k == 5:
            return ops.add(x, y)
        if k == 6:
            return ops.add(x, False)
        return ops.addn([x, y])


CASES = ["P.Add()(x, y)", "P.Add()(x, True)", "F.tensor_add(x, y)", "mint.add(x, y)", "mint.add(x, True)",
         "ops.add(x, y)", "ops.add(x, False)", "ops.addn([x, y])"]

for k, text in enumerate(CASES):
    emit_error(f"bool {text}", Form(k), a, b)   # (int32 + bool: MindSpore 2.10's PyNative result depends on the
    # Cells run before it, not recorded here)
    # (an int32 Tensor plus a bool one: MindSpore 2.10's PyNative result depends on what ran before; not here)


def plus(x, y):
    return x + y


def method(x, y):
    return x.add(y)


if ms.get_context("mode") == ms.PYNATIVE_MODE:
    emit_error("plus", plus, a, b)
    emit_error("plus_true", plus, a, True)
    emit_error("method", method, a, b)
    emit_error("method_true", method, a, True)
    emit_error("grad_bool_sum", ms.grad(lambda x, y: x * y + x, grad_position=(0, 1)), a, b)
