"""ops.HyperMap / ops.Map / MultitypeFuncGraph with nested structures (tuples of tuples, lists, dicts), partials,
scalars beside Tensors, reverse=, mismatched lengths, inside Cells (mode from $MODE), @ms.jit and gradients."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _h import case

X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
Y = Tensor(np.array([[1.0, -1.0], [0.5, 2.0]], np.float32))

add = ops.MultitypeFuncGraph("add")


@add.register("Tensor", "Tensor")
def _add_tt(a, b):
    return a + b


@add.register("Number", "Number")
def _add_nn(a, b):
    return a * 10 + b


@add.register("Tensor", "Number")
def _add_tn(a, b):
    return a - b


scale = ops.MultitypeFuncGraph("scale")


@scale.register("Number", "Tensor")
def _scale(s, t):
    return t * s


@scale.register("Number", "Number")
def _scale_nn(s, t):
    return s + t


class HM(nn.Cell):
    def __init__(self, fn, *, partial=None, reverse=False, kind="hyper"):
        super().__init__()
        if kind == "hyper":
            self.m = ops.HyperMap(fn, reverse) if fn is not None else ops.HyperMap(None, reverse)
        else:
            self.m = ops.Map(fn, reverse) if fn is not None else ops.Map(None, reverse)
        self.fn = fn
        self.partial = partial
        self.nofn = fn is None

    def construct(self, *args):
        if self.nofn:
            return self.m(ops.partial(add), *args)
        return self.m(*args)


class HMPart(nn.Cell):
    def __init__(self):
        super().__init__()
        self.m = ops.HyperMap()

    def construct(self, s, xs):
        return self.m(ops.partial(scale, s), xs)


def hm(*args, **kw):
    fn = kw.pop("fn", add)
    return lambda: HM(fn, **kw)(*args)


case("hm_tensor_tensor", hm(X, X))
case("hm_tuple_tuple", hm((X, Y), (X, Y)))
case("hm_list_list", hm([X, Y], [X * 2, Y]))
case("hm_nested_tuple", hm(((X, Y), X), ((X, Y), X)))
case("hm_nested_list_in_tuple", hm(([X, X], Y), ([X, X], Y)))
case("hm_number_number", hm(2, 3))
case("hm_tuple_numbers", hm((1, 2), (3, 4)))
case("hm_tensor_number_mixed", hm((X, 1), (X, 2)))
case("hm_tensor_number_pair", hm((X, Y), (2, 3)))
case("hm_dict_dict", hm({"a": X, "b": Y}, {"a": X, "b": Y}))
case("hm_len_mismatch", hm((X, Y), (X,)))
case("hm_type_mismatch_tuple_list", hm((X, Y), [X, Y]))
case("hm_no_overload", hm(X, "s"))
case("hm_reverse", hm((X, Y), (X, Y), reverse=True))
case("hm_fn_none_partial", hm((X, Y), (X, Y), fn=None))
case("hm_single_arg_tensor", lambda: HM(ops.Neg())((X, (Y, X))))
case("hm_prim_add", lambda: HM(ops.Add())((X, Y), (X, Y)))
case("hm_prim_add_nested", lambda: HM(ops.Add())(((X,), Y), ((X,), Y)))
case("hm_prim_mul_scalar_tensor", lambda: HM(ops.Mul())((X, Y), (2.0, 3.0)))
case("map_tuple_tuple", lambda: HM(add, kind="map")((X, Y), (X, Y)))
case("map_nested_tuple", lambda: HM(add, kind="map")(((X, Y), X), ((X, Y), X)))
case("map_list", lambda: HM(add, kind="map")([X, Y], [X, Y]))
case("map_prim", lambda: HM(ops.Mul(), kind="map")((X, Y), (X, Y)))
case("map_len_mismatch", lambda: HM(add, kind="map")((X, Y), (X, Y, X)))
case("map_numbers", lambda: HM(add, kind="map")((1, 2), (3, 4)))
case("hmpart_scale", lambda: HMPart()(2.0, (X, Y)))
case("hmpart_scale_nested", lambda: HMPart()(3, ((X,), [Y, X])))
case("hmpart_scale_numbers", lambda: HMPart()(3, (1, 2.5)))


@ms.jit
def j_hm(a, b):
    return ops.HyperMap()(ops.partial(add), a, b)


@ms.jit
def j_map(a):
    return ops.Map()(ops.partial(scale, 2), a)


def f_hm(a, b):
    out = HM(add)((a, b), (a, b))
    return out[0].sum() + out[1].sum()


@ms.jit
def jf_hm(a):
    return ops.addn(ops.HyperMap()(ops.partial(add), (a, a), (a, a))).sum()


def f_hmpart(a):
    return ops.addn(HMPart()(2.0, (a, a * 3))).sum()


def f_hm_nested(a):
    out = HM(add)(((a, 1), [a]), ((a, 2), [a * 2]))
    return out[0][0].sum() + out[1][0].sum()


case("jit_hm", lambda: j_hm((X, (Y, 1)), (X, (Y, 2))))
case("jit_hm_list", lambda: j_hm([X, [Y]], [X, [Y]]))
case("jit_map", lambda: j_map((X, Y)))
case("eager_hm", lambda: ops.HyperMap(add)((X, 1), (X, 2)))
case("eager_map", lambda: ops.Map(add)((X, 1), (X, 2)))
case("grad_hm", lambda: ms.grad(f_hm, grad_position=(0, 1))(X, X * 2))
case("grad_hm_jit", lambda: ms.grad(jf_hm)(X))
case("grad_hmpart", lambda: ms.grad(f_hmpart)(X))
case("grad_hm_nested", lambda: ms.grad(f_hm_nested)(X))
case("hm_tuple_of_dicts", hm(({"k": X},), ({"k": X},)))
case("hm_empty_tuple", hm((), ()))
case("hm_none", hm(None, None))
case("hm_bool_number", hm(True, 2))
case("hm_int_float", hm(1, 2.5))
case("hm_float16", hm((X.astype(ms.float16),), (X.astype(ms.float16),)))
case("hm_int_tensor", hm((X.astype(ms.int32), 3), (X.astype(ms.int32), 4)))
