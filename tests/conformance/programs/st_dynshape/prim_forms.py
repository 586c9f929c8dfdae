"""Primitive forms the dynamic-shape st tests call: NanToNum, RightShift/LeftShift, auto_generate.FastGeLUGrad
(tests/st/dynamic_shape/test_nan_to_num.py, test_right_shift.py, test_fast_gelu_grad.py), in Cells with
dynamic-shape inputs."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Apply(nn.Cell):
    def __init__(self, prim):
        super().__init__()
        self.prim = prim

    def construct(self, *args):
        return self.prim(*args)


def run(label, prim, args, dyn=None):
    net = Apply(prim)
    if dyn is not None:
        net.set_inputs(*dyn)
    emit(label, net(*args))


x = Tensor(np.array([np.nan, np.inf, -np.inf, 1.5], np.float32))
run("nan_to_num_defaults", ops.NanToNum(), (x,), (Tensor(shape=[None], dtype=ms.float32),))
run("nan_to_num_values", ops.NanToNum(nan=1.0, posinf=2.0, neginf=-3.0), (x,))
a = Tensor(np.array([8, -8, 5, 7], np.int32))
b = Tensor(np.array([1, 2, 3, 0], np.int32))
run("right_shift", ops.RightShift(), (a, b), (Tensor(shape=None, dtype=ms.int32),) * 2)
run("left_shift", ops.LeftShift(), (a, b))
run("fast_gelu_grad", ops.auto_generate.FastGeLUGrad(),
    (Tensor(np.array([1., 2, 1, 0.5], np.float32)), Tensor(np.array([-1., 0.5, 2, -3], np.float32))))
