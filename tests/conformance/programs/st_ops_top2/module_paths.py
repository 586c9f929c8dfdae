"""MindSpore's module paths reached as attributes (st test_ops_gather_ext, test_ops_broadcast_to):
ops.function.array_func.gather_ext (GatherD, index smaller than the input allowed) and its gradient,
ops.auto_generate.broadcast_to; eagerly and in Graph mode."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit


def call_gather(x, dim, index):
    return ops.function.array_func.gather_ext(x, dim, index)


def bcast(x, shape):
    return ms.ops.auto_generate.broadcast_to(x, shape)


x = Tensor(np.arange(60).reshape(3, 4, 5).astype(np.float32))
idx = Tensor(np.array([[[3, 3, 2, 2], [2, 2, 0, 2], [0, 3, 0, 2]], [[0, 1, 2, 3], [2, 2, 2, 3], [2, 0, 2, 1]]],
                      np.int64))
emit("gather_ext", call_gather(x, 1, idx))
emit("gather_ext_jit", ms.jit(call_gather)(x, 1, idx))
emit("gather_ext_grad", ms.grad(call_gather)(x, 1, idx))
emit("gather_ext_grad_jit", ms.jit(ms.grad(call_gather))(x, 1, idx))
b = Tensor(np.arange(6).reshape(2, 1, 3).astype(np.int32))
emit("broadcast_to", bcast(b, (2, 4, 3)))
emit("broadcast_to_jit", ms.jit(bcast)(b, (3, 2, 2, 3)))
