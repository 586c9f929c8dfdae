"""jit called from PyNative: mixed eager + jit, nested jit, input_signature, mutable, re-calls with other shapes/dtypes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, ops, nn, jit, mutable
from _h import case

ms.set_context(mode=ms.PYNATIVE_MODE)
x32 = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
x16 = Tensor(np.arange(6).reshape(2, 3).astype(np.float16))
xi = Tensor(np.arange(6).reshape(2, 3).astype(np.int32))
xi64 = Tensor(np.arange(6).reshape(2, 3).astype(np.int64))
xb = Tensor(np.array([True, False, True]))

@jit
def f_add(a, b):
    return a + b * 2

for nm, a, b in [("f32", x32, x32), ("f16", x16, x16), ("i32", xi, xi), ("i64", xi64, xi64), ("mix_f32_i32", x32, xi),
                 ("mix_i32_f16", xi, x16), ("scalar_int", x32, 3), ("scalar_float", xi, 1.5), ("bool", xb, xb),
                 ("0d", Tensor(2.0), Tensor(3, ms.int32)), ("int_int", 2, 3), ("float_int", 2.5, 3),
                 ("empty", Tensor(np.zeros((0, 3), np.float32)), Tensor(np.zeros((0, 3), np.float32))),
                 ("bcast", x32, Tensor(np.array([1, 2, 3], np.float64)))]:
    case(f"add_{nm}")(lambda a=a, b=b: f_add(a, b))

@jit
def f_ret(a):
    return a, a * 2, (a + 1, [a - 1]), {"k": a}, 3, None, "s"
case("ret_struct")(lambda: f_ret(xi))

@jit
def inner(a):
    return a * a
@jit
def outer(a):
    return inner(a) + inner(a + 1)
case("nested")(lambda: outer(x32))
case("nested_i")(lambda: outer(xi))

def eager_mix(a):
    b = a * 3
    c = inner(b)
    return c - b
case("mixed")(lambda: eager_mix(x32))

@jit(input_signature=(Tensor(shape=[None, 3], dtype=ms.float32),))
def f_sig(a):
    return a.sum(axis=0) + a.shape[0]
case("sig_2x3")(lambda: f_sig(x32))
case("sig_4x3")(lambda: f_sig(Tensor(np.ones((4, 3), np.float32))))
case("sig_wrong_dtype")(lambda: f_sig(xi))
case("sig_wrong_rank")(lambda: f_sig(Tensor(np.ones((4,), np.float32))))
case("sig_wrong_dim")(lambda: f_sig(Tensor(np.ones((4, 2), np.float32))))

@jit
def f_shape(a):
    return a.shape, a.ndim, a.size, a.dtype == ms.float32
case("shape_a")(lambda: f_shape(x32))
case("shape_b")(lambda: f_shape(Tensor(np.ones((5, 1, 2), np.float16))))

@jit
def f_mut(t, n):
    return t[0] + t[1] * n
case("mutable_tuple")(lambda: f_mut(mutable((x32, x32)), 2))
case("mutable_list")(lambda: f_mut(mutable([x32, x32 + 1]), 3))
case("mutable_int")(lambda: f_mut((x32, x32), mutable(4)))
case("mutable_int2")(lambda: f_mut((x32, x32), mutable(5)))

@jit
def f_scalar_ret(a, n):
    return n * 2 + 1, n / 2, n // 2, a.shape[0] * n
case("scal_ret")(lambda: f_scalar_ret(x32, 7))
case("scal_ret_mut")(lambda: f_scalar_ret(x32, mutable(7)))
case("scal_ret_f")(lambda: f_scalar_ret(x32, 2.5))

@jit
def f_if(a, n):
    if n > 2:
        return a * n
    return a - n
case("if_n1")(lambda: f_if(x32, 1))
case("if_n5")(lambda: f_if(x32, 5))
case("if_mut")(lambda: f_if(x32, mutable(5)))

@jit
def f_ift(a):
    if a.sum() > 10:
        return a * 2
    return a / 2
case("ift_hi")(lambda: f_ift(x32))
case("ift_lo")(lambda: f_ift(x32 - 5))
case("ift_int")(lambda: f_ift(xi))

@jit
def f_loop(a, n):
    s = a
    for i in range(n):
        s = s + i
    return s
case("loop3")(lambda: f_loop(x32, 3))
case("loop0")(lambda: f_loop(xi, 0))

@jit
def f_while(a):
    i = 0
    while a.sum() < 100:
        a = a * 2
        i += 1
    return a, i
case("while")(lambda: f_while(x32 + 1))

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.ones((3,), np.float32)), name="w")
    @jit
    def construct(self, a):
        return a * self.w
    @jit
    def other(self, a, k=2):
        return a * k + self.w
net = Net()
case("cell_jit")(lambda: net(x32))
case("cell_jit_i")(lambda: net(xi))
case("cell_method")(lambda: net.other(x32))
case("cell_method_kw")(lambda: net.other(x32, k=5))
case("cell_method_f64")(lambda: net.other(Tensor(np.ones((2, 3), np.float64)), 3))

@jit
def f_kw(a, b=1, *args, c=2, **kw):
    return a + b + c + sum(args) + kw.get("d", 0)
case("kw_default")(lambda: f_kw(x32))
case("kw_all")(lambda: f_kw(x32, 2, 3, 4, c=5, d=6))

@jit
def f_cast(a):
    return ops.cast(a, ms.float16), a.astype(ms.int8), a.to(ms.bool_)
case("cast_f")(lambda: f_cast(x32 - 2.5))

@jit
def f_err(a):
    return ops.matmul(a, a)
case("err_matmul")(lambda: f_err(x32))
case("after_err")(lambda: f_err(Tensor(np.eye(3, dtype=np.float32))))

@jit
def f_raise(a):
    if a.shape[0] > 1:
        raise ValueError("too big")
    return a
case("raise")(lambda: f_raise(x32))

@jit
def f_idx(a, i):
    return a[i], a[:, i], a[i, 1:], a[..., -1]
case("idx_int")(lambda: f_idx(x32, 1))
case("idx_neg")(lambda: f_idx(x32, -1))
case("idx_t")(lambda: f_idx(x32, Tensor(1)))

@jit
def f_inplace_setitem(a):
    a[0] = 7
    return a
case("setitem")(lambda: (lambda t: (f_inplace_setitem(t), t))(x32.copy()))

@jit
def f_tuple_in(t):
    return len(t), t[-1]
case("tuple_in")(lambda: f_tuple_in((1, 2, x32)))
case("list_in")(lambda: f_tuple_in([1, 2.5, 3]))

@jit
def f_none(a, b=None):
    if b is None:
        return a
    return a + b
case("none")(lambda: f_none(x32))
case("notnone")(lambda: f_none(x32, x32))

@jit
def f_dtype_arg(a, dt):
    return ops.cast(a, dt)
case("dtype_arg")(lambda: f_dtype_arg(x32, ms.int32))
case("dtype_arg2")(lambda: f_dtype_arg(x32, ms.float64))
