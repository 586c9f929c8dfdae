"""tests/ut/python/nn/gradient/test_jvp_graph.py / test_jvp_pynative.py (test_jvp_wrong_input*) adapted: the
deprecated ``nn.grad.Jvp`` runs ``fn`` on the inputs first, so more inputs than ``fn`` takes is fn's TypeError,
and several inputs with one Tensor tangent is MindSpore's TypeError "Type Join Failed"; msgraph checked the
tangents first (a ValueError "v has invalid length"). ``ops.jvp`` (and Jvp) given one Tensor for two inputs
differentiates them as two inputs (msgraph's PyNative tape merged them: twice the tangent)."""
import numpy as np
import mindspore.nn as nn
from mindspore import Tensor, ops
from mindspore.nn.grad import Jvp
from _conf import emit_error


class Single(nn.Cell):
    def construct(self, x):
        return x ** 3


class Multiple(nn.Cell):
    def construct(self, x, y):
        return 2 * x + 3 * y


x = Tensor(np.arange(4, dtype=np.float32).reshape(2, 2))
v = Tensor(np.ones((2, 2), np.float32))
emit_error("too_many_inputs", Jvp(Single()), x, x, v)
emit_error("tensor_tangent_for_two_inputs", Jvp(Multiple()), x, x, v)
emit_error("tuple_inputs_single", Jvp(Multiple()), (x, x), (v, v))
emit_error("right_inputs", Jvp(Multiple()), x, x, (v, v))
w = Tensor(np.full((2, 2), 10, np.float32))
# one Tensor given for both inputs is two inputs (msgraph's PyNative tape merged them: 2*v + 3*w counted twice)
emit_error("ops_jvp_same_tensor_twice", ops.jvp, Multiple(), (x, x), (v, w))
