"""The gradient of MindSpore 2.10's NLLLoss primitive (``mint.nn.functional.nll_loss`` of a 2-D input, ``ops.NLLLoss``):
its NLLLossGrad kernel gives ``-w[t] * dout / total_weight`` at each counted target ('mean'; the total added in order
in float32), +0.0 at the other classes and on ignored rows, and zeros to the weight.  st/ops test_ops_nllloss
printed ``(dx, 0, zeros(5))`` where msgraph (mint's nll_loss was ops.nll_loss, a composition) printed a weight
gradient ``[0, 0, 5.81184006, 0, 4.52693367]`` (SILENT) and -0.0 at the other classes; ops.NLLLoss's 'mean' gave
-6.16000223 for the kernel's -6.16000271.  ``ops.nll_loss`` stays the composition (its -0.0 and weight gradient are
MindSpore's too)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, grad, ops
from mindspore.mint.nn.functional import nll_loss
from _conf import emit

EXACT = dict(rtol=0, atol=0)
x = Tensor(np.array([[1.8, 0.3, 0.3, 0.2, 0.4], [-1.2, -0.9, 0.7, -0.1, 0.9], [-0.6, -0.5, 0.8, -1.6, 0.6]]),
           ms.float32)
t = Tensor(np.array([4, 3, 2]), ms.int64)
w = Tensor(np.array([-0.75, 1.45, 1.2, 0.09, -1.54]), ms.float32)


def mint_fn(red):
    def f(a, b, c):
        return nll_loss(a, b, c, 3, red)
    return f


def ops_fn(red):
    def f(a, b, c):
        return ops.nll_loss(a, b, c, 3, red)
    return f


def prim_fn(red):
    def f(a, b, c):
        return ops.NLLLoss(red)(a, b, c)[0]
    return f


def mint_plain(a, b):
    return nll_loss(a, b)


for red in ("mean", "sum", "none"):
    emit(f"mint_{red}", grad(mint_fn(red), (0, 2))(x, t, w), **EXACT)
    emit(f"mint_{red}_text", repr(grad(mint_fn(red), (0, 2))(x, t, w)))
    emit(f"ops_{red}", grad(ops_fn(red), (0, 2))(x, t, w), **EXACT)
emit("mint_no_weight", grad(mint_plain, (0,))(x, t), **EXACT)
t32 = Tensor(np.array([4, 3, 2]), ms.int32)
for red in ("mean", "sum"):
    emit(f"P_{red}", repr(grad(prim_fn(red), (0, 2))(x, t32, w)))
