"""PyNative code calling @ms.jit inner functions: grads, side effects, Parameters, recompilation, defaults, *args."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case

x32 = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) - 2.5)

@ms.jit
def f_def(x, y=2, *args):
    r = x * y
    for a in args:
        r = r + a
    return r

case("def_default", lambda: f_def(x32))
case("def_pos", lambda: f_def(x32, 3))
case("def_args", lambda: f_def(x32, 3, x32, 1))
case("def_kw", lambda: f_def(x32, y=0.5))
case("def_int_then_float", lambda: (f_def(Tensor([1, 2], ms.int32), 2), f_def(Tensor([1, 2], ms.int32), 2.5)))
case("def_dtype_switch", lambda: (f_def(Tensor([1, 2], ms.int8), 3), f_def(Tensor([1., 2.], ms.float16), 3)))
case("def_bool_y", lambda: f_def(x32, True))
case("def_tensor_y", lambda: f_def(Tensor([1, 2], ms.int32), Tensor(2.5, ms.float32)))

@ms.jit
def f_ret_tuple(x):
    return x + 1, (x * 2, x.shape), x.dtype

case("ret_tuple", lambda: f_ret_tuple(Tensor([1, 2], ms.int64)))

def g_outer(x):
    return ops.sum(f_def(x, 3) * x)

case("grad_through_jit", lambda: ms.grad(g_outer)(x32))
case("vg_through_jit", lambda: ms.value_and_grad(g_outer)(x32))

@ms.jit
def f_sq(x):
    return x * x

case("grad_jit_direct", lambda: ms.grad(f_sq)(x32))
case("grad_jit_f16", lambda: ms.grad(f_sq)(Tensor([1.5, -2], ms.float16)))
case("grad_jit_sens", lambda: ops.GradOperation(sens_param=True)(f_sq)(x32, x32))
case("grad_jit_int", lambda: ms.grad(f_sq)(Tensor([1, 2], ms.int32)))

class NetP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([1.0, 2.0], ms.float32), name="w")
        self.cnt = 0

    @ms.jit
    def construct(self, x):
        self.w.assign_value(self.w + x)
        return self.w * 2

def t_param_update():
    n = NetP()
    a = n(Tensor([1.0, 1.0]))
    b = n(Tensor([0.5, 0.5]))
    return a, b, n.w

case("param_update_jit", t_param_update)

w_g = Parameter(Tensor([3.0, 4.0], ms.float32), name="wg")

@ms.jit
def f_addw(x):
    ops.assign_add(w_g, x)
    return w_g * 1

case("global_param_assign", lambda: (f_addw(Tensor([1.0, 1.0])), f_addw(Tensor([1.0, 1.0])), w_g))

class NetM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.k = 2.0

    @ms.jit
    def helper(self, x, n=3):
        return x * self.k + n

    def construct(self, x):
        return self.helper(x) - self.helper(x, 1)

case("jit_method", lambda: NetM()(x32))
case("jit_method_grad", lambda: ms.grad(NetM())(x32))

class NetS(nn.Cell):
    @staticmethod
    @ms.jit
    def st(x):
        return ops.exp(x) - 1

    def construct(self, x):
        return self.st(x) * 2

case("jit_static", lambda: NetS()(Tensor([0.0, 1.0])))

@ms.jit
def f_shape(x):
    return ops.reshape(x, (-1,)) + x.shape[0]

case("recompile_shape", lambda: (f_shape(Tensor(np.ones((2, 3), np.float32))), f_shape(Tensor(np.ones((4,), np.float32)))))

@ms.jit
def f_pyval(x, flag):
    if flag:
        return x + 1
    return x - 1

case("recompile_flag", lambda: (f_pyval(x32, True), f_pyval(x32, False), f_pyval(x32, 0)))

@ms.jit
def f_list(xs):
    return xs[0] + xs[1]

case("jit_list_arg", lambda: f_list([Tensor([1, 2]), Tensor([3, 4])]))
case("jit_tuple_arg_scalar", lambda: f_list((1, 2.5)))

@ms.jit
def f_dict(d):
    return d["a"] * d["b"]

case("jit_dict_arg", lambda: f_dict({"a": Tensor([1.0, 2.0]), "b": 3}))

@ms.jit
def f_nested(x):
    return f_sq(x) + 1

case("jit_nested", lambda: f_nested(Tensor([2.0])))
case("jit_nested_grad", lambda: ms.grad(f_nested)(Tensor([2.0])))

@ms.jit
def f_mixed(x, y):
    return x + y

case("mixed_i32_f16", lambda: f_mixed(Tensor([1, 2], ms.int32), Tensor([0.5, 1], ms.float16)))
case("mixed_u8_i8", lambda: f_mixed(Tensor([200, 2], ms.uint8), Tensor([-1, 1], ms.int8)))
case("mixed_bool_bool", lambda: f_mixed(Tensor([True, False]), Tensor([True, True])))
case("mixed_scalar_scalar", lambda: f_mixed(2, 3.5))
case("mixed_f64_pyint", lambda: f_mixed(Tensor([1.5], ms.float64), 2))
case("mixed_i64_pyfloat", lambda: f_mixed(Tensor([1], ms.int64), 2.5))
case("mixed_bool_pyint", lambda: f_mixed(Tensor([True]), 2))
case("mixed_bad_shape", lambda: f_mixed(Tensor([1., 2.]), Tensor([1., 2., 3.])))

@ms.jit
def f_noreturn(x):
    x = x + 1

case("jit_noreturn", lambda: f_noreturn(x32))

@ms.jit
def f_ret_none(x):
    return None

case("jit_ret_none", lambda: f_ret_none(x32))

@ms.jit
def f_ret_const(x):
    return 3, "s", [1, 2]

case("jit_ret_const", lambda: f_ret_const(x32))

def eager_vs_jit():
    def body(x):
        y = ops.cumsum(x, 1) / 3
        z = ops.softmax(y, -1) * ops.tanh(x)
        return ops.mean(z, 0, keep_dims=True), ops.argmax(y, 1)
    a = body(x32)
    b = ms.jit(body)(x32)
    return a, b

case("eager_vs_jit", eager_vs_jit)

def jit_grad_param():
    net = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
    @ms.jit
    def fw(x):
        return net(x).sum()
    g = ms.grad(fw, grad_position=None, weights=net.trainable_params())(x32)
    return g

case("jit_grad_weights", jit_grad_param)

def jit_side_list():
    out = []
    @ms.jit
    def f(x):
        out.append(1)
        return x + 1
    f(x32); f(x32)
    return len(out)

case("jit_side_list", jit_side_list)

def jit_print():
    @ms.jit
    def f(x):
        print("inside", x.shape)
        return x
    return f(x32)

case("jit_print", jit_print)
