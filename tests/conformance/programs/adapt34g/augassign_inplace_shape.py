"""Graph-mode ``x += y`` (``*=``, ``//=``, ...) on a Tensor is MindSpore 2.10's in-place update: the result is
written back into x with Assign, so a result that broadcasting made larger than x (0-d x plus a (2,) y, (1,) + (2,),
(2, 1) + (1, 3)) is its RuntimeError "For 'Assign', the 'x' and 'y' must have the same dimension / shape ...", on an
argument and on a local alike; ``x %= y`` on a bool Tensor is its RuntimeError "Unsupported op
[InplaceRemainderTensorScalar] on CPU".  PyNative computes ``x = x + y`` (a new, larger Tensor).  msgraph had
returned the broadcast result in Graph mode, and computed the bool remainder.  Found by adapting st
compiler/augassign_inplace (session 34, adapt34g)."""
import numpy as np

from mindspore import Tensor, nn
from _conf import emit_error


class AddArg(nn.Cell):
    def construct(self, x, y):
        x += y
        return x


class MulLocal(nn.Cell):
    def construct(self, x, y):
        z = x * 1
        z *= y
        return z


class FloorDivArg(nn.Cell):
    def construct(self, x, y):
        x //= y
        return x


class ModArg(nn.Cell):
    def construct(self, x, y):
        x %= y
        return x


f = np.float32
emit_error("add 0d by 2", AddArg(), Tensor(np.array(1.0, f)), Tensor(np.array([1.0, 2.0], f)))
emit_error("add 1 by 2", AddArg(), Tensor(np.array([1.0], f)), Tensor(np.array([1.0, 2.0], f)))
emit_error("add 21 by 13", AddArg(), Tensor(np.ones((2, 1), f)), Tensor(np.arange(3, dtype=f).reshape(1, 3)))
emit_error("add 2 by 0d", AddArg(), Tensor(np.array([1.0, 2.0], f)), Tensor(np.array(3.0, f)))
emit_error("add 22 by 2", AddArg(), Tensor(np.ones((2, 2), f)), Tensor(np.array([1.0, 2.0], f)))
emit_error("mul local 2 by 22", MulLocal(), Tensor(np.array([1.0, 2.0], f)), Tensor(np.ones((2, 2), f)))
emit_error("mul local 2 by 2", MulLocal(), Tensor(np.array([1.0, 2.0], f)), Tensor(np.array([3.0, 4.0], f)))
emit_error("floordiv int 0d by float 2", FloorDivArg(), Tensor(np.array(5, np.int32)), Tensor(np.array([1.5, 2.0], f)))
emit_error("mod bool by int", ModArg(), Tensor(np.array([True, False])), 2)
emit_error("mod bool by tensor", ModArg(), Tensor(np.array([True, False])), Tensor(np.array([2, 3], np.int32)))
emit_error("mod int by int", ModArg(), Tensor(np.array([7, -3], np.int32)), 2)
