"""float16 chains of ops that MindSpore 2.10's CPU backend has no float16 kernel for (MatMul, BatchMatMul, Exp, Tanh,
Square, Reciprocal, ReduceSum, ReduceMean, LogSoftmax, Conv2D): Graph mode runs their float32 kernels between
inserted Casts and removes the float32 -> float16 -> float32 Cast pair between two of them, so a raised op reads
another raised op's output unrounded (round16 of the float32 chain); PyNative rounds each op's output.  An op with a
float16 kernel in between (Add, Mul, Neg, ReLU, Sigmoid, Softmax) rounds, and so does a Cast the user writes.
Found characterising the float16 Graph/PyNative differences of zoo33 (GCN's MatMul -> MatMul) and adapt33p (amp
O2/O3 losses) in session 33 (r2f16)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit

x = Tensor((np.sin(np.arange(32) * 0.9) * 0.9).reshape(4, 8).astype(np.float16))
w = Tensor((np.cos(np.arange(64) * 1.3) * 0.6).reshape(8, 8).astype(np.float16))
w2 = Tensor((np.sin(np.arange(64) * 0.7 + 0.3) * 0.6).reshape(8, 8).astype(np.float16))
y = Tensor((np.cos(np.arange(32) * 0.5) * 0.8).reshape(4, 8).astype(np.float16))
x3 = Tensor((np.sin(np.arange(64) * 0.37) * 0.8).reshape(2, 4, 8).astype(np.float16))
w3 = Tensor((np.cos(np.arange(128) * 0.77) * 0.6).reshape(2, 8, 8).astype(np.float16))
img = Tensor((np.sin(np.arange(108) * 0.41) * 0.7).reshape(1, 3, 6, 6).astype(np.float16))
k = Tensor((np.cos(np.arange(108) * 0.83) * 0.4).reshape(4, 3, 3, 3).astype(np.float16))
mm = ops.MatMul()
bmm = ops.BatchMatMul()
conv = ops.Conv2D(4, 3)
cast = ops.Cast()


class F(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args):
        return self.fn(*args)


def mm_mm(a, b, c):
    return mm(mm(a, b), c)


def mm_exp(a, b):
    return ops.exp(mm(a, b))


def exp_exp(a):
    return ops.exp(ops.exp(a))


def exp_tanh(a):
    return ops.tanh(ops.exp(a))


def tanh_mm(a, b):
    return mm(ops.tanh(a), b)


def mm_square(a, b):
    return ops.square(mm(a, b))


def exp_reciprocal(a):
    return ops.reciprocal(ops.exp(a))


def mm_reducesum(a, b):
    return ops.ReduceSum(keep_dims=True)(mm(a, b), 1)


def mm_reducemean(a, b):
    return ops.ReduceMean()(mm(a, b), 1)


def mm_logsoftmax(a, b):
    return ops.LogSoftmax()(mm(a, b))


def bmm_bmm(a, b):
    return bmm(bmm(a, b), b)


def conv_exp(a, b):
    return ops.exp(conv(a, b))


def mm_tanh_mm(a, b, c):
    h = ops.tanh(mm(a, b))
    return mm(h, c), h * 1


def mm_add(a, b, c):          # Add has a float16 kernel: rounded
    return mm(a, b) + c


def mm_relu_mm(a, b, c):      # ReLU in between: rounded
    return mm(ops.relu(mm(a, b)), c)


def mm_sigmoid_exp(a, b):
    return ops.exp(ops.sigmoid(mm(a, b)))


def mm_cast32(a, b):          # the user's Cast: rounded
    return cast(mm(a, b), ms.float32)


def exp_cast32_exp(a):
    return ops.exp(cast(cast(ops.exp(a), ms.float32), ms.float16))


cases = [("mm_mm", mm_mm, (x, w, w2)), ("mm_exp", mm_exp, (x, w)), ("exp_exp", exp_exp, (x,)),
         ("exp_tanh", exp_tanh, (x,)), ("tanh_mm", tanh_mm, (x, w)), ("mm_square", mm_square, (x, w)),
         ("exp_reciprocal", exp_reciprocal, (x,)), ("mm_reducesum", mm_reducesum, (x, w)),
         ("mm_reducemean", mm_reducemean, (x, w)), ("mm_logsoftmax", mm_logsoftmax, (x, w)),
         ("bmm_bmm", bmm_bmm, (x3, w3)), ("conv_exp", conv_exp, (img, k)), ("mm_tanh_mm", mm_tanh_mm, (x, w, w2)),
         ("mm_add", mm_add, (x, w, y)), ("mm_relu_mm", mm_relu_mm, (x, w, w2)),
         ("mm_sigmoid_exp", mm_sigmoid_exp, (x, w)), ("mm_cast32", mm_cast32, (x, w)),
         ("exp_cast32_exp", exp_cast32_exp, (x,))]
for name, fn, args in cases:
    emit(name, F(fn)(*args), rtol=0, atol=0)


def conv_biasadd(a, b, c):    # Conv2D -> BiasAdd: one kernel, rounded once (as MatMul -> BiasAdd, zoo33)
    return ops.BiasAdd()(conv(a, b), c)


bc = Tensor((np.arange(4) * 0.173 - 0.21).astype(np.float16))
emit("conv_biasadd", F(conv_biasadd)(img, k, bc), rtol=0, atol=0)


@ms.jit
def jitted(a, b, c):
    return ops.tanh(mm(mm(a, b), c))


emit("jit_mm_mm_tanh", jitted(x, w, w2), rtol=0, atol=0)
