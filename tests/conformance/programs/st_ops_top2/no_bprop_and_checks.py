"""Gradients MindSpore 2.10 does not define (st test_ops_gcd: ops.gcd / lcm / bitwise shifts under ms.grad are a
RuntimeError "Illegal primitive ... bprop not defined"), and repeat_elements' rank limit (st
test_func_repeat_elements: rank > 7 is a ValueError)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit, emit_error

x1 = Tensor(np.array([7, 8, 9]), ms.int32)
x2 = Tensor(np.array([14, 6, 12]), ms.int32)
emit("gcd", ops.gcd(x1, x2))
emit("lcm", ops.lcm(x1, x2))
emit_error("gcd_grad", ms.grad(ops.gcd, (0, 1)), x1, x2)
emit_error("lcm_grad", ms.grad(ops.lcm, (0, 1)), x1, x2)
emit_error("left_shift_grad", ms.grad(ops.bitwise_left_shift, (0, 1)), x1, x2)
x = Tensor(np.array([[0, 1, 2], [3, 4, 5]]), ms.int32)
emit("repeat_elements_neg_axis", ops.repeat_elements(x, 2, -1))
emit("repeat_elements_axis_m2", ops.repeat_elements(x, 2, -2))
emit_error("repeat_elements_rank8", ops.repeat_elements, Tensor(np.ones((1, 2, 1, 2, 1, 2, 1, 2), np.float32)), 1, 0)
