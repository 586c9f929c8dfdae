"""The gradient of nn.SiLU / ops.silu under Cell.to_float(float16) and O3: MindSpore's SiLU is one primitive whose
input the policy casts once, so the input gradient is float16-rounded (1.0410156); msgraph cast it for each of its
two steps and summed the two paths in float32 (1.0412598, silent).  (amp35)"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit

X = Tensor(np.array([[0.5, 0.5001, 0.4999, 0.5], [1, 2, 3, 4], [0.2, 0.2, 0.2, 0.2]], np.float32) * 3)
W = ops.arange(1, 13).reshape(3, 4)


def grad_of(net):
    def f(a):
        o = net(a)
        return (o * W.astype(o.dtype)).sum()
    return ms.grad(f)(X)


net = nn.SiLU()
net.to_float(ms.float16)
emit("to_float", net(X))
emit("to_float_grad", grad_of(net))
emit("o3_grad", grad_of(ms.amp.auto_mixed_precision(nn.SiLU(), "O3")))
