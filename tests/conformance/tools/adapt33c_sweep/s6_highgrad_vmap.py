"""high_grad and vmap variants: second-order GradOperation over Parameters (get_by_list then get_all), ms.grad of
ms.grad, grad of value_and_grad, Hessian-vector via jvp of grad, second order through ops (sin, exp, tanh, pow,
div, relu, sigmoid, log_softmax), int inputs; vmap with in_axes / out_axes forms, None axes, nested vmap,
negative axes, tuple/list/dict inputs, vmap of grad, of a Cell, reductions, axis size mismatch."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, ParameterTuple, jit
from _h import case


def f32(*v):
    return Tensor(np.array(v, np.float32))


class Net(nn.Cell):
    def __init__(self, w=(2.0, 2.0)):
        super().__init__()
        self.weight = Parameter(f32(*w), name="weight")

    def construct(self, x):
        return x * x * self.weight * self.weight


class GradP(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.params = ParameterTuple(net.trainable_params())
        self.g = ops.GradOperation(get_by_list=True)

    def construct(self, x):
        return self.g(self.net, self.params)(x)


class GradAll(nn.Cell):
    def __init__(self, net, sens=False):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(get_all=True, sens_param=sens)

    def construct(self, *x):
        return self.g(self.net)(*x)


case("hg_param_all", lambda: GradAll(GradP(Net()))(f32(1.0, 3.0)))
case("hg_param_all_neg", lambda: GradAll(GradP(Net((-1.0, 0.5))))(f32(-2.0, 0.0)))
case("hg_all_all", lambda: GradAll(GradAll(Net()))(f32(1.0, 3.0)))
case("hg_all_all_sens", lambda: GradAll(GradAll(Net()), sens=True)(f32(1.0, 3.0), (f32(1.0, 2.0),)))


class Second(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x):
        return self.fn(x)


def first(fn):
    def g(x):
        return ms.grad(fn)(x)
    return g


for nm, fn in [("sin", ops.sin), ("exp", ops.exp), ("tanh", ops.tanh), ("sigmoid", ops.sigmoid),
               ("relu", ops.relu), ("square", ops.square), ("sqrt", ops.sqrt), ("log", ops.log),
               ("pow3", lambda v: ops.pow(v, 3)), ("recip", lambda v: 1 / v), ("abs", ops.abs),
               ("softplus", ops.softplus), ("logsoftmax", lambda v: ops.log_softmax(v, 0)),
               ("atan", ops.atan), ("erf", ops.erf), ("cos", ops.cos), ("gelu", ops.gelu), ("elu", ops.elu),
               ("silu", ops.silu), ("maximum", lambda v: ops.maximum(v, 0.5 * v)), ("sum_sq", lambda v: (v * v).sum())]:
    case("second_" + nm, lambda fn=fn: Second(first(first(fn)))(f32(0.5, 1.5, 2.0)))
    case("second_pyn_" + nm, lambda fn=fn: first(first(fn))(f32(0.5, 1.5, 2.0)))
case("third_sin", lambda: Second(first(first(first(ops.sin))))(f32(0.5, 1.0)))
case("second_at_zero_relu", lambda: Second(first(first(ops.relu)))(f32(0.0, -1.0)))
case("second_at_zero_abs", lambda: Second(first(first(ops.abs)))(f32(0.0, -1.0)))
case("second_at_zero_sqrt", lambda: Second(first(first(ops.sqrt)))(f32(0.0, 4.0)))


def f2(x, y):
    return (x * x * y).sum()


def g2(x, y):
    gx, gy = ms.grad(f2, grad_position=(0, 1))(x, y)
    return (gx * gy).sum()


case("mixed_second", lambda: ms.grad(g2, grad_position=(0, 1))(f32(1.0, 2.0), f32(3.0, -1.0)))
case("mixed_second_jit", lambda: jit(ms.grad(g2, grad_position=(0, 1)))(f32(1.0, 2.0), f32(3.0, -1.0)))


def vg(x):
    v, g = ms.value_and_grad(lambda t: (t ** 3).sum())(x)
    return v + g.sum()


case("grad_of_value_and_grad", lambda: ms.grad(vg)(f32(1.0, 2.0)))


def jvp_of_grad(x, v):
    return ops.jvp(ms.grad(lambda t: (ops.sin(t) * t).sum()), x, v)


case("jvp_of_grad", lambda: jvp_of_grad(f32(0.5, 1.0), f32(1.0, 1.0)))
case("hessian_like", lambda: ms.grad(lambda x: ms.grad(lambda t: (t[0] * t[1] * t[1]))(x).sum())(f32(2.0, 3.0)))


# vmap
def addmul(x, y):
    return x * 2 + y


x23 = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
y23 = Tensor(np.arange(6, 12, dtype=np.float32).reshape(2, 3))
y3 = f32(1.0, 2.0, 3.0)
for nm, fn in [("vmap_default", lambda: ops.vmap(addmul)(x23, y23)),
               ("vmap_axes_1", lambda: ops.vmap(addmul, 1, 0)(x23, y23)),
               ("vmap_axes_neg", lambda: ops.vmap(addmul, -1, -1)(x23, y23)),
               ("vmap_none", lambda: ops.vmap(addmul, (0, None))(x23, y3)),
               ("vmap_out1", lambda: ops.vmap(addmul, 0, 1)(x23, y23)),
               ("vmap_size_mismatch", lambda: ops.vmap(addmul, (0, 1))(x23, y23)),
               ("vmap_all_none", lambda: ops.vmap(addmul, None)(x23, y23)),
               ("vmap_axis_oob", lambda: ops.vmap(addmul, 2)(x23, y23)),
               ("vmap_bad_axes_type", lambda: ops.vmap(addmul, 1.0)(x23, y23)),
               ("vmap_axes_len", lambda: ops.vmap(addmul, (0, 0, 0))(x23, y23)),
               ("vmap_scalar_arg", lambda: ops.vmap(addmul, (0, None))(x23, 3.0)),
               ("vmap_sum", lambda: ops.vmap(lambda t: t.sum())(x23)),
               ("vmap_reduce_keep", lambda: ops.vmap(lambda t: t.max(0, keepdims=True), 1)(x23)),
               ("vmap_argmax", lambda: ops.vmap(lambda t: t.argmax())(x23)),
               ("vmap_matmul", lambda: ops.vmap(ops.matmul, (0, None))(Tensor(np.ones((4, 2, 3), np.float32)), x23.T)),
               ("vmap_nested", lambda: ops.vmap(ops.vmap(addmul, (0, 0)), (1, 1))(Tensor(np.ones((2, 3, 4), np.float32)), Tensor(np.ones((2, 3, 4), np.float32)))),
               ("vmap_tuple_in", lambda: ops.vmap(lambda t: t[0] * t[1], ((0, 1),))((x23, y23.T))),
               ("vmap_dict_in", lambda: ops.vmap(lambda d: d["a"] + d["b"])({"a": x23, "b": y23})),
               ("vmap_tuple_out", lambda: ops.vmap(lambda a, b: (a + b, a - b), 0, (0, 1))(x23, y23)),
               ("vmap_out_none", lambda: ops.vmap(lambda a: (a.sum(), 5), 0, (0, None))(x23)),
               ("vmap_grad", lambda: ops.vmap(ms.grad(lambda t: (t ** 2).sum()))(x23)),
               ("vmap_cell", lambda: ops.vmap(nn.ReLU(), 1, 1)(x23 - 2)),
               ("vmap_int", lambda: ops.vmap(lambda t: t * 2)(Tensor(np.arange(6).reshape(2, 3)))),
               ("vmap_index", lambda: ops.vmap(lambda t: t[1])(x23)),
               ("vmap_cond", lambda: ops.vmap(lambda t: ops.select(t > 2, t, -t))(x23)),
               ("vmap_zero_size", lambda: ops.vmap(addmul)(Tensor(np.zeros((0, 3), np.float32)), Tensor(np.zeros((0, 3), np.float32)))),
               ("vmap_jit", lambda: jit(ops.vmap(addmul, (1, 1), 1))(x23, y23)),
               ("vmap_concat", lambda: ops.vmap(lambda a, b: ops.concat((a, b)))(x23, y23)),
               ("vmap_stack", lambda: ops.vmap(lambda a: ops.stack((a, a), -1))(x23)),
               ("vmap_reshape", lambda: ops.vmap(lambda a: a.reshape(3, 1))(x23)),
               ("vmap_transpose", lambda: ops.vmap(lambda a: a.reshape(3, 1).T)(x23)),
               ("vmap_gather", lambda: ops.vmap(lambda a, i: ops.gather(a, i, 0))(x23, Tensor(np.array([[0, 2], [1, 1]], np.int32)))),
               ("vmap_cumsum", lambda: ops.vmap(lambda a: ops.cumsum(a, 0), 1, 1)(x23)),
               ("vmap_softmax", lambda: ops.vmap(lambda a: ops.softmax(a, -1))(x23)),
               ]:
    case(nm, fn)
