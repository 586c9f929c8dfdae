"""nn.BatchNorm2d's eps outside (0, 1] (ValueError) and nn.LayerNorm's non-float epsilon (TypeError) are
reported when the layer runs, not at construction (MindSpore 2.10, both modes); a list given to
ops.softmax / nn.Softmax is a TypeError."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args):
        return self.fn(*args)


def check(label, fn, *args):
    emit_error(label, fn, *args)
    ms.runtime.synchronize()


x4 = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 2, 2))
x2 = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
bn = nn.BatchNorm2d(3, eps=-1.0)
emit("BatchNorm2d_bad_eps_constructed", bn.eps)
check("BatchNorm2d_negative_eps", bn, x4)
check("BatchNorm2d_zero_eps", nn.BatchNorm2d(3, eps=0.0), x4)
ln = nn.LayerNorm((3,), epsilon='a')
emit("LayerNorm_bad_epsilon_constructed", 1)
check("LayerNorm_string_epsilon", ln, x2)
check("LayerNorm_int_epsilon", nn.LayerNorm((3,), epsilon=1), x2)
emit("LayerNorm_ok", nn.LayerNorm((3,), epsilon=1e-5)(x2))


def f_softmax_list():
    return ops.softmax([1.0, 2.0])


check("softmax_list", Net(f_softmax_list))
check("nn_Softmax_list", nn.Softmax(), [1.0, 2.0])
