"""float32 Sigmoid and SiLU as MindSpore 2.10's CPU kernels compute them, bit for bit: ``1 / (1 + e)`` with ``e``
nnacl's exp of ``-x`` (a degree-5 polynomial after ``x = k ln2 + r``), SiLU ``x * sigmoid(x)``, SiLUGrad
``dy * s + (dy * x) * (s * (1 - s))``.  msgraph used numpy's (correctly rounded) exp, up to ~30 ulps away; the
model zoo's YOLOv5/YOLOX (SiLU after each of dozens of BatchNorms in training) amplified those ulps into their
training losses.  Checked with no tolerance."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

EXACT = dict(rtol=0.0, atol=0.0)
# 4096 values over [-8, 8) (YOLO's activations), no special values
x = Tensor((((np.arange(4096, dtype=np.float64) * 0.7317) % 1.0 - 0.5) * 16.0).astype(np.float32))
dy = Tensor((((np.arange(4096, dtype=np.float64) * 0.3141) % 1.0 - 0.5) * 2.0).astype(np.float32))


class Act(nn.Cell):
    def __init__(self, act):
        super().__init__()
        self.act = act

    def construct(self, v):
        return self.act(v)


class Weighted(nn.Cell):
    def __init__(self, act):
        super().__init__()
        self.act = act

    def construct(self, v, w):
        return (self.act(v) * w).sum()


emit("ops.sigmoid float32", ops.sigmoid(x), **EXACT)
emit("nn.Sigmoid float32", Act(nn.Sigmoid())(x), **EXACT)
emit("ops.silu float32", ops.silu(x), **EXACT)
emit("nn.SiLU float32", Act(nn.SiLU())(x), **EXACT)
emit("nn.SiLU grad float32", ms.grad(Weighted(nn.SiLU()))(x, dy), **EXACT)
emit("nn.Sigmoid grad float32", ms.grad(Weighted(nn.Sigmoid()))(x, dy), **EXACT)
