"""Gradient result kinds with bytecode-captured wrappers (pi_jit gradient/test_grad_return_type_pijit,
test_grad_return_ids, test_dict_grad_graph_pijit, test_second_grad, one_stage/test_grad): GradOperation flags,
ms.grad positions / weights / return_ids, get_grad, int and float inputs, no inputs, dict / tuple outputs,
the network or the wrapper under jit(capture_mode='bytecode')."""
import numpy as np
from _h import case, bc
import mindspore as ms
from mindspore import Tensor, ops, nn, Parameter, jit
from mindspore import dtype as mstype
from mindspore.ops import GradOperation, grad, get_grad


class GNet(nn.Cell):
    def __init__(self, net, get_all=False, get_by_list=False, sens_param=False, params="all"):
        super().__init__()
        self.net = net
        self.params = net.trainable_params() if params == "all" else params
        self.grad_op = GradOperation(get_all=get_all, get_by_list=get_by_list, sens_param=sens_param)
    @jit(capture_mode="bytecode")
    def construct(self, *args):
        if self.params is None or not self.grad_op.get_by_list:
            return self.grad_op(self.net)(*args)
        return self.grad_op(self.net, self.params)(*args)


class Net1(nn.Cell):
    def __init__(self, w, b):
        super().__init__()
        self.w = Parameter(w, name='w')
        self.b = Parameter(b, name='b')
    def construct(self, x):
        return self.w * x + self.b
class Net2(nn.Cell):
    def __init__(self, w, b):
        super().__init__()
        self.w = Parameter(w, name='w')
        self.b = Parameter(b, name='b')
    def construct(self, x, y):
        return self.w * x + self.b * y
class Net0(nn.Cell):
    def __init__(self, w, b):
        super().__init__()
        self.w = Parameter(w, name='w')
        self.b = Parameter(b, name='b')
    def construct(self):
        return self.w + self.b


for dt in (mstype.int32, mstype.float32, mstype.float16):
    n = np.dtype(mstype.dtype_to_nptype(dt)).name
    x = Tensor([10], dt); y = Tensor([3], dt)
    w = Tensor([6], dt); b = Tensor([2], dt)
    case(f"default_single_{n}", lambda: GNet(Net1(w, b))(x))
    case(f"default_multi_{n}", lambda: GNet(Net2(w, b))(x, y))
    case(f"default_noinput_{n}", lambda: GNet(Net0(w, b))())
    case(f"all_single_{n}", lambda: GNet(Net1(w, b), get_all=True)(x))
    case(f"all_multi_{n}", lambda: GNet(Net2(w, b), get_all=True)(x, y))
    case(f"all_noinput_{n}", lambda: GNet(Net0(w, b), get_all=True)())
    case(f"bylist_single_{n}", lambda: GNet(Net1(w, b), get_by_list=True)(x))
    case(f"bylist_noinput_{n}", lambda: GNet(Net0(w, b), get_by_list=True)())
    case(f"all_bylist_multi_{n}", lambda: GNet(Net2(w, b), get_all=True, get_by_list=True)(x, y))
    case(f"bylist_one_param_{n}", lambda: (lambda net: GNet(net, get_by_list=True, params=net.w)(x))(Net1(w, b)))
    case(f"bylist_none_{n}", lambda: GNet(Net1(w, b), get_by_list=True, params=None)(x))
    case(f"sens_{n}", lambda: GNet(Net2(w, b), sens_param=True)(x, y, Tensor([2], dt)))

w = Tensor([6.0], mstype.float32); b = Tensor([2.0], mstype.float32)
x = Tensor([10.0], mstype.float32); y = Tensor([3.0], mstype.float32)
for pos in (0, 1, (0, 1), (1,), None, ()):
    def g(pos=pos):
        net = Net2(w, b)
        return bc(lambda a, c: grad(net, pos, net.trainable_params() if pos in (None, ()) else None)(a, c))(x, y)
    case(f"grad_pos_{pos}", g)
    def g2(pos=pos):
        net = Net2(w, b)
        return bc(lambda a, c: grad(net, pos, (net.w,), return_ids=True)(a, c))(x, y)
    case(f"grad_ids_pos_{pos}", g2)
    def g3(pos=pos):
        net = Net2(w, b)
        return bc(lambda a, c: grad(net, pos, net.b)(a, c))(x, y)
    case(f"grad_single_param_pos_{pos}", g3)
def gg():
    net = Net2(w, b)
    res = bc(lambda a, c: grad(net, (0, 1), net.trainable_params(), return_ids=True)(a, c))(x, y)
    return get_grad(res, 1), get_grad(res, net.w), get_grad(res, 0)
case("get_grad", gg)
def gg_bad():
    net = Net2(w, b)
    res = grad(net, (0,), None, return_ids=True)(x, y)
    return get_grad(res, 1)
case("get_grad_missing", gg_bad)
case("grad_const_tensor", lambda: bc(lambda a: grad(lambda t: t * 2 + Tensor([1.0]))(a))(x))


class DictOut(nn.Cell):
    def construct(self, x, y):
        return {'a': x * y, 'b': x + y}
case("grad_dict_out", lambda: bc(lambda a, c: GradOperation(get_all=True)(DictOut())(a, c))(x, y))
class TupleOut(nn.Cell):
    def construct(self, x, y):
        return x * y, (x + y, x * x)
case("grad_tuple_out", lambda: bc(lambda a, c: GradOperation(get_all=True)(TupleOut())(a, c))(x, y))
class ListIn(nn.Cell):
    def construct(self, l):
        return l[0] * l[1]
case("grad_list_in", lambda: bc(lambda l: GradOperation()(ListIn())(l))([x, y]))
class IntOut(nn.Cell):
    def construct(self, x):
        return x.shape[0]
case("grad_int_out", lambda: bc(lambda a: GradOperation()(IntOut())(a))(x))
def second(a):
    f = lambda t: (t ** 3).sum()
    return grad(grad(f))(a)
case("second_grad", lambda: bc(second)(Tensor([1.0, 2.0], mstype.float32)))
def with_ctrl(a, c):
    def f(u, v):
        r = u
        for _ in range(3):
            if v > 2:
                r = r * u
            else:
                r = r + v
        return r
    return GradOperation(get_all=True)(f)(a, c)
case("grad_ctrl_python", lambda: bc(with_ctrl)(x, 3))
case("grad_ctrl_tensor", lambda: bc(with_ctrl)(x, y))
def hm_grad(a):
    hm = ops.HyperMap()
    f = lambda t: hm(ops.mul, (t, t), (t, 2 * t))[1].sum()
    return grad(f)(a)
case("grad_hypermap", lambda: bc(hm_grad)(x))
