"""compiler/control (test_cont_grad, inner/*, test_while_grad) variants: gradients (GradOperation get_all /
get_by_list / sens_param, ms.grad with weights, value_and_grad) through while / for / if under Tensor conditions,
break / continue / return inside loops, Parameters changed in loops (assign, AssignAdd, in-place), int / float
conditions, second calls with other inputs."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, ParameterTuple
from mindspore.ops import composite as C
from mindspore.ops import operations as P
from _h import case

grad_all = C.GradOperation(get_all=True)
grad_list = C.GradOperation(get_by_list=True)
grad_all_list = C.GradOperation(get_all=True, get_by_list=True)
grad_sens = C.GradOperation(get_all=True, sens_param=True)


def f32(*v):
    return Tensor(np.array(v, np.float32))


def i32(v):
    return Tensor(np.array(v, np.int32))


class GA(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, *a):
        return grad_all(self.net)(*a)


class GL(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.w = ParameterTuple(net.trainable_params())

    def construct(self, *a):
        return grad_list(self.net, self.w)(*a)


class GAL(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.w = ParameterTuple(net.trainable_params())

    def construct(self, *a):
        return grad_all_list(self.net, self.w)(*a)


# 1 while x < y with x updated (const param grad)
class W1(nn.Cell):
    def construct(self, x, y):
        while x < y:
            z = x * x
            x = z + 1
        return x


for lab, a, b in [("a", f32(1.1), f32(8.0)), ("b", f32(0.5), f32(3.0)), ("c", f32(9.0), f32(3.0)),
                  ("d", f32(-2.0), f32(30.0))]:
    case("w1_fwd_" + lab, lambda a=a, b=b: W1()(a, b))
    case("w1_ga_" + lab, lambda a=a, b=b: GA(W1())(a, b))


class W2(nn.Cell):
    def construct(self, x, y):
        while x < y:
            z = x * x
            x = z + y
        return x


case("w2_ga", lambda: GA(W2())(f32(1.1), f32(8.0)))
case("w2_ga_vec", lambda: GA(W2())(f32(0.3), f32(2.0)))


# while with param and break under tensor condition
class W3(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(2.0, 3.0), name="w")

    def construct(self, x, n):
        i = 0
        out = x
        while i < n:
            out = out * self.w
            if out.sum() > 50:
                break
            i = i + 1
        return out


for lab, x, n in [("a", f32(1.0, 1.0), i32(5)), ("b", f32(0.1, 0.1), i32(3)), ("c", f32(1.0, 1.0), i32(0))]:
    case("w3_fwd_" + lab, lambda x=x, n=n: W3()(x, n))
    case("w3_gal_" + lab, lambda x=x, n=n: GAL(W3())(x, n))


# for over range(python) with continue under tensor cond, grad by list
class F1(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(1.5), name="w")

    def construct(self, x):
        out = x
        for i in range(4):
            if (out * i).sum() > 3:
                continue
            out = out * self.w + i
        return out


for lab, x in [("a", f32(1.0, 0.5)), ("b", f32(-1.0, -2.0)), ("c", f32(0.1, 0.2))]:
    case("f1_fwd_" + lab, lambda x=x: F1()(x))
    case("f1_gal_" + lab, lambda x=x: GAL(F1())(x))


# return inside while under tensor condition
class R1(nn.Cell):
    def construct(self, x, y):
        while y > 0:
            if x.sum() > 10:
                return x * 2
            x = x * y
            y = y - 1
        return x + 1


for lab, x, y in [("a", f32(1.0, 2.0), f32(3.0)), ("b", f32(4.0, 3.0), f32(2.0)), ("c", f32(1.0, 1.0), f32(0.0)),
                  ("d", f32(0.5, 0.5), f32(2.5))]:
    case("r1_fwd_" + lab, lambda x=x, y=y: R1()(x, y))
    case("r1_ga_" + lab, lambda x=x, y=y: GA(R1())(x, y))


# if/else with return in one branch only
class R2(nn.Cell):
    def construct(self, x, y):
        if x.sum() > y:
            return x * y
        z = x + y
        return z * z


for lab, x, y in [("a", f32(1.0, 2.0), f32(1.0)), ("b", f32(1.0, 2.0), f32(5.0))]:
    case("r2_fwd_" + lab, lambda x=x, y=y: R2()(x, y))
    case("r2_ga_" + lab, lambda x=x, y=y: GA(R2())(x, y))


# sens_param through if
class S1(nn.Cell):
    def construct(self, x, y):
        if x[0] > y[0]:
            out = x * y
        else:
            out = x - y
        return out


class GS(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, y, s):
        return grad_sens(self.net)(x, y, s)


case("s1_sens_t", lambda: GS(S1())(f32(3.0, 2.0), f32(1.0, 4.0), f32(2.0, 3.0)))
case("s1_sens_f", lambda: GS(S1())(f32(0.0, 2.0), f32(1.0, 4.0), f32(2.0, 3.0)))


# parameter assign in loop + grad by list
class P1(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(1.0, 2.0), name="w")
        self.b = Parameter(f32(0.5), name="b")

    def construct(self, x):
        i = Tensor(0, ms.int32)
        while i < 3:
            x = x * self.w + self.b
            i = i + 1
        return x.sum()


case("p1_fwd", lambda: P1()(f32(1.0, 1.0)))
case("p1_gl", lambda: GL(P1())(f32(1.0, 1.0)))
case("p1_gal", lambda: GAL(P1())(f32(1.0, -1.0)))


def p1_msgrad():
    net = P1()
    return ms.grad(net, grad_position=0, weights=net.trainable_params())(f32(2.0, 1.0))


case("p1_msgrad_w", p1_msgrad)


def p1_vag():
    net = P1()
    return ms.value_and_grad(net, grad_position=None, weights=net.trainable_params())(f32(2.0, 1.0))


case("p1_vag", p1_vag)


# AssignAdd in loop then forward (state)
class P2(nn.Cell):
    def __init__(self):
        super().__init__()
        self.acc = Parameter(f32(0.0), name="acc")
        self.add = P.AssignAdd()

    def construct(self, x, n):
        i = 0
        while i < n:
            self.add(self.acc, x.sum())
            i += 1
        return self.acc + 0


def p2():
    net = P2()
    a = net(f32(1.0, 2.0), i32(3))
    b = net(f32(1.0, 1.0), i32(2))
    return a, b, net.acc.value()


case("p2_assignadd_loop", p2)


# for over tuple of tensors with break, grad
class T1(nn.Cell):
    def construct(self, a, b, c):
        out = a * 0
        for t in (a, b, c):
            if t.sum() < 0:
                break
            out = out + t * t
        return out


for lab, args in [("a", (f32(1.0), f32(2.0), f32(3.0))), ("b", (f32(1.0), f32(-2.0), f32(3.0))),
                  ("c", (f32(-1.0), f32(2.0), f32(3.0)))]:
    case("t1_fwd_" + lab, lambda args=args: T1()(*args))
    case("t1_ga_" + lab, lambda args=args: GA(T1())(*args))


# CellList loop with condition
class C1(nn.Cell):
    def __init__(self):
        super().__init__()
        self.blocks = nn.CellList([nn.Dense(2, 2, weight_init="ones", bias_init="zeros") for _ in range(3)])

    def construct(self, x):
        for c in self.blocks:
            if x.sum() > 10:
                x = x - 1
            else:
                x = c(x)
        return x


case("c1_fwd", lambda: C1()(f32(1.0, 2.0).reshape(1, 2)))
case("c1_gal", lambda: GAL(C1())(f32(1.0, 2.0).reshape(1, 2)))


# int tensor condition, float computed from parameter
class I1(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(0.5), name="w")

    def construct(self, x):
        if self.w * 2 > 0.9:
            y = x * self.w
        else:
            y = x / self.w
        if x.astype(ms.int32).sum():
            y = y + 1
        return y


case("i1_fwd", lambda: I1()(f32(1.0, 2.0)))
case("i1_fwd0", lambda: I1()(f32(0.2, 0.3)))
case("i1_gal", lambda: GAL(I1())(f32(1.0, 2.0)))


# while with tensor trip count, x[i] = ... setitem and grad
class X1(nn.Cell):
    def construct(self, x, n):
        i = Tensor(0, ms.int32)
        while i < n:
            x[i] = x[i] * 2
            i = i + 1
        return x


case("x1_fwd", lambda: X1()(f32(1.0, 2.0, 3.0), i32(2)))
case("x1_ga", lambda: GA(X1())(f32(1.0, 2.0, 3.0), i32(2)))


# nested for with break in inner
class N1(nn.Cell):
    def construct(self, x):
        out = x
        for i in range(3):
            for j in range(3):
                if j > i:
                    break
                out = out * 1.5 + j
        return out


case("n1_fwd", lambda: N1()(f32(1.0)))
case("n1_ga", lambda: GA(N1())(f32(1.0)))


# nested while with tensor condition and break in inner
class N2(nn.Cell):
    def construct(self, x, y):
        while x < y:
            while x * 2 < y:
                x = x + 1
                if x > 3:
                    break
            x = x + 2
        return x * y


for lab, x, y in [("a", f32(0.0), f32(10.0)), ("b", f32(5.0), f32(4.0)), ("c", f32(1.5), f32(7.0))]:
    case("n2_fwd_" + lab, lambda x=x, y=y: N2()(x, y))
    case("n2_ga_" + lab, lambda x=x, y=y: GA(N2())(x, y))


# ms.grad through jit function with while over int tensor
@ms.jit
def jw(x, n):
    out = x
    while n > 0:
        out = out * x
        n = n - 1
    return out


for lab, x, n in [("a", f32(2.0), i32(3)), ("b", f32(1.5, 0.5), i32(1)), ("c", f32(3.0), i32(0))]:
    case("jw_fwd_" + lab, lambda x=x, n=n: jw(x, n))
    case("jw_grad_" + lab, lambda x=x, n=n: ms.grad(jw)(x, n))
    case("jw_grad01_" + lab, lambda x=x, n=n: ms.grad(jw, grad_position=(0, 1))(x, n))
