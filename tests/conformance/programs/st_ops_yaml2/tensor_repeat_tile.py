"""Tensor.repeat is PyTorch's repeat (a Tile that may add leading dims) in MindSpore 2.10 (st tensor/overload/test_repeat.py
test_repeat / test_repeat_grad_extra, Graph O2): msgraph ran numpy's repeat (repeat_interleave), so x.repeat((2, 3, 4))
raised and x.repeat(3) of a 1-d Tensor gave [a, a, a, b, ...] silently.  MindSpore's CPU PyNative raises "'repeat'
is not supported on this device" and its O0 graphs have no Repeat kernel: recorded in Graph mode with jit_level O2."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error

MODES = ("graph",)
ms.set_context(jit_level="O2")


class Pos(nn.Cell):
    def construct(self, x, r):
        return x.repeat(r)


class Named(nn.Cell):
    def construct(self, x, r):
        return x.repeat(repeats=r)


class Args(nn.Cell):
    def construct(self, x):
        return x.repeat(2, 3)


class Args3(nn.Cell):
    def construct(self, x):
        return x.repeat(2, 0, 3)


class One(nn.Cell):
    def construct(self, x):
        return x.repeat(3)


class Neg(nn.Cell):
    def construct(self, x):
        return x.repeat(2, -1)


x = Tensor(np.array([[0, 1], [2, 3]], np.float32))
emit("tuple_extends", Pos()(x, (2, 3, 4)))
emit("list", Pos()(x, [2, 3]))
emit("named", Named()(x, (2, 1)))
emit("varargs", Args()(x))
emit("zero_repeat", Args3()(x))
emit("one_d", One()(Tensor(np.array([1.5, -2.0], np.float32))))
emit("int32", Pos()(Tensor(np.array([1, 2], np.int32)), (2, 2)))
emit("bool", Pos()(Tensor(np.array([True, False])), (2,)))
emit("scalar", Pos()(Tensor(2.5), (2, 3)))
emit_error("too_few_repeats", One(), x)
emit_error("negative_repeat", Neg(), x)
sens = Tensor(np.arange(24, dtype=np.float32).reshape(2, 2, 6))
emit("grad_sens", ops.GradOperation(sens_param=True)(Pos())(x, (2, 1, 3), sens))
emit("grad_scalar", ops.GradOperation(sens_param=True)(Pos())(Tensor(2.5), (2, 3),
                                                               Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))))
emit("grad_ext", ops.GradOperation()(Pos())(x, (3, 1, 2)))
