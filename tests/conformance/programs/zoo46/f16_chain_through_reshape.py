"""Float16 chains of ops MindSpore 2.10's CPU Graph mode computes in float32 (MatMul, Exp, BiasAdd...) read each
other's unrounded output through a Reshape too (session 46, zoo46): its backend drops the Reshape kernel, so the
float32 -> float16 -> float32 Cast pair around it is removed like the pair between two such ops.  Squeeze and
ExpandDims are kept and round.  The zoo's GAT (research/gnn/gat, GNNFeatureTransform: MatMul, then a Reshape, then
the next layer's MatMul) under add_flags_recursive(fp16=True) showed it: msgraph rounded the product at the Reshape
(its Graph-mode forward one float16 ulp off in 8 of 32 elements here).  PyNative rounds every op's output."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from mindspore.ops import operations as P
from _conf import emit

r = np.arange(64, dtype=np.float64)
x = Tensor((np.sin(r[:32] * 0.7) * 3).reshape(4, 8).astype(np.float16))
w1 = Tensor((np.cos(r * 1.3) * 2).reshape(8, 8).astype(np.float16))
w2 = Tensor((np.sin(r * 0.9 + 1) * 2).reshape(8, 8).astype(np.float16))
b = Tensor((np.cos(r[:8]) * 0.3).astype(np.float16))
mm = P.MatMul()
bias_add = P.BiasAdd()


def mm_reshape_mm(x, w1, w2):
    h = ops.reshape(mm(x, w1), (1, 4, 8))
    return mm(ops.reshape(h, (4, 8)), w2)


def mm_reshape_bias(x, w1, w2):
    return ops.reshape(bias_add(ops.reshape(mm(x, w1), (4, 8)), b), (32,))


def exp_reshape_exp(x, w1, w2):
    return ops.exp(ops.reshape(ops.exp(x * 0.3), (8, 4)) * 0.5)


def exp_reshape_mm(x, w1, w2):
    return mm(ops.reshape(ops.exp(x * 0.4), (4, 8)), w2)


def mm_squeeze_mm(x, w1, w2):
    return mm(P.Squeeze(0)(ops.expand_dims(mm(x, w1), 0)), w2)


def mm_reshape_two_users(x, w1, w2):
    h = ops.reshape(mm(x, w1), (4, 8))
    return mm(h, w2), h + 1


for f in (mm_reshape_mm, mm_reshape_bias, exp_reshape_exp, exp_reshape_mm, mm_squeeze_mm, mm_reshape_two_users):
    emit(f.__name__, ms.jit(f)(x, w1, w2))
    emit(f.__name__ + " eager", f(x, w1, w2))
