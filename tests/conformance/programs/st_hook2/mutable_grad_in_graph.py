# ms.mutable on a tuple of Tensors inside construct (or outside, passed in) makes GradOperation
# differentiate with respect to its Tensors; under MS_DEV_JIT_SYNTAX_LEVEL=0 (STRICT) a mutable
# dict's gradient comes back as the tuple of its values' gradients.
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, mutable
from _conf import emit


class Net(nn.Cell):
    def construct(self, z):
        return z[0] * z[1] + z[0]


class DictNet(nn.Cell):
    def construct(self, t):
        return t['a'][0] * t['b']


class Inside(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation()

    def construct(self, z):
        return self.g(self.net)(mutable(z))


class Plain(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation()

    def construct(self, z):
        return self.g(self.net)(z)


a = Tensor(np.array([1., 2., 3.], np.float32))
b = Tensor(np.array([4., -1., 0.5], np.float32))
x = (a, b)
emit("mutable_inside", Inside(Net())(x))
mx = mutable(x)
emit("mutable_outside", Plain(Net())(mx))
emit("origin_object", mx.__ms_origin_object__ is x)
emit("origin_tensor", mutable(a).__ms_origin_object__ is a)
t = mutable({'a': (a, b), 'b': b})
emit("dict_lax", Plain(DictNet())(t))
os.environ['MS_DEV_JIT_SYNTAX_LEVEL'] = '0'
try:
    emit("dict_strict", Plain(DictNet())(t))
finally:
    os.environ.pop('MS_DEV_JIT_SYNTAX_LEVEL', None)
