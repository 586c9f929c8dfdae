"""construct_input variants: *args, **kwargs, defaults, keyword-only, nested containers of Tensors, None,
mutable, Python scalars; their gradients (grad_position over *args, kwargs); second calls with other shapes /
dtypes / Python numbers."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, jit, mutable
from _h import case


def f32(*v):
    return Tensor(np.array(v, np.float32))


class Star(nn.Cell):
    def construct(self, *args):
        out = 0
        for a in args:
            out = out + a * a
        return out


s = Star()
case("star_1", lambda: s(f32(1.0, 2.0)))
case("star_3", lambda: s(f32(1.0), f32(2.0), f32(3.0)))
case("star_mixed_scalar", lambda: s(f32(1.0), 2, 3.5))
case("star_grad_all", lambda: ms.grad(s, (0, 1, 2))(f32(1.0), f32(2.0), f32(3.0)))
case("star_grad_1", lambda: ms.grad(s, 1)(f32(1.0), f32(2.0), f32(3.0)))
case("star_grad_neg", lambda: ms.grad(s, -1)(f32(1.0), f32(2.0)))
case("star_grad_oob", lambda: ms.grad(s, 3)(f32(1.0), f32(2.0)))
case("star_go_all", lambda: ops.GradOperation(get_all=True)(s)(f32(1.0), f32(2.0)))
case("star_empty", lambda: s())


class Kw(nn.Cell):
    def construct(self, x, y=2, *, z=3, **kw):
        out = x * y + z
        for k in kw:
            out = out + kw[k]
        return out


k = Kw()
case("kw_default", lambda: k(f32(1.0)))
case("kw_y_pos", lambda: k(f32(1.0), 4))
case("kw_y_kw", lambda: k(f32(1.0), y=f32(5.0)))
case("kw_z", lambda: k(f32(1.0), z=f32(10.0)))
case("kw_extra", lambda: k(f32(1.0), a=f32(100.0), b=1))
case("kw_grad_x", lambda: ms.grad(k)(f32(1.0), f32(3.0)))
case("kw_grad_y", lambda: ms.grad(k, (0, 1))(f32(1.0), f32(3.0)))
case("kw_grad_kwarg", lambda: ms.grad(k, (0,))(f32(2.0), z=f32(4.0)))
case("kw_vg", lambda: ms.value_and_grad(k, (0, 1))(f32(2.0), f32(3.0), z=f32(1.0)))
case("kw_missing", lambda: k())
case("kw_too_many", lambda: k(f32(1.0), 2, 3))


class Nested(nn.Cell):
    def construct(self, t, d, n):
        a, (b, c) = t
        out = a + b * c + d["k"]
        if n is None:
            out = out * 2
        return out, len(t), d["s"]


nn_ = Nested()
case("nested_1", lambda: nn_((f32(1.0), (f32(2.0), f32(3.0))), {"k": f32(4.0), "s": 5}, None))
case("nested_2", lambda: nn_((f32(1.0), (f32(2.0), f32(3.0))), {"k": f32(4.0), "s": 5}, 1))
case("nested_list", lambda: nn_([f32(1.0), [f32(2.0), f32(3.0)]], {"k": f32(4.0), "s": 6}, None))
case("nested_grad", lambda: ms.grad(nn_, 0)((f32(1.0), (f32(2.0), f32(3.0))), {"k": f32(4.0), "s": 5}, None))
case("nested_grad_dict", lambda: ms.grad(nn_, (0, 1))((f32(1.0), (f32(2.0), f32(3.0))), {"k": f32(4.0), "s": 5}, None))


class Mut(nn.Cell):
    def construct(self, t, n):
        out = t[0]
        for i in range(len(t)):
            out = out + t[i] * n
        return out


m = Mut()
case("mutable_tuple", lambda: m(mutable((f32(1.0), f32(2.0))), 3))
case("mutable_scalar", lambda: m((f32(1.0), f32(2.0)), mutable(3)))
case("mutable_scalar2", lambda: m((f32(1.0), f32(2.0)), mutable(4)))
case("mutable_grad", lambda: ms.grad(m, 0)(mutable((f32(1.0), f32(2.0))), 3))
case("mutable_scalar_grad", lambda: ms.grad(m, (0, 1))((f32(1.0), f32(2.0)), mutable(3.0)))


class Scal(nn.Cell):
    def construct(self, x, n):
        return x * n, n + 1, n * 2


sc = Scal()
case("scalar_int", lambda: sc(f32(1.0, 2.0), 2))
case("scalar_float", lambda: sc(f32(1.0, 2.0), 2.5))
case("scalar_bool", lambda: sc(f32(1.0, 2.0), True))
case("scalar_tensor", lambda: sc(f32(1.0, 2.0), Tensor(3, ms.int32)))
case("scalar_int_again", lambda: sc(f32(1.0, 2.0), 7))
case("scalar_int_shape2", lambda: sc(f32(1.0, 2.0, 3.0), 7))
case("scalar_int_f16", lambda: sc(Tensor(np.array([1.5], np.float16)), 3))
case("scalar_int_i8", lambda: sc(Tensor(np.array([100], np.int8)), 3))
case("scalar_grad", lambda: ms.grad(sc, (0, 1))(f32(1.0, 2.0), 3))
case("scalar_grad_float", lambda: ms.grad(sc, (0, 1))(f32(1.0, 2.0), 3.0))
case("scalar_none_arg", lambda: sc(f32(1.0), None))
case("scalar_str_arg", lambda: sc(f32(1.0), "a"))


class RetKinds(nn.Cell):
    def construct(self, x):
        return {"a": x, "b": (x, 1)}, [x * 2, None], "s", 3, None


case("return_kinds", lambda: RetKinds()(f32(1.0)))


@jit
def jstar(*args, **kw):
    return args[0] + kw["y"]


case("jit_star_kw", lambda: jstar(f32(1.0), y=f32(2.0)))
case("jit_star_kw_int", lambda: jstar(f32(1.0), y=2))
case("jit_star_grad", lambda: ms.grad(jstar)(f32(1.0), y=f32(2.0)))


class ListArg(nn.Cell):
    def construct(self, lst):
        lst.append(lst[0] * 2)
        return lst, len(lst)


case("list_arg_append", lambda: ListArg()([f32(1.0), f32(2.0)]))


class GradTuple(nn.Cell):
    def construct(self, t):
        return t[0] * t[1]


case("grad_tuple_input", lambda: ms.grad(GradTuple())((f32(2.0), f32(3.0))))
case("grad_list_input", lambda: ms.grad(GradTuple())([f32(2.0), f32(3.0)]))
case("grad_int_tensor", lambda: ms.grad(GradTuple())((Tensor(np.array([2], np.int32)), f32(3.0))))


class SensNet(nn.Cell):
    def construct(self, x, y):
        return x * y, x + y


case("sens_tuple", lambda: ops.GradOperation(get_all=True, sens_param=True)(SensNet())(f32(2.0), f32(3.0), (f32(1.0), f32(10.0))))
case("sens_wrong", lambda: ops.GradOperation(get_all=True, sens_param=True)(SensNet())(f32(2.0), f32(3.0), f32(1.0)))
case("has_aux", lambda: ms.grad(SensNet(), 0, has_aux=True)(f32(2.0), f32(3.0)))
