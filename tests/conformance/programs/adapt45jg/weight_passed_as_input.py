"""adapt45jg: a Parameter passed as the argument of the Cell that reads it, differentiated as the input and as a weight
(``ms.grad(net, grad_position=0, weights=net.trainable_params())(net.w)``): MindSpore 2.10's PyNative gives both
places the gradient of all of the Tensor's uses (as the same Tensor passed at two differentiated positions), with a
plain construct and with a jit construct.  msgraph's PyNative gave each place its own share (silent: [2, 3, 4] for
[4, 6, 8]).  (found by the adapt45jg s3 sweep, weight_as_arg)"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from _conf import emit


class WArg(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0, 3.0, 4.0], np.float32)), name="w")
        self.v = Parameter(Tensor(np.array([1.0, -1.0, 0.5], np.float32)), name="v")

    def construct(self, x):
        return (x * self.w).sum() + (x * x * self.v).sum()


class WArgJit(WArg):
    @ms.jit
    def construct(self, x):
        return (x * self.w).sum() + (x * x * self.v).sum()


for cls in (WArg, WArgJit):
    net = cls()
    n = cls.__name__
    emit(f"{n}_grad_input_and_weights", ms.grad(net, grad_position=0, weights=net.trainable_params())(net.w))
    emit(f"{n}_value_and_grad", ms.value_and_grad(net, grad_position=0, weights=net.trainable_params())(net.w))
    emit(f"{n}_gradop_all_by_list",
         ops.GradOperation(get_all=True, get_by_list=True)(net, net.trainable_params())(net.w))
    emit(f"{n}_other_weight_as_input", ms.grad(net, grad_position=0, weights=net.trainable_params())(net.v))
    emit(f"{n}_input_only", ms.grad(net, grad_position=0)(net.w))
