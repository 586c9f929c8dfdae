"""(a live forward value read by the gradient: one error per program) mint.fmod in Graph mode (adapt44w2a sweep s1): MindSpore 2.10's CPU build has no FmodTensor / FmodScalar kernel in
Graph mode, but it selects kernels after autodiff's dead-code elimination: ms.grad of a Cell returning
mint.fmod(x, y).sum() (0-d or (2, 3), inside `if` on a Tensor too) drops the forward node (fmod's bprop does not read
its output) and gives (1, -trunc(x / y)); the forward value, or fmod of fmod's output under a gradient, is the
RuntimeError.  msgraph raised the RuntimeError for all of them.  PyNative computes every case."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, mint
from _conf import emit_error

x = Tensor(np.array([[-1.5, 0.25, 2.0], [0.5, -0.75, 3.0]], np.float32))
y = Tensor(np.array([[0.5, 0.5, -1.0], [2.0, 0.25, 1.5]], np.float32))


class Fwd(nn.Cell):
    def construct(self, a, b):
        return mint.fmod(a, b).sum()


class FwdScalar(nn.Cell):
    def construct(self, a):
        return (mint.fmod(a, 0.75) * a).sum()


class If(nn.Cell):
    def construct(self, a, b):
        if a.sum() > 0:
            z = mint.fmod(a, b)
        else:
            z = a * b
        return z.sum()


class Twice(nn.Cell):
    def construct(self, a, b):
        return mint.fmod(mint.fmod(a, b), b).sum()


class Both(nn.Cell):
    def construct(self, a, b):
        return mint.fmod(a, b) * a


emit_error("grad_product_out_used", lambda: ms.grad(Both(), grad_position=0)(x, y))
