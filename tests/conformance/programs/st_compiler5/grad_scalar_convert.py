"""int(t) / float(t) / bool(t) of a Tensor in graph code give Python numbers that carry no gradient
(MindSpore's TensorToScalar), integer inputs included."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


@ms.jit
def times_float(x):
    return x * float(x)


@ms.jit
def times_int(x):
    return x * int(x)


@ms.jit
def only_float(x):
    return float(x) + x * 0


class Scalars(nn.Cell):
    def construct(self, x):
        return int(x), float(x), bool(x)


emit("times_float", ops.grad(times_float)(Tensor(3.0, ms.float32)))
emit("times_int_f32", ops.grad(times_int)(Tensor(3.0, ms.float32)))
emit("times_int_i64", ops.grad(times_int)(Tensor(3, ms.int64)))
emit("only_float", ops.grad(only_float)(Tensor(3.0, ms.float32)))
emit("scalars_forward", Scalars()(Tensor(1, ms.int64)))
