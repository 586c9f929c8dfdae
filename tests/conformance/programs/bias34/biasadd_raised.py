"""float16 BiasAdd in Graph mode is one of the ops MindSpore 2.10's CPU backend runs with its float32 kernel between
Casts (as MatMul, BatchMatMul, Conv2D, Exp, Tanh...), and the Cast pair between two such ops is removed: a BiasAdd
reads a raised producer's output unrounded (MatMul -> BiasAdd rounds once) and a raised consumer reads the BiasAdd's
sum unrounded (MatMul -> BiasAdd -> MatMul is round16 of the float32 chain; Exp -> BiasAdd and BiasAdd -> Exp too).
An op with a float16 kernel in between (ReLU) rounds.  PyNative rounds each op's output.  Measured in session 34
(bias34): ms.jit and GRAPH_MODE equal round16 of the float32 chain on every case here; msgraph's BiasAdd was a
Reshape + Add composite that modelled only MatMul/Conv2D -> BiasAdd (MatMul -> BiasAdd -> MatMul 13/32 off)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.ops import operations as P
from _conf import emit, emit_error


def arr(shape, a, b, scale):
    n = int(np.prod(shape))
    return Tensor((np.sin(np.arange(n) * a + b) * scale).reshape(shape).astype(np.float16))


x = arr((4, 8), 0.9, 0.0, 0.9)
w = arr((8, 8), 1.3, 0.5, 0.6)
w2 = arr((8, 8), 0.7, 0.3, 0.6)
b = arr((8,), 0.61, 0.2, 0.8)
x3 = arr((2, 4, 8), 0.37, 0.0, 0.8)
w3 = arr((2, 8, 8), 0.77, 1.0, 0.6)
b4 = arr((4,), 0.173, -0.4, 0.5)
img = arr((1, 3, 6, 6), 0.41, 0.0, 0.7)
k = arr((4, 3, 3, 3), 0.83, 1.5, 0.4)
imgh = arr((1, 5, 5, 4), 0.29, 0.1, 0.9)
mm = P.MatMul()
bmm = P.BatchMatMul()
conv = P.Conv2D(4, 3)
ba = P.BiasAdd()
bah = P.BiasAdd(data_format="NHWC")


class F(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args):
        return self.fn(*args)


def ba_alone(a, c):
    return ba(a, c)


def ba_nhwc_alone(a, c):
    return bah(a, c)


def mm_ba(a, v, c):
    return ba(mm(a, v), c)


def mm_ba_mm(a, v, c, v2):
    return mm(ba(mm(a, v), c), v2)


def mm_ba_exp(a, v, c):
    return ops.exp(ba(mm(a, v), c))


def mm_ba_tanh(a, v, c):
    return ops.tanh(ba(mm(a, v), c))


def mm_ba_relu_mm(a, v, c, v2):     # ReLU has a float16 kernel: rounded in between
    return mm(ops.relu(ba(mm(a, v), c)), v2)


def exp_ba(a, c):
    return ba(ops.exp(a), c)


def ba_exp(a, c):
    return ops.exp(ba(a, c))


def ba_mm(a, c, v):
    return mm(ba(a, c), v)


def exp_ba_exp(a, c):
    return ops.exp(ba(ops.exp(a), c))


def conv_ba_exp(a, v, c):
    return ops.exp(ba(conv(a, v), c))


def bmm_ba(a, v, c):
    return ba(bmm(a, v), c)


def bmm_ba_nhwc(a, v, c):
    return bah(bmm(a, v), c)


def mm_ba_sum(a, v, c):
    return ops.ReduceSum()(ba(mm(a, v), c), 1)


def mm_ba_ba(a, v, c):
    return ba(ba(mm(a, v), c), c)


def mm_ba_two_users(a, v, c, v2):  # the sum read unrounded by the MatMul, rounded by the Mul
    h = ba(mm(a, v), c)
    return mm(h, v2), h * 1


cases = [("ba_alone", ba_alone, (x, b)), ("ba_nhwc_alone", ba_nhwc_alone, (imgh, b4)),
         ("mm_ba", mm_ba, (x, w, b)), ("mm_ba_mm", mm_ba_mm, (x, w, b, w2)), ("mm_ba_exp", mm_ba_exp, (x, w, b)),
         ("mm_ba_tanh", mm_ba_tanh, (x, w, b)), ("mm_ba_relu_mm", mm_ba_relu_mm, (x, w, b, w2)),
         ("exp_ba", exp_ba, (x, b)), ("ba_exp", ba_exp, (x, b)), ("ba_mm", ba_mm, (x, b, w)),
         ("exp_ba_exp", exp_ba_exp, (x, b)), ("conv_ba_exp", conv_ba_exp, (img, k, b4)),
         ("bmm_ba", bmm_ba, (x3, w3, b4)), ("bmm_ba_nhwc", bmm_ba_nhwc, (x3, w3, b)),
         ("mm_ba_sum", mm_ba_sum, (x, w, b)), ("mm_ba_ba", mm_ba_ba, (x, w, b)),
         ("mm_ba_two_users", mm_ba_two_users, (x, w, b, w2))]
for name, fn, args in cases:
    emit(name, F(fn)(*args), rtol=0, atol=0)


@ms.jit
def jitted(a, v, c, v2):
    return ops.tanh(mm(ba(mm(a, v), c), v2))


emit("jit_mm_ba_mm_tanh", jitted(x, w, b, w2), rtol=0, atol=0)


# nn.Dense adds its bias with BiasAdd: a float16 MLP chains MatMul -> BiasAdd -> MatMul -> BiasAdd
class MLP(nn.Cell):
    def __init__(self, act=None):
        super().__init__()
        f32 = ms.float32    # (float16 values: the float16 Cells' casts are exact)
        self.d1 = nn.Dense(8, 8, weight_init=ops.cast(w, f32), bias_init=ops.cast(b, f32))
        self.d2 = nn.Dense(8, 8, weight_init=ops.cast(w2, f32), bias_init=ops.cast(arr((8,), 0.45, 0.7, 0.5), f32))
        self.act = act

    def construct(self, a):
        h = self.d1(a)
        if self.act is not None:
            h = self.act(h)
        return self.d2(h)


x32 = ops.cast(x, ms.float32)
emit("dense2_to_float16", MLP().to_float(ms.float16)(x), rtol=0, atol=0)
emit("dense_tanh_dense_to_float16", MLP(nn.Tanh()).to_float(ms.float16)(x), rtol=0, atol=0)
emit("dense_relu_dense_to_float16", MLP(nn.ReLU()).to_float(ms.float16)(x), rtol=0, atol=0)
emit("dense2_amp_O2", ms.amp.auto_mixed_precision(MLP(), "O2")(x32), rtol=0, atol=0)
emit("dense2_amp_O3", ms.amp.auto_mixed_precision(MLP(), "O3")(x32), rtol=0, atol=0)
emit("dense2_float32", MLP(nn.ReLU())(x32), rtol=1e-6, atol=1e-6)

net16 = MLP(nn.ReLU()).to_float(ms.float16)


def loss16(a):
    return net16(a).sum()


emit("dense_relu_dense_float16_grads", ms.grad(loss16, grad_position=0, weights=net16.trainable_params())(x),
     rtol=0, atol=0)
net32 = MLP(nn.ReLU())


def loss32(a):
    return (net32(a) * net32(a)).sum()


emit("dense_relu_dense_float32_grads", ms.grad(loss32, grad_position=0, weights=net32.trainable_params())(x32),
     rtol=1e-5, atol=1e-5)


def ba_sq(a, c):
    return (bah(a, c) * bah(a, c)).sum()


emit("biasadd_nhwc_grads", F(ms.grad(ba_sq, grad_position=(0, 1)))(ops.cast(imgh, ms.float32),
                                                                    ops.cast(b4, ms.float32)), rtol=1e-6, atol=1e-6)

# BiasAdd's errors (unchanged by the move to a graph primitive)
emit_error("rank_1_input", F(ba_alone), b, b)
emit_error("dtype_mismatch", F(ba_alone), x, ops.cast(b, ms.float32))
emit_error("bias_shape", F(ba_alone), x, b4)
