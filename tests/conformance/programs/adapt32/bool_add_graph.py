"""``a + b`` and ``a - b`` of bool Tensors (or a bool Tensor and a Python bool) in graph code: MindSpore 2.10's Add /
Sub primitives refuse bool (TypeError "For primitive[Add], the input argument[x] must be a type of {...}, but got
Tensor[Bool]."), in a Graph-mode Cell and in ``@ms.jit``; PyNative's Tensor operators compute them (``+`` is
logical or, ``-`` xor).  msgraph had computed them in graph code.  Other dtypes beside a bool Tensor, ``*``, and
mint.add compute in both modes.  Found by adapting st pynative test_implicit_conversion (bool Tensor and number
additions) to graph code (session 32)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, mint, nn
from _conf import emit_error


class Add(nn.Cell):
    def construct(self, a, b):
        return a + b


class Sub(nn.Cell):
    def construct(self, a, b):
        return a - b


class AddTrue(nn.Cell):
    def construct(self, a):
        return a + True


class TrueAdd(nn.Cell):
    def construct(self, a):
        return True + a


class Mul(nn.Cell):
    def construct(self, a, b):
        return a * b


class MintAdd(nn.Cell):
    def construct(self, a, b):
        return mint.add(a, b)


class AddCast(nn.Cell):
    def construct(self, a, b):
        return a.astype(ms.int32) + b


@ms.jit
def jit_add(a, b):
    return a + b


a = Tensor(np.array([True, False, True]))
b = Tensor(np.array([True, True, False]))
emit_error("add", Add(), a, b)
emit_error("sub", Sub(), a, b)
emit_error("add_true", AddTrue(), a)
emit_error("true_add", TrueAdd(), a)
emit_error("add_0d", Add(), Tensor(True), Tensor(False))
emit_error("jit_add", jit_add, a, b)
emit_error("mul", Mul(), a, b)
emit_error("mint_add", MintAdd(), a, b)
emit_error("add_cast", AddCast(), a, b)
emit_error("add_int", Add(), a, Tensor(np.array([1, 2, 3]), ms.int32))
emit_error("add_float", Add(), a, 1.5)
emit_error("add_one", Add(), a, 1)
emit_error("int_add_bool", Add(), Tensor(np.array([1, 2, 3]), ms.int8), b)
