"""nn.AdamWeightDecay runs MindSpore's fused AdamWeightDecay kernel with its float32 rounding (tests/st/optimizer):
three steps on 19 elements (the kernel's vector body and tail), with weight decay, are bit-identical; the bits
are emitted as hex so a last-place difference shows."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter, ops
from _conf import emit

N = 19
w0 = (np.arange(N, dtype=np.float32) - 7.3) / 3.1
grads = [np.sin(np.arange(N, dtype=np.float32) * (k + 1.7)).astype(np.float32) for k in range(3)]


def hexes(a):
    return [float(x).hex() for x in a.asnumpy().ravel()]


w = Parameter(Tensor(w0), name="w")
b = Parameter(Tensor(w0[:5] * 2), name="b")
opt = nn.AdamWeightDecay([{"params": [w], "weight_decay": 0.05}, {"params": [b]}], learning_rate=0.01)
for k in range(3):
    opt((Tensor(grads[k]), Tensor(grads[k][:5])))
emit("nn_weights", (hexes(w), hexes(b)))
emit("nn_moments", (hexes(opt.moments1[0]), hexes(opt.moments2[0])))

var = Parameter(Tensor(w0), name="var")
m = Parameter(Tensor(np.zeros(N, np.float32)), name="m")
v = Parameter(Tensor(np.zeros(N, np.float32)), name="v")
op = ops.AdamWeightDecay()
for k in range(3):
    op(var, m, v, Tensor(0.1, ms.float32), Tensor(0.9, ms.float32), Tensor(0.999, ms.float32),
       Tensor(1e-6, ms.float32), Tensor(0.01, ms.float32), Tensor(grads[k]))
emit("primitive", (hexes(var), hexes(m), hexes(v)))
