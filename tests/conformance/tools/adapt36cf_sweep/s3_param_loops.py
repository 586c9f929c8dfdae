"""compiler/control variants: loops that change Parameters (assign, AssignAdd, in-place Tensor methods, x[i] = ...)
under Tensor conditions and the gradients through them (get_by_list, ms.grad weights), SequentialCell / CellList
loops with break, switch_layer style indexing of a tuple of Cells by a Tensor, recursion-like calls, second calls."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, ParameterTuple
from mindspore.ops import composite as C
from mindspore.ops import operations as P
from _h import case

grad_all = C.GradOperation(get_all=True)
grad_list = C.GradOperation(get_by_list=True)
grad_all_list = C.GradOperation(get_all=True, get_by_list=True)


def f32(*v):
    return Tensor(np.array(v, np.float32))


class GAL(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.w = ParameterTuple(net.trainable_params())

    def construct(self, *a):
        return grad_all_list(self.net, self.w)(*a)


class PA(nn.Cell):
    """assign in a Tensor while, read after"""
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(1.0, 2.0), name="w")

    def construct(self, x, n):
        i = Tensor(0, ms.int32)
        while i < n:
            ops.assign(self.w, self.w * 2)
            x = x + self.w
            i = i + 1
        return x, self.w


def pa(n):
    net = PA()
    r1 = net(f32(0.0, 0.0), Tensor(n, ms.int32))
    r2 = net(f32(1.0, 1.0), Tensor(1, ms.int32))
    return r1, r2, net.w.value()


case("pa_n2", lambda: pa(2))
case("pa_n0", lambda: pa(0))


class PB(nn.Cell):
    """AssignAdd in a Tensor if inside a for"""
    def __init__(self):
        super().__init__()
        self.cnt = Parameter(Tensor(0, ms.int32), name="cnt")
        self.aa = P.AssignAdd()

    def construct(self, x):
        for i in range(4):
            if x[i] > 0:
                self.aa(self.cnt, Tensor(1, ms.int32))
        return self.cnt * 1


def pb():
    net = PB()
    return net(f32(1.0, -1.0, 2.0, 0.0)), net(f32(1.0, 1.0, 1.0, 1.0)), net.cnt.value()


case("pb_assignadd_if_for", pb)


class PC(nn.Cell):
    """Parameter setitem in a loop"""
    def __init__(self):
        super().__init__()
        self.buf = Parameter(Tensor(np.zeros(4, np.float32)), name="buf")

    def construct(self, x):
        for i in range(4):
            if x[i] > 0:
                self.buf[i] = x[i] * 10
            else:
                self.buf[i] = -1.0
        return self.buf + 0


def pc():
    net = PC()
    return net(f32(1.0, -1.0, 2.0, 0.0)), net.buf.value()


case("pc_param_setitem", pc)


class PD(nn.Cell):
    """Grad w.r.t. weights through a while with a Tensor trip count, weights used in the condition"""
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(1.5), name="w")

    def construct(self, x):
        while x < 10:
            x = x * self.w + 1
        return x


for lab, x in [("a", 1.0), ("b", 12.0), ("c", 4.0)]:
    case("pd_fwd_" + lab, lambda x=x: PD()(f32(x)))
    case("pd_gal_" + lab, lambda x=x: GAL(PD())(f32(x)))


class PE(nn.Cell):
    """if on a Parameter value, different branches use different params"""
    def __init__(self):
        super().__init__()
        self.a = Parameter(f32(2.0), name="a")
        self.b = Parameter(f32(3.0), name="b")

    def construct(self, x):
        if self.a > x:
            y = x * self.a
        elif self.b > x:
            y = x * self.b * self.b
        else:
            y = x
        return y


for lab, x in [("a", 1.0), ("b", 2.5), ("c", 5.0)]:
    case("pe_gal_" + lab, lambda x=x: GAL(PE())(f32(x)))


class SQ(nn.Cell):
    """loop over a SequentialCell with break under a Tensor condition"""
    def __init__(self):
        super().__init__()
        self.seq = nn.SequentialCell([nn.Dense(2, 2, weight_init="ones", bias_init="zeros"),
                                      nn.ReLU(), nn.Dense(2, 2, weight_init="ones", bias_init="ones")])

    def construct(self, x):
        for layer in self.seq:
            x = layer(x)
            if x.sum() > 8:
                break
        return x


case("sq_fwd_a", lambda: SQ()(f32(1.0, 1.0).reshape(1, 2)))
case("sq_fwd_b", lambda: SQ()(f32(3.0, 2.0).reshape(1, 2)))
case("sq_gal_a", lambda: GAL(SQ())(f32(1.0, 1.0).reshape(1, 2)))
case("sq_gal_b", lambda: GAL(SQ())(f32(3.0, 2.0).reshape(1, 2)))


class SW(nn.Cell):
    """switch layer: tuple of Cells indexed by a Tensor"""
    def __init__(self):
        super().__init__()
        self.layers = (nn.ReLU(), nn.Tanh(), nn.Sigmoid())

    def construct(self, i, x):
        return self.layers[i](x)


for k in [0, 1, 2, -1]:
    case("sw_%d" % k, lambda k=k: SW()(Tensor(k, ms.int32), f32(-1.0, 0.5)))
    case("sw_grad_%d" % k, lambda k=k: grad_all(SW())(Tensor(k, ms.int32), f32(-1.0, 0.5)))
case("sw_oob", lambda: SW()(Tensor(3, ms.int32), f32(-1.0, 0.5)))


class RC(nn.Cell):
    """recursion on a Python int"""
    def fact(self, x, n):
        if n <= 1:
            return x
        return x * self.fact(x, n - 1)

    def construct(self, x):
        return self.fact(x, 4)


case("rc_fwd", lambda: RC()(f32(2.0)))
case("rc_grad", lambda: grad_all(RC())(f32(2.0)))


@ms.jit
def rec_tensor(x, n):
    if n > 0:
        return rec_tensor(x * 2, n - 1)
    return x


case("rec_tensor_fwd", lambda: rec_tensor(f32(1.0), Tensor(3)))


class IP(nn.Cell):
    """in-place Tensor methods in loops"""
    def construct(self, x):
        y = x.copy()
        for i in range(3):
            if y.sum() < 10:
                y.add_(1)
        return y


case("ip_add_", lambda: IP()(f32(1.0, 2.0)))


class IP2(nn.Cell):
    def construct(self, x):
        y = x * 1
        i = Tensor(0)
        while i < 3:
            y[0] += 1
            i += 1
        return y


case("ip2_setitem_aug", lambda: IP2()(f32(1.0, 2.0)))
case("ip2_grad", lambda: grad_all(IP2())(f32(1.0, 2.0)))


class WH(nn.Cell):
    """while whose condition uses a Parameter updated in the loop"""
    def __init__(self):
        super().__init__()
        self.p = Parameter(f32(0.0), name="p")

    def construct(self, x):
        while self.p < 3:
            self.p = self.p + 1
            x = x * 2
        return x, self.p


def wh():
    net = WH()
    return net(f32(1.0)), net(f32(1.0)), net.p.value()


case("wh_param_cond", wh)


class DT(nn.Cell):
    """loops over ints and float64 / int inputs"""
    def construct(self, x, y):
        s = x * 0
        for i in range(3):
            if y > i:
                s = s + x
            else:
                s = s - 1
        return s


for lab, x, y in [("i32", Tensor(np.array([2, 3], np.int32)), Tensor(1, ms.int32)),
                  ("f64", Tensor(np.array([2.5], np.float64)), Tensor(2.0, ms.float64)),
                  ("f16", Tensor(np.array([2.5], np.float16)), Tensor(5.0, ms.float16)),
                  ("i8", Tensor(np.array([2], np.int8)), Tensor(0, ms.int8)),
                  ("u8", Tensor(np.array([2], np.uint8)), Tensor(0, ms.uint8)),
                  ("bool", Tensor(np.array([True])), Tensor(True))]:
    case("dt_" + lab, lambda x=x, y=y: DT()(x, y))


class GP(nn.Cell):
    """ms.grad with weights, has_aux, through for-with-if"""
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(0.5, -0.5), name="w")

    def construct(self, x):
        out = x
        for _ in range(3):
            out = out * self.w
            if out.sum() < 0:
                out = -out
        return out.sum(), out


def gp():
    net = GP()
    return ms.grad(net, grad_position=0, weights=net.trainable_params(), has_aux=True)(f32(1.0, 2.0))


case("gp_has_aux", gp)


def gp2():
    net = GP()
    return ms.value_and_grad(net, grad_position=(0,), weights=net.w, has_aux=True)(f32(-1.0, 2.0))


case("gp_vag", gp2)
