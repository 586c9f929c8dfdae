"""vjp / jvp / linearize / jacfwd / jacrev / grad(return_ids) / oneslike fallback variants (st compiler/gradient:
test_function_vjp, test_function_linearize_graph, test_jacfwd, test_jacrev, test_oneslike_fallback_graph,
test_grad_pynative), over dtypes, shapes, Cells / functions / jit and in a construct."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, jit
from mindspore.ops.functional import vjp, jvp, linearize, jacfwd, jacrev, grad
from _h import case

X = np.array([[1, 2], [3, 4]])
DT = {"f32": np.float32, "f16": np.float16, "f64": np.float64}


class Cube(nn.Cell):
    def construct(self, x):
        return x ** 3


class Two(nn.Cell):
    def construct(self, x):
        return x ** 3, 2 * x


class Lin(nn.Cell):
    def construct(self, x, y):
        return 2 * x + 3 * y


class MIMO(nn.Cell):
    def construct(self, x, y):
        return 2 * x, y ** 3


class Three(nn.Cell):
    def construct(self, x, y, z):
        return x * y * z


class Three2(nn.Cell):
    def construct(self, x, y, z):
        return x ** 2 + y ** 2 + z ** 2, x * y * z


class AuxNet(nn.Cell):
    def construct(self, x, y, z):
        return x ** 2 + y ** 2 + z ** 2, x * y * z


for dn, dt in DT.items():
    x = Tensor(X.astype(dt))
    y = Tensor((X + 1).astype(dt))
    v = Tensor(np.ones((2, 2), dt))
    case(f"vjp_cube_{dn}", lambda: vjp(Cube(), x)[1](v))
    case(f"vjp_cube_primal_{dn}", lambda: vjp(Cube(), x)[0])
    case(f"vjp_two_{dn}", lambda: vjp(Two(), x)[1]((v, v)))
    case(f"vjp_lin_{dn}", lambda: vjp(Lin(), x, y)[1](v))
    case(f"vjp_mimo_{dn}", lambda: vjp(MIMO(), x, y)[1]((v, v)))
    case(f"jvp_cube_{dn}", lambda: jvp(Cube(), x, v))
    case(f"jvp_lin_{dn}", lambda: jvp(Lin(), (x, y), (v, v)))
    case(f"lin_cube_{dn}", lambda: (lambda p, f: (p, f(v), f(x)))(*linearize(Cube(), x)))
    case(f"lin_two_{dn}", lambda: (lambda p, f: (p, f(v)))(*linearize(Two(), x)))
    case(f"lin_lin_{dn}", lambda: (lambda p, f: (p, f((v, x))))(*linearize(Lin(), (x, y))))
    case(f"lin_mimo_{dn}", lambda: (lambda p, f: (p, f((v, x))))(*linearize(MIMO(), (x, y))))
    z = Tensor(np.array([1, 2]).astype(dt))
    a = Tensor(np.array([3, 4]).astype(dt))
    b = Tensor(np.array([5, 6]).astype(dt))
    case(f"jacfwd_cube_{dn}", lambda: jacfwd(Cube())(z))
    case(f"jacrev_cube_{dn}", lambda: jacrev(Cube())(z))
    case(f"jacfwd_two_{dn}", lambda: jacfwd(Two())(z))
    case(f"jacrev_two_{dn}", lambda: jacrev(Two())(z))
    case(f"jacfwd_pos12_{dn}", lambda: jacfwd(Three(), grad_position=(1, 2))(z, a, b))
    case(f"jacrev_pos12_{dn}", lambda: jacrev(Three(), grad_position=(1, 2))(z, a, b))
    case(f"jacfwd_mimo_pos12_{dn}", lambda: jacfwd(Three2(), grad_position=(1, 2))(z, a, b))
    case(f"jacrev_mimo_pos12_{dn}", lambda: jacrev(Three2(), grad_position=(1, 2))(z, a, b))
    case(f"jacfwd_aux_{dn}", lambda: jacfwd(AuxNet(), grad_position=0, has_aux=True)(z, a, b))
    case(f"jacrev_aux_{dn}", lambda: jacrev(AuxNet(), grad_position=0, has_aux=True)(z, a, b))

x = Tensor(X.astype(np.float32))
y = Tensor((X + 1).astype(np.float32))
v = Tensor(np.ones((2, 2), np.float32))
z = Tensor(np.array([1., 2.], np.float32))
a = Tensor(np.array([3., 4.], np.float32))
b = Tensor(np.array([5., 6.], np.float32))

# 0-d and scalar shapes
s = Tensor(np.float32(2.0))
case("vjp_0d", lambda: vjp(Cube(), s)[1](Tensor(np.float32(1.0))))
case("jvp_0d", lambda: jvp(Cube(), s, Tensor(np.float32(1.0))))
case("jacfwd_0d", lambda: jacfwd(Cube())(s))
case("jacrev_0d", lambda: jacrev(Cube())(s))
case("lin_0d", lambda: (lambda p, f: (p, f(Tensor(np.float32(3.0)))))(*linearize(Cube(), s)))
# int inputs
xi = Tensor(np.array([1, 2], np.int32))
case("vjp_int", lambda: vjp(Cube(), xi)[1](Tensor(np.array([1, 1], np.int32))))
case("jvp_int", lambda: jvp(Cube(), xi, Tensor(np.array([1, 1], np.int32))))
case("jacfwd_int", lambda: jacfwd(Cube())(xi))
case("jacrev_int", lambda: jacrev(Cube())(xi))
# v of wrong shape / structure
case("vjp_bad_v_shape", lambda: vjp(Cube(), x)[1](Tensor(np.ones((3,), np.float32))))
case("vjp_bad_v_tuple", lambda: vjp(Two(), x)[1](v))
case("vjp_v_list", lambda: vjp(Two(), x)[1]([v, v]))
case("jvp_bad_v_shape", lambda: jvp(Cube(), x, Tensor(np.ones((3,), np.float32))))
case("jvp_v_tuple_for_one", lambda: jvp(Cube(), x, (v,)))
case("lin_bad_v", lambda: linearize(Cube(), x)[1](Tensor(np.ones((3,), np.float32))))
case("lin_v_tuple_for_two", lambda: linearize(Lin(), (x, y))[1](v))
case("vjp_v_number", lambda: vjp(Cube(), x)[1](1.0))
case("jvp_v_number", lambda: jvp(Cube(), x, 1.0))


# has_aux
def fn_aux(x, y):
    return 2 * x + y, x * y, x - y


def fn_aux1(x, y):
    return 2 * x * y, x * x


case("vjp_aux", lambda: (lambda p, f, aux: (p, f(v), aux))(*vjp(fn_aux1, x, y, has_aux=True)))
case("vjp_aux_3", lambda: (lambda p, f, aux: (p, f(v), aux))(*vjp(fn_aux, x, y, has_aux=True)))
case("vjp_aux_single_out", lambda: vjp(lambda x: x * 2, x, has_aux=True))
case("jvp_aux", lambda: jvp(fn_aux1, (x, y), (v, v), has_aux=True))
case("jacfwd_fn_aux", lambda: jacfwd(lambda x, y, z: (x ** 2 + y ** 2 + z ** 2, x * y * z), has_aux=True)(z, a, b))
case("jacrev_fn_aux", lambda: jacrev(lambda x, y, z: (x ** 2 + y ** 2 + z ** 2, x * y * z), has_aux=True)(z, a, b))
case("jacfwd_pos0_then01", lambda: (jacfwd(Three(), grad_position=0)(z, a, b), jacfwd(Three(), grad_position=(0, 1))(z, a, b)))
case("jacrev_pos0_then01", lambda: (jacrev(Three(), grad_position=0)(z, a, b), jacrev(Three(), grad_position=(0, 1))(z, a, b)))
case("jacfwd_pos_bad", lambda: jacfwd(Three(), grad_position=3)(z, a, b))
case("jacrev_pos_bad", lambda: jacrev(Three(), grad_position=3)(z, a, b))
case("jacfwd_pos_neg", lambda: jacfwd(Three(), grad_position=-1)(z, a, b))
case("jacrev_pos_float", lambda: jacrev(Three(), grad_position=1.0)(z, a, b))
case("jacrev_2d", lambda: jacrev(Cube())(x))
case("jacfwd_2d", lambda: jacfwd(Cube())(x))
case("jacrev_matmul", lambda: jacrev(lambda m: ops.matmul(m, m))(x))
case("jacfwd_matmul", lambda: jacfwd(lambda m: ops.matmul(m, m))(x))
case("jacrev_sum", lambda: jacrev(lambda m: m.sum())(x))
case("jacfwd_sum", lambda: jacfwd(lambda m: m.sum())(x))


# weights
class WNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2., 3.], np.float32)), name="w")
        self.b = Parameter(Tensor(np.array([1., -1.], np.float32)), name="b")

    def construct(self, x):
        return x * self.w + self.b, x * x * self.w


def vjp_w():
    net = WNet()
    out, f = vjp(net, z, weights=net.trainable_params())
    return out, f((Tensor(np.ones(2, np.float32)), Tensor(np.ones(2, np.float32))))


def vjp_w_vs_grad():
    net = WNet()
    return grad(net, grad_position=None, weights=net.trainable_params())(z)


case("vjp_weights", vjp_w)
case("grad_weights_only", vjp_w_vs_grad)


def vjp_w1():
    net = WNet()
    out, f = vjp(net, z, weights=net.w)
    return f((Tensor(np.ones(2, np.float32)), Tensor(np.ones(2, np.float32))))


case("vjp_weight_single", vjp_w1)


# in jit / construct
@jit
def jit_vjp(x, v):
    out, f = vjp(Cube(), x)
    return out, f(v)


@jit
def jit_lin(x, v0, v1):
    out, f = linearize(Cube(), x)
    return out, f(v0), f(v1)


@jit
def jit_jac(x):
    return jacrev(Cube())(x), jacfwd(Cube())(x)


case("jit_vjp", lambda: jit_vjp(x, v))
case("jit_lin", lambda: jit_lin(x, v, x))
case("jit_jac", lambda: jit_jac(z))


class InC(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = Cube()

    def construct(self, x, v):
        out, f = vjp(self.net, x)
        return out, f(v)


class InC2(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = Two()

    def construct(self, x):
        out, f = ops.vjp(self.net, x)
        return out, f(out)


case("construct_vjp", lambda: InC()(x, v))
case("construct_vjp_merge", lambda: InC2()(x))


# grad with return_ids (oneslike fallback)
class Sub:
    x = 2
    y = 15


class PNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([2., 2.], ms.float32), name="w")
        self.sub = Sub()

    def construct(self, x, y):
        return x * y * self.w * self.sub.x, x, self.w


class GNet(nn.Cell):
    def __init__(self, net, pos=0, ids=True):
        super().__init__()
        self.net = net
        self.weights = net.trainable_params()
        self.pos = pos
        self.ids = ids

    def construct(self, x, y):
        return grad(self.net, self.pos, self.weights, return_ids=self.ids)(x, y)


xx = Tensor(np.array([1, 2]).astype(np.float32))
yy = Tensor(np.array([3, 3]).astype(np.float32))
case("return_ids_0", lambda: GNet(PNet())(xx, yy))
case("return_ids_01", lambda: GNet(PNet(), (0, 1))(xx, yy))
case("return_ids_false", lambda: GNet(PNet(), (0, 1), False)(xx, yy))
case("return_ids_pos_none", lambda: GNet(PNet(), None)(xx, yy))


class Inner(nn.Cell):
    def __init__(self):
        super().__init__()
        self.sub = Sub()

    def construct(self, x):
        b = self.sub.x * self.sub.y * self.sub.y
        c = b - self.sub.x
        d = c / self.sub.y
        e = d // self.sub.x
        f = e % self.sub.y
        return f ** self.sub.x


class G1(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.g = grad(net, grad_position=0)

    def construct(self, *x):
        return self.g(*x)


case("empty_grad_int", lambda: G1(Inner())(3))
case("empty_grad_tensor", lambda: G1(Inner())(Tensor(3, ms.int32)))
case("empty_grad_ftensor", lambda: G1(Inner())(Tensor(3.0, ms.float32)))
case("grad_number_out", lambda: grad(lambda x: 2)(x))
case("grad_tensor_const_out", lambda: grad(lambda x: Tensor(2.0))(x))
case("grad_none_out", lambda: grad(lambda x: None)(x))
case("grad_tuple_numbers", lambda: grad(lambda x: (x * 2, 3))(x))
case("lin_v_tuple3_for_two", lambda: linearize(Lin(), (x, y))[1]((v, v, v)))
case("lin_v_tuple1_for_two", lambda: linearize(Lin(), (x, y))[1]((v,)))
case("lin_v_list_for_two", lambda: linearize(Lin(), (x, y))[1]([v, x]))
case("lin_v_tuple2_for_one", lambda: linearize(Cube(), x)[1]((v, v)))
case("vjp_aux_list_out", lambda: vjp(lambda x: [x * 2, x], x, has_aux=True)[0])
case("vjp_aux_tuple1_out", lambda: vjp(lambda x: (x * 2,), x, has_aux=True)[0])


def _double(x):
    return x * 2


case("jvp_aux_single_out", lambda: jvp(_double, x, v, has_aux=True))
case("vjp_aux_single_out_def", lambda: vjp(_double, x, has_aux=True)[0])
