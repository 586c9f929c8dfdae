"""Adapted from tests/st/ops/test_ops_tracev2_grad.py: ops.auto_generate.trace_v2_op / tracev2_grad_op (the
generated ``*_op`` instances), TraceV2's sum over a diagonal of two axes (offsets, integer input summing to int64,
a dtype) and TraceV2Grad's dout on the diagonal of zeros rebuilt from an int shape Tensor."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, ops
from mindspore.ops.auto_generate import trace_v2_op, tracev2_grad_op
from _conf import emit

a = np.arange(24, dtype=np.float32).reshape(2, 3, 4)


@jit
def tv2(x, offset, axis1, axis2):
    return trace_v2_op(x, offset, axis1, axis2)


for args in [(0, 0, 1), (1, 0, 1), (-1, 2, 0), (0, 1, 2), (5, 0, 1)]:
    emit(f"trace_v2_{args}", tv2(Tensor(a), *args))
emit("trace_v2_int32", trace_v2_op(Tensor(a.astype(np.int32)), 0, 0, 1))
emit("trace_v2_dtype", trace_v2_op(Tensor(a), 0, 0, 1, ms.float64))


def tv2_fixed(x):
    return trace_v2_op(x, 1, 0, 2)


emit("trace_v2_grad_of", ops.grad(tv2_fixed)(Tensor(a)))


def grad_fn(dout, shape, offset, axis1, axis2):
    return tracev2_grad_op(dout, shape, offset, axis1, axis2)


cases = [((2,), (5, 4, 2), 0, 0, 1), ((2,), (2, 3, 4), 0, 1, 2), ((5,), (6, 5, 5), -1, 0, 1),
         ((3, 8), (2, 3, 6, 8), 0, 2, 0), ((4,), (4, 3, 5), 2, -1, 1)]
for dshape, shape, off, ax1, ax2 in cases:
    n = int(np.prod(dshape))
    dout = Tensor((np.arange(n, dtype=np.float32) + 1).reshape(dshape))
    emit(f"tracev2_grad_{shape}_{off}_{ax1}_{ax2}", grad_fn(dout, Tensor(shape), off, ax1, ax2))
    emit(f"tracev2_grad_jit_{shape}_{off}_{ax1}_{ax2}", jit(grad_fn)(dout, Tensor(shape), off, ax1, ax2))
