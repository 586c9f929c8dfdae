"""nn.ELU / ops.elu in float16 is one of the ops MindSpore 2.10's CPU Graph mode computes with its float32 kernel
between Casts, and so is its gradient EluGrad (session 47, zoo47; found in the zoo's GAT, research/gnn/gat, whose
attention heads end in ELU, under add_flags_recursive(fp16=True)).  A chain of such ops drops the float32 -> float16
-> float32 Cast pair between them: Exp(Elu(x)) and Elu(MatMul(x, w)) read the unrounded value, and EluGrad reads
Elu's unrounded output.  msgraph rounded Elu's output in Graph mode (Exp(Elu(x)) 2 of 48 elements an ulp off,
Elu(MatMul) 5 of 48, the gradients 1..11 of 48).  PyNative rounds every op's output (unchanged)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.ops import operations as P
from _conf import emit


def f16(*s, k=0, sc=1.0):
    return Tensor((sc * np.sin(np.arange(int(np.prod(s))) * 0.37 + k)).reshape(s).astype(np.float16))


elu = nn.ELU()
mm = P.MatMul(transpose_b=True)


class EluExp(nn.Cell):
    def construct(self, a):
        return ops.exp(elu(a))


class MatMulElu(nn.Cell):
    def construct(self, a, w):
        return elu(mm(a, w))


class Elu(nn.Cell):
    def construct(self, a):
        return ops.elu(a)


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad = ops.GradOperation(get_all=True, sens_param=True)

    def construct(self, *a):
        return self.grad(self.net)(*a)


a, w, s = f16(12, 4, k=1), f16(4, 4, k=2), f16(12, 4, k=7, sc=0.01)
for name, net, args in (("elu_exp", EluExp(), (a,)), ("matmul_elu", MatMulElu(), (a, w)), ("elu", Elu(), (a,))):
    emit(name, net(*args))
    emit(name + " grads", Grad(net)(*(args + (s,))))
