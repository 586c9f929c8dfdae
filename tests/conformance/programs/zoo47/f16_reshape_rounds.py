"""Float16 chains of ops MindSpore 2.10's CPU Graph mode computes in float32 (MatMul, ReduceSum, Exp, BiasAdd...)
read each other's unrounded output through Reshapes only when the Reshapes end in the shape they started from
(session 47, zoo47).  Its backend merges a chain of Reshapes and drops one that keeps the shape, so the float32 ->
float16 -> float32 Cast pair around it goes; a Reshape that changes the shape is kept and the value is rounded to
float16 there.  Session 46 had taught msgraph to read through every Reshape, so MatMul -> Reshape (96, 1) -> (24, 4)
-> MatMul used the unrounded product (195 of 384 elements an ulp or more off here) and, in the backward pass, the
gradient of a broadcast Add (ReduceSum, then a Reshape to the operand's shape) reached the next MatMul's gradient
unrounded: the zoo's GAT (research/gnn/gat) under add_flags_recursive(fp16=True) had its Graph-mode float16
gradients an ulp off (f_1_transform's bias, feature_transform's weight), and its Adam-trained weights 2.5e-5..1e-4
off after 3 steps.  PyNative rounds every op's output (unchanged)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.ops import operations as P
from _conf import emit

r = np.arange(480, dtype=np.float64)
a = Tensor((3 * np.sin(r * 0.37 + 1)).reshape(96, 5).astype(np.float16))
x = Tensor(np.sin(np.arange(576) * 0.37 + 3).reshape(96, 6).astype(np.float16))
w0 = Tensor(np.sin(r[:6] * 0.37 + 4).reshape(6, 1).astype(np.float16))
w = Tensor((7 * np.sin(r[:64] * 0.37 + 2)).reshape(4, 16).astype(np.float16))
mm = P.MatMul()
rs = P.Reshape()
rsum = P.ReduceSum(keep_dims=True)


def mm_reshape_changed_mm(x, w0, a, w):
    return mm(rs(mm(x, w0), (24, 4)), w)          # rounded at the Reshape


def mm_reshape_back_mm(x, w0, a, w):
    return mm(rs(rs(mm(x, w0), (24, 4)), (96, 1)), w[:1])   # net shape unchanged: unrounded


def rsum_reshape_mm(x, w0, a, w):
    return mm(rs(rsum(a, 1), (24, 4)), w)           # rounded


def rsum_mm(x, w0, a, w):
    return mm(rsum(a, 1), w[:1])                    # unrounded


def exp_reshape_mm(x, w0, a, w):
    return mm(rs(ops.exp(x[:, :1]), (24, 4)), w)    # rounded


for f in (mm_reshape_changed_mm, mm_reshape_back_mm, rsum_reshape_mm, rsum_mm, exp_reshape_mm):
    emit(f.__name__, ms.jit(f)(x, w0, a, w))
    emit(f.__name__ + " eager", f(x, w0, a, w))


# the gradient of a broadcast Add in float16: ReduceSum, Reshape to the operand's shape, then BiasAdd's and MatMul's
# gradients (the zoo's GAT attention head: f_1 = BiasAdd(MatMul(feature, w1), b1) reshaped, plus f_2 transposed)
class Head(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mm = P.MatMul(transpose_b=True)
        self.bias_add = P.BiasAdd()

    def construct(self, f, w1, b1, c):
        return self.bias_add(self.mm(f, w1), b1).reshape(1, 12, 1) + c


class GradHead(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = Head()
        self.grad = ops.GradOperation(get_all=True, sens_param=True)

    def construct(self, f, w1, b1, c, sens):
        return self.grad(self.net)(f, w1, b1, c, sens)


def f16(*s, k=0, sc=1.0):
    return Tensor((sc * np.sin(np.arange(int(np.prod(s))) * 0.37 + k)).reshape(s).astype(np.float16))


emit("head grads", GradHead()(f16(12, 4, k=1), f16(1, 4, k=3), f16(1, k=4, sc=0.1), f16(1, 1, 12, k=5),
                              f16(1, 12, 12, k=7)))
