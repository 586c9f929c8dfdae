"""A Cell's custom bprop with weights (tests/st/pynative/hook/test_hook_grad_with_torch test_bprop_with_weight):
it returns ``(input grads, {param: grad})`` and lists the Parameters in ``internal_params``; the dict's
values, in its order, are those Parameters' gradients (none without internal_params); too few is a
RuntimeError. PyNative only: MindSpore's graph compiler refuses Parameters in a bprop."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter, ops
from mindspore.ops import GradOperation
from _conf import emit, emit_error

MODES = ("pynative",)


class GradAll(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad = GradOperation(get_all=True, get_by_list=True, sens_param=True)
        self.params = ms.ParameterTuple(net.trainable_params())

    def construct(self, *x):
        return self.grad(self.net, self.params)(*x)


class Net(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0], dtype=np.float32)), name='w')
        self.v = Parameter(Tensor(np.array([5.0, 1.0], dtype=np.float32)), name='v')
        self.u = Parameter(Tensor(np.array([1.0], dtype=np.float32)), name='u')
        self.kind = kind
        if kind != "no_internal":
            self.internal_params = [self.w] if kind == "fewer_params" else [self.w, self.v]

    def construct(self, x, y):
        return self.w * x * y + self.v.sum() + self.u

    def bprop(self, x, y, out, dout):
        k = self.kind
        if k == "flat":
            return (self.w * dout, dout * 2, x * dout, ops.tile(dout * 5, (2,)))
        if k == "too_few":
            return (self.w * dout, dout * 2), {self.v: ops.tile(dout * 7, (2,))}
        if k == "wrong_order":
            return (self.w * dout, dout * 2), {self.v: ops.tile(dout * 5, (2,)), self.w: x * dout}
        if k == "float16":
            return [self.w * dout, dout * 2], {self.w: x * dout.astype(ms.float16), self.v: ops.tile(dout * 5, (2,))}
        return (self.w * dout, dout * 2), {self.w: x * dout, self.v: ops.tile(dout * 5, (2,)), self.u: dout * 9}


x = Tensor(np.array([3.0], np.float32))
y = Tensor(np.array([4.0], np.float32))
sens = Tensor(np.array([2.0], np.float32))
for kind in ("dict", "no_internal", "fewer_params", "flat", "float16", "too_few", "wrong_order"):
    emit_error(kind, lambda: GradAll(Net(kind))(x, y, sens))
    net = Net(kind)
    emit_error(kind + "_ms_grad", lambda: ms.grad(net, grad_position=(0, 1), weights=net.trainable_params())(x, y))
