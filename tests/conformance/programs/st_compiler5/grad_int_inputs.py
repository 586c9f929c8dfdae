"""Gradients reaching integer and bool Tensor inputs through Cast (explicit, or the cast of an
augmented assignment in graph code): MindSpore's Cast bprop casts dout back to the input's dtype,
so an int32 input gets int32 ones, not zeros."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.ops import composite as C
from _conf import emit

grad_all = C.GradOperation(get_all=True)


class IfAug(nn.Cell):
    def construct(self, x, y):
        x += 1
        if x < y:
            y += x
        else:
            y -= x
        y += 5
        return y


class Mul(nn.Cell):
    def construct(self, x, y):
        return ops.cast(x, ms.float32) * 2.5 + ops.cast(y, ms.int32) * 3


def cast_int(x):
    return ops.cast(x, ms.int32) * 3


def cast_float(x):
    return ops.cast(x, ms.float32) * 2.5


emit("if_aug_int32", grad_all(IfAug())(Tensor(2, ms.int32), Tensor(5, ms.int32)))
emit("if_aug_int32_else", grad_all(IfAug())(Tensor(7, ms.int32), Tensor(5, ms.int32)))
emit("mixed_cast", grad_all(Mul())(Tensor(np.array([2, 3], np.int32)), Tensor(np.array([1.5, 2.5], np.float32))))
emit("int64_to_int32", grad_all(cast_int)(Tensor(np.array([2, 3], np.int64))))
emit("bool_to_float", grad_all(cast_float)(Tensor(np.array([True, False]))))
emit("uint8_to_float", grad_all(cast_float)(Tensor(np.array([2, 3], np.uint8))))
