# GradOperation(sens_param=True) in PyNative: the sensitivity given as the keyword `sens` (with other keyword
# arguments of the function), and a dict output with Tensor keys whose sens is a dict from another call.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, ops
from mindspore.ops import GradOperation
from _conf import emit

MODES = ("pynative",)

x = Tensor(np.array([1., 2., 3.], np.float32))
s = Tensor(np.array([1., 2., 3.], np.float32))
grad_fn = GradOperation(get_all=True, sens_param=True)(ops.gelu)
emit("sens_kwarg", grad_fn(x, sens=s, approximate="tanh"), rtol=1e-5, atol=1e-6)
emit("sens_kwarg_none", grad_fn(x, sens=s, approximate="none"), rtol=1e-5, atol=1e-6)
emit("sens_positional", grad_fn(x, s, approximate="tanh"), rtol=1e-5, atol=1e-6)


class DictNet(nn.Cell):
    def construct(self, x):
        y = ops.relu(x)
        return {Tensor(True): y}


class DictNet2(nn.Cell):
    def construct(self, x):
        return {"a": x * 2, "b": x * x}


xm = Tensor(np.array([[0.8, -0.6, 0.2], [1.8, 1.3, -1.1]], np.float32))
net = DictNet()
emit("dict_no_sens", GradOperation()(net)(xm))
out = net(xm)
emit("dict_tensor_key_sens", GradOperation(sens_param=True)(net)(xm, out))
net2 = DictNet2()
sens2 = {"a": Tensor(np.ones((2, 3), np.float32)), "b": Tensor(np.full((2, 3), 2.0, np.float32))}
emit("dict_str_key_sens", GradOperation(sens_param=True)(net2)(xm, sens2))
