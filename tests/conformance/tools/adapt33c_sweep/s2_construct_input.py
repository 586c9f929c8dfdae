"""compiler/construct_input variants: outermost Cell/jit inputs of every kind (tuple/list/dict/scalars/None/
kwargs/Cells/empty tuple), their gradients (get_all, get_by_list, sens), outputs with None."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, jit, Parameter, ParameterTuple
from mindspore.ops import composite as C
from _h import case

tx = Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))
ty = Tensor(np.array([[0.5, -1.0], [2.0, 0.0]], np.float32))
ti = Tensor(np.array([1, 2], np.int32))


class Net(nn.Cell):
    def construct(self, a, tup, lst, d):
        return a * tup[0] - lst[1][1]["y"] + d["u"] * 2


class Grad(nn.Cell):
    def __init__(self, net, **kw):
        super().__init__()
        self.net = net
        self.g = C.GradOperation(**kw)

    def construct(self, *args):
        return self.g(self.net)(*args)


tup = (ty, tx)
lst = [[tx], [ty, {"y": tx, "z": ty}]]
d = {"u": ty, "v": tx}
case("fwd", lambda: Net()(tx, tup, lst, d))
case("grad_first", lambda: Grad(Net())(tx, tup, lst, d))
case("grad_all", lambda: Grad(Net(), get_all=True)(tx, tup, lst, d))
case("grad_all_ints", lambda: Grad(Net(), get_all=True)(tx, (2, 3), [[1], [1, {"y": tx}]], {"u": ty}))


class NetS(nn.Cell):
    def construct(self, x, s, f, b, none, st):
        if b:
            x = x * s
        if none is None:
            x = x + f
        return x, s + 1, f * 2, not b, none, st + "!"


case("scalars", lambda: NetS()(tx, 3, 1.5, True, None, "ab"))
case("scalars_false", lambda: NetS()(tx, -2, 0.0, False, 1, ""))
case("grad_scalars", lambda: Grad(NetS(), get_all=True)(tx, 3, 1.5, True, None, "ab"))


class NetKw(nn.Cell):
    def construct(self, x, y=2, *args, z=3, **kw):
        out = x * y + z
        for a in args:
            out = out + a
        for k in kw:
            out = out + kw[k]
        return out


case("kw_default", lambda: NetKw()(tx))
case("kw_pos", lambda: NetKw()(tx, 3))
case("kw_args", lambda: NetKw()(tx, 3, ty, ty))
case("kw_kwonly", lambda: NetKw()(tx, z=ty))
case("kw_varkw", lambda: NetKw()(tx, 1, a=ty, b=1.0))
case("kw_missing", lambda: NetKw()())
case("kw_dup", lambda: NetKw()(tx, 2, y=3))
case("grad_kw", lambda: Grad(NetKw(), get_all=True)(tx, ty, z=ty))
case("grad_varargs", lambda: Grad(NetKw(), get_all=True)(tx, 2, ty, ty))
case("msgrad_kw", lambda: ms.grad(NetKw(), grad_position=(0, 1))(tx, ty, z=ty))


@jit
def jf(x, *args, scale=1.0, **kw):
    r = x * scale
    for a in args:
        r = r + a
    return r, len(args), len(kw)


case("jit_mixed", lambda: jf(tx, ty, 1, scale=2.0, q=3))
case("jit_mixed_none", lambda: jf(tx))
case("jit_grad_mixed", lambda: ms.grad(jf, grad_position=(0, 1))(tx, ty, scale=2.0))


class Inner(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.k = k

    def construct(self, x):
        return x * self.k


class Outer(nn.Cell):
    def construct(self, cell, x):
        return cell(x)


class OuterT(nn.Cell):
    def construct(self, cells, x):
        for c in cells:
            x = c(x)
        return x


class OuterD(nn.Cell):
    def construct(self, cells, x):
        return cells["a"](x) + cells["b"](x)


case("cell_input", lambda: Outer()(Inner(3), tx))
case("cell_input_again", lambda: Outer()(Inner(-1), tx))
case("tuple_cells", lambda: OuterT()((Inner(2), Inner(3)), tx))
case("list_cells", lambda: OuterT()([Inner(2), Inner(0.5)], tx))
case("dict_cells", lambda: OuterD()({"a": Inner(2), "b": Inner(3)}, tx))
case("grad_cell_input", lambda: ms.grad(Outer(), grad_position=1)(Inner(3), tx))


class Empty(nn.Cell):
    def construct(self, t, x):
        return len(t), x + len(t), t


case("empty_tuple", lambda: Empty()((), tx))
case("empty_list", lambda: Empty()([], tx))
case("empty_dict", lambda: Empty()({}, tx))


class NoneOut(nn.Cell):
    def construct(self, x):
        return None, x, (None, x * 2), [None], {"a": None}


case("none_out", lambda: NoneOut()(tx))
case("grad_none_out", lambda: ms.grad(lambda x: NoneOut()(x)[1])(tx))


class PNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0, 3.0], np.float32)), name="w")

    def construct(self, x):
        return (x * self.w).sum()


class PGrad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.params = ParameterTuple(net.trainable_params())
        self.g = C.GradOperation(get_all=True, get_by_list=True)

    def construct(self, x):
        return self.g(self.net, self.params)(x)


case("grad_all_list", lambda: PGrad(PNet())(Tensor(np.array([1.0, -1.0], np.float32))))


class ParamIn(nn.Cell):
    def construct(self, p, x):
        return p * x + p


pin = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="pin")
case("param_input", lambda: ParamIn()(pin, Tensor(np.array([3.0, 4.0], np.float32))))
case("grad_param_input", lambda: ops.GradOperation(get_all=True)(ParamIn())(pin, Tensor(np.array([3.0, 4.0], np.float32))))
case("grad_same_param_twice", lambda: ops.GradOperation(get_all=True)(ParamIn())(pin, pin))


class SensGrad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = C.GradOperation(get_all=True, sens_param=True)

    def construct(self, *a):
        return self.g(self.net)(*a)


class Two(nn.Cell):
    def construct(self, x, y):
        return x * y, x - y


case("sens_tuple", lambda: SensGrad(Two())(tx, ty, (Tensor(np.ones((2, 2), np.float32)), Tensor(np.full((2, 2), 2, np.float32)))))
case("sens_list", lambda: SensGrad(Two())(tx, ty, [Tensor(np.ones((2, 2), np.float32)), Tensor(np.full((2, 2), 2, np.float32))]))
case("sens_wrong_count", lambda: SensGrad(Two())(tx, ty, (Tensor(np.ones((2, 2), np.float32)),)))


class IntIn(nn.Cell):
    def construct(self, x, y):
        return x * y


case("grad_int_tensor", lambda: ops.GradOperation(get_all=True)(IntIn())(ti, Tensor(np.array([2.0, 3.0], np.float32))))
case("grad_int_only", lambda: ops.GradOperation(get_all=True)(IntIn())(ti, ti))
case("grad_scalar_int", lambda: ops.GradOperation(get_all=True)(IntIn())(3, Tensor(np.array([2.0, 3.0], np.float32))))
case("grad_two_scalars", lambda: ops.GradOperation(get_all=True)(IntIn())(3, 2.0))
case("msgrad_scalar_pos", lambda: ms.grad(IntIn(), grad_position=0)(3.0, Tensor(np.array([2.0, 3.0], np.float32))))


class Outm(nn.Cell):
    def construct(self, x):
        return x, x.shape, x.dtype, len(x), x.ndim


case("out_meta", lambda: Outm()(tx))
case("out_meta_0d", lambda: Outm()(Tensor(2.0)))


class DictOut(nn.Cell):
    def construct(self, x, d):
        d2 = {"s": x + d["a"], "t": d["b"]}
        return d2


case("dict_out", lambda: DictOut()(tx, {"a": ty, "b": 5}))
case("grad_dict_in", lambda: ms.grad(lambda x, d: (x * d["a"]).sum(), grad_position=(0, 1))(tx, {"a": ty}))
case("grad_tuple_in", lambda: ms.grad(lambda x, t: (x * t[0] + t[1]).sum(), grad_position=(0, 1))(tx, (ty, tx)))
case("grad_list_in", lambda: ms.grad(lambda x, t: (x * t[0] + t[1]).sum(), grad_position=(0, 1))(tx, [ty, tx]))
