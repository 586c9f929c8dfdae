"""Runtime behaviour: results of a second call after a Parameter / Tensor / attribute changes outside the graph,
in-place updates inside the graph seen outside, Parameters as inputs, jit functions over globals."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from _h import case

X = Tensor(np.array([1.0, 2.0], np.float32))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0, 3.0], np.float32)), name="w")
        self.k = 2.0
        self.t = Tensor(np.array([1.0, 1.0], np.float32))
        self.flag = True

    def construct(self, x):
        if self.flag:
            return x * self.w * self.k + self.t
        return x - self.w


def twice(mut):
    n = Net()
    a = n(X)
    mut(n)
    return a, n(X)


case("set_data_between", lambda: twice(lambda n: n.w.set_data(Tensor(np.array([5.0, 7.0], np.float32)))))
case("set_data_shape_between", lambda: twice(lambda n: n.w.set_data(Tensor(np.array([5.0], np.float32)))))
case("set_data_dtype_between", lambda: twice(lambda n: n.w.set_data(Tensor(np.array([5.0, 7.0], np.float64)))))
case("set_data_int_between", lambda: twice(lambda n: n.w.set_data(Tensor(np.array([5, 7], np.int32)))))
case("assign_value_between", lambda: twice(lambda n: n.w.assign_value(Tensor(np.array([5.0, 7.0], np.float32)))))
case("setitem_between", lambda: twice(lambda n: n.w.__setitem__(0, 9.0)))
case("replace_param_between", lambda: twice(lambda n: setattr(n, "w", Parameter(Tensor(np.array([4.0, 4.0], np.float32)), name="w2"))))
case("attr_float_between", lambda: twice(lambda n: setattr(n, "k", 10.0)))
case("attr_tensor_between", lambda: twice(lambda n: setattr(n, "t", Tensor(np.array([0.0, 5.0], np.float32)))))
case("tensor_inplace_between", lambda: twice(lambda n: n.t.__setitem__(0, 100.0)))
case("flag_between", lambda: twice(lambda n: setattr(n, "flag", False)))
case("ops_assign_between", lambda: twice(lambda n: ops.assign(n.w, Tensor(np.array([0.5, 0.5], np.float32)))))
case("ops_assign_add_between", lambda: twice(lambda n: ops.assign_add(n.w, Tensor(np.array([0.5, 0.5], np.float32)))))
case("requires_grad_between", lambda: twice(lambda n: setattr(n.w, "requires_grad", False)))


class Upd(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, 1.0], np.float32)), name="w")
        self.c = Parameter(Tensor(np.array(0, np.int32)), name="c")

    def construct(self, x):
        self.w = self.w + x
        ops.assign_add(self.c, Tensor(1, ms.int32))
        return self.w * 2


def upd3():
    n = Upd()
    r = [n(X), n(X), n(X * 0.5)]
    return r, n.w, n.c


case("inplace_update_3calls", upd3)


def upd_view():
    n = Upd()
    w = n.w
    n(X)
    return w, n.w is w, type(n.w).__name__, n.w.name


case("inplace_update_alias", upd_view)


class Inp(nn.Cell):
    def construct(self, p, x):
        ops.assign(p, p * x)
        return p + 1


def param_input():
    p = Parameter(Tensor(np.array([2.0, 3.0], np.float32)), name="pin")
    n = Inp()
    a = n(p, X)
    b = n(p, X)
    return a, b, p


case("param_as_input", param_input)


def tensor_input_assign():
    t = Tensor(np.array([2.0, 3.0], np.float32))
    n = Inp()
    a = n(t, X)
    return a, t


case("tensor_input_assign", tensor_input_assign)

G = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="g")
GT = [Tensor(np.array([1.0, 1.0], np.float32))]


@ms.jit
def use_global(x):
    return x + G


def global_twice():
    a = use_global(X)
    G.set_data(Tensor(np.array([10.0, 20.0], np.float32)))
    b = use_global(X)
    G.set_data(Tensor(np.array([1.0, 2.0], np.float32)))
    return a, b


case("jit_global_param", global_twice)


@ms.jit
def use_global_t(x):
    return x + GT[0]


def global_t_twice():
    a = use_global_t(X)
    GT[0] = Tensor(np.array([5.0, 5.0], np.float32))
    b = use_global_t(X)
    return a, b


case("jit_global_tensor_rebind", global_t_twice)


@ms.jit
def upd_global(x):
    ops.assign_add(G, x)
    return G * 1


def global_upd():
    G.set_data(Tensor(np.array([1.0, 2.0], np.float32)))
    a = upd_global(X)
    b = upd_global(X)
    return a, b, G


case("jit_global_update", global_upd)


def shapes_second_call():
    n = Net()
    a = n(X)
    b = n(Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32)))
    c = n(Tensor(np.array([1, 2], np.int32)))
    return a, b, c


case("second_call_shapes", shapes_second_call)


def dtype_second_call():
    n = Net()
    return n(Tensor(np.array([1.0, 2.0], np.float16))), n(Tensor(np.array([1.0, 2.0], np.float64)))


case("second_call_dtypes", dtype_second_call)


class TrainStep(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
        self.opt = nn.SGD(self.net.trainable_params(), learning_rate=0.1)
        self.grad = ops.GradOperation(get_by_list=True)
        self.weights = self.opt.parameters

    def construct(self, x):
        loss = self.net(x).sum()
        g = self.grad(lambda z: self.net(z).sum(), self.weights)(x)
        self.opt(g)
        return loss


def train3():
    t = TrainStep()
    x = Tensor(np.array([[1.0, 2.0]], np.float32))
    r = [t(x) for _ in range(3)]
    return r, t.net.weight, t.net.bias


case("train_step_3", train3)


def train_then_set():
    t = TrainStep()
    x = Tensor(np.array([[1.0, 2.0]], np.float32))
    a = t(x)
    t.net.weight.set_data(Tensor(np.array([[0.0, 0.0]], np.float32)))
    b = t(x)
    return a, b, t.net.weight


case("train_then_set_data", train_then_set)


def param_data_alias():
    p = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="pa")
    d = p.data
    p.set_data(Tensor(np.array([3.0, 4.0], np.float32)))
    return d, p, d is p


case("param_data_alias", param_data_alias)


def tensor_from_numpy_shared():
    a = np.array([1.0, 2.0], np.float32)
    t = Tensor.from_numpy(a)
    a[0] = 9.0
    return t


case("from_numpy_shared", tensor_from_numpy_shared)


def tensor_copy_ctor():
    a = np.array([1.0, 2.0], np.float32)
    t = Tensor(a)
    a[0] = 9.0
    return t


case("tensor_ctor_copies", tensor_copy_ctor)


def asnumpy_shared():
    t = Tensor(np.array([1.0, 2.0], np.float32))
    a = t.asnumpy()
    a[0] = 7.0
    return t


case("asnumpy_shared", asnumpy_shared)


def param_asnumpy_shared():
    p = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="q")
    a = p.asnumpy()
    a[1] = 7.0
    return p


case("param_asnumpy_shared", param_asnumpy_shared)


def param_asnumpy_after_graph():
    n = Upd()
    a = n.w.asnumpy()
    n(X)
    return a, n.w


case("asnumpy_before_update", param_asnumpy_after_graph)


def sync_after_async():
    n = Upd()
    out = [n(X) for _ in range(4)]
    ms.runtime.synchronize()
    return out[-1], n.c


case("sync_after_async", sync_after_async)
