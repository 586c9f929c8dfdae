# Gradient return structures at the edges (adapted from MindSpore's st gradient/test_grad_return_type):
# no inputs, weights=None with get_by_list, empty grad_position, positions out of range, get_grad in graph code.
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from mindspore.ops import GradOperation, grad, get_grad
from mindspore.common import dtype as mstype
from _conf import emit, emit_error


class GradOpNet(nn.Cell):
    def __init__(self, net, get_all=False, get_by_list=False, sens_param=False):
        super().__init__()
        self.net = net
        self.grad_op = GradOperation(get_all=get_all, get_by_list=get_by_list, sens_param=sens_param)

    def construct(self, *args):
        return self.grad_op(self.net)(*args)


class GradOpNetNone(nn.Cell):
    def __init__(self, net, get_all=False, get_by_list=False):
        super().__init__()
        self.net = net
        self.grad_op = GradOperation(get_all=get_all, get_by_list=get_by_list)

    def construct(self, *args):
        return self.grad_op(self.net, None)(*args)


class WB(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([6], mstype.int32), name='w')
        self.b = Parameter(Tensor([2], mstype.int32), name='b')

    def construct(self):
        return self.w + self.b


class Triple(nn.Cell):
    def construct(self, x):
        return 3 * x


class Const(nn.Cell):
    def construct(self):
        return 3


class WX(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([6], mstype.int32), name='w')
        self.b = Parameter(Tensor([2], mstype.int32), name='b')

    def construct(self, x, y):
        return self.w * x + self.b * y


x = Tensor([10], mstype.int32)
y = Tensor([20], mstype.int32)
emit("default_no_input", GradOpNet(WB())())
emit("get_all_no_input", GradOpNet(WB(), get_all=True)())
emit("all_list_none_single_input", GradOpNetNone(Triple(), get_all=True, get_by_list=True)(x))
emit("all_list_none_no_input", GradOpNetNone(Const(), get_all=True, get_by_list=True)())
emit("list_none_single_input", GradOpNetNone(Triple(), get_by_list=True)(x))
emit_error("int_position_no_input", lambda: grad(WB(), grad_position=0, weights=None)())
emit_error("tuple_position_out_of_range", lambda: grad(Triple(), grad_position=(0, 1), weights=None)(x))
net = WX()
emit_error("empty_position_single_param", lambda: grad(net, grad_position=(), weights=net.trainable_params()[0])(x, y))
emit_error("empty_position_params", lambda: grad(net, grad_position=(), weights=net.trainable_params())(x, y))
emit_error("empty_position_no_param", lambda: grad(Triple(), grad_position=(), weights=[])(x))


class ParamNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([2., 2.], mstype.float32), name="w")

    def construct(self, a, b):
        return a * b * self.w, a, self.w


class GetGradNet(nn.Cell):
    def __init__(self, net, key):
        super().__init__()
        self.net = net
        self.weights = net.trainable_params()
        self.key = key

    def construct(self, a, b):
        res = grad(self.net, 0, self.weights, return_ids=True)(a, b)
        if self.key == 0:
            return get_grad(res, 0)
        return get_grad(res, self.net.w)


a = Tensor(np.array([1, 2]).astype(np.float32))
b = Tensor(np.array([3, 3]).astype(np.float32))
pn = ParamNet()
emit("get_grad_position_in_graph", GetGradNet(pn, 0)(a, b))
emit("get_grad_parameter_in_graph", GetGradNet(pn, 1)(a, b))


def twice(t):
    return t * 2


emit("get_by_list_no_weights_function", ops.GradOperation(get_by_list=True)(twice)(a))
