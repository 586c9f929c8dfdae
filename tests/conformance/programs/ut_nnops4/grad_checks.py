"""tests/ut/python/optimizer/test_auto_grad.py and nn/test_checkparameter.py: GradOperation's argument errors,
the signature checks of a Cell's custom bprop, and _checkparam.twice."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore._checkparam import twice
from mindspore.common.api import jit_class
from _conf import emit, emit_error


class Add(nn.Cell):
    def construct(self, x, y):
        return x + y


class FewParams(nn.Cell):
    def construct(self, x, y):
        return x + y

    def bprop(self, out):
        return out, out


class WrongParams(nn.Cell):
    def construct(self, x, y):
        return x + y

    def bprop(self, x, out, dout):
        return dout, dout


class GoodParams(nn.Cell):
    def construct(self, x, y):
        return x * y

    def bprop(self, x, y, out, dout):
        return dout * 2, dout * 3


class GradAll(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad = ops.GradOperation(get_all=True)

    def construct(self, x, y):
        return self.grad(self.net)(x, y)


x = Tensor(np.array([2.0, 3.0], np.float32))
y = Tensor(np.array([-1.0, 0.5], np.float32))
emit("grad_good_bprop", GradAll(GoodParams())(x, y))
emit("grad_add", GradAll(Add())(x, y))
emit_error("bprop_few_params", lambda: GradAll(FewParams())(x, y))
emit_error("bprop_wrong_params", lambda: GradAll(WrongParams())(x, y))
emit_error("get_all_int", lambda: ops.GradOperation(get_all=2))
emit_error("sens_param_str", lambda: ops.GradOperation(sens_param="a"))
emit_error("grad_of_nothing", lambda: ops.GradOperation()())
emit("twice", (twice(5), twice((3, 4))))
emit_error("twice_float", lambda: twice(1.5))
emit_error("twice_len", lambda: twice((1, 2, 3)))
emit("jit_class_is_decorator", callable(jit_class))
