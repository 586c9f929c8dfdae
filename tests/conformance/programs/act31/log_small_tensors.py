"""MindSpore 2.10's CPU Log and Softplus kernels run nnacl's SIMD code 8 and 4 elements at a time and the last n % 4
elements one by one with libm (Log: logf; Softplus: the double log1p of nnacl's exp): in a float32 tensor of up to 8
elements those are libm's values (log(2) of a one-element tensor is 0.6931472, nnacl's 0.693147), the others nnacl's
(7 elements: 4 + 3, alone or split in 4 and 3 over two threads; 5 and 6 elements are split in two parts from run to
run, or not: left out). Exp2's gradient multiplies by the log of its one-element base 2 (libm's). Bigger tensors are
split over the CPU threads at places that vary from run to run: not covered (act31). Both modes, no tolerance."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

EXACT = dict(rtol=0.0, atol=0.0)
V = np.array([2.0, 0.3, 7.5, 1e-3, 123.0, 0.9, 3.3, 55.0], np.float32)
S = np.array([0.0, -1.5, 2.5, -7.0, 0.3, 12.0, -0.01, 4.0], np.float32)


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, v):
        return self.fn(v)


class Weighted(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, v, w):
        return (self.fn(v) * w).sum()


for n in (1, 2, 3, 4, 7, 8):   # (5 and 6 elements: split in two from run to run, or not)
    emit(f"log n={n}", Net(ops.log)(Tensor(V[:n])), **EXACT)
    emit(f"Softplus n={n}", Net(ops.Softplus())(Tensor(S[:n])), **EXACT)
emit("log scalar", ops.log(Tensor(np.float32(2.0))), **EXACT)
emit("Softplus float16 n=3", ops.Softplus()(Tensor(S[:3].astype(np.float16))), **EXACT)
x = Tensor(np.array([1.0, 2.5, -3.0, 0.5, 7.0, -0.25], np.float32))
w = Tensor(np.array([0.3, -0.7, 1.1, 0.9, -0.2, 0.5], np.float32))
emit("exp2 grad float32", ms.grad(Weighted(ops.exp2))(x, w), **EXACT)
