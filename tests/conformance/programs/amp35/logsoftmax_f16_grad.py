"""The float16 gradient of LogSoftmax (nn.LogSoftmax under Cell.to_float(float16), a float16 input): MindSpore
2.10's PyNative LogSoftmaxGrad computes dy - exp(y) * sum(dy) in float32 and rounds once (-1.4990234 for a uniform
row of 4 and dy 1..4); msgraph's float16 steps gave -1.4980469.  MindSpore's Graph mode gives -1.5 there (its
PyNative and Graph kernels differ): msgraph follows PyNative in both modes.  (amp35)"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit

X = Tensor(np.array([[0.5, 0.5001, 0.4999, 0.5], [1, 2, 3, 4], [0.2, 0.2, 0.2, 0.2]], np.float32) * 20)
W = ops.arange(1, 13).reshape(3, 4)
FOLLOW_PYNATIVE = {"to_float_grad": "MindSpore's Graph-mode float16 LogSoftmaxGrad differs from its PyNative one",
                   "f16_input_grad": "MindSpore's Graph-mode float16 LogSoftmaxGrad differs from its PyNative one"}

net = nn.LogSoftmax()
net.to_float(ms.float16)


def f(a):
    o = net(a)
    return (o * W.astype(o.dtype)).sum()


emit("to_float", net(X))
emit("to_float_grad", ms.grad(f)(X))
plain = nn.LogSoftmax()


def g(a):
    return (plain(a) * W.astype(ms.float16)).sum()


emit("f16_input_grad", ms.grad(g)(X.astype(ms.float16)))
