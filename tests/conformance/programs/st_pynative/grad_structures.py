"""Gradient structures in PyNative (adapted from tests/st/pynative/grad: test_common_grad,
test_pynative_high_grad, test_pynative_no_grad, test_pynative_temporary_cell)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, ParameterTuple
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0, -1.0], np.float32)), name="w")
        self.b = Parameter(Tensor(np.array([0.5], np.float32)), name="b")

    def construct(self, x, y):
        return (x * self.w + self.b).sum() * y


net = Net()
x = Tensor(np.array([1.0, 3.0], np.float32))
y = Tensor(np.float32(2.0))
params = ParameterTuple(net.trainable_params())
emit("grad_all", ops.GradOperation(get_all=True)(net)(x, y))
emit("grad_by_list", ops.GradOperation(get_by_list=True)(net, params)(x, y))
emit("grad_all_and_list", ops.GradOperation(get_all=True, get_by_list=True)(net, params)(x, y))
emit("grad_sens", ops.GradOperation(sens_param=True)(net)(x, y, Tensor(np.float32(3.0))))
emit("ms_grad_weights", ms.grad(net, grad_position=None, weights=params)(x, y))
emit("ms_grad_pos_and_weights", ms.grad(net, grad_position=(0, 1), weights=net.w)(x, y))
emit("value_and_grad", ms.value_and_grad(net, grad_position=0, weights=params)(x, y))


def cube(a):
    return a * a * a


emit("second_order", ms.grad(ms.grad(cube))(x))
emit("third_order", ms.grad(ms.grad(ms.grad(cube)))(x))


def with_stop(a):
    b = ops.stop_gradient(a * 2)
    return a * b


emit("stop_gradient", ms.grad(with_stop)(x))


def aux_fn(a):
    return (a * a).sum(), a + 1


emit("has_aux", ms.grad(aux_fn, has_aux=True)(x))
emit("value_and_grad_aux", ms.value_and_grad(aux_fn, has_aux=True)(x))


def temp_cell(a):
    return nn.Dense(2, 1, weight_init="ones", bias_init="zeros")(a.reshape(1, 2)).sum()


emit("temporary_cell_grad", ms.grad(temp_cell)(x))


def int_out(a):
    return a * 2, 3


emit_error("multi_out_with_int", ms.grad(int_out), x)
