"""Arithmetic of bool Tensors through the function and method forms (session 32, fix32b; adapt32 had found them).
MindSpore 2.10 (CPU): ``ops.add`` of two bool operands (Tensors, or a bool Tensor and a Python bool) is its Add
primitive's TypeError in both modes, while PyNative's ``+`` / ``Tensor.add`` / ``ops.addn`` compute (logical or);
in graph code ``Tensor.add`` and ``ops.addn`` refuse too (TypeError), ``ops.addn`` of mixed dtypes is a TypeError in
both modes; ``ops.assign_add`` on a bool Parameter is a TypeError (no Bool AssignAdd kernel); ``%`` / ``ops.floor_mod``
of bools is a TypeError in PyNative, and in graph code ``%`` a RuntimeError, ``ops.floor_mod`` a TypeError; ``a // b`` of bools is ``a`` (True // False is
True); the gradient of ``x * y + x`` at bool inputs is the TypeError of the Add that sums x's two gradients.
msgraph had computed all of them (True // False was False, bool % bool Int8 zeros)."""
import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops
from _conf import emit_error


class OpsAdd(nn.Cell):
    def construct(self, a, b):
        return ops.add(a, b)


class OpsAddTrue(nn.Cell):
    def construct(self, a):
        return ops.add(a, True)


class TrueOpsAdd(nn.Cell):
    def construct(self, a):
        return ops.add(True, a)


class AddN(nn.Cell):
    def construct(self, a, b):
        return ops.addn([a, b])


class TensorAdd(nn.Cell):
    def construct(self, a, b):
        return a.add(b)


class Mod(nn.Cell):
    def construct(self, a, b):
        return a % b


class FloorMod(nn.Cell):
    def construct(self, a, b):
        return ops.floor_mod(a, b)


class FloorDiv(nn.Cell):
    def construct(self, a, b):
        return a // b


class OpsFloorDiv(nn.Cell):
    def construct(self, a, b):
        return ops.floor_div(a, b)


class AssignAdd(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([True, False, True, True])), name="p")

    def construct(self, b):
        ops.assign_add(self.p, b)
        return self.p


class AssignAddInt(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([1, 2, 3, 4], np.int32)), name="q")

    def construct(self, b):
        ops.assign_add(self.p, b)
        return self.p


def mul_add(x, y):
    return x * y + x


a = Tensor(np.array([True, False, True, False]))
b = Tensor(np.array([True, False, False, True]))
i32 = Tensor(np.array([1, 2, 3, 4]), ms.int32)
f32 = Tensor(np.array([0.5, 1.5, 2.5, 3.5]), ms.float32)
emit_error("ops_add", OpsAdd(), a, b)
emit_error("ops_add_true", OpsAddTrue(), a)
emit_error("true_ops_add", TrueOpsAdd(), b)
emit_error("ops_add_0d", OpsAdd(), Tensor(True), Tensor(False))
emit_error("ops_add_int", OpsAdd(), a, i32)
emit_error("ops_add_float", OpsAdd(), f32, b)
emit_error("ops_add_one", OpsAdd(), a, 1)
emit_error("ops_add_ints", OpsAdd(), i32, i32)
emit_error("addn", AddN(), a, b)
emit_error("addn_mixed", AddN(), a, i32)
emit_error("addn_ints", AddN(), i32, i32)
emit_error("tensor_add", TensorAdd(), a, b)
emit_error("tensor_add_int", TensorAdd(), a, i32)
emit_error("mod", Mod(), a, b)
emit_error("floor_mod", FloorMod(), a, b)
emit_error("mod_int", Mod(), i32, Tensor(np.array([2, 3, 2, 3]), ms.int32))
emit_error("floordiv", FloorDiv(), a, b)
emit_error("ops_floor_div", OpsFloorDiv(), a, b)
emit_error("floordiv_0d", FloorDiv(), Tensor(True), Tensor(False))
emit_error("assign_add", AssignAdd(), b)
emit_error("assign_add_int", AssignAddInt(), i32)
emit_error("grad_bool", ms.grad(mul_add, grad_position=(0, 1)), a, b)
emit_error("grad_float", ms.grad(mul_add, grad_position=(0, 1)), f32, f32)
