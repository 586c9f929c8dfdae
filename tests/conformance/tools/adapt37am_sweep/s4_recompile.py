"""compile_cache / repeat-compile variants: second calls with other shapes / dtypes / Python scalars, Python
int arguments as constants (branches on them, range(n)), mutable scalars, a closure / global changed between
calls, Cell attributes changed between calls, Parameters re-set between calls."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, jit, mutable
from _h import case


def f32(*v):
    return Tensor(np.array(v, np.float32))


@jit
def by_int(x, n):
    if n > 2:
        return x * n
    out = x
    for _ in range(n):
        out = out + 1
    return out


case("int_1", lambda: by_int(f32(1.0), 1))
case("int_3", lambda: by_int(f32(1.0), 3))
case("int_bool", lambda: by_int(f32(1.0), True))
case("int_float", lambda: by_int(f32(1.0), 2.0))
case("int_mutable", lambda: by_int(f32(1.0), mutable(2)))
case("int_neg", lambda: by_int(f32(1.0), -1))
case("int_shape", lambda: by_int(f32(1.0, 2.0, 3.0), 1))
case("int_i32", lambda: by_int(Tensor(np.array([1, 2], np.int32)), 3))
case("int_i8_big", lambda: by_int(Tensor(np.array([100], np.int8)), 3))
case("int_u8", lambda: by_int(Tensor(np.array([250], np.uint8)), 3))
case("int_bool_t", lambda: by_int(Tensor(np.array([True, False])), 3))
case("int_f16", lambda: by_int(Tensor(np.array([1.5], np.float16)), 5))


G = 2.0


@jit
def uses_global(x):
    return x * G


case("global_1", lambda: uses_global(f32(1.0)))
G = 5.0
case("global_2_same_shape", lambda: uses_global(f32(1.0)))
case("global_2_new_shape", lambda: uses_global(f32(1.0, 1.0)))


class AttrNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.k = 2
        self.flag = True

    def construct(self, x):
        if self.flag:
            return x * self.k
        return x - self.k


an = AttrNet()
case("attr_1", lambda: an(f32(3.0)))
an.k = 10
case("attr_2", lambda: an(f32(3.0)))
an.flag = False
case("attr_3", lambda: an(f32(3.0)))


class PNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(1.0, 2.0), name="w")

    def construct(self, x):
        return x * self.w


pn = PNet()
case("param_1", lambda: pn(f32(1.0, 1.0)))
pn.w.set_data(f32(3.0, 4.0))
case("param_set_data", lambda: pn(f32(1.0, 1.0)))
pn.w.set_data(Tensor(np.array([5, 6], np.int32)))
case("param_set_data_int", lambda: (pn(f32(1.0, 1.0)), pn.w.dtype))
case("param_set_data_shape", lambda: pn.w.set_data(f32(1.0, 2.0, 3.0)))
pn.w.set_data(f32(1.0, 2.0, 3.0), slice_shape=True)
case("param_set_data_slice_shape", lambda: pn(f32(1.0, 1.0, 1.0)))
case("param_assign_value", lambda: (pn.w.assign_value(f32(7.0, 7.0, 7.0)), pn(f32(1.0, 1.0, 1.0))))


@jit
def tup_len(t):
    s = 0
    for v in t:
        s = s + v
    return s, len(t)


case("tuple_2", lambda: tup_len((f32(1.0), f32(2.0))))
case("tuple_3", lambda: tup_len((f32(1.0), f32(2.0), f32(3.0))))
case("tuple_ints", lambda: tup_len((1, 2, 3)))
case("tuple_mixed", lambda: tup_len((1, 2.5, f32(1.0))))
case("list_ints", lambda: tup_len([1, 2]))
case("mutable_list", lambda: tup_len(mutable([f32(1.0), f32(2.0)])))
case("mutable_list_dyn", lambda: tup_len(mutable([f32(1.0), f32(2.0)], True)))


@jit
def scalar_ret(n, m):
    return n + m, n * m, n / m, n // m, n % m, n ** m, -n, n == m


case("scalars_int", lambda: scalar_ret(7, 2))
case("scalars_float", lambda: scalar_ret(7.5, 2))
case("scalars_neg", lambda: scalar_ret(-7, 2))
case("scalars_mut", lambda: scalar_ret(mutable(7), 2))
case("scalars_mut_both", lambda: scalar_ret(mutable(7), mutable(2)))
case("scalars_mut_float", lambda: scalar_ret(mutable(7.5), mutable(2)))
case("scalars_bool", lambda: scalar_ret(True, 2))
case("scalars_zero_div", lambda: scalar_ret(7, 0))
case("scalars_mut_zero_div", lambda: scalar_ret(mutable(7), mutable(0)))


@jit
def shape_dep(x):
    return x.reshape(-1, 2).sum(0), x.shape[0] * 2


case("shape_4", lambda: shape_dep(f32(1.0, 2.0, 3.0, 4.0)))
case("shape_6", lambda: shape_dep(f32(1.0, 2.0, 3.0, 4.0, 5.0, 6.0)))
case("shape_3_bad", lambda: shape_dep(f32(1.0, 2.0, 3.0)))
case("shape_2d", lambda: shape_dep(Tensor(np.ones((2, 2), np.float32))))


@jit
def str_arg(x, mode):
    if mode == "double":
        return x * 2
    if mode == "neg":
        return -x
    return x


case("str_double", lambda: str_arg(f32(1.0), "double"))
case("str_neg", lambda: str_arg(f32(1.0), "neg"))
case("str_other", lambda: str_arg(f32(1.0), "zzz"))
case("none_mode", lambda: str_arg(f32(1.0), None))


class DtNet(nn.Cell):
    def construct(self, x, y):
        return x + y, (x * y).dtype


d = DtNet()
case("dt_f32_f32", lambda: d(f32(1.0), f32(2.0)))
case("dt_f32_i32", lambda: d(f32(1.0), Tensor(np.array([2], np.int32))))
case("dt_i32_int", lambda: d(Tensor(np.array([2], np.int32)), 3))
case("dt_i32_float", lambda: d(Tensor(np.array([2], np.int32)), 3.5))
case("dt_u8_neg", lambda: d(Tensor(np.array([2], np.uint8)), -3))
case("dt_bool_bool", lambda: d(Tensor(np.array([True])), Tensor(np.array([True]))))
case("dt_f16_f64", lambda: d(Tensor(np.array([1.5], np.float16)), Tensor(np.array([2.5], np.float64))))
case("dt_i8_i64", lambda: d(Tensor(np.array([100], np.int8)), Tensor(np.array([100], np.int64))))
case("dt_i8_u8", lambda: d(Tensor(np.array([100], np.int8)), Tensor(np.array([200], np.uint8))))
case("dt_0d", lambda: d(Tensor(np.float32(2.0)), Tensor(np.float32(3.0))))
case("dt_empty", lambda: d(Tensor(np.zeros((0,), np.float32)), f32(1.0)))
case("dt_bcast", lambda: d(Tensor(np.ones((2, 1), np.float32)), f32(1.0, 2.0, 3.0)))
case("dt_bcast_bad", lambda: d(f32(1.0, 2.0), f32(1.0, 2.0, 3.0)))
