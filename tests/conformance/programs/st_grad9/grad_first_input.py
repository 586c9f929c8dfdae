"""Adapted from tests/st/compiler/mutable/test_grad_mutable.py and test_mutable_in_graph.py: GradOperation() (no
get_all) differentiates the first input only; where that is not a Tensor (a number, a plain tuple, in PyNative an
ms.mutable tuple) MindSpore returns (), in Graph mode a mutable tuple of numbers gets (0.0, 0.0); msgraph took the
first Tensor input's gradient instead."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mutable, nn, ops
from _conf import emit

x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([[0.5, -1.0], [2.0, 1.0]], np.float32))


class B(nn.Cell):
    def construct(self, t, z):
        return t[0] * z + t[1]


class F(nn.Cell):
    def construct(self, a, z):
        return a * z


class A(nn.Cell):
    def construct(self, t):
        return t[0] * t[1]


emit("num_first", ops.GradOperation()(F())(3.0, x))
emit("int_first", ops.GradOperation()(F())(3, x))
emit("tuple_first", ops.GradOperation()(B())((x, x), x))
emit("mut_tuple_first", ops.GradOperation()(B())(mutable((x, x)), x))
emit("mut_num_first", ops.GradOperation()(F())(mutable(3.0), x))
emit("mut_numtuple_first", ops.GradOperation()(B())(mutable((3.0, 1.0)), x))
emit("tensor_first", ops.GradOperation()(F())(x, x * 2))
emit("grad_pos01_mut", ops.grad(B(), grad_position=(0, 1))(mutable((x, x)), x))
emit("get_all_list", ops.GradOperation(get_all=True)(B())(mutable([x, x]), x))
emit("get_all_num_first", ops.GradOperation(get_all=True)(F())(3.0, x))
emit("mut_tuple_only", ops.GradOperation()(A())(mutable((y, y * 2))))
emit("sens_num_first", ops.GradOperation(sens_param=True)(F())(2.0, x, x))
