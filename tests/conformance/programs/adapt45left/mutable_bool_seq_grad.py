"""GradOperation(get_all=True) with an ``ms.mutable`` tuple / list of bools among the inputs (session 44's adapt44w2d
Left, adapt45left): in Graph mode a dynamic-length one (``mutable((True, False), True)``) is MindSpore 2.10's
TypeError (msgraph returned False gradients) and a fixed-length one gets int zeros, ``(0, 0)`` (msgraph:
``(False, False)``); PyNative skips both, as any non-Tensor input.  Not differentiated, either one
passes (GradOperation() of the first input, ms.grad at position 0)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error

x = Tensor(np.ones((2,), np.float32))


class S(nn.Cell):
    def construct(self, s, t):
        return t * 2


class S2(nn.Cell):
    def construct(self, t, s):
        return t * 2


emit_error("forward_dynamic", lambda: S()(ms.mutable((True, False), True), x))
emit_error("get_all_dynamic_tuple", lambda: ops.GradOperation(get_all=True)(S())(ms.mutable((True, False), True), x))
emit_error("get_all_dynamic_list", lambda: ops.GradOperation(get_all=True)(S())(ms.mutable([True], True), x))
emit_error("get_all_fixed_tuple", lambda: ops.GradOperation(get_all=True)(S())(ms.mutable((True, False)), x))
emit_error("get_all_dynamic_ints", lambda: ops.GradOperation(get_all=True)(S())(ms.mutable((1, 0), True), x))
emit_error("first_input_only", lambda: ops.GradOperation()(S2())(x, ms.mutable((True, False), True)))
emit_error("msgrad_position_0", lambda: ms.grad(S2(), grad_position=0)(x, ms.mutable((True, False), True)))
